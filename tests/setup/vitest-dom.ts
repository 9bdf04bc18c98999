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

afterEach(() => {
  cleanup();
});
