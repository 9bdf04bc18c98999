/**
 * MSW handlers for every `/api/v1` call of the page (spec §7, docs/api-contract.md), driven by a
 * scenario: which request `GET /collect/{token}` answers, which calls fail and how, and which
 * card and bank-link environments answer. Shared by Storybook (`parameters.msw.handlers`) and
 * the tests (`msw/node`).
 *
 * Each `createHandlers` call holds its own state: a status update or a pay-by-bank payment
 * moves the request to PROCESSING, and `collectSequence` answers successive re-fetches (receipt
 * polling) in turn.
 */
import {
  PAYABLE_STATUSES,
  SANDBOX_CALLS,
  SANDBOX_INSTITUTIONS,
  WIRE_MESSAGES,
  type PaymentRequest,
  type SandboxCall,
} from '@paypage/contract';
import { LINK_TOKENS, RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { FIRST_PLATYPUS_LOGO, makeCardSession } from './fixtures';
import { sandboxBankHandlers } from './sandbox-bank';
import { sandboxCardHandlers } from './sandbox-card';

/** The calls as the sandbox API names them (contract `failCalls`). */
export const MOCK_CALLS = SANDBOX_CALLS;
export type MockCall = SandboxCall;

/**
 * How a call fails: `error` 500 `{ message }`, `malformed` a 200 whose body does not match the
 * contract, `slow` answers after `SLOW_MS`, `never` never answers (loading states), `network`
 * a network error, `rate-limited` 429 with `Retry-After` and `retryAfterSeconds`
 * (`RATE_LIMIT_RETRY_AFTER_S`).
 */
export type MockFailure = 'error' | 'malformed' | 'slow' | 'never' | 'network' | 'rate-limited';

/** The wait a `rate-limited` call asks for. */
export const RATE_LIMIT_RETRY_AFTER_S = 30;

/** The delay of a `slow` call (the sandbox API's default, contract). */
export const SLOW_MS = 3000;

export type MockScenario = {
  /** What `GET /collect/{token}` answers; `null` → 404. The URL's token replaces `token`. */
  paymentRequest: PaymentRequest | null;
  /**
   * Changes applied to the request by the 2nd, 3rd … `GET /collect` (the last one stays):
   * e.g. receipt polling that sees PROCESSING twice, then PAID by card.
   */
  collectSequence?: Partial<PaymentRequest>[];
  failures?: Partial<Record<MockCall, MockFailure>>;
  /** The card session's environment: the local sandbox widget, or Adyen's test environment. */
  cardEnvironment?: 'sandbox' | 'test';
  /** Sandbox link tokens select the sandbox bank link; `plaid` ones select Plaid Link. */
  linkToken?: 'sandbox' | 'plaid';
  /** `POST /plaid/payment` answers 422 'ACH Debit limit exceeded'. */
  achDebitLimitExceeded?: boolean;
  /**
   * With a `plaid/payment` failure: a refusal (422) with this `message` instead of the 500
   * 'Internal server error' (a 5xx shows the payer's "We're sorry, something went wrong.").
   */
  payByBankErrorMessage?: string;
  /** Added to every answer (default 0, so screenshots are immediate). */
  latencyMs?: number;
  /**
   * Attachments (by `fileKey`) whose file is gone: `/files/{fileKey}/…` answers 404. The other
   * attachments of the request answer a small text file.
   */
  missingFiles?: string[];
};

export type HandlerOptions = {
  /** The path pattern of `/api/v1` (any origin by default). */
  baseUrl?: string;
};

const internalError = () =>
  HttpResponse.json({ message: WIRE_MESSAGES.internalError }, { status: 500 });

const isPayable = (request: PaymentRequest | null) =>
  request != null && (PAYABLE_STATUSES as readonly string[]).includes(request.status);

/** What a `malformed` call answers: valid JSON, wrong shape. */
const MALFORMED = { unexpected: true, amountInCents: 'twelve dollars' };

/** A one-page PDF ("Invoice"), enough for a browser's viewer. */
const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 44 >> stream',
  'BT /F1 24 Tf 72 720 Td (Invoice) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** One set of handlers' state: the request as it stands, and the scenario's failures. */
type MockState = {
  scenario: MockScenario;
  /** The request `GET /collect/{token}` answers now (`null`: 404). */
  current(): PaymentRequest | null;
  /** The request after one more `GET /collect/{token}` (the scenario's `collectSequence`). */
  collect(): PaymentRequest | null;
  setStatus(status: string): void;
  /** Applies the scenario's failure of `call`, or `null` to answer normally. */
  failure(call: MockCall): Promise<Response | null>;
};

function mockState(scenario: MockScenario): MockState {
  let current = scenario.paymentRequest ? structuredClone(scenario.paymentRequest) : null;
  let collects = 0;
  return {
    scenario,
    current: () => current,
    collect() {
      if (!current) return null;
      collects += 1;
      const step = collects > 1 ? scenario.collectSequence?.[collects - 2] : undefined;
      if (step) current = { ...current, ...step };
      return current;
    },
    setStatus(status) {
      if (current) current = { ...current, status, statusUpdateDate: new Date().toISOString() };
    },
    async failure(call) {
      if (scenario.latencyMs) await delay(scenario.latencyMs);
      switch (scenario.failures?.[call]) {
        case 'error':
          return internalError();
        case 'malformed':
          return HttpResponse.json(MALFORMED);
        case 'network':
          return HttpResponse.error();
        case 'rate-limited':
          return HttpResponse.json(
            {
              message: WIRE_MESSAGES.tooManyRequests,
              retryAfterSeconds: RATE_LIMIT_RETRY_AFTER_S,
            },
            { status: 429, headers: { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_S) } },
          );
        case 'slow':
          await delay(SLOW_MS);
          return null;
        case 'never':
          await delay('infinite');
          return null;
        default:
          return null;
      }
    },
  };
}

