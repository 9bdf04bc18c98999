/**
 * Adyen through its official library (@adyen/api-library): the Checkout session the page's Adyen
 * Web starts from (`PaymentsApi.sessions`), the session's result the page reports after paying
 * (`PaymentsApi.getResultOfPaymentSession`), Apple Pay's merchant session for the widget
 * (`UtilityApi.getApplePaySession`), and the standard webhook's notifications, verified
 * with the library's HMAC validator, that move the request to PAID or PAYMENT_FAILED.
 */
import adyen, { type Types } from '@adyen/api-library';
import {
  DEFAULT_CHALLENGE_WINDOW_SIZE,
  type CardSession,
  type PaymentDetails,
} from '@paypage/contract';
import type { Db } from '../../db/db.ts';
import type { StoredRequest } from '../../db/payment-requests.ts';
import { ApiError } from '../../http/errors.ts';
import { findRefund, findRefundByReference, settleRefund } from '../../db/refunds.ts';
import type { CardProvider } from '../providers.ts';
import type { AdyenConfig } from './config.ts';
import {
  applyProviderEvent,
  type EventResult,
  type ProviderEvent,
  type ProviderOutcome,
} from './events.ts';

type ClientInterface = ConstructorParameters<typeof adyen.Client>[1] & object;

/**
 * The library's HTTP client replaced by one that sends each call to `base` (ADYEN_CHECKOUT_URL)
 * with the path Adyen's endpoint would have (`/v72/sessions`, `/checkout/v72/sessions` live).
 * The library's own client speaks HTTPS to Adyen's hosts only.
 */
export function redirectingClient(base: string): ClientInterface {
  return {
    async request(endpoint, json, config, _isApiKeyRequired, requestOptions = {}) {
      const target = new URL(endpoint);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': `paypage ${config.applicationName ?? ''}`.trim(),
        ...(requestOptions.headers as Record<string, string> | undefined),
      };
      if (config.apiKey) headers['X-API-Key'] = config.apiKey;
      if (requestOptions.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
      const query = requestOptions.params
        ? `?${new URLSearchParams(requestOptions.params as Record<string, string>)}`
        : '';
      const answer = await fetch(`${base}${target.pathname}${query}`, {
        method: requestOptions.method ?? 'POST',
        headers,
        body: requestOptions.method === 'GET' ? undefined : json.toString(),
        signal: AbortSignal.timeout(config.connectionTimeoutMillis || 30_000),
      });
      const text = await answer.text();
      if (!answer.ok) throw new AdyenCallError(answer.status, text);
      return text;
    },
  };
}

/** A failed Checkout call: its HTTP status and Adyen's error code (never the request body). */
export class AdyenCallError extends Error {
  /**
   * Adyen's `errorCode` (e.g. `704`: the same idempotency key already in progress), if any. Not
   * `code`: that is what socket and database errors carry (db/unavailable.ts reads it).
   */
  readonly errorCode: string | undefined;
  constructor(
    readonly status: number,
    body: string,
  ) {
    let code = '';
    try {
      code = String((JSON.parse(body) as { errorCode?: unknown }).errorCode ?? '');
    } catch {
      code = '';
    }
    super(`Adyen Checkout answered ${status}${code ? ` (error code ${code})` : ''}`);
    this.name = 'AdyenCallError';
    this.errorCode = code || undefined;
  }
}

export function adyenClient(config: AdyenConfig) {
  const client = new adyen.Client(
    new adyen.Config({
      apiKey: config.apiKey,
      environment:
        config.environment === 'LIVE' ? adyen.EnvironmentEnum.LIVE : adyen.EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: config.liveUrlPrefix,
      applicationName: 'paypage',
      connectionTimeoutMillis: 30_000,
    }),
    config.checkoutUrl ? redirectingClient(config.checkoutUrl) : undefined,
  );
  return new adyen.CheckoutAPI(client);
}

