/**
 * How the script-tag build (dist/widget/paypage-widget.js) loads its lazy parts (`lazy-part.tsx`):
 * each is a classic script beside it, `paypage-widget-{part}.js`, loaded from the script's own
 * address, that hands its module to the runtime below. The parts' React is this script's
 * (Preact's compatibility layer): they are built with `react`, `react-dom` and `react/jsx-runtime`
 * read from the runtime, so one renderer draws the whole widget. Used by the build's stand-ins only.
 */
import * as compat from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

type PartModule = Record<string, unknown>;

/** What the parts' scripts find on the page: the renderer, and where to hand their module. */
export type WidgetRuntime = {
  modules: Record<string, unknown>;
  define: (name: string, module: PartModule) => void;
};
export const RUNTIME_KEY = Symbol.for('paypage.widget.runtime');

/** The folder this script was loaded from (read while it runs: `currentScript` is null later). */
const base =
  (document.currentScript as HTMLScriptElement | null)?.src ??
  document.querySelector<HTMLScriptElement>('script[src*="paypage-widget"]')?.src ??
  document.baseURI;

const waiting = new Map<string, (module: PartModule) => void>();
const runtime: WidgetRuntime = {
  modules: {
    react: compat,
    'react-dom': compat,
    'react/jsx-runtime': jsxRuntime,
  },
  define: (name, module) => waiting.get(name)?.(module),
};
(globalThis as Record<symbol, unknown>)[RUNTIME_KEY] = runtime;

export function loadScriptPart(name: string): Promise<PartModule> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(`paypage-widget-${name}.js`, base).href;
    script.async = true;
    waiting.set(name, (module) => {
      waiting.delete(name);
      resolve(module);
    });
    script.onerror = () => {
      waiting.delete(name);
      script.remove();
      reject(new Error(`The card widget could not load ${script.src}`));
    };
    document.head.append(script);
  });
}
