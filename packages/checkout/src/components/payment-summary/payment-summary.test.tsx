import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  LONG_DESCRIPTION,
  makePaymentRequest,
  MOCK_TODAY,
  paymentRequest,
} from '../../mocks/fixtures';
import type { PaymentRequest } from '../../models/payment-request';
import { TodayProvider } from '../../state/today';
import { PaymentSummary } from './payment-summary';

const renderSummary = (
  request: PaymentRequest,
  props: Partial<React.ComponentProps<typeof PaymentSummary>> = {},
) => {
  const user = userEvent.setup();
  render(
    <TodayProvider today={MOCK_TODAY}>
      <PaymentSummary request={request} {...props} />
    </TodayProvider>,
  );
  return { user };
};

const screenText = { ignore: 'script, style, [data-print="show"]' };

describe('PaymentSummary', () => {
  it('an invoice: breadcrumb, heading, requester, amount, due date with its badge, notice', () => {
    renderSummary(makePaymentRequest());
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Invoice ID INV-2041',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Northwind Studio sent you an invoice',
    );
    expect(screen.getByText('Avery Chen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'avery@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:avery@northwind.example',
    );
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText('Due Nov 25, 2026')).toBeInTheDocument();
    expect(screen.getByText('in 3 days')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('Transaction is 100% secure.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ATTACHMENTS' })).not.toBeInTheDocument();
  });

  it('shows the merchant’s note under an amount that is not the invoice’s total, as text', () => {
    const note = 'Deposit of $250.00 on a <b>$1,250.00</b> invoice\u202E';
    renderSummary(
      makePaymentRequest({
        amountInCents: 25_000,
        merchantInvoice: { ...paymentRequest.merchantInvoice!, amountDueNote: note },
      }),
    );
    const shown = document.querySelector('[data-slot="payment-summary-amount-note"]')!;
    expect(shown).toHaveTextContent(note.replace('\u202E', ''));
    expect(shown.querySelector('b')).toBeNull();
    expect(shown.querySelector('bdi')).not.toBeNull();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
  });

  it('shows no note without one', () => {
    renderSummary(makePaymentRequest());
    expect(document.querySelector('[data-slot="payment-summary-amount-note"]')).toBeNull();
  });

  it('a payment request due in two weeks: no badge', () => {
    renderSummary(paymentRequest);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Harbor Dental Care sent you a payment request',
    );
    expect(screen.getByText('Payment request')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Due Dec 6, 2026')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="badge"]')).toBeNull();
  });

  it.each([
    ['2026-11-22', 'Due today', 'warning'],
    ['2026-11-21', '1 day overdue', 'critical'],
  ])('due %s: %s', (dueDate, label, tone) => {
    renderSummary(makePaymentRequest({ dueDate }));
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('on a method step: the sub-step is current and the root leads back', async () => {
    const onBackToMethods = vi.fn();
    const { user } = renderSummary(makePaymentRequest(), { step: 'payByACH', onBackToMethods });
    expect(screen.getByText('ACH payment')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Invoice ID INV-2041' }));
    expect(onBackToMethods).toHaveBeenCalledOnce();
  });

  it("cuts a long description at 115 characters: '...see more' / 'see less'", async () => {
    const { user } = renderSummary(makePaymentRequest({ description: LONG_DESCRIPTION }));
    const shown = Array.from(LONG_DESCRIPTION).slice(0, 115).join('').trimEnd();
    expect(screen.getByText(shown, screenText)).toBeInTheDocument();
    expect(screen.getByText('...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'see more' }));
    expect(screen.getByText(LONG_DESCRIPTION, screenText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'see less' }));
    expect(screen.queryByText(LONG_DESCRIPTION, screenText)).not.toBeInTheDocument();
  });

  it('renders request text as text, never as markup', () => {
    renderSummary(
      makePaymentRequest({
        description: '<img src=x onerror=alert(1)>',
        requester: { name: '<b>Avery</b>', email: null },
      }),
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>', screenText)).toBeInTheDocument();
    expect(screen.getByText('<b>Avery</b>')).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('lists the attachments when there are some', () => {
    renderSummary(
      makePaymentRequest({
        attachments: [
          { fileKey: 'att_1', fileName: 'Plan.pdf', previewUrl: '/api/v1/files/att_1/Plan.pdf' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'ATTACHMENTS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Plan\.pdf/ })).toBeInTheDocument();
  });
});
