/**
 * The error levels of docs/widget.md#errors: a failed call ('Service at {url} is not available',
 * 'Call to {url} failed') is, by the integrator's `errorLevel`, ignored (silent), written to the
 * console at info, warn or error, or thrown with its kind (throw, the default): given to
 * `onError`, or, without one, thrown where nothing catches it, so the console shows it as an
 * uncaught error. The payment is released either way (the Pay button can be pressed again).
 */
import type { CardWidgetError } from '../widget/options';
import type { ErrorLevel } from './embed-options';

export type ErrorSink = {
  onError?: ((error: CardWidgetError) => void) | undefined;
  console?: Pick<Console, 'info' | 'warn' | 'error'>;
  /** Throws where nothing catches it (default: a task of its own). */
  throwUncaught?: (error: Error) => void;
};

const throwInTask = (error: Error) => {
  setTimeout(() => {
    throw error;
  }, 0);
};

/**
 * The API refused the page's origin (a 403 `ORIGIN_NOT_ALLOWED`, README "Embedding the card
 * widget"): an integration error, not a failed call — whatever the level, a console error that
 * names the setting and the page's origin, and `onError`.
 */
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED';

/** Reports a failed call by the level; answers whether it reached `onError`. */
export function reportFailedCall(level: ErrorLevel, error: CardWidgetError, sink: ErrorSink) {
  const out = sink.console ?? console;
  if (error.errorCode === ORIGIN_NOT_ALLOWED) {
    out.error(error.message);
    sink.onError?.(error);
    return sink.onError !== undefined;
  }
  switch (level) {
    case 'silent':
      return false;
    case 'info':
    case 'warn':
    case 'error':
      out[level](error.message);
      return false;
    case 'throw':
      if (sink.onError) {
        sink.onError(error);
        return true;
      }
      (sink.throwUncaught ?? throwInTask)(
        Object.assign(new Error(error.message), { name: error.name }),
      );
      return false;
  }
}
