/**
 * The closed sets of values of the wire contract (docs/api-contract.md): plain values, no schema,
 * so a screen can use them without loading zod. The schemas (./schemas) are built on them; the API
 * and the page read them from here.
 */

/** How a server runs: sandbox processors and test data, or real providers only. */
export const SERVER_MODES = ['sandbox', 'production'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];

/** The payer's screens of a payment request (docs/payer-page.md#screens). */
export const PAYER_SCREENS = ['main', 'complete', 'processing', 'receipt'] as const;
export type PayerScreen = (typeof PAYER_SCREENS)[number];

// ---------------------------------------------------------------------------------------------
// The payment request

/** Statuses the page knows (spec §4). Any other string is kept and shows the payment form. */
export const PAYMENT_REQUEST_STATUSES = [
  'UNPAID',
  'PROCESSING',
  'PAID',
  'EXPIRED',
  'CANCELED',
  'PAYMENT_FAILED',
] as const;
export type KnownPaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
/** A known status, or any other string the server sends (kept as sent, spec §2). */
export type PaymentRequestStatus = KnownPaymentRequestStatus | (string & {});

/**
 * The largest amount of money anywhere in the contract, in integer minor units (cents): one
 * billion dollars. Every total, given or derived (line totals, subtotal, discount, tax, grand
 * total, `amountInCents`), is held to it, so every amount stays far below 2^53.
 */
export const MAX_AMOUNT_MINOR = 100_000_000_000;

/** Statuses from which a payment may be accepted (spec §4). */
export const PAYABLE_STATUSES = [
  'UNPAID',
  'PAYMENT_FAILED',
] as const satisfies readonly KnownPaymentRequestStatus[];

/**
 * The webhook events paypage sends a merchant (docs/api-contract.md "Webhooks"): one per status a
 * payment request reaches, one per refund that ends (succeeded or failed), and `outcome_unknown`
 * when a provider did not answer a payment in time (the request is PROCESSING until the
 * provider's word).
 */
export const WEBHOOK_EVENT_TYPES = [
  'payment_request.processing',
  'payment_request.paid',
  'payment_request.payment_failed',
  'payment_request.canceled',
  'payment_request.expired',
  'refund.succeeded',
  'refund.failed',
  'payment_request.outcome_unknown',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A webhook delivery's state: retried while pending, then delivered or failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The `paymentMethod` flags of a request (spec §2). Unknown flags are kept and ignored. */
export const PAYMENT_METHOD_FLAGS = [
  'Card',
  'PayByCard',
  'PayByBank',
  'ACH',
  'PayByACH',
  'PayByWire',
] as const;
export type KnownPaymentMethodFlag = (typeof PAYMENT_METHOD_FLAGS)[number];
export type PaymentMethodFlag = KnownPaymentMethodFlag | (string & {});

/** Card processors (spec §1). Card payment in the form is offered only for ADYEN. */
export const PROCESSOR_TYPES = ['ADYEN', 'STRIPE'] as const;
export type KnownProcessorType = (typeof PROCESSOR_TYPES)[number];
export type ProcessorType = KnownProcessorType | (string & {});

/** How a paid request was paid (contract, chosen names). Unknown values are shown as sent. */
export const METHODS_PAID_WITH = [
  'card',
  'payByBank',
  'ach',
  'wire',
  'applePay',
  'googlePay',
] as const;
export type KnownMethodPaidWith = (typeof METHODS_PAID_WITH)[number];
export type MethodPaidWith = KnownMethodPaidWith | (string & {});

/** The transfers a payer makes outside the page, which the merchant marks received. */
export const TRANSFER_METHODS = ['ach', 'wire'] as const satisfies readonly KnownMethodPaidWith[];
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/**
 * A refund's state: `pending` while the provider has it (one at a time per request),
 * then `succeeded` (the money goes back to the payer) or `failed` (nothing was refunded).
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The account types of `achDetails.type` the scenario API accepts. */
export const ACH_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;

// ---------------------------------------------------------------------------------------------
// Card

/** Provider environments (Adyen Web) besides the local `sandbox`. */
export const CARD_PROVIDER_ENVIRONMENTS = [
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
] as const;
/** `clientConfig.environment` of a card session: `sandbox` selects the sandbox card widget. */
export const CARD_ENVIRONMENTS = ['sandbox', ...CARD_PROVIDER_ENVIRONMENTS] as const;
export type CardEnvironment = (typeof CARD_ENVIRONMENTS)[number];

/** 3-D Secure challenge window size codes (docs/widget.md#views). */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];
export const DEFAULT_CHALLENGE_WINDOW_SIZE = '02' satisfies ChallengeWindowSize;

