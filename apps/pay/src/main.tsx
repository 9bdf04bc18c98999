/**
 * The page's entry: small on purpose. It brings the styles (in the HTML's head) and decides how
 * the page starts:
 * - a page the server rendered (it carries its data) is painted before any of the app's code is
 *   fetched: the early-tap recorder written into the built page requests this entry after the
 *   paint, with the hydration's modules preloaded beside it (vite.config.ts, `entryAfterPaint`);
 *   the app is then loaded and hydrates it (./hydrate);
 * - any other page is rendered by the browser (./render), whose first import starts fetching the
 *   payment request.
 */
import './styles.css';

// The id of the server-rendered page's data (ssr/page-data.ts; its test checks they agree). A
// literal here, so the entry is one file: nothing of the app is shared with it.
const PAGE_DATA_ELEMENT_ID = 'paypage-data';

/**
 * The web font's faces (Inter's @font-face rules), taken out of the HTML's stylesheet and written
 * into the built entry by the build (vite.config.ts, `fontFacesAfterFirstPaint`); a placeholder in
 * development, where the stylesheet keeps them. Added once the page has painted: the first paint
 * waits for no font (its text is in the metric-matched 'Inter Fallback' face, packages/ui), and
 * Inter swaps in without moving a line.
 */
const FONT_FACES = '__PAYPAGE_FONT_FACES__';

function addFontFaces(): void {
  if (!FONT_FACES.includes('@font-face')) return;
  const style = document.createElement('style');
  style.textContent = FONT_FACES;
  document.head.append(style);
}

/**
 * Resolves after the browser has painted the server's page: when the early-tap recorder says so
 * (public/early-actions.js, a frame after the first contentful paint: at once in the build, where
 * it started this entry then), or, where it is not there (the dev server loads it async, it may
 * come later than this entry), after the next frame.
 */
function afterFirstPaint(): Promise<void> {
  const recorder = window.paypageEarlyActions;
  return new Promise((resolve) => {
    if (recorder?.whenPainted) recorder.whenPainted(resolve);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

if (document.getElementById(PAGE_DATA_ELEMENT_ID)) {
  // React DOM is evaluated in a task of its own, the screens in the next: one long task less.
  // (This module is the page's own script: evaluated once, however often it is requested.)
  void afterFirstPaint()
    .then(addFontFaces)
    .then(() => import('./react-runtime'))
    .then(nextTask)
    .then(() => import('./hydrate'));
} else {
  addFontFaces();
  void import('./render');
}
