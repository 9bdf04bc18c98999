/**
 * @vitest-environment-options { "url": "https://shop.example/checkout" }
 *
 * The production wallets through the widget, against local fakes of Google Pay's
 * pay.js and Apple's ApplePaySession (`../testing/fake-wallet-sdks.ts`) served as the scripts the
 * widget adds, and a fake of our API's `v1/applePay/sessions` (fetch). The document is https, as
 * Apple Pay needs.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import {
  applePayPayment,
  googlePayPaymentData,
  installFakeApplePay,
  installFakeGooglePay,
  serveScripts,
  type FakeApplePay,
  type FakeGooglePay,
} from '../testing/fake-wallet-sdks';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';
import { APPLE_PAY_SDK_URL } from './apple-pay';
import { GOOGLE_PAY_SCRIPT_URL } from './production-wallets';
import type { ProductionWalletOptions } from './production-types';
import {
  INSTANT_PAYMENT_CHECK_TIMEOUT_MS,
  prepareProductionWallets,
} from './production-wallet-runtime';

let served = 0;
// Each test serves its scripts at URLs of its own (the page's loader keeps what it loaded).
const fakeUrl = (name: string) => `https://cdn.test/${name}?t=${(served += 1)}`;

const GOOGLE = (scriptUrl = fakeUrl('pay.js')) => ({
  merchantId: 'BCR2DN4T2X7Q5ABC',
  gatewayMerchantId: 'NorthwindECOM',
  environment: 'TEST' as const,
  scriptUrl,
});
const APPLE = (scriptUrl: string | null = null) => ({
  merchantIdentifier: 'merchant.com.northwind',
  context: 'https://pay.example/api/v1/',
  clientKey: 'live_ABCDEF',
  scriptUrl,
});

function renderWallets(
  production: ProductionWalletOptions,
  wallets: { googlePay?: boolean; applePay?: boolean },
  props: Partial<CardWidgetProps> = {},
) {
  const callbacks = {
    onSubmit: vi.fn<(state: SubmitState, actions: PaymentActions) => void>(),
    onAdditionalDetails: vi.fn(),
    onError: vi.fn(),
    onPaymentCompleted: vi.fn(),
    onPaymentFailed: vi.fn(),
  };
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      merchantName="Northwind Studio"
      wallets={{ ...wallets, production }}
      {...callbacks}
      {...props}
    />,
  );
  return callbacks;
}

type Fakes = { google: FakeGooglePay | null; apple: FakeApplePay | null };
let fakes: Fakes;
let scripts: ReturnType<typeof serveScripts>;

/** Serves pay.js and Apple's SDK: each URL whose name is listed fails. */
function serve(failing: string[] = [], google: Parameters<typeof installFakeGooglePay>[1] = {}) {
  scripts = serveScripts(document, (url) => {
    if (failing.some((name) => url.includes(name))) return 'error';
    if (url.includes('pay.js')) fakes.google = installFakeGooglePay(window, google);
    if (url.includes('apple-pay-sdk')) fakes.apple = installFakeApplePay(window);
    return 'load';
  });
}

beforeEach(() => {
  fakes = { google: null, apple: null };
});
afterEach(() => {
  scripts?.stop();
  const globals = window as unknown as Record<string, unknown>;
  delete globals.google;
  delete globals.ApplePaySession;
  delete globals.ApplePayError;
});

