import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Radix measures some elements (radio indicators, checkboxes in forms, tooltips' triggers); jsdom
// has no ResizeObserver. Every DOM test gets this inert one (a test may still stub its own).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy*/waitFor give up after 5 s instead of 1 s: the suite shares two cores with turbo's other
// tasks, and a screen that never appears still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// DOM test files share one jsdom per worker (vitest.shared.ts): each test leaves the document as
// it found it: no leftover portal, focus, body lock (Radix sets styles and aria-hidden), address or
// storage.
const startUrl = window.location.href;

afterEach(() => {
  cleanup();
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.body.replaceChildren();
  for (const element of [document.body, document.documentElement]) {
    for (const { name } of Array.from(element.attributes)) {
      if (name !== 'lang') element.removeAttribute(name);
    }
  }
  if (window.location.href !== startUrl) window.history.replaceState(null, '', startUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
