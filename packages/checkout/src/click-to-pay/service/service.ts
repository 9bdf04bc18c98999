/**
 * What the card networks' Click to Pay SDKs offer the section (docs/widget.md#states), in one
 * interface: the Visa and Mastercard SDKs in production (see `sdk-loader.ts`), our sandbox
 * (`sandbox-service.ts`) locally and in every test. A failure rejects with a `ClickToPayError`
 * carrying the networks' reason (`NOT_FOUND`, `CODE_INVALID`, `ACCT_INACCESSIBLE`…), which the
 * section shows as `ctp.errors.{reason}`. Timeouts are not the service's business: the section
 * gives up on any call after 5 000 ms (§9).
 */
import type { ClickToPayCard } from '../../rules';

export class ClickToPayError extends Error {
  readonly reason: string;
  constructor(reason: string, message = `Click to Pay: ${reason}`) {
    super(message);
    this.name = 'ClickToPayError';
    this.reason = reason;
  }
}

/** The reason a rejection carries, or undefined (then UNKNOWN_ERROR is shown). */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ClickToPayError ? error.reason : undefined;
}

export interface ClickToPayService {
  /** Loads and initialises the networks' SDKs; whether this device recognises the shopper. */
  initialise(): Promise<{ recognised: boolean }>;
  /** The recognised (or just validated) shopper's cards (§3 fields). */
  getCards(): Promise<readonly ClickToPayCard[]>;
  /** Whether the e-mail is enrolled with a network (identity lookup). */
  lookup(email: string): Promise<{ enrolled: boolean }>;
  /** Sends a one-time code to the shopper looked up; where it went, masked. Also used to resend. */
  startValidation(): Promise<{ channel: string }>;
  /** Checks the code; the shopper's cards once it is right. */
  finishValidation(code: string): Promise<readonly ClickToPayCard[]>;
  /** The network's checkout for a card: the encoded payload the payment carries. */
  checkout(srcDigitalCardId: string): Promise<{ payload: string }>;
  /** Forgets the shopper on this device ('not you'). */
  logout(): Promise<void>;
}