describe('Google Pay in production', () => {
  it('loads pay.js only when enabled in production; not in the sandbox', async () => {
    serve();
    renderWallets(
      { countryCode: 'US' },
      { googlePay: true, applePay: true },
      {
        wallets: { googlePay: true, sandboxOutcome: 'paid' },
      },
    );
    expect(await screen.findByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
    expect(scripts.asked).toEqual([]);
  });

  it('loads no pay.js when Google Pay is configured but not enabled', async () => {
    serve();
    fakes.apple = installFakeApplePay(window);
    renderWallets(
      { countryCode: 'US', googlePay: GOOGLE(), applePay: APPLE() },
      { applePay: true },
    );
    expect(await screen.findByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();
    expect(scripts.asked).toEqual([]);
    expect(fakes.google).toBeNull();
  });

  it('asks Google’s own pay.js when no script URL is configured', async () => {
    serve(['pay.google.com']);
    const { onError } = renderWallets(
      { countryCode: 'US', googlePay: { ...GOOGLE(), scriptUrl: undefined } },
      { googlePay: true },
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(scripts.asked).toEqual([GOOGLE_PAY_SCRIPT_URL]);
  });

  it('pays: isReadyToPay, the button, loadPaymentData, the payment with googlePayToken', async () => {
    serve();
    const user = userEvent.setup();
    const google = GOOGLE();
    const { onSubmit, onPaymentCompleted, onError } = renderWallets(
      { countryCode: 'US', googlePay: google },
      { googlePay: true },
    );
    const button = await screen.findByRole('button', { name: 'Buy with GPay' });
    expect(scripts.asked).toEqual([google.scriptUrl]);
    const fake = fakes.google!;
    expect(fake.clientOptions[0]?.environment).toBe('TEST');
    expect(fake.readyRequests[0]).toMatchObject({ apiVersion: 2, apiVersionMinor: 0 });
    // Google's own button (pay.js createButton), filling its slot in the row.
    expect(fake.buttons).toHaveLength(1);
    expect(fake.buttons[0]).toMatchObject({
      buttonLocale: 'en',
      buttonColor: 'default',
      buttonType: 'buy',
      buttonSizeMode: 'fill',
      allowedPaymentMethods: fake.readyRequests[0]!.allowedPaymentMethods,
    });
    expect(button.closest('[data-slot="wallets"] [data-wallet="googlepay"]')).not.toBeNull();
    expect(fake.sheets).toHaveLength(0);
    await user.click(button);
    const sheet = fake.sheets[0]!;
    expect(sheet.request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      callbackIntents: ['PAYMENT_AUTHORIZATION'],
      merchantInfo: { merchantId: 'BCR2DN4T2X7Q5ABC', merchantName: 'Northwind Studio' },
      transactionInfo: { currencyCode: 'USD', countryCode: 'US', totalPrice: '1250.00' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
            billingAddressRequired: true,
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'adyen', gatewayMerchantId: 'NorthwindECOM' },
          },
        },
      ],
    });
    let authorised!: Promise<unknown>;
    act(() => {
      authorised = sheet.pay(googlePayPaymentData('gp-token-1'));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // While paying, the row's busy state lies over Google's button (it has none of its own).
    const slot = button.closest('[data-wallet="googlepay"]');
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(slot).toHaveClass('pointer-events-none');
    const [state, actions] = onSubmit.mock.calls[0]!;
    expect(state.data.paymentMethod).toEqual({
      type: 'googlepay',
      googlePayToken: 'gp-token-1',
      googlePayCardNetwork: 'VISA',
    });
    expect(state.data).toMatchObject({
      billingAddress: {
        street: '500 Market St Suite 400',
        houseNumberOrName: 'ZZ',
        city: 'San Francisco',
        stateOrProvince: 'CA',
        postalCode: '94105',
        country: 'US',
        firstName: 'Sam',
        lastName: 'Rivera',
      },
    });
    act(() => actions.resolve({ resultCode: 'Authorised' }));
    await expect(authorised).resolves.toEqual({ transactionState: 'SUCCESS' });
    expect(sheet.open).toBe(false);
    await waitFor(() => expect(onPaymentCompleted).toHaveBeenCalledTimes(1));
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['pt-BR', 'pt'],
    ['ko-KR', 'ko'],
    ['nb-NO', 'no'],
    ['xx-YY', 'en'],
  ])('the widget in %s: Google’s button in buttonLocale %s', async (locale, buttonLocale) => {
    serve();
    renderWallets({ countryCode: 'US', googlePay: GOOGLE() }, { googlePay: true }, { locale });
    await screen.findByRole('button', { name: 'Buy with GPay' });
    expect(fakes.google!.buttons.map((button) => button.buttonLocale)).toEqual([buttonLocale]);
  });

  it('a refusal is shown in Google’s sheet; closing it then reports the refusal', async () => {
    serve();
    const user = userEvent.setup();
    const { onSubmit, onError, onPaymentFailed } = renderWallets(
      { countryCode: 'US', googlePay: GOOGLE() },
      { googlePay: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Buy with GPay' }));
    const sheet = fakes.google!.sheets[0]!;
    let authorised!: Promise<unknown>;
    act(() => {
      authorised = sheet.pay(googlePayPaymentData());
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const refused = { resultCode: 'Refused' as const };
    act(() => onSubmit.mock.calls[0]![1].resolve(refused));
    await expect(authorised).resolves.toEqual({
      transactionState: 'ERROR',
      error: {
        intent: 'PAYMENT_AUTHORIZATION',
        reason: 'OTHER_ERROR',
        message: 'The payment was not authorised. Try again, or pay another way.',
      },
    });
    expect(sheet.open).toBe(true);
    expect(onPaymentFailed).not.toHaveBeenCalled();
    act(() => sheet.close());
    await waitFor(() => expect(onPaymentFailed).toHaveBeenCalledWith(refused));
    expect(onError).not.toHaveBeenCalled();
  });

  it('closing the sheet (CANCELED) is a CANCEL, nothing paid', async () => {
    serve();
    const user = userEvent.setup();
    const { onSubmit, onError } = renderWallets(
      { countryCode: 'US', googlePay: GOOGLE() },
      { googlePay: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Buy with GPay' }));
    act(() => fakes.google!.sheets[0]!.close());
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'CANCEL',
        message: 'CANCELED',
        errorType: 'googlepay',
      }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    [
      'pay.js fails to load: SCRIPT_ERROR',
      () => serve(['pay.js']),
      { name: 'SCRIPT_ERROR', message: 'Google Pay SDK failed to load', errorType: 'googlepay' },
    ],
    [
      'isReadyToPay fails: SDK_ERROR',
      () => serve([], { readyFails: true }),
      { name: 'SDK_ERROR', message: 'isReadyToPay failed', errorType: 'googlepay' },
    ],
  ])('%s, no button', async (_name, setUp, error) => {
    setUp();
    const { onError } = renderWallets(
      { countryCode: 'US', googlePay: GOOGLE() },
      { googlePay: true },
    );
    await waitFor(() => expect(onError).toHaveBeenCalledWith(error));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^(Pay|Buy) with/ })).toBeNull();
  });

  it('not ready to pay: no button, nothing said', async () => {
    serve([], { ready: false });
    const { onError } = renderWallets(
      { countryCode: 'US', googlePay: GOOGLE() },
      { googlePay: true },
    );
    await waitFor(() => expect(fakes.google?.readyRequests).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /^(Pay|Buy) with/ })).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    [true, false, 0],
    [true, true, 1],
    [false, false, 1],
  ])(
    'existingPaymentMethodRequired %s, a method present %s: %i button (§8 paymentMethodPresent)',
    async (required, present, buttons) => {
      serve([], { paymentMethodPresent: present });
      const { onError } = renderWallets(
        {
          countryCode: 'US',
          googlePay: { ...GOOGLE(), ...(required ? { existingPaymentMethodRequired: true } : {}) },
        },
        { googlePay: true },
      );
      await waitFor(() => expect(fakes.google?.readyRequests).toHaveLength(1));
      expect(fakes.google!.readyRequests[0]!.existingPaymentMethodRequired).toBe(
        required ? true : undefined,
      );
      await act(() => Promise.resolve());
      expect(screen.queryAllByRole('button', { name: 'Buy with GPay' })).toHaveLength(buttons);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('express (isExpress): the shipping address asked, the sheet’s changes to onPaymentDataChanged (§5)', async () => {
    serve();
    const user = userEvent.setup();
    const update = { newTransactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '1260.00' } };
    const onPaymentDataChanged = vi.fn(async () => update);
    renderWallets(
      { countryCode: 'US', isExpress: true, googlePay: { ...GOOGLE(), onPaymentDataChanged } },
      { googlePay: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Buy with GPay' }));
    const sheet = fakes.google!.sheets[0]!;
    expect(sheet.request).toMatchObject({
      callbackIntents: ['PAYMENT_AUTHORIZATION', 'SHIPPING_ADDRESS'],
      shippingAddressRequired: true,
    });
    const changed = { callbackTrigger: 'SHIPPING_ADDRESS', shippingAddress: { countryCode: 'US' } };
    await expect(sheet.changeData(changed)).resolves.toEqual(update);
    expect(onPaymentDataChanged).toHaveBeenCalledWith(changed);
  });

  it('not express: no shipping asked, no data-changed callback', async () => {
    serve();
    const user = userEvent.setup();
    renderWallets({ countryCode: 'US', googlePay: GOOGLE() }, { googlePay: true });
    await user.click(await screen.findByRole('button', { name: 'Buy with GPay' }));
    const sheet = fakes.google!.sheets[0]!;
    expect(sheet.request.callbackIntents).toEqual(['PAYMENT_AUTHORIZATION']);
    expect(sheet.request).not.toHaveProperty('shippingAddressRequired');
    expect(fakes.google!.clientOptions[0]!.paymentDataCallbacks).not.toHaveProperty(
      'onPaymentDataChanged',
    );
  });

  it('without a merchantId: IMPLEMENTATION_ERROR, no script loaded', async () => {
    serve();
    const { onError } = renderWallets(
      { countryCode: 'US', googlePay: { ...GOOGLE(), merchantId: null } },
      { googlePay: true },
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'IMPLEMENTATION_ERROR',
        message: 'Google Pay needs a merchantId',
        errorType: 'googlepay',
      }),
    );
    expect(scripts.asked).toEqual([]);
  });
});

describe('Apple Pay in production', () => {
  const session = { merchantSessionIdentifier: 'SSH9F2', signature: '3080ab12', nonce: 'a1b2' };
  const sessionsCall = vi.fn<(url: string, init: RequestInit) => Response>();
  beforeEach(() => {
    sessionsCall.mockImplementation(
      () =>
        new Response(JSON.stringify({ data: btoa(JSON.stringify(session)) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
      Promise.resolve(sessionsCall(url, init)),
    );
  });

  const started = async (
    production: ProductionWalletOptions = { countryCode: 'US', applePay: APPLE() },
  ) => {
    const user = userEvent.setup();
    const callbacks = renderWallets(production, { applePay: true });
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    const apple = fakes.apple!.sessions[0]!;
    return { ...callbacks, apple };
  };

  it('pays: begin, merchant validation through v1/applePay/sessions, the payment, STATUS_SUCCESS', async () => {
    serve();
    fakes.apple = installFakeApplePay(window, { maxVersion: 12 });
    const { apple, onSubmit, onPaymentCompleted } = await started();
    // Native ApplePaySession: Apple's SDK is not loaded.
    expect(scripts.asked).toEqual([]);
    expect(apple.version).toBe(12);
    expect(apple.request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Northwind Studio', amount: '1250.00' },
      requiredBillingContactFields: ['postalAddress', 'name'],
    });
    await waitFor(() => expect(apple.state).toBe('validated'));
    const [url, init] = sessionsCall.mock.calls[0]!;
    expect(url).toBe('https://pay.example/api/v1/adyen/v1/applePay/sessions?clientKey=live_ABCDEF');
    expect(JSON.parse(String(init.body))).toEqual({
      displayName: 'Northwind Studio',
      domainName: 'shop.example',
      merchantIdentifier: 'merchant.com.northwind',
      initiative: 'web',
    });
    expect(apple.merchantSession).toEqual(session);
    const payment = applePayPayment();
    act(() => apple.authorise(payment));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [state, actions] = onSubmit.mock.calls[0]!;
    expect(state.data.paymentMethod).toEqual({
      type: 'applepay',
      applePayToken: btoa(JSON.stringify(payment.token.paymentData)),
    });
    expect(state.data).toMatchObject({
      billingAddress: {
        houseNumberOrName: 'ZZ',
        firstName: 'Sam',
        lastName: 'Rivera',
        country: 'US',
      },
    });
    act(() => actions.resolve({ resultCode: 'Authorised' }));
    await waitFor(() => expect(apple.completions).toEqual([{ status: 0 }]));
    await waitFor(() => expect(onPaymentCompleted).toHaveBeenCalledTimes(1));
  });

  it('a refusal completes with STATUS_FAILURE and the applePayError; closing reports it', async () => {
    serve();
    fakes.apple = installFakeApplePay(window);
    const { apple, onSubmit, onPaymentFailed, onError } = await started();
    await waitFor(() => expect(apple.state).toBe('validated'));
    act(() => apple.authorise(applePayPayment()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const refused = { resultCode: 'Refused' as const };
    act(() => onSubmit.mock.calls[0]![1].resolve(refused));
    await waitFor(() => expect(apple.completions).toHaveLength(1));
    expect(apple.completions[0]).toEqual({
      status: 1,
      errors: [
        expect.objectContaining({
          code: 'unknown',
          message: 'The payment was not authorised. Try again, or pay another way.',
        }),
      ],
    });
    expect(onPaymentFailed).not.toHaveBeenCalled();
    act(() => apple.cancel());
    expect(onPaymentFailed).toHaveBeenCalledWith(refused);
    expect(onError).not.toHaveBeenCalled();
  });

  it('closing the sheet is a CANCEL (UI dismissed)', async () => {
    serve();
    fakes.apple = installFakeApplePay(window);
    const { apple, onError, onSubmit } = await started();
    await waitFor(() => expect(apple.state).toBe('validated'));
    act(() => apple.cancel());
    expect(onError).toHaveBeenCalledWith({
      name: 'CANCEL',
      message: 'UI dismissed',
      errorType: 'applepay',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['fetched', () => new Response('{"message":"Service Unavailable"}', { status: 503 })],
    [
      'decoded',
      () =>
        new Response('{"data":"not base64 json!"}', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
  ])('a session that cannot be %s aborts the sheet: SDK_ERROR', async (_how, answer) => {
    serve();
    fakes.apple = installFakeApplePay(window);
    sessionsCall.mockImplementation(answer);
    const { apple, onError } = await started();
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'SDK_ERROR',
        message: 'Apple Pay session could not be fetched or decoded',
        errorType: 'applepay',
      }),
    );
    expect(apple.state).toBe('cancelled');
  });

  it("express (isExpress): subtype 'express', the shipping contact asked, its changes to the merchant (§3, §5)", async () => {
    serve();
    fakes.apple = installFakeApplePay(window);
    const update = { newTotal: { label: 'Northwind Studio', amount: '1260.00' } };
    const onShippingContactSelected = vi.fn(async () => update);
    const { apple, onSubmit } = await started({
      countryCode: 'US',
      isExpress: true,
      applePay: { ...APPLE(), onShippingContactSelected },
    });
    expect(apple.request).toMatchObject({
      requiredShippingContactFields: ['postalAddress', 'name'],
    });
    const contact = { shippingContact: { postalCode: '94105', countryCode: 'US' } };
    apple.onshippingcontactselected?.(contact as never);
    await waitFor(() => expect(apple.shippingUpdates).toEqual([update]));
    expect(onShippingContactSelected).toHaveBeenCalledWith(contact);
    await waitFor(() => expect(apple.state).toBe('validated'));
    act(() => apple.authorise(applePayPayment()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].data.paymentMethod).toMatchObject({
      type: 'applepay',
      subtype: 'express',
    });
  });

  it('without a native ApplePaySession loads Apple’s SDK from the configured URL', async () => {
    serve();
    const scriptUrl = fakeUrl('apple-pay-sdk.js');
    const { apple } = await started({ countryCode: 'US', applePay: APPLE(scriptUrl) });
    expect(scripts.asked).toEqual([scriptUrl]);
    await waitFor(() => expect(apple.state).toBe('validated'));
  });

  it('asks Apple’s own SDK by default; its failure is a SCRIPT_ERROR, no button', async () => {
    serve(['apple-pay-sdk']);
    const { onError } = renderWallets(
      { countryCode: 'US', applePay: { ...APPLE(), scriptUrl: undefined } },
      { applePay: true },
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'SCRIPT_ERROR',
        message: 'Apple Pay SDK failed to load',
        errorType: 'applepay',
      }),
    );
    expect(scripts.asked).toEqual([APPLE_PAY_SDK_URL]);
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
  });

  it.each([
    ['cannot make payments', () => installFakeApplePay(window, { canMakePayments: false })],
    ['has no ApplePaySession and no SDK configured', () => null],
  ])('a device that %s: no button, nothing said', async (_name, install) => {
    serve();
    fakes.apple = install();
    const { onError } = renderWallets(
      { countryCode: 'US', applePay: APPLE(null) },
      { applePay: true },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(scripts.asked).toEqual([]);
  });
});

describe('the availability check (§9 "instant-payment availability check timeout 5 s")', () => {
  afterEach(() => vi.useRealTimers());

  it('is 5 000 ms', () => {
    expect(INSTANT_PAYMENT_CHECK_TIMEOUT_MS).toBe(5_000);
  });

  it('a wallet whose SDK never answers is unavailable at 5 s, not before; the other is not held back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serve([], { readyHangs: true });
    const outcome = vi.fn();
    void prepareProductionWallets(
      ['googlepay', 'applepay'],
      { countryCode: 'US', googlePay: GOOGLE(), applePay: APPLE(fakeUrl('apple-pay-sdk.js')) },
      { window, amount: { value: 125_000, currency: 'USD' }, merchantName: 'Northwind Studio' },
    ).then(outcome);
    await vi.advanceTimersByTimeAsync(INSTANT_PAYMENT_CHECK_TIMEOUT_MS - 1);
    expect(fakes.google?.readyRequests).toHaveLength(1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith([
      { kind: 'unavailable' },
      { kind: 'ready', start: expect.any(Function) },
    ]);
  });

  it('an answer within 5 s is kept, and no timer is left behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serve();
    const prepared = await prepareProductionWallets(
      ['googlepay'],
      { countryCode: 'US', googlePay: GOOGLE() },
      { window, amount: { value: 125_000, currency: 'USD' }, merchantName: 'Northwind Studio' },
    );
    expect(prepared).toEqual([
      { kind: 'ready', start: expect.any(Function), createButton: expect.any(Function) },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
