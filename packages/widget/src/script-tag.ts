/**
 * The script tag (`paypage-widget-{version}.js`, a classic script): defines `window.Paypage` at
 * once (`script-queue.ts`), then loads the widget's module (`script-entry.ts`, with React as a
 * chunk of its own) from the folder this script came from, checked against its integrity hash.
 * The build defines the module's file name and hash (scripts/build.mjs).
 */
import { createWidgetGlobal, WIDGET_RUNTIME } from './script-queue';

declare const WIDGET_VERSION: string;
declare const WIDGET_ENTRY: string;
declare const WIDGET_ENTRY_INTEGRITY: string;

const page = globalThis as { Paypage?: unknown };
if (!page.Paypage) {
  const global = createWidgetGlobal(WIDGET_VERSION);
  page.Paypage = global;
  const self = document.currentScript as HTMLScriptElement | null;
  const module = document.createElement('script');
  module.type = 'module';
  module.src = new URL(WIDGET_ENTRY, self?.src ?? document.baseURI).href;
  module.integrity = WIDGET_ENTRY_INTEGRITY;
  module.crossOrigin = 'anonymous';
  module.onerror = () => global[WIDGET_RUNTIME].failed(module.src);
  document.head.append(module);
}
