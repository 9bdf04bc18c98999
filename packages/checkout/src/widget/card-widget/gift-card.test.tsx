/**
 * Orders and partial payments in the widget (docs/widget.md#states): a gift card's balance,
 * an order made for part of the amount, the payment with it, the order update that leaves Pay
 * naming the rest, the card paying the rest with the order, the order's cancel, and API error 623
 * when the order cannot be made. The number and PIN are typed in their secured frames (simulated,
 * running the frames' real code): the calls get only the blobs, which the mocks' key opens.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleOrder, exampleSecuredFields } from '@paypage/contract/fixtures';
import { openMockBlob } from '../../mocks/card-key';
import { CardWidget } from './card-widget';
import type { GiftCardCalls, Order } from '../order/order';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

const AMOUNT = exampleOrder.amount.value;
const order: Order = { ...exampleOrder };

function giftCardCalls(overrides: Partial<GiftCardCalls> = {}) {
  return {
    balance: vi.fn<GiftCardCalls['balance']>(async () => ({
      resultCode: 'Success',
      balance: { value: 5_000, currency: 'USD' },
    })),
    createOrder: vi.fn<GiftCardCalls['createOrder']>(async () => order),
    cancelOrder: vi.fn<GiftCardCalls['cancelOrder']>(async () => undefined),
    ...overrides,
  };
}

async function renderWithGiftCards(calls: GiftCardCalls, props: Partial<CardWidgetProps> = {}) {
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
      amount={{ value: AMOUNT, currency: 'USD' }}
      today={new Date('2026-11-22T17:00:00.000Z')}
      giftCard={calls}
      {...callbacks}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  return { ...callbacks, frames };
}

/** Opens the section; its two frames connected. */
async function openGiftCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Pay with a gift card' }));
  return connectSimulatedFrames({ count: 2 });
}

async function checkBalance(user: ReturnType<typeof userEvent.setup>, number: string) {
  const gift = await openGiftCard(user);
  await gift.type('giftCardNumber', number);
  await gift.type('giftCardPin', '1234');
  await user.click(screen.getByRole('button', { name: 'Check balance' }));
  return gift;
}

/** What a blob holds, opened with the mocks' private key. */
async function opened(blob: unknown) {
  const payload = await openMockBlob(String(blob));
  return payload ? { ...payload, generationtime: 'set' } : null;
}

