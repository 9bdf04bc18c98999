/**
 * Click to Pay and the fast-checkout sign-up in the sandbox: the card session's flags
 * from the request's sandbox options, the fast-checkout consent decoded from a card payment's
 * `fastlaneData`, and a Click to Pay card's checkout payload as the sandbox service makes it.
 */
import {
  fastCheckoutDataSchema,
  type ClickToPayConfig,
  type FastCheckoutClientConfig,
  type FastCheckoutData,
  type SandboxOptions,
} from '@paypage/contract/schemas';
import type { SandboxWalletOutcome } from '@paypage/contract';
import { badRequest } from '../http/errors.ts';

/**
 * The session's `clickToPay` and `fastCheckout` flags (null: off), from the sandbox options, and
 * what its wallets do when a request sets it (`walletOutcome`, absent: `paid`).
 */
export function cardFlowsOf(options: SandboxOptions): {
  clickToPay: ClickToPayConfig | null;
  fastCheckout: FastCheckoutClientConfig | null;
  walletOutcome?: SandboxWalletOutcome;
} {
  const ctp = options.clickToPay;
  return {
    ...(options.walletOutcome ? { walletOutcome: options.walletOutcome } : {}),
    clickToPay: ctp
      ? { shopperEmail: ctp.shopperEmail ?? null, recognisedEmail: ctp.recognisedEmail ?? null }
      : null,
    fastCheckout: options.fastCheckout ?? null,
  };
}

function decodeJson(base64: string): unknown {
  return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as unknown;
}

/**
 * The fast-checkout data a card payment carries (§3), decoded and checked; undefined without
 * `fastlaneData`; 400 when it is not base64 of that data's JSON.
 */
export function fastCheckoutOf(fastlaneData: string | undefined): FastCheckoutData | undefined {
  if (fastlaneData === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = decodeJson(fastlaneData);
  } catch {
    decoded = undefined;
  }
  const parsed = fastCheckoutDataSchema.safeParse(decoded);
  if (!parsed.success) {
    throw badRequest(
      'paymentMethod.fastlaneData must be base64 of the fast-checkout data (docs/widget.md#options).',
    );
  }
  return parsed.data;
}

/**
 * Whether a Click to Pay checkout payload is the sandbox service's for this card: base64 of JSON
 * `{ srcDigitalCardId, scheme, sandbox: true }` naming the card and scheme the payment names.
 */
export function isSandboxClickToPayPayload(
  payload: string,
  srcDigitalCardId: string,
  scheme: string,
): boolean {
  try {
    const value = decodeJson(payload) as Record<string, unknown> | null;
    return (
      value !== null &&
      value.sandbox === true &&
      value.srcDigitalCardId === srcDigitalCardId &&
      value.scheme === scheme
    );
  } catch {
    return false;
  }
}
