/**
 * A local stand-in for Adyen's Checkout API (v71+): `POST /v{n}/sessions` (and its live path
 * `/checkout/v{n}/sessions`) answered as in Adyen's API reference — 201 with the session's id,
 * sessionData and expiry echoing the request; 401 without the right X-API-Key; 422 without a
 * required field. `GET /v{n}/sessions/{id}?sessionResult=…` answers the session's result as the
 * reference shows it (id, reference, status and, once paid, its payments); a sessionResult that
 * is not the session's → 422. The shopper's payment in a session is `pay()` (what Adyen Web
 * would do), which answers the sessionResult the widget would hand the page. `POST
 * /v{n}/applePay/sessions` answers as the reference shows: 200 with `data`, the
 * base64 of the merchant session Apple's endpoint gives (echoing the display name, domain and
 * merchant identifier); 422 without one of those three. The library is pointed at it by
 * ADYEN_CHECKOUT_URL. `POST /v{n}/payments/{pspReference}/refunds` answers as the reference
 * shows: 201 with the refund's own pspReference and `status: received` (the outcome comes later
 * in a REFUND notification); 422 without `amount` or `merchantAccount`.
 *
 * It also stands for the session endpoints Adyen Web calls from the payer's browser on Adyen's
 * checkoutshopper host (`/checkoutshopper/v1/sessions/{id}/setup` and `…/payments`, with
 * `?clientKey=`; a browser test routes that host here): setup answers the session's amount and
 * its card method; payments takes only the processor's encrypted card fields (every one of
 * `encryptedCardNumber`, `encryptedExpiryMonth`, `encryptedExpiryYear`, `encryptedSecurityCode`
 * a compact JWE, no plain card field) and pays the session as `pay(id, 'Authorised')` would,
 * answering `{ resultCode, sessionData, sessionResult }`; another client key → 401.
 */
import { randomBytes } from 'node:crypto';
import { type FakeServer, startFake } from './fake-http.ts';

export const FAKE_ADYEN_API_KEY =
  'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ1+XWZe9W27jmlZiv4PD4jhfNMofnLr2K5i8/0QwV1bDb7kfNy1WIxIIkxgBw==-fake';

/** The merchant account the live configuration names (fakeAdyenEnv's). */
export const FAKE_MERCHANT_ACCOUNT = 'NorthwindECOM';

/** The client key Adyen Web is given with the fake's sessions (fakeAdyenEnv's). */
export const FAKE_CLIENT_KEY = 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT';

const REQUIRED = ['amount', 'merchantAccount', 'reference', 'returnUrl'] as const;

/** How the shopper's payment in a session ended, as Adyen Web reports it. */
export type FakeAdyenOutcome = 'Authorised' | 'Refused' | 'Pending';

type FakeSession = {
  id: string;
  reference: string;
  amount: { value: number; currency: string };
  sessionData: string;
  returnUrl: string;
  sessionResult: string | null;
  status: 'active' | 'completed' | 'paymentPending' | 'refused';
  payments: { pspReference: string; resultCode: 'Authorised' | 'Pending' }[];
};

export type FakeAdyen = FakeServer & {
  /**
   * The shopper pays in session `id` (the card from Adyen Web): its status becomes completed,
   * paymentPending or refused. Answers the sessionResult and the payment's pspReference.
   */
  pay(id: string, outcome: FakeAdyenOutcome): { sessionResult: string; pspReference: string };
  /** The refund requests received, as sent (with the payment's pspReference from the path). */
  refunds: (Record<string, unknown> & { paymentPspReference: string; pspReference: string })[];
};

const SESSION_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/sessions$/;
const APPLE_PAY_SESSION_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/applePay\/sessions$/;
const APPLE_PAY_REQUIRED = ['displayName', 'domainName', 'merchantIdentifier'] as const;
const REFUND_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/payments\/([^/]+)\/refunds$/;
const SESSION_RESULT_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/sessions\/([^/?]+)\?(.*)$/;

