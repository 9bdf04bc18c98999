import * as React from 'react';

/** How long to wait for the new screen's heading (its data may still be loading). */
const HEADING_WAIT_MS = 10_000;

/** The visible main heading of the page: the `h1` in `main`, not a loading placeholder's. */
function mainHeading(root: ParentNode): HTMLElement | null {
  for (const heading of root.querySelectorAll<HTMLElement>('main h1')) {
    if (!heading.closest('[aria-hidden="true"], [inert]')) return heading;
  }
  return null;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a route change (not on the first load, where the browser's own start is right), scrolls
 * to the top and moves focus to the new screen's main heading, so a screen reader announces the
 * new screen and the keyboard starts from it. When the screen is still loading, focus follows as
 * soon as its heading appears.
 */
export function useFocusOnNavigation(locationKey: number): void {
  const initialKey = React.useRef(locationKey);
  React.useEffect(() => {
    if (locationKey === initialKey.current) return;
    window.scrollTo(0, 0);
    const now = mainHeading(document);
    if (now) {
      focusHeading(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = mainHeading(document);
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'inert'],
    });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [locationKey]);
}
