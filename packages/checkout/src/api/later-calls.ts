/**
 * The calls of the `/api/v1` client that the first screen never makes (pay by bank, the bank
 * link, the invoice PDF): a chunk of their own, loaded by the client on first use, so the
 * page's first load stays small. Same contracts as the rest of the client (see client.ts).
 */
import type { BodyOf, DeviceFingerprint, LinkedBankResult, StatusAnswer } from '@paypage/contract';
import {
  institutionLogoSchema,
  invoiceDownloadSchema,
  linkedBankResultSchema,
  linkTokenSchema,
  statusAnswerSchema,
} from '@paypage/contract/schemas/answers';
import { ApiError, isAbortError } from './errors';
import { API_FAILURE_MESSAGES } from './failures';
import type { InvoiceTab } from './invoice-opener';
import { segment, type CallOptions, type Transport } from './transport';

export type PayByBankSubmission = {
  publicToken: string;
  accountId: string;
  /** The device fingerprint record of this page load; `null` when it could not be captured. */
  fingerprint: DeviceFingerprint | null;
  /** Makes a retried submission return the first answer (a new one per payer action). */
  idempotencyKey?: string;
};

export type LinkTokenRequest = BodyOf<'POST /plaid/link-token'>;

/** The sandbox bank link's sign-in and chosen account (contract "Bank: sandbox bank link"). */
export type SandboxPublicTokenRequest = BodyOf<'POST /sandbox/plaid/public-token'>;

export function submitPayByBank(
  { call }: Transport,
  token: string,
  submission: PayByBankSubmission,
  callOptions?: CallOptions,
): Promise<StatusAnswer> {
  const body: BodyOf<'POST /collect/:token/plaid/payment'> = {
    publicToken: submission.publicToken,
    paymentRequestToken: token,
    accountId: submission.accountId,
    fingerprint: submission.fingerprint,
  };
  const headers: Record<string, string> = {};
  if (submission.idempotencyKey) headers['Idempotency-Key'] = submission.idempotencyKey;
  return call(
    'POST',
    `/collect/${segment(token)}/plaid/payment`,
    body,
    {
      failure: API_FAILURE_MESSAGES.payByBank,
      schema: statusAnswerSchema,
      serverMessageWins: true,
    },
    { ...callOptions, headers },
  );
}

/** The invoice file: a PDF (or untyped bytes, read as a PDF); anything else is an error. */
async function fetchPdf(
  { doFetch, signalFor, failureOf }: Transport,
  url: string,
  failure: string,
  options: CallOptions = {},
) {
  try {
    const answer = await doFetch(url, {
      signal: signalFor(options.signal),
      credentials: 'same-origin',
    });
    if (!answer.ok) {
      throw new ApiError(failure, {
        reason: 'http',
        status: answer.status,
        detail: `HTTP ${answer.status}`,
      });
    }
    const blob = await answer.blob();
    const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'application/pdf') return blob;
    if (type === '' || type === 'application/octet-stream') {
      return new Blob([blob], { type: 'application/pdf' });
    }
    throw new ApiError(failure, {
      reason: 'parse',
      status: answer.status,
      detail: `Expected a PDF, received ${type}`,
    });
  } catch (error) {
    throw failureOf(error, failure, options.signal);
  }
}

/** The invoice PDF: its download address, then the file, shown in `tab`. */
export async function downloadInvoicePdf(
  transport: Transport,
  token: string,
  tab: InvoiceTab,
  callOptions?: CallOptions,
): Promise<void> {
  const failure = API_FAILURE_MESSAGES.invoiceDownload;
  const { downloadUrl } = await transport.call(
    'GET',
    `/collect/${segment(token)}/invoice/download`,
    undefined,
    { failure, schema: invoiceDownloadSchema },
    callOptions,
  );
  const file = await fetchPdf(
    transport,
    new URL(downloadUrl, `${transport.baseUrl()}/`).href,
    failure,
    callOptions,
  );
  tab.show(file);
}

export async function getLinkToken(
  { call }: Transport,
  request: LinkTokenRequest,
  callOptions?: CallOptions,
): Promise<string> {
  const answer = await call(
    'POST',
    '/plaid/link-token',
    request,
    { failure: API_FAILURE_MESSAGES.linkToken, schema: linkTokenSchema },
    callOptions,
  );
  return answer.linkToken;
}

export async function getInstitutionLogo(
  { call }: Transport,
  institutionId: string,
  callOptions?: CallOptions,
): Promise<string | null> {
  try {
    const answer = await call(
      'POST',
      '/plaid/institution-logo',
      { institutionId },
      { failure: API_FAILURE_MESSAGES.institutionLogo, schema: institutionLogoSchema },
      callOptions,
    );
    return answer.logo;
  } catch (error) {
    if (!isAbortError(error)) {
      // Spec §8: a console warning only; the screen shows the placeholder bank icon.
      const reason = error instanceof ApiError ? (error.detail ?? error.message) : error;
      console.warn('Institution logo unavailable, showing the placeholder:', reason);
    }
    return null;
  }
}

export function createSandboxPublicToken(
  { call }: Transport,
  request: SandboxPublicTokenRequest,
  callOptions?: CallOptions,
): Promise<LinkedBankResult> {
  return call(
    'POST',
    '/sandbox/plaid/public-token',
    request,
    {
      failure: API_FAILURE_MESSAGES.sandboxPublicToken,
      schema: linkedBankResultSchema,
      serverMessageWins: true,
    },
    callOptions,
  );
}
