import { act, renderHook, waitFor } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../api/client';
import type { InvoiceTab } from '../api/invoice-opener';
import { linkedBankResult, MOCK_TOKENS } from '../mocks/fixtures';
import { setupMockServer } from '../mocks/node';
import { MockCheckoutProviders } from '../mocks/providers';
import { scenario } from '../mocks/scenarios';
import { CARD_MESSAGES } from '../payment-request/card-flow';
import { createOncePerPageLoad } from '../tracking/link-params';
import { ApiClientProvider } from './api-client';
import { useAutoStartPayByBank, useInstitutionLogo, useLinkToken } from './bank-link';
import { useCardPaymentSupport } from './card-payment';
import { heldCheckingClock } from '../mocks/checking-clock';
import { usePayByBankSubmit } from './pay-by-bank';
import { usePaymentData } from './payment-data';
import { useDeviceFingerprint } from './use-device-fingerprint';
import { useInvoiceDownload } from './use-invoice-download';
import { reportLinkOpenedOnce, useLinkOpenedTracking } from './use-link-tracking';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

/** Every request the server sees, as "METHOD /path". */
function requests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function wrapperFor(client: ApiClient = createApiClient(), token: string = MOCK_TOKENS.invoice) {
  return function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <MockCheckoutProviders client={client} token={token}>
        {children}
      </MockCheckoutProviders>
    );
  };
}

const loaded = <T,>(hook: () => T) => {
  const rendered = renderHook(() => ({ data: usePaymentData(), hook: hook() }), {
    wrapper: wrapperFor(),
    reactStrictMode: true,
  });
  return rendered;
};

