import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Radix measures some elements (radio indicators, checkboxes in forms, tooltips' triggers); jsdom
// has no ResizeObserver. Every DOM test gets this inert one (a test may still stub its own).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
});
