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

/** Calls `found` with the main heading as soon as there is one (now or once it appears). */
function whenHeading(found: (heading: HTMLElement) => void): () => void {
  const now = mainHeading(document);
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading(document);
    if (!heading) return;
    observer.disconnect();
    found(heading);
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
}

/**
 * After a route change, scrolls to the top and moves focus to the new screen's main heading, so a
 * screen reader announces the new screen and the keyboard starts from it; when the screen is
 * still loading, focus follows as soon as its heading appears. Not on the first load: until the
 * first screen has shown its heading (a guard's redirect while loading included) focus stays
 * where the browser puts it.
 */
export function useFocusOnNavigation(locationKey: number): void {
  const firstScreenShown = React.useRef(false);

  React.useEffect(
    () =>
      whenHeading(() => {
        firstScreenShown.current = true;
      }),
    [],
  );

  const initialKey = React.useRef(locationKey);
  React.useEffect(() => {
    if (locationKey === initialKey.current || !firstScreenShown.current) return;
    window.scrollTo(0, 0);
    return whenHeading(focusHeading);
  }, [locationKey]);
}
