/**
 * The sandbox card processor's session endpoints (contract "Card: CardSession and the sandbox
 * processor"), for stories and tests of the card step: the outcome follows the test card.
 */
import {
  SANDBOX_ACS_PATH,
  SANDBOX_TEST_BINS,
  SANDBOX_TEST_CARDS,
  TECHNICAL_ERROR_MESSAGES,
  WIRE_MESSAGES,
  type CardPaymentResult,
  type CardSession,
  type PaymentRequest,
  type TestCardOutcome,
} from '@paypage/contract';
import {
  challenge,
  challengeAction,
  EXAMPLE_CHECKOUT_ATTEMPT_ID,
  fingerprintAction,
  redirectActions,
} from '@paypage/contract/fixtures';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { answerFromKnownBins } from '../rules';
import { openMockBlob } from './card-key';
import { makeCardSession, MOCK_TOKENS } from './fixtures';

export { SANDBOX_3DS_CODE, SANDBOX_TEST_CARDS } from '@paypage/contract';

/** The challenge's server transaction id in the mocks (a challenge page echoes it back). */
export const SANDBOX_3DS_SERVER_TRANS_ID = challenge.threeDSServerTransID;

type SandboxCardOptions = {
  api: string;
  isPayable: () => boolean;
  onAuthorised: () => void;
  /**
   * Where the challenge form is posted (default the API's ACS page). Stories without the API give
   * a page of their own that answers like it.
   */
  acsUrl?: string;
  /** Where the fingerprint's method form is posted (default the API's method page). */
  methodUrl?: string;
};

/** What the processor answers for a test card (a card not in the table is refused). */
function resultFor(
  outcome: TestCardOutcome,
  sessionData: string,
  acsUrl: string,
  methodUrl: string | undefined,
): CardPaymentResult {
  switch (outcome) {
    case 'authorised':
    case 'settlement-fails':
      return { resultCode: 'Authorised', sessionData, sessionResult: 'sandbox-result' };
    case 'error-14_0422':
    case 'error-14_0423': {
      const errorCode = outcome === 'error-14_0422' ? '14_0422' : '14_0423';
      const message = TECHNICAL_ERROR_MESSAGES[errorCode];
      return { resultCode: 'Error', sessionData, error: { errorCode, message } };
    }
    case 'challenge':
      return { resultCode: 'ChallengeShopper', sessionData, action: challengeAction(acsUrl) };
    case 'cancelled':
      return { resultCode: 'Cancelled', sessionData };
    case 'refused':
      return { resultCode: 'Refused', refusalReason: 'Refused', sessionData };
    case 'fingerprint-frictionless':
    case 'fingerprint-challenge':
    case 'fingerprint-timeout': {
      const origin = globalThis.location?.origin ?? 'http://localhost:3000';
      return {
        resultCode: 'IdentifyShopper',
        sessionData,
        action: fingerprintAction(origin, methodUrl),
      };
    }
    case 'redirect-get':
    case 'redirect-post': {
      const action = outcome === 'redirect-get' ? redirectActions.get : redirectActions.post;
      return { resultCode: 'RedirectShopper', sessionData, action };
    }
  }
}

/** A 3-D Secure outcome: Y authenticated, N failed, U (cancelled or timed out) cancelled. */
function detailsOutcome(threeDSResult: string | undefined): TestCardOutcome {
  let transStatus: unknown;
  try {
    transStatus = (JSON.parse(atob(threeDSResult ?? '')) as { transStatus?: unknown }).transStatus;
  } catch {
    transStatus = undefined;
  }
  return transStatus === 'Y' ? 'authorised' : transStatus === 'N' ? 'refused' : 'cancelled';
}

const alreadyProcessed = () =>
  HttpResponse.json({ message: WIRE_MESSAGES.alreadyProcessed }, { status: 409 });

