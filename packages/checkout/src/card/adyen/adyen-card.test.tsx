import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCardSession } from '../../mocks/fixtures';
import type { CardSession } from '../../models/card-session';
import { PAYER_PAGE_CARD_BRANDS } from '../../widget/form';
import { CARD_FORM_LOAD_FAILED } from '../card-step-messages';
import type { CardFlow } from '../use-card-flow';
import { AdyenCard } from './adyen-card';

// Adyen's servers are unreachable here: the library is replaced by fakes that record what the
// adapter gives it and let the test play Adyen's part (its callbacks).
const adyen = vi.hoisted(() => {
  type Options = Record<string, unknown>;
  class FakeElement {
    static instances: FakeElement[] = [];
    static available = true;
    options: Options;
    mountedOn: HTMLElement | null = null;
    isValid = true;
    submit = vi.fn();
    showValidation = vi.fn();
    unmount = vi.fn();
    constructor(
      public checkout: unknown,
      options: Options = {},
    ) {
      this.options = options;
      (this.constructor as typeof FakeElement).instances.push(this);
    }
    mount(node: HTMLElement) {
      this.mountedOn = node;
      return this;
    }
    isAvailable() {
      return (this.constructor as typeof FakeElement).available
        ? Promise.resolve()
        : Promise.reject(new Error('Not available'));
    }
  }
  class Card extends FakeElement {
    static override instances: FakeElement[] = [];
  }
  class GooglePay extends FakeElement {
    static override instances: FakeElement[] = [];
  }
  class ApplePay extends FakeElement {
    static override instances: FakeElement[] = [];
    static override available = false;
  }
  const core = { options: null as Options | null };
  const AdyenCheckout = vi.fn(async (options: Options) => {
    core.options = options;
    return { core: true };
  });
  return { Card, GooglePay, ApplePay, AdyenCheckout, core };
});

vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: adyen.AdyenCheckout,
  Card: adyen.Card,
  GooglePay: adyen.GooglePay,
  ApplePay: adyen.ApplePay,
}));

function fakeFlow(payable = true) {
  return {
    beforeSubmit: vi.fn(async () => payable),
    authorised: vi.fn(async () => undefined),
    result: vi.fn(),
    error: vi.fn(),
    callFailed: vi.fn(),
    fail: vi.fn(),
  } satisfies CardFlow;
}

const testSession = makeCardSession(
  { token: 'Xq3vN8pL2mR7tK9wYb4cQzA1', amountInCents: 125_000 },
  'test',
);

function renderAdapter(session: CardSession = testSession, flow = fakeFlow()) {
  const view = render(
    <AdyenCard
      session={session}
      flow={flow}
      merchantName="Northwind Studio"
      today={new Date('2026-11-22T17:00:00.000Z')}
      skeleton={<p>Loading the card form…</p>}
    />,
  );
  return { flow, view };
}

/** The options the adapter gave AdyenCheckout, with Adyen's callbacks. */
const checkout = () =>
  adyen.core.options as unknown as {
    beforeSubmit: (
      state: unknown,
      component: unknown,
      actions: { resolve: (data: unknown) => void; reject: () => void },
    ) => void;
    onPaymentCompleted: (data: { resultCode: string; sessionResult?: string }) => void;
    onPaymentFailed: (data?: { resultCode: string }) => void;
    onError: (error: { name: string; message: string; options?: { code?: string } }) => void;
    onActionHandled: (data: unknown) => void;
  } & Record<string, unknown>;

const card = () => adyen.Card.instances.at(-1) as InstanceType<typeof adyen.Card>;

async function ready(view: ReturnType<typeof render>) {
  await waitFor(() =>
    expect(view.container.querySelector('[data-slot="adyen-card"]')).toHaveAttribute(
      'data-phase',
      'ready',
    ),
  );
}

beforeEach(() => {
  adyen.Card.instances = [];
  adyen.GooglePay.instances = [];
  adyen.ApplePay.instances = [];
  adyen.core.options = null;
  adyen.AdyenCheckout.mockClear();
});

