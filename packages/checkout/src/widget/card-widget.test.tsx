import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_BUTTON_COMPLETED_MS, PAYER_PAGE_CARD_BRANDS } from './card-constants';
import { CardWidget } from './card-widget';
import type { PaymentActions, CardWidgetProps, SubmitState } from './widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');

function renderWidget(props: Partial<CardWidgetProps> = {}) {
  const callbacks = {
    onSubmit: vi.fn<(state: SubmitState, actions: PaymentActions) => void>(),
    onAdditionalDetails: vi.fn(),
    onChange: vi.fn(),
    onError: vi.fn(),
    onPaymentCompleted: vi.fn(),
    onPaymentFailed: vi.fn(),
  };
  const view = render(
    <CardWidget
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      hasHolderName
      holderNameRequired
      billingAddressRequired
      enableStoreDetails
      merchantName="Northwind Studio"
      wallets={{ googlePay: true, applePay: true }}
      today={today}
      {...callbacks}
      {...props}
    />,
  );
  return { ...callbacks, view };
}

async function fillValidCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Name on card'));
  await user.paste('Sam Rivera');
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date'), '0330');
  await user.type(screen.getByLabelText('Security code (CVV)'), '737');
  await user.click(screen.getByLabelText('Street address'));
  await user.paste('500 Market St');
  await user.click(screen.getByLabelText('City'));
  await user.paste('San Francisco');
  await user.selectOptions(screen.getByLabelText('State'), 'CA');
  await user.type(screen.getByLabelText('ZIP code'), '94105');
}

const payButton = () =>
  screen.getByRole('button', { name: /^Pay \$1,250\.00$|^Payment accepted$/ });

afterEach(() => vi.useRealTimers());

