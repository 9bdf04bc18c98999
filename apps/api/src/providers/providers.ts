/**
 * What the product routes ask of the payment providers. The routes check the payment request
 * (known, payable, the method allowed) and hand the provider's part to these; the configured mode
 * chooses the implementations (`providersFor`): the sandbox's (../sandbox/providers.ts) in
 * sandbox mode, and in production mode, until live adapters are written, ones that answer 503.
 */
import type { ApplePaySession, ApplePaySessionRequest, CardSession } from '@paypage/contract';
import type { Queryable } from '../db/db.ts';
import type { StoredRequest } from '../db/payment-requests.ts';
import type { Answer } from '../db/idempotency.ts';
import type { ProviderPaymentState } from './provider-call.ts';

/** Card payments (Adyen sessions). */
export type CardProvider = {
  /**
   * A session for the page's card widget; `returnUrl` is the request's payer page. `clientKey`
   * names the client (a hash of its IP and user agent): its live session may be reused.
   */
  createSession(
    request: StoredRequest,
    options: { returnUrl: string; clientKey: string | null },
  ): Promise<CardSession>;
  /**
   * After a session's result in the page: asks the processor what the session came to and
   * applies it to the request as its webhook would (idempotent with that webhook). Absent where
   * the provider records the payment itself (the sandbox).
   */
  confirmResult?(
    request: StoredRequest,
    result: { sessionId: string; sessionResult: string },
  ): Promise<void>;
  /**
   * Apple Pay's merchant validation (`POST /adyen/v1/applePay/sessions?clientKey=`): the
   * encoded merchant session; a 401 ApiError when `clientKey` is not this server's client key.
   * Absent: Apple Pay is not configured (503).
   */
  applePaySession?(clientKey: string, body: ApplePaySessionRequest): Promise<ApplePaySession>;
};

/** Stripe payments. */
export type StripeProvider = {
  /** The client secret of the request's payment intent (one per request). */
  clientSecret(request: StoredRequest): Promise<string>;
};

/** Pay by bank (Plaid Link and a debit from the linked account). */
export type BankProvider = {
  /** A link token for the bank-link widget. */
  createLinkToken(request: StoredRequest, phoneNumber: string | null): Promise<string>;
  /**
   * A base64 PNG logo of an institution; `null` for a bank without one (not an error: the page
   * shows its neutral mark); a 404 `ApiError` for an institution that does not exist.
   */
  institutionLogo(institutionId: string): Promise<string | null>;
  /**
   * The provider's calls a payment needs, made before its transaction with none open (live
   * Plaid: the link's check, the exchange, identity, the transfer's authorization); what they
   * learnt goes to verifyLink, debit and afterDebit. Absent: nothing to call (the sandbox).
   */
  prepare?(request: StoredRequest, link: BankLink): Promise<unknown>;
  /**
   * Checks, inside the payment's transaction, that the widget's public token was issued for this
   * request and links the account: `null` when it does, else the answer that refuses it.
   */
  verifyLink(
    tx: Queryable,
    request: StoredRequest,
    link: BankLink,
    prepared?: unknown,
  ): Promise<Answer | null>;
  /** Debits the linked account (in the same transaction): the payment accepted, or why not. */
  debit(
    tx: Queryable,
    request: StoredRequest,
    accountId: string,
    prepared?: unknown,
  ): Promise<Answer>;
  /**
   * After the payment's transaction committed an accepted debit: the provider's call that moves
   * the money (live Plaid: the transfer), with no transaction open. `null` when it went; else the
   * request is put back as it was and the answer says why. Absent: the debit was all.
   */
  afterDebit?(request: StoredRequest, prepared: unknown): Promise<Answer | null>;
  /**
   * Asked when a payment's call passed its bound (providers/provider-call.ts): what the provider
   * knows of the request's payment. Absent: it cannot be asked (`unknown`).
   */
  paymentState?(request: StoredRequest): Promise<ProviderPaymentState>;
};

/** The bank link the page's payment names: Link's public token and the chosen account. */
export type BankLink = { publicToken: string; accountId: string };

/** What a provider answered to a refund: final, or pending until its webhook says. */
export type RefundOutcome = {
  status: 'succeeded' | 'pending' | 'failed';
  /** The provider's name of the refund (Adyen's pspReference, Stripe's re_…, Plaid's id). */
  providerReference: string | null;
  failureReason: string | null;
};

/** Refunds of paid requests (docs/api-contract.md "Refunds"). */
export type RefundProvider = {
  /**
   * The provider that took the request's payment and refunds it (`sandbox`, `adyen`, `stripe`,
   * `plaid`), or null: none this server can ask (a transfer received outside the page).
   */
  paidThrough(db: Queryable, request: StoredRequest): Promise<string | null>;
  /**
   * Asks `provider` to give back `amountInCents` of the request's payment, `id` naming the
   * refund (the provider's idempotency key and reference). Throws when the provider refused the
   * call itself; the caller records the refund failed.
   */
  refund(
    request: StoredRequest,
    refund: { id: string; amountInCents: number; provider: string },
  ): Promise<RefundOutcome>;
};

export type Providers = {
  card: CardProvider;
  stripe: StripeProvider;
  bank: BankProvider;
  refunds: RefundProvider;
};
