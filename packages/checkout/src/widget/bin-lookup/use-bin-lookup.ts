/**
 * The widget's bin lookup (docs/widget.md#options): once the number frame reports a
 * BIN (6 digits, 8 once the number has 16), the integrator's `binLookup` call is made with its
 * encrypted form, once per BIN (an answer is kept and reused if the payer types the BIN again). A
 * failed call is reported as §8 says: `onError` with errorType binLookup and message unknownError;
 * the form then goes on with the card rules' own brand detection.
 */
import * as React from 'react';
import type { BinLookupAnswer } from '../../rules';
import type { BinLookupCall } from './bin-lookup-types';

export type { BinLookupCall, BinLookupRequest } from './bin-lookup-types';

/** §8: what `onError` hears when a lookup fails. */
export const BIN_LOOKUP_ERROR = { errorType: 'binLookup', message: 'unknownError' } as const;

function requestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

export type BinLookupHandlers = {
  /** An answer for `bin` (the form applies it if the BIN typed still starts with it). */
  onAnswer: (bin: string, answer: BinLookupAnswer) => void;
  onFailure: () => void;
};

/** Returns the function the form calls with each new BIN and its encrypted form. */
export function useBinLookup(
  call: BinLookupCall | undefined,
  brands: readonly string[],
  handlers: BinLookupHandlers,
): (bin: string, encryptedBin: string | undefined) => void {
  const latest = React.useRef(handlers);
  React.useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [answers] = React.useState(() => new Map<string, BinLookupAnswer | 'pending'>());
  return React.useCallback(
    (bin, encryptedBin) => {
      if (!call || bin.length < 6 || !encryptedBin) return;
      const known = answers.get(bin);
      if (known === 'pending') return;
      if (known) return latest.current.onAnswer(bin, known);
      answers.set(bin, 'pending');
      call({
        type: 'card',
        supportedBrands: [...brands],
        encryptedBin,
        requestId: requestId(),
      }).then(
        (answer) => {
          answers.set(bin, answer);
          latest.current.onAnswer(bin, answer);
        },
        () => {
          answers.delete(bin);
          latest.current.onFailure();
        },
      );
    },
    [call, brands, answers],
  );
}

/**
 * The sandbox's bin lookup (`createBinLookupClient`), its client loaded at the first lookup: a
 * page that never sees a BIN never loads it.
 */
export function lazyBinLookupClient(options: { baseUrl: string; token: string }): BinLookupCall {
  let client: Promise<BinLookupCall> | undefined;
  return async (request) => {
    client ??= import('./bin-lookup-client').then((module) =>
      module.createBinLookupClient(options),
    );
    return (await client)(request);
  };
}
