import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePaymentRequest } from '../../mocks/fixtures';
import type { PaymentRequest } from '../../models/payment-request';
import type { PaymentOption } from '../../payment-request/methods';
import { ACCEPTED_CARD_MARKS } from '../../card/card-logos';
import { findCardBrand } from '../../rules';
import { PAYER_PAGE_CARD_BRANDS } from '../../widget/form/card-constants';
import { CONTINUE_TO_PAYMENT, MethodSelection, useMethodSelection } from '.';

function Harness({
  request,
  onContinue,
}: {
  request: PaymentRequest;
  onContinue: (option: PaymentOption) => void;
}) {
  const methods = useMethodSelection(request);
  return <MethodSelection {...methods} onContinue={onContinue} />;
}

const setup = (overrides: Partial<PaymentRequest>) => {
  const onContinue = vi.fn();
  const user = userEvent.setup();
  render(<Harness request={makePaymentRequest(overrides)} onContinue={onContinue} />);
  return { onContinue, user };
};

const radios = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('data-option'));
const continueButton = () => screen.getByRole('button', { name: CONTINUE_TO_PAYMENT });

describe('MethodSelection', () => {
  it('titles the group, selects the default and continues with it', async () => {
    const { onContinue, user } = setup({});
    expect(screen.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeInTheDocument();
    expect(radios()).toEqual(['card', 'bank']);
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    // The brands' marks are read by their names (never their wordmarks' letters), every one.
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveAccessibleDescription(
      'Fastest payment processing Visa, Mastercard, American Express, Discover, Diners Club, JCB, ' +
        'Maestro, UnionPay, Bancontact, Elo, Hipercard, Carte Bancaire',
    );
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith('card');
  });

  it("shows the payer page's twelve brands as three marks and '+9', out of what is read", () => {
    const { container } = render(<Harness request={makePaymentRequest({})} onContinue={vi.fn()} />);
    const brands = container.querySelector('[data-option="card"] [data-slot="card-brands"]');
    expect(
      [...(brands?.querySelectorAll('[data-slot="icon"]') ?? [])].map((mark) =>
        mark.getAttribute('data-icon'),
      ),
    ).toEqual(['visa', 'mastercard', 'amex']);
    expect(
      brands?.querySelector('[data-slot="more-brands"] [aria-hidden="true"]'),
    ).toHaveTextContent('+9');
    expect(brands?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("lists the payer page's accepted brands in its order, named as the card-brand table names them", () => {
    expect(ACCEPTED_CARD_MARKS.map(({ brand }) => brand)).toEqual([...PAYER_PAGE_CARD_BRANDS]);
    for (const { brand, name } of ACCEPTED_CARD_MARKS)
      expect(findCardBrand(brand)?.name).toBe(name);
  });

  it('continues with what the payer selected', async () => {
    const { onContinue, user } = setup({});
    await user.click(screen.getByRole('radio', { name: 'Pay by bank' }));
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith('bank');
  });

  it('shows ACH and wire behind More options; Fewer options hides them and resets to the default', async () => {
    const { user } = setup({});
    const toggle = screen.getByRole('button', { name: 'More options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(radios()).toEqual(['card', 'bank', 'ach', 'wire']);
    expect(screen.getByRole('radio', { name: 'Wire transfer' })).toHaveAccessibleDescription(
      'Routed via an intermediary account to keep information private',
    );
    await user.click(screen.getByRole('radio', { name: 'Wire transfer' }));
    await user.click(screen.getByRole('button', { name: 'Fewer options' }));
    expect(radios()).toEqual(['card', 'bank']);
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  });

  it.each([
    [['Card'], 'ADYEN', ['card'], 'card', false],
    [['PayByBank'], 'ADYEN', ['bank'], 'bank', false],
    [['ACH', 'PayByWire'], 'ADYEN', ['ach', 'wire'], 'ach', false],
    [['PayByWire'], 'ADYEN', ['wire'], 'wire', false],
    [['Card', 'ACH'], 'ADYEN', ['card'], 'card', true],
    [['Card', 'PayByBank', 'ACH'], 'STRIPE', ['bank'], 'bank', true],
  ] as const)(
    'flags %j on %s: %j listed, %s selected, More options: %s',
    (flags, processor, listed, selected, more) => {
      setup({ paymentMethod: [...flags], processor: { type: processor } });
      expect(radios()).toEqual(listed);
      expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('data-option', selected);
      expect(screen.queryByRole('button', { name: 'More options' }) !== null).toBe(more);
    },
  );

  it('says so, and keeps Continue disabled, when no method is allowed', async () => {
    const { onContinue, user } = setup({ paymentMethod: [] });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/No payment method is available/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(continueButton());
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('selects the option an arrow key moves to, however quick the key press', async () => {
    setup({});
    screen.getByRole('radio', { name: 'Credit or debit card' }).focus();
    // Key down and up at once (as automation and some assistive tech send them).
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyUp(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pay by bank' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Pay by bank' })).toBeChecked();
  });

  it('works with the keyboard alone: arrows select, Tab reaches More options and Continue', async () => {
    const { onContinue, user } = setup({});
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveFocus();
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pay by bank' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus();
    await user.tab();
    expect(continueButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledWith('bank');
  });
});
