import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutError } from '../rules';
import { connectSimulatedFrames } from '../widget/testing/simulated-frames';
import { EMBED_ERRORS } from './embed-options';
import { mountCardWidget, type MountedCardWidget } from './mount-card-widget';

const session = {
  session: { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' },
  clientKey: 'sandbox_paypage_local',
  environment: 'sandbox' as const,
  context: 'http://localhost:3000/api/v1',
};
const setupAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let mounted: MountedCardWidget | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function target() {
  const element = document.createElement('div');
  element.id = 'card';
  document.body.append(element);
  return element;
}

function mount(options: Parameters<typeof mountCardWidget>[1], where: Element | string = target()) {
  act(() => {
    mounted = mountCardWidget(where, options);
  });
}

/** Types the test card in the widget's secured frames (their real code, simulated in jsdom) and pays. */
async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: /^Pay \$/ });
  const frames = await connectSimulatedFrames();
  await frames.type('cardNumber', '4111111111111111');
  await frames.type('expiryDate', '0330');
  await frames.type('securityCode', '737');
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

/**
 * The session widget looks BINs up in the same API: those calls answered with the card
 * rules' Visa; its analytics go there too: answered as the sandbox does; every other
 * call by `fetch` (its calls are the session's, in order).
 */
function withBinLookup(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  const visa = {
    brand: 'visa',
    supported: true,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    enableLuhnCheck: true,
    showSocialSecurityNumber: false,
  };
  return (input, init) => {
    const url = String(input);
    if (url.includes('/sandbox/adyen/v3/bin/binLookup'))
      return Promise.resolve(
        json({ requestId: 'r', brands: [visa], showSocialSecurityNumber: false }),
      );
    if (url.includes('/sandbox/adyen/v3/analytics/'))
      return Promise.resolve(new Response(null, { status: 204 }));
    if (url.includes('/sandbox/adyen/v3/analytics'))
      return Promise.resolve(json({ checkoutAttemptId: `ca_${'0'.repeat(32)}` }));
    return fetch(input, init);
  };
}

