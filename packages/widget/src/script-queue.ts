/**
 * `window.Paypage` of the script tag (README "Embedding the card widget"): defined by the classic
 * script at once, so a page may call `Paypage.mountCardWidget(...)` right after the tag; the calls
 * made before the widget's module has loaded wait here and run, in their order, when it arrives.
 * Types only from the widget: this file is the classic script's whole code.
 */
import type {
  CardWidgetError,
  CheckoutError,
  EMBED_ERRORS,
  EmbedOptions,
  MountedCardWidget,
} from '@paypage/checkout/widget';

/** Where the module hands itself to the global (`script-entry.ts`). */
export const WIDGET_RUNTIME = Symbol.for('paypage.widget.runtime');

export type WidgetModule = {
  mountCardWidget: (target: Element | string, options: EmbedOptions) => MountedCardWidget;
  CheckoutError: typeof CheckoutError;
  EMBED_ERRORS: typeof EMBED_ERRORS;
};

export type WidgetGlobal = {
  readonly version: string;
  /** Mounts at once once the module is in; before, answers a handle and mounts when it is. */
  mountCardWidget: WidgetModule['mountCardWidget'];
  /** Once the module is in. */
  CheckoutError?: WidgetModule['CheckoutError'];
  EMBED_ERRORS?: WidgetModule['EMBED_ERRORS'];
  [WIDGET_RUNTIME]: {
    ready: (module: WidgetModule) => void;
    /** The module could not load: every waiting mount reports `SCRIPT_ERROR`. */
    failed: (url: string) => void;
  };
};

/**
 * A waiting mount's failure: to its `onError` when it has one, else reported as an uncaught error
 * (what a mount's own throw would have been, had the module been there).
 */
function reportFailure(options: EmbedOptions, error: CardWidgetError | Error): void {
  const onError = (options as { onError?: (error: CardWidgetError) => void }).onError;
  if (!onError) {
    globalThis.reportError(error instanceof Error ? error : new Error(error.message));
  } else if (error instanceof Error) {
    // A mount's own throw: an integration error (docs/widget.md#errors).
    onError({ name: 'IMPLEMENTATION_ERROR', message: error.message });
  } else {
    onError(error);
  }
}

export function createWidgetGlobal(version: string): WidgetGlobal {
  let module: WidgetModule | undefined;
  let failure: CardWidgetError | undefined;
  const waiting: { run: () => void; options: () => EmbedOptions }[] = [];
  const global: WidgetGlobal = {
    version,
    mountCardWidget(target, options) {
      if (module) return module.mountCardWidget(target, options);
      let latest = options;
      let mounted: MountedCardWidget | undefined;
      let removed = false;
      const handle: MountedCardWidget = {
        unmount: () => {
          removed = true;
          mounted?.unmount();
        },
        update: (next) => {
          latest = next;
          mounted?.update(next);
        },
      };
      if (failure) {
        reportFailure(options, failure);
        return handle;
      }
      waiting.push({
        options: () => latest,
        run: () => {
          if (removed || !module) return;
          try {
            mounted = module.mountCardWidget(target, latest);
          } catch (error) {
            reportFailure(latest, error as Error);
          }
        },
      });
      return handle;
    },
    [WIDGET_RUNTIME]: {
      ready(loaded) {
        module = loaded;
        global.CheckoutError = loaded.CheckoutError;
        global.EMBED_ERRORS = loaded.EMBED_ERRORS;
        for (const call of waiting.splice(0)) call.run();
      },
      failed(url) {
        failure = { name: 'SCRIPT_ERROR', message: `The card widget could not load ${url}` };
        console.error(failure.message);
        for (const call of waiting.splice(0)) reportFailure(call.options(), failure);
      },
    },
  };
  return global;
}
