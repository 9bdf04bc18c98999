/**
 * The page's entry: small on purpose. It brings the styles (in the HTML's head) and decides how
 * the page starts:
 * - a page the server rendered (it carries its data) is painted before any of the app's code is
 *   fetched or run; the app is then loaded and hydrates it (./hydrate);
 * - any other page is rendered by the browser (./render), whose first import starts fetching the
 *   payment request.
 */
import '@paypage/ui/styles.css';

// The id of the server-rendered page's data (ssr/page-data.ts; its test checks they agree). A
// literal here, so the entry is one file: nothing of the app is shared with it.
const PAGE_DATA_ELEMENT_ID = 'paypage-data';

/** Resolves after the browser has painted what it has (the next frame has been drawn). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

if (document.getElementById(PAGE_DATA_ELEMENT_ID)) {
  void afterNextPaint().then(() => import('./hydrate'));
} else {
  void import('./render');
}
