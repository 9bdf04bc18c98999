/**
 * The sandbox card processor's session endpoints (contract "Card: CardSession and the sandbox
 * processor"), for stories and tests of the card step: the outcome follows the test card.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

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

const ERROR_MESSAGES: Record<string, string> = {
  '14_0422': 'Session expired',
  '14_0423': 'Payment request already processed',
};

type SandboxCardOptions = {
  api: string;
  isPayable: () => boolean;
  onAuthorised: () => void;
};

function base64Json(value: unknown): string {
  return btoa(JSON.stringify(value));
}

function resultFor(outcome: string, sessionData: string, onAuthorised: () => void) {
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
    const threeDSServerTransID = '8a880dc0-d2d2-4067-bcb1-b08d1690b26e';
    return {
      resultCode: 'ChallengeShopper',
      sessionData,
      action: {
        type: 'threeDS2',
        subtype: 'challenge',
        paymentData: 'Ab02b4c0!sandbox-payment-data',
        token: base64Json({
          acsURL: '/api/v1/sandbox/3ds/challenge',
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
      return HttpResponse.json(resultFor(outcome, sessionData, onAuthorised));
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