describe('the sandbox card form', () => {
  it('goes from loading to ready and reports its state', async () => {
    const { onChange, view } = renderWidget();
    const root = view.container.querySelector('[data-slot="card-widget"]');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'ready'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'loading' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'ready', isValid: false, brand: null }),
      ),
    );
  });

  it('spaces the number as typed per brand and shows the brand', async () => {
    const user = userEvent.setup();
    renderWidget();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    expect(screen.getByLabelText('Security code (CID)')).toHaveAttribute('placeholder', '4 digits');
  });

  it('normalises an autofilled expiry date and keeps digits only in the security code', async () => {
    const user = userEvent.setup();
    renderWidget();
    const expiry = screen.getByLabelText('Expiry date');
    await user.click(expiry);
    await user.paste('03/2030');
    expect(expiry).toHaveValue('03/30');
    const code = screen.getByLabelText('Security code');
    await user.type(code, '7a3-7');
    expect(code).toHaveValue('737');
  });

  it('moves focus on after a complete number and a complete expiry date; Shift-Tab goes back', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.type(screen.getByLabelText('Card number'), '5555341244441115');
    await waitFor(() => expect(screen.getByLabelText('Expiry date')).toHaveFocus());
    await user.keyboard('1228');
    await waitFor(() => expect(screen.getByLabelText('Security code (CVC)')).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Expiry date')).toHaveFocus();
  });

  it('skips an optional security code: Maestro moves on past it', async () => {
    const user = userEvent.setup();
    renderWidget({ hasHolderName: false });
    await user.type(screen.getByLabelText('Card number'), '6759649826438453');
    await waitFor(() => expect(screen.getByLabelText('Expiry date')).toHaveFocus());
    await user.keyboard('1228');
    // The code is optional: focus stays on the expiry date.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Expiry date')).toHaveFocus();
  });

  it('shows errors on blur, and takes them away as soon as the value is right', async () => {
    const user = userEvent.setup();
    renderWidget();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4111');
    expect(screen.queryByText('Enter the complete card number')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter the complete card number')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.type(number, '111111111111');
    expect(screen.queryByText('Enter the complete card number')).toBeNull();
  });

  it('announces an error that appears on blur, not the unsupported brand while typing', async () => {
    const user = userEvent.setup();
    const { view } = renderWidget();
    const live = view.container.querySelector('[aria-live="polite"]') as HTMLElement;
    await user.type(screen.getByLabelText('Card number'), '1234');
    expect(screen.getByText("We don't accept this card type")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(live).toHaveTextContent('');
    await user.click(screen.getByLabelText('Name on card'));
    await user.tab();
    await waitFor(() => expect(live).toHaveTextContent('Name on card: Enter the name on the card'));
  });

  it('does not submit an invalid form: it shows every error and focuses the first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWidget();
    await user.click(payButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(screen.getByText('Enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Select the state')).toBeInTheDocument();
  });

  it('is not valid with an unsupported brand, whatever else is filled', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWidget();
    await fillValidCard(user);
    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '1234567890123452');
    await user.click(payButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once for a double click, with the payment data', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWidget();
    await fillValidCard(user);
    await user.dblClick(payButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [state] = onSubmit.mock.calls[0] ?? [];
    expect(state?.data).toMatchObject({
      paymentMethod: {
        type: 'scheme',
        holderName: 'Sam Rivera',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        brand: 'visa',
      },
      billingAddress: { country: 'US', stateOrProvince: 'CA', postalCode: '94105' },
      storePaymentMethod: false,
      origin: window.location.origin,
      browserInfo: expect.objectContaining({ language: navigator.language }),
    });
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('after Authorised stays busy while the host is still finishing (a slow re-fetch): never Pay again meanwhile', async () => {
    const user = userEvent.setup();
    let finished: () => void = () => undefined;
    const { onSubmit } = renderWidget({
      onPaymentCompleted: () =>
        new Promise<void>((resolve) => {
          finished = resolve;
        }),
    });
    await fillValidCard(user);
    await user.click(payButton());
    vi.useFakeTimers();
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'Authorised' }));
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(PAY_BUTTON_COMPLETED_MS + 5000);
    });
    // Not the idle 'Pay' (pressable), not 'Payment accepted' with a spinner: loading, busy.
    const button = screen.getByRole('button', { name: 'Pay $1,250.00' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Payment accepted' })).not.toBeInTheDocument();
    act(() => button.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finished();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute('aria-busy');
  });

  it('after Authorised shows the completed state for 1 s, then the Pay button again', async () => {
    const user = userEvent.setup();
    const { onSubmit, onPaymentCompleted } = renderWidget();
    await fillValidCard(user);
    await user.click(payButton());
    vi.useFakeTimers();
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'Authorised' }));
    expect(onPaymentCompleted).toHaveBeenCalledWith({ resultCode: 'Authorised' });
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(PAY_BUTTON_COMPLETED_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Payment accepted' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute('aria-busy');
  });

  it.each(['Refused', 'Error', 'Cancelled'])(
    'reports %s as a failed payment and is ready again',
    async (resultCode) => {
      const user = userEvent.setup();
      const { onSubmit, onPaymentFailed, onPaymentCompleted } = renderWidget();
      await fillValidCard(user);
      await user.click(payButton());
      const [, actions] = onSubmit.mock.calls[0] ?? [];
      act(() => actions?.resolve({ resultCode }));
      expect(onPaymentFailed).toHaveBeenCalledWith({ resultCode });
      expect(onPaymentCompleted).not.toHaveBeenCalled();
      expect(payButton()).not.toHaveAttribute('aria-busy');
      await user.click(payButton());
      expect(onSubmit).toHaveBeenCalledTimes(2);
    },
  );

  it('opens the challenge for a ChallengeShopper answer and sends its result as additional details', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onSubmit, onAdditionalDetails, onPaymentCompleted, view } = renderWidget({
      challengeWindowSize: '03',
      challengeOrigin: 'http://localhost:3000',
    });
    await fillValidCard(user);
    await user.click(payButton());
    const token = btoa(
      JSON.stringify({
        acsURL: '/api/v1/sandbox/3ds/challenge',
        acsTransID: 'acs-1',
        messageVersion: '2.2.0',
        threeDSServerTransID: 'server-1',
        messageType: 'CReq',
      }),
    );
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() =>
      actions?.resolve({
        resultCode: 'ChallengeShopper',
        action: { type: 'threeDS2', subtype: 'challenge', paymentData: 'pd-1', token },
      }),
    );
    const challenge = view.container.querySelector('[data-slot="three-ds-challenge"]');
    expect(challenge).toHaveAttribute('data-window-size', '03');
    expect(screen.getByLabelText('Card number')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();

    const frame = view.container.querySelector('iframe') as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost:3000',
          source: frame.contentWindow,
          data: JSON.stringify({
            type: 'paypage:3ds-challenge',
            transStatus: 'Y',
            threeDSServerTransID: 'server-1',
          }),
        }),
      );
    });
    expect(onAdditionalDetails).toHaveBeenCalledTimes(1);
    const [state, detailsActions] = onAdditionalDetails.mock.calls[0] ?? [];
    expect(state.data.paymentData).toBe('pd-1');
    expect(JSON.parse(atob(state.data.details.threeDSResult))).toEqual({ transStatus: 'Y' });
    act(() => {
      detailsActions.resolve({ resultCode: 'Authorised' });
    });
    expect(onPaymentCompleted).toHaveBeenCalled();
    expect(view.container.querySelector('[data-slot="three-ds-challenge"]')).toBeNull();
  });

  it.each([
    [
      { type: 'threeDS2', paymentData: 'pd', token: btoa(JSON.stringify({ acsTransID: 'a' })) },
      '800',
    ],
    [{ type: 'threeDS2', paymentData: 'pd' }, '701'],
    [{ type: 'redirect' }, '803'],
  ])('reports a malformed action %o as error %s and is ready again', async (action, errorCode) => {
    const user = userEvent.setup();
    const { onSubmit, onError } = renderWidget();
    await fillValidCard(user);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'ChallengeShopper', action }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ERROR', errorCode }));
    expect(payButton()).not.toHaveAttribute('aria-busy');
  });

  it('reports 804 for a ChallengeShopper answer without an action', async () => {
    const user = userEvent.setup();
    const { onSubmit, onError } = renderWidget();
    await fillValidCard(user);
    await user.click(payButton());
    const [, actions] = onSubmit.mock.calls[0] ?? [];
    act(() => actions?.resolve({ resultCode: 'ChallengeShopper' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorCode: '804' }));
  });

  it('pays with a wallet through onSubmit, once', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderWidget();
    const googlePay = screen.getByRole('button', { name: 'Pay with Google Pay' });
    await user.dblClick(googlePay);
    await user.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].data.paymentMethod).toEqual({
      type: 'googlepay',
      googlePayToken: 'sandbox',
    });
    expect(googlePay).toHaveAttribute('aria-busy', 'true');
  });

  it('offers the stored-card consent only for a non-zero amount, with the merchant named', () => {
    renderWidget();
    expect(screen.getByLabelText('Save card for automatic future payments')).toBeInTheDocument();
    // The hint describes the checkbox; the merchant's name in it is isolated (bdi).
    expect(
      screen.getByLabelText('Save card for automatic future payments'),
    ).toHaveAccessibleDescription(
      /I authorize Northwind Studio to store this card and charge it for future payments/,
    );
  });

  it('has no consent and a Save details button for a zero amount', () => {
    renderWidget({ amount: { value: 0, currency: 'USD' } });
    expect(screen.queryByLabelText('Save card for automatic future payments')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
  });

  it('changes the state list with the country and forgets the state', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(screen.queryByLabelText(/^(State|Province)/)).toBeNull();
    expect(screen.getByLabelText('House number')).toBeRequired();
  });

  it('cleans address values: special characters while typing, spaces on blur', async () => {
    const user = userEvent.setup();
    renderWidget();
    const street = screen.getByLabelText('Street address');
    await user.type(street, '  500  Market St!#');
    expect(street).toHaveValue('500  Market St');
    await user.tab();
    expect(street).toHaveValue('500 Market St');
  });
});

describe('options entering the widget (issue 21)', () => {
  it.each([
    [{ data: { billingAddress: { country: null } } }, 'data.billingAddress.country'],
    [{ amount: null }, 'amount'],
    [{ merchantName: null }, 'merchantName'],
  ])('%j: refused at once with an error naming the option', (options, name) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(options as unknown as Partial<CardWidgetProps>)).toThrow(
      `Card widget option '${name}' must be`,
    );
    quiet.mockRestore();
  });
});

describe('the billing postal code (issue 21)', () => {
  it('is shown in its canonical form once left: k1a-0b1 → K1A 0B1', async () => {
    const user = userEvent.setup();
    renderWidget({ data: { billingAddress: { country: 'CA' } } });
    const postalCode = await screen.findByLabelText('Postal code');
    await user.type(postalCode, 'k1a-0b1');
    await user.tab();
    expect(postalCode).toHaveValue('K1A 0B1');
    expect(postalCode).not.toBeInvalid();
  });
});
