import type * as React from 'react';

/**
 * Wraps what stands in while a lazy chunk loads (a Suspense fallback), without a box of its own.
 * `data-lazy-pending` tells tools that the screen is not final yet: the visual gate waits for it
 * to go before it takes a screenshot.
 */
export function LazyFallback({ children }: { children: React.ReactNode }) {
  return (
    <div data-lazy-pending="" className="contents">
      {children}
    </div>
  );
}
