/**
 * The production Click to Pay service against a fake of the networks' SDKs
 * (`testing/fake-network-sdk.js`), served by a local HTTP server and loaded by `<script src>` as
 * in production — into a window of its own that runs scripts (jsdom with resources), while the
 * section renders in the test's document. Real timers: the 5 000 ms timeout is the real one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClickToPaySection } from '../click-to-pay-section';
import type { ClickToPayClock } from '../use-click-to-pay';
import { CLICK_TO_PAY_ERRORS } from '../errors';
import {
  createNetworkClickToPay,
  networkError,
  type NetworkClickToPayOptions,
} from './network-service';
import { ClickToPayError, reasonOf } from './service';
import FAKE_SDK from './testing/fake-network-sdk.js?raw';

const today = new Date('2026-11-22T17:00:00.000Z');
const IDS = { srciDpaId: 'dpa-1', srcInitiatorId: 'initiator-1' };

let server: Server;
let origin = '';
/** Every script request the server saw (path and query). */
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/visa-sdk.js' || path === '/srcsdk.mastercard.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(FAKE_SDK);
    } else if (path === '/no-global.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('/* loads, but sets no network global */');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const windows: JSDOM[] = [];
afterEach(() => {
  for (const dom of windows.splice(0)) dom.window.close();
  requested.length = 0;
});

/** A page that runs the scripts it loads (as a browser does), on the test server's origin. */
function sdkWindow(): Window {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${origin}/checkout`,
    runScripts: 'dangerously',
    resources: 'usable',
    // A script that does not load is what some tests are about: jsdom's report of it stays quiet.
    virtualConsole: new VirtualConsole(),
  });
  windows.push(dom);
  return dom.window as unknown as Window;
}

type FakeCall = { network: string; name: string; args: unknown[] };

/** The service on the fake: both networks, `query` passed to both scripts. */
function networkService(query = '', options: Partial<NetworkClickToPayOptions> = {}) {
  const win = sdkWindow();
  const service = createNetworkClickToPay({
    environment: 'test',
    networks: { visa: IDS, mc: IDS },
    merchantName: 'Northwind Supply',
    sdkUrls: {
      visa: `${origin}/visa-sdk.js?network=visa${query}`,
      mc: `${origin}/srcsdk.mastercard.js?network=mc${query}`,
    },
    window: win,
    ...options,
  });
  const calls = () =>
    (win as unknown as { fakeNetworkSdkCalls?: FakeCall[] }).fakeNetworkSdkCalls ?? [];
  return { service, win, calls };
}

async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ClickToPayError);
    return reasonOf(error);
  }
  throw new Error('expected a rejection');
}

describe('the networks’ Click to Pay SDKs behind ClickToPayService', () => {
  it('loads each network’s script by URL, once, and initialises it with the merchant’s ids', async () => {
    const { service, win, calls } = networkService();
    await expect(service.initialise()).resolves.toEqual({ recognised: false });
    const scripts = [...win.document.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual([
      `${origin}/visa-sdk.js?network=visa`,
      `${origin}/srcsdk.mastercard.js?network=mc`,
    ]);
    const inits = calls().filter((call) => call.name === 'init');
    expect(inits.map((call) => call.network)).toEqual(['visa', 'mc']);
    const params = inits[0]!.args[0] as Record<string, unknown>;
    expect(params).toMatchObject({
      ...IDS,
      dpaTransactionOptions: { dpaLocale: 'en_US' },
      dpaData: { dpaPresentationName: 'Northwind Supply' },
    });
    // One transaction id shared by the networks.
    expect((inits[1]!.args[0] as Record<string, unknown>).srciTransactionId).toBe(
      params.srciTransactionId,
    );
  });

  it('a recognised shopper: both networks’ cards, with their scheme and correlation id', async () => {
    const { service } = networkService('&recognised=sam@example.com');
    await expect(service.initialise()).resolves.toEqual({ recognised: true });
    const cards = await service.getCards();
    expect(cards.map((card) => [card.scheme, card.srcDigitalCardId, card.status])).toEqual([
      ['visa', 'visa-card-4242', 'ACTIVE'],
      ['visa', 'visa-card-1111', 'EXPIRED'],
      ['mc', 'mc-card-4444', 'ACTIVE'],
    ]);
    expect(cards[0]).toMatchObject({
      panLastFour: '4242',
      panExpirationMonth: '08',
      panExpirationYear: '2029',
      descriptorName: 'Visa Rewards',
      srcCorrelationId: 'visa-correlation-1',
    });
    expect(cards[2]).toMatchObject({ srcCorrelationId: 'mc-correlation-1' });
  });

  it('checkout: the network’s checkoutResponse is the payload, asked of the card’s network', async () => {
    const { service, calls } = networkService('&recognised=sam@example.com');
    await service.initialise();
    await service.getCards();
    await expect(service.checkout('mc-card-4444')).resolves.toEqual({
      payload: 'mc.checkout.mc-card-4444.mc-correlation-1',
    });
    expect(calls().filter((call) => call.name === 'checkout')).toEqual([
      {
        network: 'mc',
        name: 'checkout',
        args: [{ srcDigitalCardId: 'mc-card-4444', srcCorrelationId: 'mc-correlation-1' }],
      },
    ]);
    // A card the networks refuse: their reason.
    expect(await rejection(service.checkout('visa-card-1111'))).toBe('CARD_INVALID');
  });

  it('the e-mail lookup, the code sent by the network that found the shopper, then the cards', async () => {
    const { service, calls } = networkService();
    await service.initialise();
    await expect(service.lookup('nobody@example.com')).resolves.toEqual({ enrolled: false });
    await expect(service.lookup('sam@example.com')).resolves.toEqual({ enrolled: true });
    // Each network asked in its own shape.
    const lookups = calls().filter((call) => call.name === 'identityLookup');
    expect(lookups.slice(-2).map((call) => call.args[0])).toEqual([
      { identityValue: 'sam@example.com', type: 'EMAIL' },
      { consumerIdentity: { identityValue: 'sam@example.com', identityType: 'EMAIL_ADDRESS' } },
    ]);
    await expect(service.startValidation()).resolves.toEqual({ channel: 's••@example.com' });
    // Visa's reason is wrapped ({ error: { reason } }): read all the same.
    expect(await rejection(service.finishValidation('000000'))).toBe('CODE_INVALID');
    const cards = await service.finishValidation('654321');
    expect(cards.map((card) => card.srcDigitalCardId)).toContain('visa-card-4242');
    expect(
      calls()
        .filter((call) => call.name === 'completeIdentityValidation')
        .at(-1),
    ).toEqual({
      network: 'visa',
      name: 'completeIdentityValidation',
      args: ['654321'],
    });
  });

  it('ACCT_INACCESSIBLE from the network when the code is sent', async () => {
    const { service } = networkService();
    await service.initialise();
    await expect(service.lookup('locked@example.com')).resolves.toEqual({ enrolled: true });
    expect(await rejection(service.startValidation())).toBe('ACCT_INACCESSIBLE');
  });

  it('logout unbinds the device on every network: no longer recognised', async () => {
    const { service, calls } = networkService('&recognised=sam@example.com');
    await service.initialise();
    await service.logout();
    expect(calls().filter((call) => call.name === 'unbindAppInstance')).toHaveLength(2);
    await expect(service.initialise()).resolves.toEqual({ recognised: false });
  });

  it('a script that fails to load is left out, reported as SCRIPT_ERROR; none loaded rejects', async () => {
    const onError = vi.fn();
    const one = networkService('', {
      onError,
      sdkUrls: {
        visa: `${origin}/missing-visa-sdk.js`,
        mc: `${origin}/srcsdk.mastercard.js?network=mc&recognised=sam@example.com`,
      },
    });
    await expect(one.service.initialise()).resolves.toEqual({ recognised: true });
    expect((await one.service.getCards()).map((card) => card.scheme)).toEqual(['mc']);
    expect(onError).toHaveBeenCalledWith({
      name: 'SCRIPT_ERROR',
      message: `Click to Pay: ${origin}/missing-visa-sdk.js did not load`,
    });

    const none = networkService('', {
      onError,
      sdkUrls: { visa: `${origin}/missing-visa-sdk.js`, mc: `${origin}/no-global.js` },
    });
    expect(await rejection(none.service.initialise())).toBe('SCRIPT_ERROR');
  });

  it.each([
    [{ error: { reason: 'CODE_EXPIRED', message: 'Visa' } }, 'CODE_EXPIRED'],
    [{ reason: 'RETRIES_EXCEEDED', message: 'Mastercard' }, 'RETRIES_EXCEEDED'],
    [{ message: 'no reason' }, 'UNKNOWN_ERROR'],
    [new Error('thrown'), 'UNKNOWN_ERROR'],
    [undefined, 'UNKNOWN_ERROR'],
  ])('a network’s rejection %j reads as %s', (rejected, reason) => {
    expect(networkError(rejected).reason).toBe(reason);
  });

  it('no lookup yet: INVALID_STATE; ids missing: the network’s INVALID_PARAMETER', async () => {
    const { service } = networkService('', { networks: { visa: IDS } });
    expect(await rejection(service.startValidation())).toBe('INVALID_STATE');
    const missingIds = networkService('', {
      networks: { visa: { srciDpaId: '', srcInitiatorId: '' } },
    });
    expect(await rejection(missingIds.service.initialise())).toBe('INVALID_PARAMETER');
  });

  it('uses the networks’ own URLs by environment when none is given', async () => {
    const loadScript = vi.fn(async (_url: string) => undefined);
    const service = createNetworkClickToPay({
      environment: 'live-us',
      networks: { visa: IDS, mc: IDS },
      window: sdkWindow(),
      loadScript,
    });
    // Nothing is on the window (the stub loads nothing): no SDK, so no network at all.
    expect(await rejection(service.initialise())).toBe('SCRIPT_ERROR');
    expect(loadScript.mock.calls.map(([url]) => url)).toEqual([
      'https://assets.secure.checkout.visa.com/checkout-widget/resources/js/src-i-adapter/visa-sdk.js?v2',
      'https://src.mastercard.com/sdk/srcsdk.mastercard.js',
    ]);
  });
});

describe('the Click to Pay section on the networks’ SDKs', () => {
  function renderSection(
    service: ReturnType<typeof networkService>['service'],
    email?: string,
    clock?: ClickToPayClock,
  ) {
    const callbacks = { onPay: vi.fn(), onShowCardForm: vi.fn(), onNotAvailable: vi.fn() };
    render(
      <ClickToPaySection
        service={service}
        shopperEmail={email ?? null}
        today={today}
        amount={{ value: 12_500, currency: 'USD' }}
        clock={clock}
        {...callbacks}
      />,
    );
    return callbacks;
  }

  it('a recognised shopper pays with a saved card: the network’s payload to the host', async () => {
    const user = userEvent.setup();
    const { onPay } = renderSection(networkService('&recognised=sam@example.com').service);
    await user.click(await screen.findByRole('button', { name: 'Pay $125.00' }, { timeout: 5000 }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]![0]).toMatchObject({
      srcDigitalCardId: 'visa-card-4242',
      scheme: 'visa',
      payload: 'visa.checkout.visa-card-4242.visa-correlation-1',
    });
  });

  it('ACCT_INACCESSIBLE: the network’s reason shown as ctp.errors, the card form asked for', async () => {
    const { onShowCardForm } = renderSection(networkService().service, 'locked@example.com');
    await waitFor(() => expect(onShowCardForm).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      CLICK_TO_PAY_ERRORS['ctp.errors.ACCT_INACCESSIBLE'],
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('no network script loads: NotAvailable (the host shows the card form)', async () => {
    const { onNotAvailable } = renderSection(
      networkService('', {
        sdkUrls: { visa: `${origin}/missing-visa-sdk.js`, mc: `${origin}/missing-mc-sdk.js` },
      }).service,
      'sam@example.com',
    );
    await waitFor(() => expect(onNotAvailable).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(document.querySelector('[data-slot="click-to-pay"]')).toBeNull();
  });

  it('a network slower than 5 000 ms: NotAvailable', async () => {
    // The section's timers run on a clock the test holds: the SDK's answer (6 s away) is still
    // out when the test fires the 5 000 ms call timeout, however slow the machine is.
    const timers: { ms: number; fire: () => void }[] = [];
    const clock: ClickToPayClock = {
      setTimeout: (fire, ms) => timers.push({ ms, fire }),
      clearTimeout: () => undefined,
    };
    const { onNotAvailable } = renderSection(networkService().service, 'slow@example.com', clock);
    await waitFor(() => expect(timers.map((timer) => timer.ms)).toContain(5_000));
    expect(onNotAvailable).not.toHaveBeenCalled();
    act(() => timers.find((timer) => timer.ms === 5_000)!.fire());
    await waitFor(() => expect(onNotAvailable).toHaveBeenCalledTimes(1));
    expect(document.querySelector('[data-slot="click-to-pay"]')).toBeNull();
  });
});
