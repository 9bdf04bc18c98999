/**
 * The `/api/v1` client: one function per call of spec §7, each with the spec's method, path,
 * payload and failure message, its answer parsed with the contract's schema
 * (`@paypage/contract`). Every call is abortable and gives up after 60 s (./transport). The
 * first screen's calls are here; the others are a chunk of their own (./later-calls).
 */
import type {
  CardSession,
  CardSessionResult,
  ClientInfo,
  DeviceFingerprint,
  LinkedBankResult,
  PaymentRequest,
  StatusAnswer,
} from '@paypage/contract';
import type * as z from 'zod/mini';
import { API_FAILURE_MESSAGES } from './failures';
import { openInvoiceInNewTab, type InvoiceOpener } from './invoice-opener';
import type {
  LinkTokenRequest,
  PayByBankSubmission,
  SandboxPublicTokenRequest,
} from './later-calls';
import {
  createTransport,
  lazySchema,
  segment,
  type CallOptions,
  type Schemas,
  type Transport,
  type TransportOptions,
} from './transport';

export { API_FAILURE_MESSAGES } from './failures';
export { API_TIMEOUT_MS, DEFAULT_API_BASE_URL, type CallOptions } from './transport';
export type { LinkTokenRequest, PayByBankSubmission, SandboxPublicTokenRequest };

export type ApiClientOptions = TransportOptions & {
  /** Opens the downloaded invoice PDF (injectable for tests). */
  openInvoice?: InvoiceOpener;
};

export type ApiClient = {
  /** The base URL, resolved against the page's address. */
  readonly baseUrl: string;
  /** `GET /client-info`. */
  getClientInfo(options?: CallOptions): Promise<ClientInfo>;
  /** `GET /collect/{token}`; `null` when the server does not know the token (404). */
  getPaymentRequest(token: string, options?: CallOptions): Promise<PaymentRequest | null>;
  /** Reads an answer of `GET /collect/{token}` started elsewhere (the early fetch of the page). */
  readPaymentRequestResponse(response: Promise<Response>): Promise<PaymentRequest | null>;
  /** `GET /collect/{token}/stripe/intent` → the client secret. */
  getStripeClientSecret(token: string, options?: CallOptions): Promise<string>;
  /** `POST /collect/{token}/fingerprint`; never fails (errors are swallowed). */
  sendDeviceFingerprint(
    token: string,
    fingerprint: DeviceFingerprint,
    options?: CallOptions,
  ): Promise<void>;
  /** `POST /collect/{token}/adyen/session`. */
  createCardSession(
    token: string,
    organizationId: string | null,
    options?: CallOptions,
  ): Promise<CardSession>;
  /** `GET /files/receipts/{token}.pdf`: a paid request's receipt PDF, dated in `timeZone`. */
  receiptPdfUrl(token: string, timeZone: string): string;
  /** `GET /collect/{token}/stripe/callback`: the card processor's return URL (absolute). */
  stripeReturnUrl(token: string): string;
  /** `POST /collect/{token}/plaid/payment`; on failure the server's message wins. */
  submitPayByBank(
    token: string,
    submission: PayByBankSubmission,
    options?: CallOptions,
  ): Promise<StatusAnswer>;
  /** `GET /collect/{token}/invoice/download`, then the PDF as a blob, opened in a new tab. */
  downloadInvoicePdf(token: string, options?: CallOptions): Promise<void>;
  /**
   * `POST /collect/{token}/status` (only PROCESSING is accepted, spec §4); after a card session's
   * result, with the session's id and sessionResult for the API to check with the processor.
   */
  updateStatus(
    token: string,
    status: 'PROCESSING',
    options?: CallOptions,
    session?: CardSessionResult,
  ): Promise<StatusAnswer>;
  /** `POST /email-tracking/{trackingToken}/link-opened`; never fails (errors are swallowed). */
  reportLinkOpened(trackingToken: string, options?: CallOptions): Promise<void>;
  /** `POST /plaid/link-token` → the link token. */
  getLinkToken(request: LinkTokenRequest, options?: CallOptions): Promise<string>;
  /** `POST /plaid/institution-logo` → a base64 PNG, or `null` (use the placeholder icon). */
  getInstitutionLogo(institutionId: string, options?: CallOptions): Promise<string | null>;
  /**
   * `POST /sandbox/plaid/public-token` (sandbox mode only): the sandbox bank link's success
   * result. A wrong sign-in fails with the server's message (401).
   */
  createSandboxPublicToken(
    request: SandboxPublicTokenRequest,
    options?: CallOptions,
  ): Promise<LinkedBankResult>;
};