describe('e-mail link tracking', () => {
  it('POSTs link-opened once per page load, even under StrictMode and remounts', async () => {
    const seen = requests();
    const client = createApiClient();
    const options = {
      wrapper: ({ children }: { children: React.ReactNode }) => (
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      ),
      reactStrictMode: true,
    };
    const first = renderHook(() => useLinkOpenedTracking('trk_once_1'), options);
    first.unmount();
    renderHook(() => useLinkOpenedTracking('trk_once_1'), options);
    renderHook(() => useLinkOpenedTracking(null), options);
    await waitFor(() =>
      expect(seen).toContain('POST /api/v1/email-tracking/trk_once_1/link-opened'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((line) => line.includes('link-opened'))).toHaveLength(1);
  });

  it('swallows a failure', async () => {
    server.use(...scenario('tracking-and-fingerprint-errors'));
    const once = createOncePerPageLoad();
    await expect(reportLinkOpenedOnce(createApiClient(), 'trk_2', once)).resolves.toBeUndefined();
    expect(reportLinkOpenedOnce(createApiClient(), 'trk_2', once)).toBeNull();
  });
});

describe('useDeviceFingerprint', () => {
  it('sends nothing until the payer interacts with the page', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/fingerprint')) sent.push(request.url);
    });
    const client = createApiClient();
    renderHook(() => useDeviceFingerprint('tok_fp_quiet'), {
      wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 4000 });
  });

  it('loads the fingerprint code lazily and sends the record once per token', async () => {
    const seen = requests();
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/fingerprint')) sent.push(await request.clone().json());
    });
    const client = createApiClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    );
    renderHook(() => useDeviceFingerprint('tok_fp'), { wrapper, reactStrictMode: true });
    renderHook(() => useDeviceFingerprint('tok_fp'), { wrapper });
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 4000 });
    expect(sent[0]).toMatchObject({
      fingerprint: { deviceId: expect.stringMatching(/^[0-9a-f]{64}$/), clientIp: '203.0.113.24' },
    });
    expect(seen.filter((line) => line.includes('client-info'))).toHaveLength(1);
  });

  it('never lets a failure reach the payer', async () => {
    server.use(...scenario('tracking-and-fingerprint-errors'));
    const onError = vi.fn();
    window.addEventListener('unhandledrejection', onError);
    const client = createApiClient();
    renderHook(() => useDeviceFingerprint('tok_fp_fail'), {
      wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.removeEventListener('unhandledrejection', onError);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('useCardPaymentSupport', () => {
  it('re-fetches before submit and rejects once the request is processed, leaving the page as it is', async () => {
    const { result } = loaded(() => useCardPaymentSupport());
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    await expect(result.current.hook.checkBeforeSubmit()).resolves.toBeNull();
    server.use(...scenario('paid'));
    let message: unknown;
    await act(async () => {
      message = await result.current.hook.checkBeforeSubmit();
    });
    expect(message).toBe(CARD_MESSAGES.alreadyProcessed);
    // Not published: the card step stays to show the message (its Refresh reloads the page).
    expect(result.current.data.paymentRequest?.status).toBe('UNPAID');
  });

  it('marks the request PROCESSING after Authorised, or says it could not', async () => {
    const { result } = loaded(() => useCardPaymentSupport());
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    await expect(result.current.hook.markProcessing()).resolves.toBeNull();
    server.use(...scenario('status-update-error'));
    const clock = heldCheckingClock();
    clock.release();
    await expect(result.current.hook.markProcessing(undefined, clock)).resolves.toBe(
      CARD_MESSAGES.statusUpdateFailed,
    );
  });
});

describe('usePayByBankSubmit', () => {
  it('submits once at a time with this page load’s fingerprint', async () => {
    const bodies: { fingerprint: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/plaid/payment')) bodies.push(await request.clone().json());
    });
    const { result } = loaded(() => usePayByBankSubmit());
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.hook.submit(linkedBankResult);
      second = result.current.hook.submit(linkedBankResult);
    });
    expect(second).toBe(first);
    expect(result.current.hook.submitting).toBe(true);
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([first, second]);
    });
    expect(outcomes).toEqual([
      { ok: true, status: 'PROCESSING' },
      { ok: true, status: 'PROCESSING' },
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.fingerprint).toMatchObject({
      deviceId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(result.current.hook).toMatchObject({ submitting: false, error: null });
  });

  it('keeps the error view until reset', async () => {
    server.use(...scenario('ach-limit-exceeded'));
    const { result } = loaded(() => usePayByBankSubmit());
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    await act(async () => {
      await result.current.hook.submit(linkedBankResult);
    });
    expect(result.current.hook.error).toEqual({
      title: 'Unable to process',
      text: 'This client cannot receive any more payments through pay by bank. Please select another payment method.',
    });
    act(() => result.current.hook.reset());
    expect(result.current.hook.error).toBeNull();
  });
});

describe('bank link hooks', () => {
  it('fetches a link token with the recipient’s phone number', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/link-token')) bodies.push(await request.clone().json());
    });
    const { result } = loaded(() => useLinkToken());
    await waitFor(() => expect(result.current.hook.linkToken).not.toBeNull());
    expect(result.current.hook).toMatchObject({ loading: false, error: null });
    expect(result.current.hook.linkToken).toMatch(/^paypage-sandbox-link-/);
    expect(bodies.at(-1)).toEqual({
      paymentRequestToken: MOCK_TOKENS.invoice,
      phoneNumber: '+14155550123',
    });
  });

  it('waits for the request, so every link-token call carries the known phone number', async () => {
    const bodies: unknown[] = [];
    server.use(...scenario('unpaid-all-methods', { latencyMs: 100 }));
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/link-token')) bodies.push(await request.clone().json());
    });
    const { result } = loaded(() => useLinkToken());
    expect(result.current.hook.loading).toBe(true);
    await waitFor(() => expect(result.current.hook.linkToken).not.toBeNull());
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).toMatchObject({ phoneNumber: '+14155550123' });
  });

  it('reports a failed link token and retries', async () => {
    server.use(...scenario('link-token-error'));
    const { result } = loaded(() => useLinkToken());
    await waitFor(() => expect(result.current.hook.error).toBe('Failed to fetch link token'));
    server.use(...scenario('link-token-plaid'));
    act(() => result.current.hook.retry());
    expect(result.current.hook.loading).toBe(true);
    await waitFor(() => expect(result.current.hook.linkToken).toMatch(/^link-sandbox-/));
  });

  it('shows the institution logo, or the placeholder (null) with a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, rerender } = renderHook(({ id }) => useInstitutionLogo(id), {
      initialProps: { id: 'ins_sandbox_first' as string | null },
      wrapper: ({ children }) => (
        <ApiClientProvider client={createApiClient()}>{children}</ApiClientProvider>
      ),
    });
    expect(result.current).toEqual({ logoSrc: null, loading: true });
    await waitFor(() => expect(result.current.logoSrc).toMatch(/^data:image\/png;base64,iVBOR/));
    // A bank known to have no logo: the placeholder at once, nothing asked, nothing logged.
    rerender({ id: 'ins_sandbox_tartan' });
    expect(result.current).toEqual({ logoSrc: null, loading: false });
    // Any other bank is asked; a failed answer is the placeholder with a warning only.
    rerender({ id: 'ins_unknown' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.logoSrc).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    rerender({ id: null });
    expect(result.current).toEqual({ logoSrc: null, loading: false });
  });

  it('starts pay by bank by itself once per page load for an ?email= link', async () => {
    const start = vi.fn();
    const { result, rerender } = loaded(() => useAutoStartPayByBank('sam@example.com', start));
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    expect(start).toHaveBeenCalledTimes(1);
    rerender();
    act(() => result.current.data.refresh());
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start without an e-mail parameter', async () => {
    const start = vi.fn();
    const { result } = loaded(() => useAutoStartPayByBank(null, start));
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('useInvoiceDownload', () => {
  function withOpener() {
    const tab: InvoiceTab = { show: vi.fn(), close: vi.fn() };
    const client = createApiClient({ openInvoice: () => tab });
    return { tab, client };
  }

  it('downloads and shows the PDF', async () => {
    const { tab, client } = withOpener();
    const { result } = renderHook(() => useInvoiceDownload(), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.download();
    });
    // (jsdom's Blob is not the Blob fetch answers, hence no instanceof check.)
    expect(tab.show).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf' }));
    expect(result.current).toMatchObject({ downloading: false, error: null });
  });

  it('says "Failed to download invoice PDF" when it fails', async () => {
    server.use(...scenario('invoice-download-error'));
    const { tab, client } = withOpener();
    const { result } = renderHook(() => useInvoiceDownload(), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.download();
    });
    expect(result.current.error).toBe('Failed to download invoice PDF');
    expect(tab.close).toHaveBeenCalled();
  });
});
