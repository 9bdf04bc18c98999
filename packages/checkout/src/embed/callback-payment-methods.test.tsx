/**
 * `onPaymentMethodsRequest` in the callback flow (docs/widget.md#callbacks): asked with the order
 * after a gift card paid part, its answer's brands used by the card form, a reject logged and
 * ignored; a session's widget never calls it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_EXAMPLES, exampleOrder, exampleSecuredFields } from '@paypage/contract/fixtures';
import { CallbackCardWidget } from './callback-card-widget';
import { SessionCardWidget } from './session-card-widget';
import type { GiftCardCalls, Order } from '../widget/order';
import { PAYMENT_METHODS_REQUEST_WARNING } from '../widget/order/payment-methods-request';
import { connectSimulatedFrames } from '../widget/testing/simulated-frames';
import type {
  CardWidgetProps,
  CardWidgetState,
  PaymentActions,
  SubmitState,
} from '../widget/options';

const order: Order = { ...exampleOrder };

function giftCardCalls(): GiftCardCalls {
  return {
    balance: vi.fn(async () => ({
      resultCode: 'Success',
      balance: { value: 5_000, currency: 'USD' },
    })),
    createOrder: vi.fn(async () => order),
    cancelOrder: vi.fn(async () => undefined),
  };
}

async function renderCallbackWidget(props: Partial<CardWidgetProps> = {}) {
  const callbacks = {
    onSubmit: vi.fn<(state: SubmitState, actions: PaymentActions) => void>(),
    onAdditionalDetails: vi.fn(),
    onChange: vi.fn<(state: CardWidgetState) => void>(),
    onOrderChange: vi.fn<(order: Order | null) => void>(),
  };
  render(
    <CallbackCardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: exampleOrder.amount.value, currency: 'USD' }}
      today={new Date('2026-11-22T17:00:00.000Z')}
      locale="en-US"
      countryCode="US"
      giftCard={giftCardCalls()}
      {...callbacks}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  return { ...callbacks, frames };
}

/** The payer pays $50.00 with a gift card (its balance checked first). */
async function payWithGiftCard() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pay with a gift card' }));
  const gift = await connectSimulatedFrames({ count: 2 });
  await gift.type('giftCardNumber', '6036 2800 0000 0001');
  await gift.type('giftCardPin', '1234');
  await user.click(screen.getByRole('button', { name: 'Check balance' }));
  await user.click(await screen.findByRole('button', { name: 'Pay $50.00 with this gift card' }));
}

/** A gift card pays $50.00 of the amount: the page's answer carries the order with the rest. */
async function payPartWithGiftCard(onSubmit: ReturnType<typeof vi.fn>) {
  await payWithGiftCard();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const [, actions] = onSubmit.mock.calls[0] as [SubmitState, PaymentActions];
  act(() => actions.resolve({ resultCode: 'Authorised', order }));
}

const lastState = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as CardWidgetState | undefined;

const NOT_ACCEPTED = "We don't accept this card type";

afterEach(() => vi.unstubAllGlobals());

describe('onPaymentMethodsRequest (callback flow)', () => {
  it('is asked with the order, locale and country after a partial payment; its brands are the form’s', async () => {
    const onPaymentMethodsRequest =
      vi.fn<NonNullable<CardWidgetProps['onPaymentMethodsRequest']>>();
    const { onSubmit, onOrderChange } = await renderCallbackWidget({
      onPaymentMethodsRequest,
    });
    expect(onPaymentMethodsRequest).not.toHaveBeenCalled();
    await payPartWithGiftCard(onSubmit);
    expect(onOrderChange).toHaveBeenCalledWith(order);
    await waitFor(() => expect(onPaymentMethodsRequest).toHaveBeenCalledTimes(1));
    expect(onPaymentMethodsRequest.mock.calls[0]![0]).toEqual({
      order: { orderData: order.orderData, pspReference: order.pspReference },
      locale: 'en-US',
      countryCode: 'US',
    });
    const [, { resolve }] = onPaymentMethodsRequest.mock.calls[0]!;
    await act(async () =>
      resolve({
        paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['mc'] }],
        storedPaymentMethods: [],
      }),
    );
    // The answer offers Mastercard only: the card frames are set up again with its brands, and a
    // Visa is no longer accepted for what is left.
    const card = await connectSimulatedFrames();
    await card.type('cardNumber', '4111111111111111');
    await card.blur('cardNumber');
    expect(await screen.findByText(NOT_ACCEPTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $1,200.00' })).toBeInTheDocument();
  });

  it('a reject changes nothing: a warning is logged, nothing thrown, the card still pays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onPaymentMethodsRequest = vi.fn<NonNullable<CardWidgetProps['onPaymentMethodsRequest']>>(
      (_data, { reject }) => reject(),
    );
    const { onSubmit, onChange, frames } = await renderCallbackWidget({
      onPaymentMethodsRequest,
    });
    await payPartWithGiftCard(onSubmit);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(PAYMENT_METHODS_REQUEST_WARNING));
    expect(warn).toHaveBeenCalledTimes(1);
    await frames.type('cardNumber', '4111111111111111');
    await frames.blur('cardNumber');
    await waitFor(() => expect(lastState(onChange)?.brand).toBe('visa'));
    expect(screen.queryByText(NOT_ACCEPTED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $1,200.00' })).toBeInTheDocument();
  });

  it('is never called by a session’s widget, which pays the order through its own calls', async () => {
    const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const address = String(url);
      const body = address.includes('/setup')
        ? {
            ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'],
            amount: exampleOrder.amount,
          }
        : address.includes('/paymentMethodBalance')
          ? {
              ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/paymentMethodBalance'],
              balance: { value: 5_000, currency: 'USD' },
            }
          : address.includes('/orders')
            ? RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/orders']
            : address.includes('/payments')
              ? { resultCode: 'Authorised', sessionData: 'Ab02next', order }
              : { checkoutAttemptId: `ca_${'0'.repeat(32)}` };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const onPaymentMethodsRequest = vi.fn();
    render(
      <SessionCardWidget
        session={session}
        clientKey="sandbox_paypage_local"
        environment="sandbox"
        context="http://localhost:3000/api/v1"
        giftCards
        {...({ onPaymentMethodsRequest } as object)}
      />,
    );
    await connectSimulatedFrames();
    await payWithGiftCard();
    expect(await screen.findByRole('button', { name: 'Pay $1,200.00' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/payments'))).toBe(true);
    expect(onPaymentMethodsRequest).not.toHaveBeenCalled();
  });
});
