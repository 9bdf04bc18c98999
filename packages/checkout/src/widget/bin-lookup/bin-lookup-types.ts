/**
 * The bin lookup's call (docs/widget.md#calls), apart from the hook that makes it
 * (`use-bin-lookup.ts`) and the sandbox's client (`bin-lookup-client.ts`, a lazy chunk), which
 * both name it.
 */
import type { BinLookupAnswer } from '../../rules';

/** What the lookup is asked (§7 payload). */
export type BinLookupRequest = {
  type: 'card';
  supportedBrands: string[];
  encryptedBin: string;
  requestId: string;
};

/** The integrator's lookup: the sandbox's through `createBinLookupClient`, or its own. */
export type BinLookupCall = (request: BinLookupRequest) => Promise<BinLookupAnswer>;