/** The `resultCode` of a sandbox processor answer. */
export const RESULT_CODES = [
  'Authorised',
  'Refused',
  'Error',
  'Cancelled',
  'ChallengeShopper',
  'IdentifyShopper',
  'RedirectShopper',
] as const;
export type KnownResultCode = (typeof RESULT_CODES)[number];
export type ResultCode = KnownResultCode | (string & {});

/** The `refusalReason` of a `Refused` answer (chosen, API). */
export const REFUSAL_REASONS = [
  'Refused',
  'Invalid Card Number',
  'Expired Card',
  'CVC Declined',
  'Not a sandbox test card',
  '3D Not Authenticated',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The `error.errorCode` of an `Error` answer (docs/widget.md#errors). */
export const TECHNICAL_ERROR_CODES = ['14_0422', '14_0423'] as const;
export type TechnicalErrorCode = (typeof TECHNICAL_ERROR_CODES)[number];

/** A 3-D Secure outcome: authenticated, not authenticated, or not completed. */
export const TRANS_STATUSES = ['Y', 'N', 'U'] as const;
export type TransStatus = (typeof TRANS_STATUSES)[number];

/**
 * The payment method types a session's `paymentMethods` may name (docs/widget.md#calls): the
 * processor's names. The widget pays `scheme` (cards), the wallets, Click to Pay and gift cards;
 * the others are known names it lists and leaves to other components. A type outside this list is
 * not a payment method the widget knows: it is ignored, never an error (a processor adds methods).
 */
export const PAYMENT_METHOD_TYPES = [
  'scheme',
  'card',
  'applepay',
  'googlepay',
  'clicktopay',
  'giftcard',
  'paypal',
  'amazonpay',
  'cashapp',
  'klarna',
  'klarna_account',
  'klarna_paynow',
  'affirm',
  'afterpaytouch',
  'zip',
  'pix',
  'boletobancario',
  'oxxo',
  'upi',
  'upi_collect',
  'blik',
  'onlineBanking_PL',
  'sepadirectdebit',
  'ach',
  'bacs',
  'ideal',
  'bancontact_mobile',
  'eps',
  'twint',
  'mbway',
  'multibanco',
  'mobilepay',
  'vipps',
  'swish',
  'trustly',
  'paysafecard',
  'alipay',
  'wechatpayWeb',
  'grabpay_SG',
  'gcash',
  'kakaopay',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Whether `type` is one of `PAYMENT_METHOD_TYPES`. */
export function isPaymentMethodType(type: unknown): type is PaymentMethodType {
  return (PAYMENT_METHOD_TYPES as readonly unknown[]).includes(type);
}

/** The wallets a card session may offer (`paymentMethod.type` of a wallet payment). */
export const WALLET_TYPES = ['googlepay', 'applepay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/**
 * What the sandbox wallets do (the scenario API's `sandbox.walletOutcome`, the demo's
 * `?wallet=`): `paid` (the default: the sheet opens and pays), `unavailable` (no wallet button),
 * `script-error` (the wallet's script fails to load: SCRIPT_ERROR, no button),
 * `authorisation-error` (the sheet opens; the payment is refused and the sheet shows the error).
 * A cancel is the payer's: Cancel or Escape in the sheet.
 */
export const SANDBOX_WALLET_OUTCOMES = [
  'paid',
  'unavailable',
  'script-error',
  'authorisation-error',
] as const;
export type SandboxWalletOutcome = (typeof SANDBOX_WALLET_OUTCOMES)[number];

/** The express pages an analytics event may name (docs/widget.md#limits). */
export const EXPRESS_PAGES = ['cart', 'minicart', 'pdp', 'checkout'] as const;

// ---------------------------------------------------------------------------------------------
// The sandbox

/** The calls a sandbox failure switch can break (`failCalls` keys, `X-Sandbox-Fail`). */
export const SANDBOX_CALLS = [
  'collect',
  'client-info',
  'stripe/intent',
  'adyen/session',
  'plaid/payment',
  'invoice/download',
  'status',
  'plaid/link-token',
  'plaid/institution-logo',
  'fingerprint',
  'link-opened',
] as const;
export type SandboxCall = (typeof SANDBOX_CALLS)[number];

/** How a switched call fails: an error answer, a slow answer, or a cut-off body. */
export const FAILURE_MODES = ['500', 'slow', 'malformed'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

/**
 * Link tokens of the sandbox start with this: the page picks the sandbox bank link by it, and
 * Plaid Link for any other (Plaid's `link-sandbox-…`, `link-production-…`).
 */
export const SANDBOX_LINK_TOKEN_PREFIX = 'paypage-sandbox-link-';

/** How a sandbox payment settles after PROCESSING: PAID, or PAYMENT_FAILED. */
export const SETTLEMENT_OUTCOMES = ['succeed', 'fail'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/**
 * The longest `sandbox.settlementDelayMs` a request takes (10 minutes): a test holds a payment in
 * PROCESSING with it and settles it with the scenario API's settle call.
 */
export const MAX_SETTLEMENT_DELAY_MS = 600_000;

// ---------------------------------------------------------------------------------------------
// Messages

/**
 * The `message` of error answers a client tells apart or shows as sent (pay by bank lets the
 * server's message win, spec §7), and the answers every side imitates.
 */
export const WIRE_MESSAGES = {
  notFound: 'Payment request not found.',
  alreadyProcessed: 'This payment request has already been processed.',
  /** A cancel or expiry of a request that is no longer payable (a payment is in progress or done). */
  paymentInProgress:
    'This payment request cannot be canceled or expired: a payment is in progress or complete.',
  internalError: 'Internal server error',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** A pay-by-bank body without its public token, request token or account (docs/payer-page.md#validation). */
  bankLinkIncomplete: "We're sorry, something went wrong. Please try again.",
  achDebitLimitExceeded: 'ACH Debit limit exceeded',
  sessionNotFound: 'Session not found.',
  sessionExpired: 'This payment request session has expired.',
} as const;

/** The `error.message` of the sandbox's technical errors. */
export const TECHNICAL_ERROR_MESSAGES = {
  '14_0422': 'Sandbox technical error 14_0422: the payment could not be completed.',
  '14_0423': 'Sandbox technical error 14_0423: the payment could not be completed.',
} as const satisfies Record<TechnicalErrorCode, string>;

/**
 * The card fields of a sandbox `payments` body that the secured fields encrypt (docs/widget.md
 * §3): each a compact JWE for the session's `securedFields.key`.
 */
export const ENCRYPTED_CARD_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;
export type EncryptedCardField = (typeof ENCRYPTED_CARD_FIELDS)[number];

/**
 * The locales the address datasets are named in (docs/widget.md#calls `datasets/countries/{locale}
 * .json`): another well-formed ll-CC locale is answered in en-US.
 */
export const DATASET_LOCALES = ['en-US', 'pt-BR', 'ko-KR'] as const;