const notFound = {
  status: 404,
  body: { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' },
};

const SHOPPER_SESSION_PATH =
  /^\/checkoutshopper\/v1\/sessions\/([^/?]+)\/(setup|payments)\?clientKey=([^&]+)$/;
const ENCRYPTED_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;
/** A compact JWE: five base64url parts. */
const COMPACT_JWE =
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** What a card payment must not carry in the clear. */
const PLAIN_CARD_FIELDS = ['number', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvc'] as const;

export async function startFakeAdyen(clientKey = FAKE_CLIENT_KEY): Promise<FakeAdyen> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeAdyen['refunds'] = [];
  const pay = (id: string, outcome: FakeAdyenOutcome) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake Adyen session ${id}`);
    const pspReference = randomBytes(8).toString('hex').toUpperCase();
    session.sessionResult = `X3XtfGC7!${randomBytes(32).toString('base64')}`;
    if (outcome === 'Refused') session.status = 'refused';
    else {
      session.status = outcome === 'Authorised' ? 'completed' : 'paymentPending';
      session.payments.push({ pspReference, resultCode: outcome });
    }
    return { sessionResult: session.sessionResult, pspReference };
  };
  const shopperCall = (call: { path: string; body: string }, match: RegExpExecArray) => {
    const [, id, endpoint, key] = match;
    if (decodeURIComponent(key!) !== clientKey) {
      return {
        status: 401,
        body: {
          status: 401,
          errorCode: '901',
          errorType: 'security',
          message: 'Invalid Merchant Account',
        },
      };
    }
    const session = sessions.get(decodeURIComponent(id!));
    if (!session) return notFound;
    const request = JSON.parse(call.body || '{}') as Record<string, unknown>;
    if (request.sessionData !== session.sessionData) {
      return {
        status: 422,
        body: {
          status: 422,
          errorCode: '14_0417',
          errorType: 'validation',
          message: 'Invalid sessionData',
        },
      };
    }
    if (endpoint === 'setup') {
      return {
        status: 200,
        body: {
          id: session.id,
          sessionData: session.sessionData,
          amount: session.amount,
          expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
          paymentMethods: {
            paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }],
          },
          returnUrl: session.returnUrl,
          shopperLocale: 'en-US',
          configuration: { enableStoreDetails: false },
        },
      };
    }
    const method = (request.paymentMethod ?? {}) as Record<string, unknown>;
    const sealed = ENCRYPTED_FIELDS.every(
      (field) => typeof method[field] === 'string' && COMPACT_JWE.test(method[field] as string),
    );
    if (method.type !== 'scheme' || !sealed || PLAIN_CARD_FIELDS.some((field) => field in method)) {
      return {
        status: 422,
        body: {
          status: 422,
          errorCode: '14_0418',
          errorType: 'validation',
          message: 'Unable to decrypt data',
        },
      };
    }
    const { sessionResult } = pay(session.id, 'Authorised');
    return {
      status: 200,
      body: { resultCode: 'Authorised', sessionData: session.sessionData, sessionResult },
    };
  };
  const server = await startFake((call) => {
    const shopper = call.method === 'POST' ? SHOPPER_SESSION_PATH.exec(call.path) : null;
    if (shopper) return shopperCall(call, shopper);
    const result = call.method === 'GET' ? SESSION_RESULT_PATH.exec(call.path) : null;
    const applePay = call.method === 'POST' && APPLE_PAY_SESSION_PATH.test(call.path);
    const refund = call.method === 'POST' ? REFUND_PATH.exec(call.path) : null;
    if (
      !result &&
      !applePay &&
      !refund &&
      (call.method !== 'POST' || !SESSION_PATH.test(call.path))
    ) {
      return notFound;
    }
    if (call.headers['x-api-key'] !== FAKE_ADYEN_API_KEY) {
      return {
        status: 401,
        body: {
          status: 401,
          errorCode: '000',
          message: 'HTTP Status Response - Unauthorized',
          errorType: 'security',
        },
      };
    }
    if (result) {
      const session = sessions.get(decodeURIComponent(result[3]!));
      const sessionResult = new URLSearchParams(result[4]).get('sessionResult');
      if (!session) return notFound;
      if (!sessionResult || sessionResult !== session.sessionResult) {
        return {
          status: 422,
          body: {
            status: 422,
            errorCode: '14_0000',
            message: 'Invalid sessionResult',
            errorType: 'validation',
          },
        };
      }
      return {
        status: 200,
        body: {
          id: session.id,
          reference: session.reference,
          status: session.status,
          ...(session.payments.length > 0
            ? {
                payments: session.payments.map((payment) => ({
                  amount: session.amount,
                  paymentMethod: { brand: 'visa', type: 'scheme' },
                  ...payment,
                })),
              }
            : {}),
        },
      };
    }
    const request = JSON.parse(call.body) as Record<string, unknown>;
    if (applePay) return applePaySession(request);
    if (refund) {
      const missing = (['amount', 'merchantAccount'] as const).find(
        (f) => request[f] === undefined,
      );
      if (missing) return requiredField(missing);
      const answer = {
        merchantAccount: request.merchantAccount,
        paymentPspReference: decodeURIComponent(refund[3]!),
        pspReference: randomBytes(8).toString('hex').toUpperCase(),
        reference: request.reference,
        status: 'received',
        amount: request.amount,
      };
      refunds.push({ ...request, ...answer });
      return { status: 201, body: answer };
    }
    const missing = REQUIRED.find((field) => request[field] === undefined);
    if (missing) return requiredField(missing);
    const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
    const sessionData = `Ab02b4c0!BQABAgA${randomBytes(48).toString('base64')}`;
    sessions.set(id, {
      id,
      reference: String(request.reference),
      amount: request.amount as FakeSession['amount'],
      sessionData,
      returnUrl: String(request.returnUrl),
      sessionResult: null,
      status: 'active',
      payments: [],
    });
    return {
      status: 201,
      headers: { pspReference: randomBytes(8).toString('hex').toUpperCase() },
      body: {
        amount: request.amount,
        countryCode: request.countryCode,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, '+00:00'),
        id,
        merchantAccount: request.merchantAccount,
        mode: 'embedded',
        reference: request.reference,
        returnUrl: request.returnUrl,
        shopperLocale: request.shopperLocale,
        sessionData,
      },
    };
  });
  return { ...server, refunds, pay };
}

/** Adyen's `applePay/sessions`: Apple's merchant session for the three fields, base64-encoded. */
function applePaySession(request: Record<string, unknown>) {
  const missing = APPLE_PAY_REQUIRED.find((field) => typeof request[field] !== 'string');
  if (missing) return requiredField(missing);
  const now = Date.now();
  const session = {
    epochTimestamp: now,
    expiresAt: now + 5 * 60 * 1000,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
    domainName: request.domainName,
    displayName: request.displayName,
    signature: randomBytes(64).toString('hex'),
    operationalAnalyticsIdentifier: `${String(request.displayName)}:${String(request.merchantIdentifier)}`,
    retries: 0,
    pspId: String(request.merchantIdentifier),
  };
  return { status: 200, body: { data: Buffer.from(JSON.stringify(session)).toString('base64') } };
}

/** Adyen's 422 for a required field left out. */
function requiredField(field: string) {
  return {
    status: 422,
    body: {
      status: 422,
      errorCode: '14_0418',
      message: `Required field '${field}' is not provided.`,
      errorType: 'validation',
    },
  };
}

/** The live Adyen configuration that points the library at `fake` (its API key unless given). */
export function fakeAdyenEnv(fake: FakeServer, apiKey = FAKE_ADYEN_API_KEY) {
  return {
    ADYEN_API_KEY: apiKey,
    ADYEN_MERCHANT_ACCOUNT: FAKE_MERCHANT_ACCOUNT,
    ADYEN_CLIENT_KEY: FAKE_CLIENT_KEY,
    ADYEN_ENVIRONMENT: 'TEST',
    PUBLIC_ORIGIN: 'https://pay.example.com',
    ADYEN_CHECKOUT_URL: fake.url,
  };
}
