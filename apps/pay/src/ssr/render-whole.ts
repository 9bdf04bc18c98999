import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { recordFormattedTexts } from '@paypage/checkout';

/** A Suspense boundary left to the browser (its content was still loading, or threw). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * The page's markup in one piece, with no inline script (the page's Content-Security-Policy
 * allows none). A screen's lazy parts (method selection, invoice details, receipt…) suspend the
 * first time they render in this process: a render that left one unfinished waits for all of them
 * to load (a prerender), then renders again, now synchronously and whole.
 */
export async function renderWhole(element: () => ReactElement, signal: AbortSignal) {
  for (let attempt = 1; ; attempt += 1) {
    const rendered = recordFormattedTexts(() => renderToString(element()));
    if (!UNFINISHED_BOUNDARY.test(rendered.result) || attempt === 3) return rendered;
    const { prelude } = await prerenderToNodeStream(element(), { signal });
    prelude.resume();
    signal.throwIfAborted();
  }
}
