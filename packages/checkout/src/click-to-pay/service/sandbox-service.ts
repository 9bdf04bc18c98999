/**
 * The sandbox Click to Pay service: the networks' SDKs as a local, offline stand-in with the same
 * interface, for `npm start`, stories and tests. Its test shoppers (e-mail → behaviour):
 *
 * | E-mail | Behaviour |
 * | --- | --- |
 * | `sam@example.com` | enrolled, three cards (Visa used lately, Mastercard used earlier, Visa never used) |
 * | `one.card@example.com` | enrolled, one Mastercard |
 * | `expired@example.com` | enrolled, one active Visa and one expired Mastercard |
 * | `expired.only@example.com` | enrolled, only the expired Mastercard (nothing payable) |
 * | `locked@example.com` | enrolled, but the account is inaccessible: sending the code fails with ACCT_INACCESSIBLE |
 * | `slow@example.com` | every call for this shopper takes 6 s (over the 5 000 ms timeout) |
 * | any other (`new@example.com`) | not enrolled (NOT_FOUND at login) |
 *
 * The one-time code is `654321`; `111111` is an expired code (CODE_EXPIRED); any other is wrong
 * (CODE_INVALID). `recognisedEmail` plays a device that remembers that shopper (Ready at once).
 * Every call waits `latencyMs` through the injected `wait`, so tests drive it with fake timers.
 */
import type { ClickToPayCard } from '../../rules';
import { ClickToPayError, type ClickToPayService } from './service';

export const SANDBOX_CLICK_TO_PAY_CODE = '654321';
export const SANDBOX_CLICK_TO_PAY_EXPIRED_CODE = '111111';
/** How long the slow shopper's calls take: over the 5 000 ms scheme-call timeout. */
export const SANDBOX_SLOW_CALL_MS = 6_000;

const visaUsedLately: ClickToPayCard = {
  srcDigitalCardId: 'ctp-visa-4242',
  panLastFour: '4242',
  scheme: 'visa',
  descriptorName: 'Visa Rewards',
  status: 'ACTIVE',
  panExpirationMonth: '08',
  panExpirationYear: '2029',
  dateOfCardCreated: '2024-03-02T10:00:00Z',
  dateOfCardLastUsed: '2026-11-02T18:30:00Z',
  srcCorrelationId: 'sandbox-correlation-1',
  tokenId: 'sandbox-token-1',
};
const mcUsedEarlier: ClickToPayCard = {
  srcDigitalCardId: 'ctp-mc-5454',
  panLastFour: '5454',
  scheme: 'mc',
  descriptorName: 'Mastercard Business',
  status: 'ACTIVE',
  panExpirationMonth: '03',
  panExpirationYear: '2028',
  dateOfCardCreated: '2023-07-14T09:00:00Z',
  dateOfCardLastUsed: '2026-05-20T12:00:00Z',
  srcCorrelationId: 'sandbox-correlation-2',
  tokenId: 'sandbox-token-2',
};
const visaNeverUsed: ClickToPayCard = {
  srcDigitalCardId: 'ctp-visa-1881',
  panLastFour: '1881',
  scheme: 'visa',
  descriptorName: 'Visa Debit',
  status: 'ACTIVE',
  panExpirationMonth: '11',
  panExpirationYear: '2030',
  dateOfCardCreated: '2026-09-10T08:00:00Z',
  srcCorrelationId: 'sandbox-correlation-3',
  tokenId: 'sandbox-token-3',
};
const mcExpired: ClickToPayCard = {
  srcDigitalCardId: 'ctp-mc-4444',
  panLastFour: '4444',
  scheme: 'mc',
  descriptorName: 'Mastercard Gold',
  status: 'ACTIVE',
  panExpirationMonth: '09',
  panExpirationYear: '2025',
  dateOfCardCreated: '2021-09-01T08:00:00Z',
  dateOfCardLastUsed: '2026-11-20T08:00:00Z',
  srcCorrelationId: 'sandbox-correlation-4',
  tokenId: 'sandbox-token-4',
};

type Shopper = {
  readonly cards: readonly ClickToPayCard[];
  readonly inaccessible?: boolean;
  readonly slow?: boolean;
};