describe('the Adyen Web adapter', () => {
  it('sets up the sessions flow with the session, its key and environment, the amount, en-US', async () => {
    const { view } = renderAdapter();
    await ready(view);
    expect(checkout()).toMatchObject({
      session: {
        id: 'CS7A1B2C3D4E5F6G7H',
        sessionData: 'Ab02b4c0!BQABAgBQ7Jx1mSandboxSessionData',
      },
      clientKey: 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      environment: 'test',
      amount: { value: 125_000, currency: 'USD' },
      locale: 'en-US',
      countryCode: 'US',
      analytics: { enabled: false },
    });
    const labels = (checkout().translations as Record<string, Record<string, string>>)['en-US'];
    expect(labels).toMatchObject({
      orPayWith: 'or pay with',
      storeDetails: 'Save card for automatic future payments',
      'creditCard.holderName': 'Name on card',
      'cc.num.903': "We don't accept this card type",
      'cc.cvc.921.amex': 'Enter the 4-digit security code',
    });
  });

  it('mounts the card with the page options: holder name and billing address required, brands, consent, window size, placeholders', async () => {
    const session = { ...testSession, challengeWindowSize: '05' as const };
    const { view } = renderAdapter(session);
    await ready(view);
    expect(card().options).toMatchObject({
      hasHolderName: true,
      holderNameRequired: true,
      billingAddressRequired: true,
      billingAddressMode: 'full',
      data: { billingAddress: { country: 'US' } },
      brands: [...PAYER_PAGE_CARD_BRANDS],
      enableStoreDetails: true,
      challengeWindowSize: '05',
      showPayButton: false,
      placeholders: {
        holderName: 'J. Smith',
        cardNumber: '1234 5678 9012 3456',
        expiryDate: 'MM/YY',
        securityCodeThreeDigits: '3 digits',
        securityCodeFourDigits: '4 digits',
      },
    });
    expect(card().options.styles).toMatchObject({ base: { fontSize: '16px' } });
    expect(card().mountedOn).toBeInstanceOf(HTMLElement);
    // The merchant's name is isolated (bdi) in the consent text.
    expect(
      screen
        .getAllByText('Northwind Studio')
        .find((node) => node.tagName === 'BDI')
        ?.closest('p'),
    ).toHaveTextContent(/I authorize Northwind Studio to store this card/);
  });

  it('offers the wallets the session allows and the browser has, under or pay with', async () => {
    const { view } = renderAdapter();
    await ready(view);
    expect(adyen.GooglePay.instances).toHaveLength(1);
    expect(adyen.GooglePay.instances[0]?.mountedOn).toBeInstanceOf(HTMLElement);
    // Apple Pay is not available in this browser: constructed, asked, not mounted.
    expect(adyen.ApplePay.instances).toHaveLength(1);
    expect(adyen.ApplePay.instances[0]?.mountedOn).toBeNull();
    expect(screen.getByText('or pay with')).toBeInTheDocument();
  });

  it("gives Adyen Web's card Click to Pay when the session offers it: the networks' ids, the e-mail", async () => {
    const { view } = renderAdapter({
      ...testSession,
      clientConfig: {
        ...testSession.clientConfig,
        clickToPay: {
          shopperEmail: 'sam@example.com',
          recognisedEmail: null,
          environment: 'test',
          networks: {
            visa: { srciDpaId: 'visa-dpa', srcInitiatorId: 'visa-initiator' },
            mc: { srciDpaId: 'mc-dpa', srcInitiatorId: 'mc-client' },
          },
          merchantName: 'Northwind Supply',
        },
      },
    });
    await ready(view);
    expect(card().options).toMatchObject({
      configuration: {
        visaSrciDpaId: 'visa-dpa',
        visaSrcInitiatorId: 'visa-initiator',
        mcDpaId: 'mc-dpa',
        mcSrcClientId: 'mc-client',
      },
      clickToPayConfiguration: {
        shopperEmail: 'sam@example.com',
        merchantDisplayName: 'Northwind Supply',
        locale: 'en-US',
      },
    });
  });

  it('gives no Click to Pay (and no configuration of its own) without it', async () => {
    const { view } = renderAdapter(testSession);
    await ready(view);
    expect(card().options).not.toHaveProperty('configuration');
    expect(card().options).not.toHaveProperty('clickToPayConfiguration');
  });

  it('offers neither wallet nor consent when the session says so', async () => {
    const session: CardSession = {
      ...testSession,
      clientConfig: {
        ...testSession.clientConfig,
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
      },
    };
    const { view } = renderAdapter(session);
    await ready(view);
    expect(adyen.GooglePay.instances).toHaveLength(0);
    expect(adyen.ApplePay.instances).toHaveLength(0);
    expect(card().options.enableStoreDetails).toBe(false);
    expect(screen.queryByText('or pay with')).toBeNull();
    expect(screen.queryByText(/I authorize/)).toBeNull();
  });

  it('Pay shows the validation of an invalid card, and submits a valid one once', async () => {
    const user = userEvent.setup();
    const { view } = renderAdapter();
    await ready(view);
    const pay = screen.getByRole('button', { name: 'Pay $1,250.00' });
    card().isValid = false;
    await user.click(pay);
    expect(card().showValidation).toHaveBeenCalledOnce();
    expect(card().submit).not.toHaveBeenCalled();
    card().isValid = true;
    await user.dblClick(pay);
    expect(card().submit).toHaveBeenCalledOnce();
    expect(pay).toHaveAttribute('aria-busy', 'true');
  });

  it('beforeSubmit re-checks the request: payable goes on, otherwise the payment stops', async () => {
    const { view, flow } = renderAdapter();
    await ready(view);
    const actions = { resolve: vi.fn(), reject: vi.fn() };
    checkout().beforeSubmit({ data: { paymentMethod: {} } }, {}, actions);
    await waitFor(() =>
      expect(actions.resolve).toHaveBeenCalledWith({ data: { paymentMethod: {} } }),
    );
    expect(flow.beforeSubmit).toHaveBeenCalledOnce();

    const stopped = renderAdapter(testSession, fakeFlow(false));
    await ready(stopped.view);
    const stop = { resolve: vi.fn(), reject: vi.fn() };
    checkout().beforeSubmit({ data: {} }, {}, stop);
    await waitFor(() => expect(stop.reject).toHaveBeenCalledOnce());
    expect(stop.resolve).not.toHaveBeenCalled();
  });

  it('maps the results: Authorised to the flow (and the completed button), the rest to result', async () => {
    const { view, flow } = renderAdapter();
    await ready(view);
    act(() => checkout().onPaymentCompleted({ resultCode: 'Authorised' }));
    expect(flow.authorised).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => checkout().onPaymentCompleted({ resultCode: 'Received' }));
    expect(flow.result).toHaveBeenCalledWith({ resultCode: 'Received' });
    act(() => checkout().onPaymentFailed({ resultCode: 'Refused' }));
    expect(flow.result).toHaveBeenCalledWith({ resultCode: 'Refused' });
    act(() => checkout().onPaymentFailed());
    expect(flow.result).toHaveBeenLastCalledWith({ resultCode: 'Error' });
  });

  it("hands an Authorised session's result to the flow with the session's id (the API checks it with Adyen)", async () => {
    const { view, flow } = renderAdapter();
    await ready(view);
    act(() =>
      checkout().onPaymentCompleted({ resultCode: 'Authorised', sessionResult: 'X3XtfGC7!result' }),
    );
    expect(flow.authorised).toHaveBeenCalledWith({
      sessionId: testSession.id,
      sessionResult: 'X3XtfGC7!result',
    });
  });

  it('maps errors with their kind and code (a cancel is for the flow to ignore)', async () => {
    const { view, flow } = renderAdapter();
    await ready(view);
    act(() => checkout().onError({ name: 'CANCEL', message: 'UI dismissed' }));
    expect(flow.error).toHaveBeenCalledWith({
      name: 'CANCEL',
      errorCode: null,
      message: 'UI dismissed',
    });
    act(() =>
      checkout().onError({
        name: 'API_ERROR',
        message: 'Session expired',
        options: { code: '14_0422' },
      }),
    );
    expect(flow.error).toHaveBeenLastCalledWith({
      name: 'API_ERROR',
      errorCode: '14_0422',
      message: 'Session expired',
    });
  });

  it('hides its Pay button while Adyen shows a 3-D Secure challenge', async () => {
    const { view } = renderAdapter();
    await ready(view);
    act(() => checkout().onActionHandled({ componentType: '3DS2Challenge' }));
    expect(screen.queryByRole('button', { name: 'Pay $1,250.00' })).toBeNull();
    act(() => checkout().onPaymentFailed({ resultCode: 'Refused' }));
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).toBeInTheDocument();
  });

  it('shows the skeleton until ready, and the load failure when Adyen cannot be set up', async () => {
    adyen.AdyenCheckout.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    const { flow } = renderAdapter();
    expect(screen.getByText('Loading the card form…')).toBeInTheDocument();
    await waitFor(() => expect(flow.fail).toHaveBeenCalledWith(CARD_FORM_LOAD_FAILED));
    expect(adyen.Card.instances).toHaveLength(0);
  });

  it('unmounts what it mounted when it goes', async () => {
    const { view } = renderAdapter();
    await ready(view);
    const mounted = card();
    view.unmount();
    expect(mounted.unmount).toHaveBeenCalledOnce();
    expect(adyen.GooglePay.instances[0]?.unmount).toHaveBeenCalledOnce();
  });
});