const notFound = () => HttpResponse.json({ message: WIRE_MESSAGES.notFound }, { status: 404 });

/** The calls about the request: read it, its card session and Stripe intent, status, tracking. */
function requestHandlers(api: string, mock: MockState): HttpHandler[] {
  const { scenario, failure } = mock;
  return [
    http.get(`${api}/client-info`, async ({ request }) => {
      const example = RESPONSE_EXAMPLES['GET /client-info'];
      return (
        (await failure('client-info')) ??
        HttpResponse.json({
          ...example,
          userAgent: request.headers.get('user-agent') ?? example.userAgent,
        })
      );
    }),

    http.get(`${api}/collect/:token`, async ({ params }) => {
      const failed = await failure('collect');
      if (failed) return failed;
      const current = mock.collect();
      return current ? HttpResponse.json({ ...current, token: String(params.token) }) : notFound();
    }),

    http.get(`${api}/collect/:token/stripe/intent`, async () => {
      return (
        (await failure('stripe/intent')) ??
        HttpResponse.json(RESPONSE_EXAMPLES['GET /collect/:token/stripe/intent'])
      );
    }),

    http.post(`${api}/collect/:token/fingerprint`, async () => {
      return (await failure('fingerprint')) ?? new HttpResponse(null, { status: 204 });
    }),

    http.post(`${api}/collect/:token/adyen/session`, async ({ params }) => {
      const failed = await failure('adyen/session');
      if (failed) return failed;
      const current = mock.current();
      if (!current) return notFound();
      return HttpResponse.json(
        makeCardSession(
          { token: String(params.token), amountInCents: current.amountInCents },
          scenario.cardEnvironment ?? 'sandbox',
        ),
      );
    }),

    http.post(`${api}/collect/:token/status`, async ({ request }) => {
      const failed = await failure('status');
      if (failed) return failed;
      const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
      if (body?.status !== 'PROCESSING') {
        return HttpResponse.json({ message: 'Only PROCESSING can be set' }, { status: 400 });
      }
      mock.setStatus('PROCESSING');
      return HttpResponse.json({ status: 'PROCESSING' });
    }),

    http.post(`${api}/email-tracking/:trackingToken/link-opened`, async () => {
      return (await failure('link-opened')) ?? new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The invoice PDF and the attachments' files. */
function fileHandlers(api: string, mock: MockState): HttpHandler[] {
  return [
    http.get(`${api}/collect/:token/invoice/download`, async ({ params }) => {
      return (
        (await mock.failure('invoice/download')) ??
        HttpResponse.json({ downloadUrl: `/api/v1/files/invoices/${String(params.token)}.pdf` })
      );
    }),

    http.get(`${api}/files/invoices/:file`, () => {
      return new HttpResponse(MINIMAL_PDF, { headers: { 'Content-Type': 'application/pdf' } });
    }),

    // An attachment's preview (GET, and the HEAD the page checks it with before opening it).
    ...(['get', 'head'] as const).map((method) =>
      http[method](`${api}/files/:fileKey/:fileName`, ({ params }) => {
        const key = String(params.fileKey);
        const attachments = mock.current()?.attachments ?? [];
        const attached = attachments.some((attachment) => attachment.fileKey === key);
        if (!attached || mock.scenario.missingFiles?.includes(key)) {
          return HttpResponse.json({ message: 'File not found.' }, { status: 404 });
        }
        return new HttpResponse(method === 'head' ? null : `Attachment ${key}`, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      }),
    ),
  ];
}

/** Pay by bank: the link token, institution logos, and the payment. */
function bankHandlers(api: string, mock: MockState): HttpHandler[] {
  const { scenario, failure } = mock;
  return [
    http.post(`${api}/collect/:token/plaid/payment`, async () => {
      const failed = await failure('plaid/payment');
      if (failed) {
        return scenario.payByBankErrorMessage && failed.status === 500
          ? HttpResponse.json({ message: scenario.payByBankErrorMessage }, { status: 422 })
          : failed;
      }
      if (scenario.achDebitLimitExceeded) {
        return HttpResponse.json({ message: WIRE_MESSAGES.achDebitLimitExceeded }, { status: 422 });
      }
      if (!isPayable(mock.current())) {
        return HttpResponse.json({ message: WIRE_MESSAGES.alreadyProcessed }, { status: 409 });
      }
      mock.setStatus('PROCESSING');
      return HttpResponse.json({ status: 'PROCESSING' });
    }),

    http.post(`${api}/plaid/link-token`, async () => {
      const failed = await failure('plaid/link-token');
      if (failed) return failed;
      return HttpResponse.json({ linkToken: LINK_TOKENS[scenario.linkToken ?? 'sandbox'] });
    }),

    http.post(`${api}/plaid/institution-logo`, async ({ request }) => {
      const failed = await failure('plaid/institution-logo');
      if (failed) return failed;
      const body = (await request.json().catch(() => null)) as { institutionId?: unknown } | null;
      if (body?.institutionId === 'ins_sandbox_first') {
        return HttpResponse.json({ logo: FIRST_PLATYPUS_LOGO });
      }
      // As the API: a bank without a logo is answered null; an unknown one 404.
      if (SANDBOX_INSTITUTIONS.some((bank) => bank.institutionId === body?.institutionId)) {
        return HttpResponse.json({ logo: null });
      }
      return HttpResponse.json({ message: 'No such institution.' }, { status: 404 });
    }),
  ];
}

export function createHandlers(
  scenario: MockScenario,
  options: HandlerOptions = {},
): HttpHandler[] {
  const api = options.baseUrl ?? '*/api/v1';
  const mock = mockState(scenario);
  return [
    ...requestHandlers(api, mock),
    ...fileHandlers(api, mock),
    ...bankHandlers(api, mock),
    ...sandboxCardHandlers({
      api,
      isPayable: () => isPayable(mock.current()),
      onAuthorised: () => mock.setStatus('PROCESSING'),
    }),
    ...sandboxBankHandlers({ api }),
  ];
}
