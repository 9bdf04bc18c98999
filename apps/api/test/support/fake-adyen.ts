/**
 * A local stand-in for Adyen's Checkout API (v71+): `POST /v{n}/sessions` (and its live path
 * `/checkout/v{n}/sessions`) answered as in Adyen's API reference — 201 with the session's id,
 * sessionData and expiry echoing the request; 401 without the right X-API-Key; 422 without a
 * required field. The library is pointed at it by ADYEN_CHECKOUT_URL.
 */
import { randomBytes } from 'node:crypto';
import { type FakeServer, startFake } from './fake-http.ts';

export const FAKE_ADYEN_API_KEY =
  'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ1+XWZe9W27jmlZiv4PD4jhfNMofnLr2K5i8/0QwV1bDb7kfNy1WIxIIkxgBw==-fake';

const REQUIRED = ['amount', 'merchantAccount', 'reference', 'returnUrl'] as const;

export async function startFakeAdyen(): Promise<FakeServer> {
  return startFake((call) => {
    if (call.method !== 'POST' || !/^(\/checkout)?\/v(7[1-9]|[89]\d)\/sessions$/.test(call.path)) {
      return {
        status: 404,
        body: { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' },
      };
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
}