describe('paying part with a gift card', () => {
  it('an order for part of the amount, Pay naming the rest, the card paying the rest with the order', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls();
    const { onSubmit, onPaymentCompleted, frames } = await renderWithGiftCards(calls);
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).toBeInTheDocument();

    await checkBalance(user, '6036 2800 0000 0001');
    expect(calls.balance).toHaveBeenCalledTimes(1);
    const method = vi.mocked(calls.balance).mock.calls[0]![0];
    expect(Object.keys(method).sort()).toEqual([
      'brand',
      'encryptedCardNumber',
      'encryptedSecurityCode',
      'type',
    ]);
    expect(method).toMatchObject({ type: 'giftcard', brand: 'givex' });
    expect(JSON.stringify(method)).not.toMatch(/6036|1234/);
    expect(await opened(method.encryptedCardNumber)).toEqual({
      number: '6036280000000001',
      generationtime: 'set',
    });
    expect(await opened(method.encryptedSecurityCode)).toEqual({
      cvc: '1234',
      generationtime: 'set',
    });
    // The page never held the digits: no input of its own has them, nor its text.
    for (const input of document.querySelectorAll('input'))
      expect(input.value).not.toMatch(/6036|1234/);
    expect(document.body.textContent).not.toMatch(/6036 ?2800|1234/);
    expect(await screen.findByText('Balance: $50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00 with this gift card' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(calls.createOrder).toHaveBeenCalledTimes(1);
    const [gift, giftActions] = onSubmit.mock.calls[0] ?? [];
    expect(gift?.data).toMatchObject({
      paymentMethod: method,
      order: { orderData: order.orderData, pspReference: order.pspReference },
    });
    act(() => giftActions?.resolve({ resultCode: 'Authorised', order }));

    // An order update, not the end: Pay names what is left; the order shows.
    expect(onPaymentCompleted).not.toHaveBeenCalled();
    const rest = screen.getByRole('button', { name: 'Pay $1,200.00' });
    expect(rest).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Paid with gift card').nextSibling).toHaveTextContent('$50.00');
    expect(screen.getByText('Left to pay').nextSibling).toHaveTextContent('$1,200.00');

    await frames.type('cardNumber', '4111111111111111');
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    // Pay once the form is valid (every field's blob back from its frame).
    await waitFor(() =>
      expect(document.querySelector('[data-slot="card-widget"]')).toHaveAttribute('data-valid'),
    );
    await user.click(rest);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const [card, cardActions] = onSubmit.mock.calls[1] ?? [];
    expect(card?.data).toMatchObject({
      paymentMethod: { type: 'scheme' },
      order: { orderData: order.orderData, pspReference: order.pspReference },
    });
    act(() => cardActions?.resolve({ resultCode: 'Authorised' }));
    expect(onPaymentCompleted).toHaveBeenCalledTimes(1);
  });

  it('a gift card with enough for the whole amount pays it without an order', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls({
      balance: vi.fn(async () => ({
        resultCode: 'Success',
        balance: { value: 1_000_000, currency: 'USD' },
      })),
    });
    const { onSubmit } = await renderWithGiftCards(calls);
    await checkBalance(user, '6036280000000019');
    await user.click(
      await screen.findByRole('button', { name: 'Pay $1,250.00 with this gift card' }),
    );
    expect(calls.createOrder).not.toHaveBeenCalled();
    const [gift] = onSubmit.mock.calls[0] ?? [];
    expect(gift?.data.order).toBeUndefined();
  });

  it.each([
    [
      { resultCode: 'NotEnoughBalance', balance: { value: 0, currency: 'USD' } },
      'This gift card has no balance left.',
    ],
    [{ resultCode: 'Refused', refusalReason: 'Refused' }, 'Check the gift card number and PIN.'],
  ])('a balance answer %o says so and offers nothing to pay', async (answer, message) => {
    const user = userEvent.setup();
    const { onSubmit } = await renderWithGiftCards(
      giftCardCalls({ balance: vi.fn(async () => answer) }),
    );
    await checkBalance(user, '6036280000000027');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with this gift card$/ })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cancels the order: Pay names the whole amount again', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls();
    const { onSubmit } = await renderWithGiftCards(calls);
    await checkBalance(user, '6036280000000001');
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00 with this gift card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    act(() => onSubmit.mock.calls[0]?.[1].resolve({ resultCode: 'Authorised', order }));
    await user.click(screen.getByRole('button', { name: 'Cancel gift card payment' }));
    expect(calls.cancelOrder).toHaveBeenCalledWith(order);
    expect(await screen.findByRole('button', { name: 'Pay $1,250.00' })).toBeInTheDocument();
    expect(screen.queryByText('Left to pay')).toBeNull();
  });

  it('reports API error 623 when the order cannot be made, and pays nothing', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls({
      createOrder: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const { onSubmit, onError } = await renderWithGiftCards(calls);
    await checkBalance(user, '6036280000000001');
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00 with this gift card' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        name: 'NETWORK_ERROR',
        message: 'The create order call failed',
        errorCode: '623',
      }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the gift card number and PIN in secured frames', () => {
  it('a check with the number short and the PIN blank: each field says so, focus to the number', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls();
    await renderWithGiftCards(calls);
    const gift = await openGiftCard(user);
    await gift.type('giftCardNumber', '603628');
    await gift.blur('giftCardNumber');
    // Left incomplete: said on the field (and on the frame's input) at once.
    const fieldText = { ignore: '[aria-live], script, style' };
    expect(
      await screen.findByText('Enter the complete gift card number', fieldText),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Enter the PIN', fieldText)).toBeInTheDocument();
    await gift.settle();
    expect(gift.focused()).toBe('giftCardNumber');
    expect(gift.frame('giftCardNumber').error).toHaveTextContent(
      'Enter the complete gift card number',
    );
    expect(gift.frame('giftCardNumber').input).toHaveAttribute('aria-invalid', 'true');
    // Announced by the page (its live region), never with a digit.
    const live = [...document.querySelectorAll('[aria-live="polite"]')].map((e) => e.textContent);
    expect(live.join(' ')).toContain('Enter the complete gift card number. Enter the PIN');
    expect(calls.balance).not.toHaveBeenCalled();
  });

  it('Enter in the PIN checks the balance (even pressed right after the last digit)', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls();
    await renderWithGiftCards(calls);
    const gift = await openGiftCard(user);
    await gift.type('giftCardNumber', '6036280000000001');
    await gift.type('giftCardPin', '123');
    expect(gift.frame('giftCardPin').input).toHaveClass('masked');
    // The last digit and Enter at once: the check waits for the PIN's blob.
    await act(async () => {
      const { input } = gift.frame('giftCardPin');
      input.value = '1234';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await gift.settle();
    await waitFor(() => expect(calls.balance).toHaveBeenCalledTimes(1));
    expect(
      await opened(vi.mocked(calls.balance).mock.calls[0]![0].encryptedSecurityCode),
    ).toMatchObject({
      cvc: '1234',
    });
    expect(await screen.findByText('Balance: $50.00')).toBeInTheDocument();
  });

  it('Shift-Tab in the PIN goes back to the number; typing again asks for a new check', async () => {
    const user = userEvent.setup();
    const calls = giftCardCalls();
    await renderWithGiftCards(calls);
    const gift = await openGiftCard(user);
    await gift.type('giftCardNumber', '6036280000000001');
    await gift.type('giftCardPin', '1234');
    await gift.press('giftCardPin', 'Shift+Tab');
    expect(gift.focused()).toBe('giftCardNumber');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Balance: $50.00')).toBeInTheDocument();
    await gift.type('giftCardPin', '5');
    await gift.clear('giftCardPin');
    expect(screen.queryByText('Balance: $50.00')).toBeNull();
  });
});