export const SANDBOX_CLICK_TO_PAY_SHOPPERS: Readonly<Record<string, Shopper>> = Object.freeze({
  'sam@example.com': { cards: [mcUsedEarlier, visaNeverUsed, visaUsedLately] },
  'one.card@example.com': { cards: [mcUsedEarlier] },
  'expired@example.com': { cards: [mcExpired, visaNeverUsed] },
  'expired.only@example.com': { cards: [mcExpired] },
  'locked@example.com': { cards: [visaUsedLately], inaccessible: true },
  'slow@example.com': { cards: [visaUsedLately], slow: true },
});

/** The e-mail as the network shows where it sent the code: `s••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}••${email.slice(at)}`;
}

function encodePayload(value: unknown): string {
  const json = JSON.stringify(value);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export type SandboxClickToPayOptions = {
  /** The shopper this device remembers (a cookie with the networks): Ready without a login. */
  recognisedEmail?: string;
  /** How long each call takes. */
  latencyMs?: number;
  /** How to wait (the clock): `setTimeout` by default. */
  wait?: (ms: number) => Promise<void>;
};

const defaultWait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** A fresh sandbox service (its own session: who is looked up, validated, remembered). */
export function createSandboxClickToPay(options: SandboxClickToPayOptions = {}): ClickToPayService {
  const { latencyMs = 300, wait = defaultWait } = options;
  let remembered = normalise(options.recognisedEmail);
  let identified: string | null = null;
  let validated: string | null = null;

  function normalise(email: string | undefined | null): string | null {
    return email ? email.trim().toLowerCase() : null;
  }
  const shopperOf = (email: string | null) =>
    email ? SANDBOX_CLICK_TO_PAY_SHOPPERS[email] : undefined;

  async function answer<T>(email: string | null, work: () => T): Promise<T> {
    await wait(shopperOf(email)?.slow ? SANDBOX_SLOW_CALL_MS : latencyMs);
    return work();
  }

  /** The shopper whose cards may be read: validated now, or remembered by the device. */
  const signedIn = () => validated ?? remembered;

  return {
    initialise: () =>
      answer(remembered, () => ({ recognised: shopperOf(remembered) !== undefined })),

    getCards: () =>
      answer(signedIn(), () => {
        const shopper = shopperOf(signedIn());
        if (!shopper) throw new ClickToPayError('AUTH_INVALID');
        return shopper.cards;
      }),

    lookup: (email) => {
      const key = normalise(email);
      return answer(key, () => {
        if (!key || !key.includes('@')) throw new ClickToPayError('ID_FORMAT_UNSUPPORTED');
        const enrolled = shopperOf(key) !== undefined;
        identified = enrolled ? key : null;
        return { enrolled };
      });
    },

    startValidation: () =>
      answer(identified, () => {
        const shopper = shopperOf(identified);
        if (!identified || !shopper) throw new ClickToPayError('CONSUMER_ID_MISSING');
        if (shopper.inaccessible) throw new ClickToPayError('ACCT_INACCESSIBLE');
        return { channel: maskEmail(identified) };
      }),

    finishValidation: (code) =>
      answer(identified, () => {
        const shopper = shopperOf(identified);
        if (!identified || !shopper) throw new ClickToPayError('CONSUMER_ID_MISSING');
        if (code === SANDBOX_CLICK_TO_PAY_EXPIRED_CODE) throw new ClickToPayError('CODE_EXPIRED');
        if (code !== SANDBOX_CLICK_TO_PAY_CODE) throw new ClickToPayError('CODE_INVALID');
        validated = identified;
        return shopper.cards;
      }),

    checkout: (srcDigitalCardId) =>
      answer(signedIn(), () => {
        const card = shopperOf(signedIn())?.cards.find(
          (c) => c.srcDigitalCardId === srcDigitalCardId,
        );
        if (!card) throw new ClickToPayError('INVALID_PARAMETER');
        return {
          payload: encodePayload({
            srcDigitalCardId: card.srcDigitalCardId,
            srcCorrelationId: card.srcCorrelationId,
            scheme: card.scheme,
            sandbox: true,
          }),
        };
      }),

    logout: () =>
      answer(null, () => {
        remembered = null;
        identified = null;
        validated = null;
      }),
  };
}
