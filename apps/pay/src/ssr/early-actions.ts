/**
 * A press before the page is live is not lost. `public/early-actions.js`, a classic
 * script before the app (written into the built page, which it starts; loaded async by the dev
 * server), records presses on the controls marked `data-early-action`
 * while `<html data-ready>` is absent (and holds back the browser's default for them, such as a
 * form's submit). The presses are taken, which stops the recorder, when React starts listening on
 * a server-rendered page (hydrate.tsx: React answers a press itself from then on) or, on a page
 * the browser renders, once it is live; once live, the same controls are pressed again, in order,
 * now that they are the app's.
 */

/** What the recorder puts on `window`. */
export type EarlyActionRecorder = {
  take(): string[];
  /**
   * Calls back once a page the server rendered has painted, a frame after its first contentful
   * paint (never on a page the app draws itself).
   */
  whenPainted?(callback: () => void): void;
  /** Whether the recorder preloaded the hydration's modules at that paint (the build's page). */
  preloaded?: boolean;
};
declare global {
  interface Window {
    paypageEarlyActions?: EarlyActionRecorder;
  }
}

/** Presses the control marked `data-early-action="{action}"` in `root`, if there is one. */
function press(root: ParentNode, action: string) {
  const control = Array.from(root.querySelectorAll('[data-early-action]')).find(
    (element) => element.getAttribute('data-early-action') === action,
  );
  if (control instanceof HTMLElement) control.click();
}

/**
 * Stops the recorder and presses again, in a task of their own, what it recorded. Called when
 * the page is live (the app's first effect). Not in that effect itself: the server-rendered
 * Suspense boundaries (the method selection, the summary inside the status screens' boundary) are
 * hydrated after the root's first commit, and a press on one of them makes React hydrate it at
 * once, which it cannot do while it is still committing (the press would fall to the browser: a
 * form's submit reloads the page).
 */
export function replayEarlyActions(
  recorder: EarlyActionRecorder | undefined = window.paypageEarlyActions,
  root: ParentNode = document,
): void {
  const actions = recorder?.take() ?? [];
  if (actions.length === 0) return;
  setTimeout(() => {
    for (const action of actions) press(root, action);
  }, 0);
}