/** The card provider of production mode: an Adyen Checkout session per call. */
export function adyenCardProvider(
  config: AdyenConfig,
  db: Db,
  options: { publicOrigin: string | undefined },
): CardProvider {
  const checkout = adyenClient(config);
  return {
    async confirmResult(request, { sessionId, sessionResult }) {
      // Adyen is asked outside any transaction; the event's own short one re-checks the status.
      let result: Types.checkout.SessionResultResponse;
      try {
        result = await checkout.PaymentsApi.getResultOfPaymentSession(sessionId, sessionResult);
      } catch (error) {
        // Adyen does not know this session or result: nothing is learnt, the webhook will tell.
        if (error instanceof AdyenCallError && error.status < 500) return;
        throw error;
      }
      const event = sessionEvent(result, request.token);
      if (event) await applyProviderEvent(db, event, options.publicOrigin);
    },
    async applePaySession(clientKey, { displayName, domainName, merchantIdentifier }) {
      if (clientKey !== config.clientKey) {
        throw new ApiError(401, 'The clientKey must be the session’s client key.');
      }
      let session: Types.checkout.ApplePaySessionResponse;
      try {
        session = await checkout.UtilityApi.getApplePaySession({
          displayName,
          domainName,
          merchantIdentifier,
        });
      } catch (error) {
        // Adyen's answer is not the payer's business: a 503 saying so, never Adyen's body.
        if (error instanceof AdyenCallError) {
          throw new ApiError(503, 'The Apple Pay session could not be created.');
        }
        throw error;
      }
      if (!session.data) throw new ApiError(503, 'The Apple Pay session could not be created.');
      return { data: session.data };
    },
    async createSession(request, { returnUrl }) {
      const origin = options.publicOrigin;
      if (!origin)
        throw new Error('PUBLIC_ORIGIN is needed for Adyen sessions (their return URL).');
      const body: Types.checkout.CreateCheckoutSessionRequest = {
        amount: { value: request.amountInCents, currency: CURRENCY },
        merchantAccount: config.merchantAccount,
        reference: request.token,
        returnUrl: new URL(returnUrl, origin).href,
        countryCode: 'US',
        shopperLocale: 'en-US',
      };
      const session = await checkout.PaymentsApi.sessions(body);
      return toCardSession(config, request, session, returnUrl);
    },
  };
}

const CURRENCY = 'USD';

function toCardSession(
  config: AdyenConfig,
  request: StoredRequest,
  session: Types.checkout.CreateCheckoutSessionResponse,
  returnUrl: string,
): CardSession {
  if (!session.id || !session.sessionData) {
    throw new Error('Adyen Checkout answered a session without id or sessionData.');
  }
  return {
    id: session.id,
    sessionData: session.sessionData,
    amount: {
      value: session.amount?.value ?? request.amountInCents,
      currency: session.amount?.currency ?? CURRENCY,
    },
    returnUrl,
    challengeWindowSize: DEFAULT_CHALLENGE_WINDOW_SIZE,
    clientConfig: {
      environment: config.webEnvironment,
      key: config.clientKey,
      // Adyen Web's own wallet components, when the merchant turned them on (ADYEN_WALLETS).
      showGooglePay: config.wallets.googlePay,
      showApplePay: config.wallets.applePay,
      googlePayMerchantId: null,
      applePayMerchantId: null,
      showCardOnFile: false,
      // Click to Pay when the merchant is registered with a network (CLICK_TO_PAY_*, README);
      // the fast-checkout sign-up runs on the sandbox only.
      clickToPay: config.clickToPay
        ? {
            // The payer as the merchant knows them: the networks look them up (§4).
            shopperEmail: request.recipient.email ?? null,
            recognisedEmail: null,
            environment: config.webEnvironment,
            networks: config.clickToPay.networks,
            merchantName: config.clickToPay.merchantName,
          }
        : null,
      fastCheckout: null,
    },
  };
}

/**
 * A session's result as the event it stands for, or null (another request's session, or no
 * outcome yet). A completed session's payment is named as its AUTHORISATION webhook names it, so
 * that webhook, arriving later, finds it applied; paymentPending → PROCESSING; refused →
 * PAYMENT_FAILED.
 */
export function sessionEvent(
  result: Types.checkout.SessionResultResponse,
  token: string,
): ProviderEvent | null {
  if (result.reference !== token || !result.id) return null;
  const outcome = SESSION_OUTCOME[result.status as keyof typeof SESSION_OUTCOME];
  if (!outcome) return null;
  const payment =
    result.payments?.find((p) => p.resultCode === 'Authorised') ?? result.payments?.[0];
  if (outcome === 'PAID' && !payment?.pspReference) return null;
  return {
    provider: 'adyen',
    eventId:
      outcome === 'PAID'
        ? `AUTHORISATION:${payment!.pspReference}:true`
        : `session:${result.id}:${result.status}`,
    token,
    outcome,
    method: METHOD_OF[payment?.paymentMethod?.type ?? ''] ?? 'card',
    ...(outcome === 'PAID' && payment?.amount ? { amount: paymentAmount(payment.amount) } : {}),
    ...(outcome === 'PAID'
      ? {
          details: {
            brand: payment?.paymentMethod?.brand ?? null,
            reference: payment?.pspReference ?? null,
          },
        }
      : {}),
  };
}

/**
 * What an AUTHORISATION item says of the card: its brand (`paymentMethod`, or additionalData's)
 * and last four (`additionalData.cardSummary`, when the merchant account sends it), and the
 * pspReference. Anything else is not kept (the receipt needs no more).
 */
