/**
 * A local stand-in for Adyen's Checkout API (v71+): `POST /v{n}/sessions` (and its live path
 * `/checkout/v{n}/sessions`) answered as in Adyen's API reference — 201 with the session's id,
 * sessionData and expiry echoing the request; 401 without the right X-API-Key; 422 without a
 * required field. `GET /v{n}/sessions/{id}?sessionResult=…` answers the session's result as the
 * reference shows it (id, reference, status and, once paid, its payments); a sessionResult that
 * is not the session's → 422. The shopper's payment in a session is `pay()` (what Adyen Web
 * would do), which answers the sessionResult the widget would hand the page. The library is
 * pointed at it by ADYEN_CHECKOUT_URL.
 */
import { randomBytes } from 'node:crypto';
import { type FakeServer, startFake } from './fake-http.ts';

export const FAKE_ADYEN_API_KEY =
  'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ1+XWZe9W27jmlZiv4PD4jhfNMofnLr2K5i8/0QwV1bDb7kfNy1WIxIIkxgBw==-fake';

const REQUIRED = ['amount', 'merchantAccount', 'reference', 'returnUrl'] as const;

/** How the shopper's payment in a session ended, as Adyen Web reports it. */
export type FakeAdyenOutcome = 'Authorised' | 'Refused' | 'Pending';

type FakeSession = {
  id: string;
  reference: string;
  amount: { value: number; currency: string };
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
};

const SESSION_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/sessions$/;
const SESSION_RESULT_PATH = /^(\/checkout)?\/v(7[1-9]|[89]\d)\/sessions\/([^/?]+)\?(.*)$/;

const notFound = {
  status: 404,
  body: { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' },
};

export async function startFakeAdyen(): Promise<FakeAdyen> {
  const sessions = new Map<string, FakeSession>();
  const server = await startFake((call) => {
    const result = call.method === 'GET' ? SESSION_RESULT_PATH.exec(call.path) : null;
    if (!result && (call.method !== 'POST' || !SESSION_PATH.test(call.path))) return notFound;
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
    const missing = REQUIRED.find((field) => request[field] === undefined);
    if (missing) {
      return {
        status: 422,
        body: {
          status: 422,
          errorCode: '14_0418',
          message: `Required field '${missing}' is not provided.`,
          errorType: 'validation',
        },
      };
    }
    const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
    sessions.set(id, {
      id,
      reference: String(request.reference),
      amount: request.amount as FakeSession['amount'],
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
        sessionData: `Ab02b4c0!BQABAgA${randomBytes(48).toString('base64')}`,
      },
    };
  });
  return {
    ...server,
    pay(id, outcome) {
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
    },
  };
}