describe('mountCardWidget', () => {
  it.each([
    ['a selector that finds nothing', '#nowhere', EMBED_ERRORS.targetNotFound('#nowhere')],
    ['a selector that is no selector', '##', EMBED_ERRORS.targetNotFound('##')],
    [
      'an element not in the document',
      document.createElement('div'),
      EMBED_ERRORS.targetNotFound('an element not in the document'),
    ],
  ])('throws for %s, rendering nothing', (_case, where, message) => {
    target();
    expect(() => mountCardWidget(where, session)).toThrow(
      expect.objectContaining({ kind: 'IMPLEMENTATION_ERROR', message }) as CheckoutError,
    );
    expect(document.querySelector('[data-slot="card-widget"]')).toBeNull();
  });

  it('throws an integration error before looking for the target', () => {
    expect(() =>
      mountCardWidget('#nowhere', { amount: { value: 1, currency: 'USD' } } as never),
    ).toThrow(EMBED_ERRORS.noSubmitOrSession);
  });

  it('mounts the form on a selector with callbacks, updates and unmounts it', async () => {
    target();
    const onSubmit = vi.fn();
    const options = {
      amount: { value: 1_000, currency: 'USD' },
      securedFields: setupAnswer.securedFields!,
      onSubmit,
      onAdditionalDetails: vi.fn(),
    };
    mount(options, '#card');
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();
    act(() => mounted?.update({ ...options, amount: { value: 2_500, currency: 'USD' } }));
    expect(await screen.findByRole('button', { name: 'Pay $25.00' })).toBeInTheDocument();
    act(() => mounted?.unmount());
    mounted = undefined;
    expect(document.querySelector('#card')?.childElementCount).toBe(0);
  });

  describe('the bin lookup with callbacks', () => {
    const callbacks = () => ({
      amount: { value: 1_000, currency: 'USD' },
      securedFields: setupAnswer.securedFields!,
      brands: ['visa', 'mc', 'cartebancaire'],
      onSubmit: vi.fn(),
      onAdditionalDetails: vi.fn(),
    });
    const dualBrand = (brand: string) => ({
      brand,
      supported: true,
      cvcPolicy: 'required',
      expiryDatePolicy: 'required',
      enableLuhnCheck: true,
      showSocialSecurityNumber: false,
    });

    it('given the client key and the context, looks BINs up at ?token={clientKey}', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(() =>
        Promise.resolve(
          json({
            requestId: 'r',
            brands: [dualBrand('cartebancaire'), dualBrand('visa')],
            issuingCountryCode: 'FR',
            showSocialSecurityNumber: false,
          }),
        ),
      );
      vi.stubGlobal('fetch', fetch);
      target();
      const onSubmit = vi.fn();
      mount({ ...callbacks(), onSubmit, clientKey: session.clientKey, context: session.context });
      await screen.findByRole('button', { name: 'Pay $10.00' });
      const frames = await connectSimulatedFrames();
      await frames.type('cardNumber', '4035501000000008');
      expect(
        await screen.findByRole('radio', { name: 'Carte Bancaire' }, { timeout: 10_000 }),
      ).toBeChecked();
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(
        `${session.context}/sandbox/adyen/v3/bin/binLookup?token=${session.clientKey}`,
      );
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      expect(body).toMatchObject({
        type: 'card',
        supportedBrands: ['visa', 'mc', 'cartebancaire'],
      });
      expect(JSON.stringify(body)).not.toContain('403550');
      // The payments call stays the page's: onSubmit with the brand chosen.
      await userEvent.click(screen.getByRole('radio', { name: 'Visa' }));
      await frames.type('expiryDate', '0330');
      await frames.type('securityCode', '737');
      await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0].data.paymentMethod).toMatchObject({ brand: 'visa' });
      expect(fetch.mock.calls.every(([each]) => String(each).includes('binLookup'))).toBe(true);
    });

    it('without a client key makes no call (the card rules detect the brand)', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      vi.stubGlobal('fetch', fetch);
      target();
      mount(callbacks());
      await screen.findByRole('button', { name: 'Pay $10.00' });
      const frames = await connectSimulatedFrames();
      await frames.type('cardNumber', '4035501000000008');
      await waitFor(() =>
        expect(document.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
          'data-brand',
          'visa',
        ),
      );
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });

    it.each([
      [
        'a key of no known prefix',
        { clientKey: 'pk_abc', context: session.context },
        EMBED_ERRORS.unknownClientKey,
      ],
      ['a key without a context', { clientKey: session.clientKey }, EMBED_ERRORS.badContext],
      [
        'a context that is no URL',
        { clientKey: session.clientKey, context: 'api' },
        EMBED_ERRORS.badContext,
      ],
    ])('throws for %s', (_case, extra, message) => {
      target();
      expect(() => mountCardWidget('#card', { ...callbacks(), ...extra })).toThrow(message);
    });
  });

  it('with a session: sets up, shows its amount, pays by itself and reports the outcome', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json({ ...setupAnswer, amount: { value: 4_250, currency: 'USD' } }))
      .mockResolvedValueOnce(json({ resultCode: 'Authorised', sessionData: 'Ab02next' }));
    vi.stubGlobal('fetch', withBinLookup(fetch));
    const onPaymentCompleted = vi.fn();
    const user = userEvent.setup();
    mount({ ...session, onPaymentCompleted });
    expect(document.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
      'data-status',
      'loading',
    );
    expect(await screen.findByRole('button', { name: 'Pay $42.50' })).toBeInTheDocument();
    await payByCard(user);
    await waitFor(() => expect(onPaymentCompleted).toHaveBeenCalledTimes(1));
    expect(onPaymentCompleted.mock.calls[0]?.[0]).toMatchObject({ resultCode: 'Authorised' });
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe(`${session.context}/sandbox/adyen/sessions/${session.session.id}/payments`);
    const body = JSON.parse(String(init?.body)) as {
      sessionData: string;
      paymentMethod: Record<string, unknown>;
    };
    expect(body.sessionData).toBe(setupAnswer.sessionData);
    expect(body.paymentMethod).toMatchObject({ type: 'scheme', brand: 'visa' });
  });

  it.each([
    ['warn', false, 'warn'],
    ['error', false, 'error'],
    ['throw', true, null],
    ['silent', false, null],
  ] as const)(
    'a setup that fails at level %s: onError %s, console %s, and the form says so',
    async (errorLevel, toOnError, line) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      const out = {
        warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
        error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
      };
      const onError = vi.fn();
      mount({ ...session, errorLevel, onError });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Card payments are not available right now. Try again later.',
      );
      const message = `Service at ${session.context}/sandbox/adyen/sessions/{id}/setup is not available`;
      if (toOnError) expect(onError).toHaveBeenCalledWith({ name: 'NETWORK_ERROR', message });
      else expect(onError).not.toHaveBeenCalled();
      for (const method of ['warn', 'error'] as const) {
        if (method === line) expect(out[method]).toHaveBeenCalledWith(message);
        else expect(out[method]).not.toHaveBeenCalled();
      }
    },
  );

  it('a refused payment in session mode goes to onPaymentFailed; a failed call to onError', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(setupAnswer))
      .mockResolvedValueOnce(json({ message: 'Already processed' }, 409))
      .mockResolvedValueOnce(json({ resultCode: 'Refused', refusalReason: 'Refused' }));
    vi.stubGlobal('fetch', withBinLookup(fetch));
    const onError = vi.fn();
    const onPaymentFailed = vi.fn();
    const user = userEvent.setup();
    mount({ ...session, onError, onPaymentFailed });
    await payByCard(user);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toEqual({
      name: 'NETWORK_ERROR',
      message: `Call to ${session.context}/sandbox/adyen/sessions/{id}/payments failed`,
      errorCode: '620',
    });
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(onPaymentFailed).toHaveBeenCalledTimes(1));
    expect(onPaymentFailed.mock.calls[0]?.[0]).toMatchObject({ resultCode: 'Refused' });
  });
});
