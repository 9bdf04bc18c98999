import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import {
  invoiceRequest,
  linkedBankResult,
  makePaymentRequest,
  MOCK_TOKENS,
} from '../mocks/fixtures';
import { createHandlers, type MockScenario } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { CARD_MESSAGES } from '../payment-request/card-flow';
import { checkBeforeCardSubmit, markCardPaymentProcessing } from './card-payment';
import { pastTheCheck } from '../mocks/checking-clock';
import { submitPayByBank } from './pay-by-bank';

const TOKEN = MOCK_TOKENS.invoice;
const API = 'http://localhost/api/v1';
const server = setupMockServer(() => createHandlers({ paymentRequest: invoiceRequest }));
const client = createApiClient({ baseUrl: API });
const use = (scenario: MockScenario) => server.use(...createHandlers(scenario));
describe('checkBeforeCardSubmit', () => {
  const reload = () => client.getPaymentRequest(TOKEN);

  it('goes on while UNPAID', async () => {
    await expect(checkBeforeCardSubmit(reload)).resolves.toBeNull();
  });

  it.each(['PROCESSING', 'PAID', 'CANCELED', 'EXPIRED'])(
    'rejects with Refresh when the request became %s',
    async (status) => {
      use({ paymentRequest: makePaymentRequest({ status }) });
      await expect(checkBeforeCardSubmit(reload)).resolves.toBe(CARD_MESSAGES.alreadyProcessed);
    },
  );

  it('rejects when the request is gone, and offers Try again when the re-fetch failed', async () => {
    use({ paymentRequest: null });
    await expect(checkBeforeCardSubmit(reload)).resolves.toBe(CARD_MESSAGES.alreadyProcessed);
    use({ paymentRequest: invoiceRequest, failures: { collect: 'error' } });
    await expect(checkBeforeCardSubmit(reload)).resolves.toBe(CARD_MESSAGES.requestFetchFailed);
  });

  it('lets an abort through', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(checkBeforeCardSubmit(() => Promise.reject(abort))).rejects.toBe(abort);
  });
});

describe('markCardPaymentProcessing', () => {
  it('POSTs PROCESSING (the request then reads PROCESSING)', async () => {
    await expect(markCardPaymentProcessing(client, TOKEN)).resolves.toBeNull();
    await expect(client.getPaymentRequest(TOKEN)).resolves.toMatchObject({ status: 'PROCESSING' });
  });

  it('answers the spec’s message when the update fails', async () => {
    use({ paymentRequest: invoiceRequest, failures: { status: 'error' } });
    await expect(markCardPaymentProcessing(client, TOKEN, undefined, pastTheCheck())).resolves.toBe(
      CARD_MESSAGES.statusUpdateFailed,
    );
  });
});

describe('submitPayByBank', () => {
  const fingerprint = null;

  it('submits the first account with the public token and moves the request to PROCESSING', async () => {
    const seen: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/plaid/payment')) seen.push(await request.clone().json());
    });
    await expect(
      submitPayByBank({ client, token: TOKEN, result: linkedBankResult, fingerprint }),
    ).resolves.toEqual({ ok: true, status: 'PROCESSING' });
    expect(seen).toEqual([
      {
        publicToken: linkedBankResult.publicToken,
        paymentRequestToken: TOKEN,
        accountId: 'acc_checking_0000',
        fingerprint: null,
      },
    ]);
  });

  it.each([
    ['no public token', { token: TOKEN, result: { ...linkedBankResult, publicToken: '' } }],
    ['no request token', { token: '', result: linkedBankResult }],
    [
      'no account',
      {
        token: TOKEN,
        result: { ...linkedBankResult, metadata: { ...linkedBankResult.metadata, accounts: [] } },
      },
    ],
    ['no result', { token: TOKEN, result: null }],
  ])('refuses with "something went wrong" when there is %s, without calling', async (_, input) => {
    const fetch = vi.fn();
    const result = await submitPayByBank({
      client: createApiClient({ baseUrl: API, fetch }),
      fingerprint,
      ...input,
    });
    expect(result).toEqual({
      ok: false,
      error: { title: 'Error', text: "We're sorry, something went wrong. Please try again." },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('explains the debit limit', async () => {
    use({ paymentRequest: invoiceRequest, achDebitLimitExceeded: true });
    await expect(
      submitPayByBank({ client, token: TOKEN, result: linkedBankResult, fingerprint }),
    ).resolves.toEqual({
      ok: false,
      error: {
        title: 'Unable to process',
        text: 'This client cannot receive any more payments through pay by bank. Please select another payment method.',
      },
    });
  });

  it('shows the server’s message, or "Failed to initiate payment", under "Error"', async () => {
    use({
      paymentRequest: invoiceRequest,
      failures: { 'plaid/payment': 'error' },
      payByBankErrorMessage: 'The bank declined the debit authorization.',
    });
    await expect(
      submitPayByBank({ client, token: TOKEN, result: linkedBankResult, fingerprint }),
    ).resolves.toEqual({
      ok: false,
      error: { title: 'Error', text: 'The bank declined the debit authorization.' },
    });
    use({ paymentRequest: invoiceRequest, failures: { 'plaid/payment': 'network' } });
    await expect(
      submitPayByBank({
        client,
        token: TOKEN,
        result: linkedBankResult,
        fingerprint,
        checking: pastTheCheck(),
      }),
    ).resolves.toEqual({
      ok: false,
      error: { title: 'Error', text: "We're sorry, something went wrong. Please try again." },
    });
  });
});