type LaterCall =
  | 'submitPayByBank'
  | 'downloadInvoicePdf'
  | 'getLinkToken'
  | 'getInstitutionLogo'
  | 'createSandboxPublicToken';

/** What a first-screen call expects: its failure message and the name of its answer's schema. */
const expecting = <T>(
  failure: keyof typeof API_FAILURE_MESSAGES,
  pick: (schemas: Schemas) => z.ZodMiniType<T>,
) => ({ failure: API_FAILURE_MESSAGES[failure], schema: lazySchema(pick) });

const paymentRequestAnswer = {
  ...expecting('paymentRequest', (schemas) => schemas.paymentRequestSchema),
  notFoundIsNull: true,
};

/** The calls the first screen makes (or may make at once): in the page's first chunks. */
function firstScreenCalls(t: Transport): Omit<ApiClient, 'baseUrl' | LaterCall> {
  return {
    getClientInfo: (options) =>
      t.call(
        'GET',
        '/client-info',
        undefined,
        expecting('clientInfo', (schemas) => schemas.clientInfoSchema),
        options,
      ),
    getPaymentRequest: (token, options) =>
      t.call('GET', `/collect/${segment(token)}`, undefined, paymentRequestAnswer, options),
    readPaymentRequestResponse: (response) => t.receive(response, paymentRequestAnswer),
    getStripeClientSecret: async (token, options) => {
      const intent = await t.call(
        'GET',
        `/collect/${segment(token)}/stripe/intent`,
        undefined,
        expecting('stripeIntent', (schemas) => schemas.stripeIntentSchema),
        options,
      );
      return intent.client_secret;
    },
    sendDeviceFingerprint: (token, fingerprint, options) =>
      t.fireAndForget(`/collect/${segment(token)}/fingerprint`, { fingerprint }, options),
    createCardSession: (token, organizationId, options) =>
      t.call(
        'POST',
        `/collect/${segment(token)}/adyen/session`,
        { organizationId },
        expecting('cardSession', (schemas) => schemas.cardSessionSchema),
        options,
      ),
    receiptPdfUrl: (token, timeZone) =>
      `${t.baseUrl()}/files/receipts/${segment(token)}.pdf?${new URLSearchParams({ timeZone })}`,
    stripeReturnUrl: (token) => `${t.baseUrl()}/collect/${segment(token)}/stripe/callback`,
    updateStatus: (token, status, options, session) =>
      t.call(
        'POST',
        `/collect/${segment(token)}/status`,
        { status, ...session },
        expecting('statusUpdate', (schemas) => schemas.statusAnswerSchema),
        options,
      ),
    reportLinkOpened: (trackingToken, options) =>
      t.fireAndForget(`/email-tracking/${segment(trackingToken)}/link-opened`, undefined, options),
  };
}

/** The calls the first screen never makes: their chunk is loaded on first use. */
function laterCalls(t: Transport, openInvoice: InvoiceOpener): Pick<ApiClient, LaterCall> {
  const later = () => import('./later-calls');
  return {
    submitPayByBank: async (token, submission, options) =>
      (await later()).submitPayByBank(t, token, submission, options),
    downloadInvoicePdf: async (token, options) => {
      // Opened now, inside the payer's click, so the browser does not block it.
      const tab = openInvoice();
      try {
        await (await later()).downloadInvoicePdf(t, token, tab, options);
      } catch (error) {
        tab.close();
        throw error;
      }
    },
    getLinkToken: async (request, options) => (await later()).getLinkToken(t, request, options),
    getInstitutionLogo: async (institutionId, options) =>
      (await later()).getInstitutionLogo(t, institutionId, options),
    createSandboxPublicToken: async (request, options) =>
      (await later()).createSandboxPublicToken(t, request, options),
  };
}

/** Builds a client. The page uses one per app (see `ApiClientProvider`). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    get baseUrl() {
      return transport.baseUrl();
    },
    ...firstScreenCalls(transport),
    ...laterCalls(transport, options.openInvoice ?? openInvoiceInNewTab),
  };
}