export function notificationDetails(item: NotificationItem): Partial<PaymentDetails> {
  const extra = (item.additionalData ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const summary = text(extra.cardSummary);
  const brand = text(item.paymentMethod) ?? text(extra.paymentMethod);
  return {
    brand: brand && !METHOD_OF[brand] && brand.length <= 40 ? brand : null,
    lastFour: summary && /^\d{4}$/.test(summary) ? summary : null,
    reference: item.pspReference.slice(0, 80),
  };
}

/** A session's status → the request's outcome (active, canceled and expired: none). */
const SESSION_OUTCOME = {
  completed: 'PAID',
  paymentPending: 'PROCESSING',
  refused: 'PAYMENT_FAILED',
} as const satisfies Record<string, ProviderOutcome>;

const paymentAmount = (amount: { value?: number; currency?: string }) =>
  amount.currency === CURRENCY && amount.value !== undefined ? Number(amount.value) : null;

type NotificationItem = Types.notification.NotificationRequestItem;

/** Why a webhook body is refused: 400 (not a notification) or 401 (a signature does not match). */
export class AdyenWebhookError extends Error {
  constructor(
    readonly status: 400 | 401,
    message: string,
  ) {
    super(message);
    this.name = 'AdyenWebhookError';
  }
}

/** The notification items of a standard webhook body, every one's HMAC checked first. */
export function verifiedItems(body: unknown, hmacKey: string): NotificationItem[] {
  const containers = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(containers) || containers.length === 0) {
    throw new AdyenWebhookError(400, 'Not an Adyen notification.');
  }
  const items = containers.map(
    (container) => (container as { NotificationRequestItem?: unknown })?.NotificationRequestItem,
  );
  if (!items.every(isNotificationItem)) {
    throw new AdyenWebhookError(400, 'Not an Adyen notification.');
  }
  const validator = new adyen.hmacValidator();
  for (const item of items) {
    let valid = false;
    try {
      valid = validator.validateHMAC(item, hmacKey);
    } catch {
      valid = false; // no hmacSignature
    }
    if (!valid) throw new AdyenWebhookError(401, 'Invalid HMAC signature.');
  }
  return items;
}

function isNotificationItem(value: unknown): value is NotificationItem {
  const item = value as Partial<NotificationItem> | null | undefined;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.pspReference === 'string' &&
    typeof item.eventCode === 'string' &&
    typeof item.merchantReference === 'string' &&
    typeof item.success === 'string' &&
    typeof item.amount === 'object' &&
    item.amount !== null
  );
}

/** Adyen's payment method names → the page's `methodPaidWith`. */
const METHOD_OF: Record<string, string> = {
  applepay: 'applePay',
  googlepay: 'googlePay',
  paywithgoogle: 'googlePay',
};

/**
 * A REFUND notification settles the refund it names (its pspReference is the one the refund call
 * answered; its merchantReference the refund's id): success → succeeded, else failed with
 * Adyen's reason. REFUND_FAILED (the refund failed after it was accepted) → failed.
 */
async function settleAdyenRefund(
  db: Db,
  item: NotificationItem,
  publicOrigin: string | undefined,
): Promise<EventResult> {
  const refund =
    (await findRefundByReference(db, 'adyen', item.pspReference)) ??
    (await findRefund(db, item.merchantReference));
  if (!refund || refund.provider !== 'adyen') return 'not-found';
  if (refund.status !== 'pending') return 'duplicate';
  const success = item.eventCode === 'REFUND' && item.success === 'true';
  await settleRefund(
    db,
    refund.id,
    {
      status: success ? 'succeeded' : 'failed',
      providerReference: item.pspReference,
      failureReason: success ? null : (item.reason ?? 'Refused by Adyen.'),
    },
    publicOrigin,
  );
  return 'changed';
}

/**
 * Applies the AUTHORISATION items (success → PAID, else PAYMENT_FAILED) and the REFUND items of
 * one verified webhook; other event codes, and other merchant accounts' items (a company-level
 * webhook), are acknowledged and left alone. Idempotent per event code and pspReference.
 */
export async function handleAdyenNotifications(
  db: Db,
  items: NotificationItem[],
  merchantAccount: string,
  publicOrigin: string | undefined,
): Promise<EventResult[]> {
  const results: EventResult[] = [];
  for (const item of items) {
    if (item.merchantAccountCode !== merchantAccount) continue;
    if (item.eventCode === 'REFUND' || item.eventCode === 'REFUND_FAILED') {
      results.push(await settleAdyenRefund(db, item, publicOrigin));
      continue;
    }
    if (item.eventCode !== 'AUTHORISATION') continue;
    const success = item.success === 'true';
    results.push(
      await applyProviderEvent(
        db,
        {
          provider: 'adyen',
          eventId: `${item.eventCode}:${item.pspReference}:${item.success}`,
          token: item.merchantReference,
          outcome: success ? 'PAID' : 'PAYMENT_FAILED',
          method: METHOD_OF[item.paymentMethod ?? ''] ?? 'card',
          amount: paymentAmount(item.amount),
          ...(success ? { details: notificationDetails(item) } : {}),
        },
        publicOrigin,
      ),
    );
  }
  return results;
}