export function sandboxCardHandlers({
  api,
  isPayable,
  onAuthorised,
  acsUrl = SANDBOX_ACS_PATH,
  methodUrl,
}: SandboxCardOptions): HttpHandler[] {
  // The fingerprint card last paid with: what its submitted fingerprint leads to.
  let fingerprinted: TestCardOutcome = 'fingerprint-frictionless';
  const answer = (outcome: TestCardOutcome, sessionData: string | undefined) => {
    if (outcome.startsWith('fingerprint-')) fingerprinted = outcome;
    const result = resultFor(outcome, sessionData ?? '', acsUrl, methodUrl);
    if (result.resultCode === 'Authorised') onAuthorised();
    return HttpResponse.json(result);
  };
  return [
    http.post(`${api}/sandbox/adyen/sessions/:id/payments`, async ({ request }) => {
      if (!isPayable()) return alreadyProcessed();
      const body = (await request.json().catch(() => null)) as {
        sessionData?: string;
        paymentMethod?: { type?: string; encryptedCardNumber?: string };
      } | null;
      const method = body?.paymentMethod;
      if (method?.type === 'googlepay' || method?.type === 'applepay') {
        return answer('authorised', body?.sessionData);
      }
      // The card number as the frames encrypted it to the mocked session's key (as the API opens
      // it with its own); a blob the mocks cannot open is refused like the API refuses it.
      const opened = await openMockBlob(method?.encryptedCardNumber ?? '');
      if (typeof opened?.number !== 'string') {
        return HttpResponse.json(
          {
            message: 'encryptedCardNumber could not be decrypted; reload the page.',
            field: 'encryptedCardNumber',
          },
          { status: 422 },
        );
      }
      const number = opened.number;
      const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === number);
      return answer(card?.outcome ?? 'refused', body?.sessionData);
    }),

    // The widget's analytics: a checkout attempt, and its batches taken (204).
    http.post(`${api}/sandbox/adyen/v3/analytics`, () =>
      HttpResponse.json({ checkoutAttemptId: EXAMPLE_CHECKOUT_ATTEMPT_ID }),
    ),
    http.post(
      `${api}/sandbox/adyen/v3/analytics/:checkoutAttemptId`,
      () => new HttpResponse(null, { status: 204 }),
    ),

    // The bin lookup: the sandbox's test BINs, as the API answers them.
    http.post(`${api}/sandbox/adyen/v3/bin/binLookup`, async ({ request }) => {
      // Any sandbox client key (the API takes only its own, SANDBOX_CLIENT_KEY; the mocks' sessions
      // have the fixtures' key).
      if (!new URL(request.url).searchParams.get('token')?.startsWith('sandbox_')) {
        return HttpResponse.json(
          { message: 'The bin lookup needs the client key.' },
          { status: 401 },
        );
      }
      const body = (await request.json().catch(() => null)) as {
        encryptedBin?: string;
        supportedBrands?: string[];
        requestId?: string;
      } | null;
      const opened = await openMockBlob(body?.encryptedBin ?? '');
      if (typeof opened?.binValue !== 'string') {
        return HttpResponse.json(
          { message: 'encryptedBin could not be decrypted.' },
          { status: 422 },
        );
      }
      const answer = answerFromKnownBins(
        opened.binValue,
        SANDBOX_TEST_BINS,
        body?.supportedBrands ?? [],
      );
      if (answer === 'error') {
        return HttpResponse.json({ message: 'The bin lookup failed.' }, { status: 500 });
      }
      return HttpResponse.json({ ...answer, requestId: body?.requestId ?? '' });
    }),

    http.post(`${api}/sandbox/adyen/sessions/:id/paymentDetails`, async ({ request }) => {
      if (!isPayable()) return alreadyProcessed();
      const body = (await request.json().catch(() => null)) as {
        sessionData?: string;
        details?: { threeDSResult?: string; redirectResult?: string };
      } | null;
      // The mocked issuer approves every redirect.
      if (body?.details?.redirectResult) return answer('authorised', body.sessionData);
      return answer(detailsOutcome(body?.details?.threeDSResult), body?.sessionData);
    }),

    http.post(`${api}/sandbox/adyen/v1/submitThreeDS2Fingerprint`, () => {
      if (!isPayable()) return alreadyProcessed();
      if (fingerprinted === 'fingerprint-challenge') {
        return HttpResponse.json({ type: 'action', action: challengeAction(acsUrl) });
      }
      const threeDSResult = btoa(JSON.stringify({ transStatus: 'Y' }));
      return HttpResponse.json({ type: 'completed', details: { threeDSResult } });
    }),
  ];
}

/** The session flags and window size a card story may change. */
export type CardSessionOverrides = Partial<Pick<CardSession, 'challengeWindowSize'>> &
  Partial<
    Pick<
      CardSession['clientConfig'],
      | 'showGooglePay'
      | 'showApplePay'
      | 'showCardOnFile'
      | 'clickToPay'
      | 'fastCheckout'
      | 'koreanAuthenticationRequired'
    >
  >;

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
