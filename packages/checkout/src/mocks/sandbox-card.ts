/**
 * The sandbox card processor's session endpoints (contract "Card: CardSession and the sandbox
 * processor"), for stories and tests of the card step: the outcome follows the test card.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CardSession } from '../models/card-session';
import type { PaymentRequest } from '../models/payment-request';
import { makeCardSession, MOCK_TOKENS } from './fixtures';

/** Sandbox test cards (contract) → result. */
export const SANDBOX_TEST_CARDS = {
  '4111111111111111': 'Authorised',
  '5555341244441115': 'Authorised',
  '370000000000002': 'Authorised',
  '6011111111111117': 'Authorised',
  '4000000000000002': 'Refused',
  '4212345678910006': 'ChallengeShopper',
  '4000000000014227': 'Error:14_0422',
  '4000000000014235': 'Error:14_0423',
  '4000000000000994': 'Cancelled',
  '4000000000000226': 'Authorised',
} as const satisfies Record<string, string>;

/** The 3-D Secure challenge's code in the sandbox. */
export const SANDBOX_3DS_CODE = '1234';

/** The challenge's server transaction id in the mocks (a challenge page echoes it back). */
export const SANDBOX_3DS_SERVER_TRANS_ID = '8a880dc0-d2d2-4067-bcb1-b08d1690b26e';

/** The sandbox ACS (the local API's challenge page), as the token names it. */
export const SANDBOX_ACS_URL = '/api/v1/sandbox/3ds/challenge';

const ERROR_MESSAGES: Record<string, string> = {
  '14_0422': 'Session expired',
  '14_0423': 'Payment request already processed',
};

type SandboxCardOptions = {
  api: string;
  isPayable: () => boolean;
  onAuthorised: () => void;
  /**
   * Where the challenge form is posted (default the API's ACS page). Stories without the API give
   * a page of their own that answers like it.
   */
  acsUrl?: string;
};

function base64Json(value: unknown): string {
  return btoa(JSON.stringify(value));
}

function resultFor(
  outcome: string,
  sessionData: string,
  onAuthorised: () => void,
  acsUrl: string = SANDBOX_ACS_URL,
) {
  if (outcome === 'Authorised') {
    onAuthorised();
    return { resultCode: 'Authorised', sessionData, sessionResult: 'sandbox-result' };
  }
  if (outcome.startsWith('Error:')) {
    const errorCode = outcome.slice('Error:'.length);
    return {
      resultCode: 'Error',
      sessionData,
      error: { errorCode, message: ERROR_MESSAGES[errorCode] ?? 'Error' },
    };
  }
  if (outcome === 'ChallengeShopper') {
    const threeDSServerTransID = SANDBOX_3DS_SERVER_TRANS_ID;
    return {
      resultCode: 'ChallengeShopper',
      sessionData,
      action: {
        type: 'threeDS2',
        subtype: 'challenge',
        paymentData: 'Ab02b4c0!sandbox-payment-data',
        token: base64Json({
          acsURL: acsUrl,
          acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
          messageVersion: '2.2.0',
          threeDSServerTransID,
          messageType: 'CReq',
        }),
      },
    };
  }
  return { resultCode: outcome, sessionData };
}

const alreadyProcessed = () =>
  HttpResponse.json(
    { message: 'This payment request has already been processed.' },
    { status: 409 },
  );

export function sandboxCardHandlers({
  api,
  isPayable,
  onAuthorised,
  acsUrl,
}: SandboxCardOptions): HttpHandler[] {
  return [
    http.post(`${api}/sandbox/adyen/sessions/:id/payments`, async ({ request }) => {
      if (!isPayable()) return alreadyProcessed();
      const body = (await request.json().catch(() => null)) as {
        sessionData?: string;
        paymentMethod?: { type?: string; encryptedCardNumber?: string };
      } | null;
      const sessionData = body?.sessionData ?? '';
      const method = body?.paymentMethod;
      if (method?.type === 'googlepay' || method?.type === 'applepay') {
        return HttpResponse.json(resultFor('Authorised', sessionData, onAuthorised));
      }
      const number = (method?.encryptedCardNumber ?? '').replace(/^test_/, '');
      const outcome: string = (SANDBOX_TEST_CARDS as Record<string, string>)[number] ?? 'Refused';
      return HttpResponse.json(resultFor(outcome, sessionData, onAuthorised, acsUrl));
    }),

    http.post(`${api}/sandbox/adyen/sessions/:id/paymentDetails`, async ({ request }) => {
      if (!isPayable()) return alreadyProcessed();
      const body = (await request.json().catch(() => null)) as {
        sessionData?: string;
        details?: { threeDSResult?: string };
      } | null;
      let transStatus: unknown;
      try {
        transStatus = (
          JSON.parse(atob(body?.details?.threeDSResult ?? '')) as { transStatus?: unknown }
        ).transStatus;
      } catch {
        transStatus = undefined;
      }
      // Y: authenticated; N: failed; U (cancelled or timed out): cancelled (chosen).
      const outcome =
        transStatus === 'Y' ? 'Authorised' : transStatus === 'N' ? 'Refused' : 'Cancelled';
      return HttpResponse.json(resultFor(outcome, body?.sessionData ?? '', onAuthorised));
    }),
  ];
}

/** The session flags and window size a card story may change. */
export type CardSessionOverrides = Partial<Pick<CardSession, 'challengeWindowSize'>> &
  Partial<Pick<CardSession['clientConfig'], 'showGooglePay' | 'showApplePay' | 'showCardOnFile'>>;

/**
 * Answers `POST /collect/{token}/adyen/session` with a session adjusted for a story (no wallets, no
 * stored-card option, another challenge window size). Put it before a scenario's handlers: the
 * first handler that matches answers.
 */
export function cardSessionHandler(
  request: Pick<PaymentRequest, 'amountInCents'>,
  overrides: CardSessionOverrides,
  environment: 'sandbox' | 'test' = 'sandbox',
  api = '*/api/v1',
): HttpHandler {
  return http.post(`${api}/collect/:token/adyen/session`, ({ params }) => {
    const session = makeCardSession(
      { token: String(params.token ?? MOCK_TOKENS.invoice), amountInCents: request.amountInCents },
      environment,
    );
    const { challengeWindowSize, ...flags } = overrides;
    return HttpResponse.json({
      ...session,
      challengeWindowSize: challengeWindowSize ?? session.challengeWindowSize,
      clientConfig: { ...session.clientConfig, ...flags },
    });
  });
}

/** The sandbox payments call never answers (the Pay button stays busy). */
export function pendingCardPaymentHandler(api = '*/api/v1'): HttpHandler {
  return http.post(`${api}/sandbox/adyen/sessions/:id/payments`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/**
 * Adyen's servers as they are from here: unreachable (every call to an Adyen host fails), so the
 * Adyen Web adapter's setup fails as it would offline.
 */
export const adyenUnreachableHandlers: HttpHandler[] = [
  http.all(/^https:\/\/[^/]*\.adyen\.com\//, () => HttpResponse.error()),
  http.all(/^https:\/\/[^/]*\.adyenpayments\.com\//, () => HttpResponse.error()),
];
