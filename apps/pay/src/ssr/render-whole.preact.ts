import type { ReactElement } from 'react';
import { options, type VNode } from 'preact';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import { recordFormattedTexts } from '@paypage/checkout';

type RenderedVNode = VNode & { __c?: { context?: object; __n?: object } | null };
type RenderHooks = typeof options & { __r?: (vnode: RenderedVNode) => void };

/**
 * preact/compat's `use(Context)` reads the providers from a component's `_globalContext` (mangled
 * `__n`), which the browser's renderer sets and preact-render-to-string 6.8 does not: it hands a
 * function component the same providers as its `context`. Given them, `use` reads what
 * `useContext` reads (without, it throws on every `use` of a context on the server).
 */
const hooks = options as RenderHooks;
const beforeRender = hooks.__r;
hooks.__r = (vnode) => {
  beforeRender?.(vnode);
  const component = vnode.__c;
  const type = vnode.type as string | (((...args: never[]) => unknown) & { contextType?: unknown });
  if (component && !component.__n && typeof type === 'function' && !type.contextType) {
    component.__n = component.context;
  }
};

/** preact-render-to-string's synchronous render met a lazy part still loading. */
const SUSPENDED = /renderToStringAsync/;

/**
 * `renderWhole` of the production build, which renders with Preact (vite.config.ts, in place of
 * render-whole.ts): the page's markup in one piece, with no inline script. A screen's lazy parts
 * suspend the first time they render in this process: the synchronous render then stops, an
 * asynchronous one waits for all of them to load, and the synchronous render runs again, whole.
 */
export async function renderWhole(element: () => ReactElement, signal: AbortSignal) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return recordFormattedTexts(() => renderToString(element() as unknown as VNode));
    } catch (error) {
      if (!(error instanceof Error && SUSPENDED.test(error.message)) || attempt === 3) throw error;
    }
    await renderToStringAsync(element() as unknown as VNode);
    signal.throwIfAborted();
  }
}
