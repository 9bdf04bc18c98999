import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePaymentRequest } from '../../mocks/fixtures';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario } from '../../mocks/scenarios';
import { LazyReceiptView } from './lazy-receipt-view';
import { ReceiptView } from './receipt-view';

const server = setupMockServer(() => scenario('paid'));

function labelsAndValues() {
  return screen.getAllByRole('term').map((term) => {
    const value = term.nextElementSibling as HTMLElement;
    return [
      term.textContent,
      value.querySelector('[data-slot="skeleton"]') ? '…' : value.textContent,
    ];
  });
}

describe('ReceiptView', () => {
  it('lists the rows of a paid request and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <MockCheckoutProviders>
        <ReceiptView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt of payment' }),
    ).toBeInTheDocument();
    // The address is isolated (a bdi) inside the sentence.
    expect(screen.getByText('sam.rivera@example.com').closest('p')).toHaveTextContent(
      'We emailed a copy of your receipt to sam.rivera@example.com',
    );
    expect(labelsAndValues()).toEqual([
      ['Payee', 'Northwind Studio'],
      ['Amount paid', '$1,250.00'],
      ['Date paid', 'November 21, 2026 at 10:12 AM EST'],
      ['Payment method', 'Visa ending in 1111'],
      ['Reference', 'PSP8N2Q4K7XW3RZ5'],
      ['Note', 'Website redesign, phase 2: audit, workshops and responsive page templates.'],
    ]);
    expect(screen.getByText('Sent')).toBeInTheDocument();
    // The PDF, dated in the payer's time zone, opens in a new tab.
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute(
      'href',
      expect.stringMatching(/\/files\/receipts\/[^/]+\.pdf\?timeZone=America%2FNew_York$/),
    );
    expect(pdf).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('claims no e-mail when the server sent none', async () => {
    server.use(...scenario('paid-not-emailed'));
    render(
      <MockCheckoutProviders>
        <ReceiptView />
      </MockCheckoutProviders>,
    );
    expect(await screen.findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.queryByText(/We emailed a copy/)).toBeNull();
  });

  it('keeps the unknown rows as placeholders while polling, then fills them in', async () => {
    server.use(...scenario('receipt-settles'));
    render(
      <MockCheckoutProviders>
        <ReceiptView />
      </MockCheckoutProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Receipt of payment' });
    expect(labelsAndValues()).toEqual([
      ['Payee', 'Northwind Studio'],
      ['Amount paid', '$1,250.00'],
      ['Date paid', '…'],
      ['Payment method', '…'],
      ['Note', 'Website redesign, phase 2: audit, workshops and responsive page templates.'],
    ]);
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByText('Processing')).toBeInTheDocument();

    // Two re-fetches a second apart: PROCESSING, then PAID by card.
    expect(
      await screen.findByText('Visa ending in 1111', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(labelsAndValues()[2]).toEqual(['Date paid', 'November 21, 2026 at 10:12 AM EST']);
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });

  it('says a payment still processing is not complete yet, without an e-mail notice when there is no address', async () => {
    server.use(
      ...scenario('processing', {
        paymentRequest: makePaymentRequest({
          status: 'PROCESSING',
          methodPaidWith: 'payByBank',
          recipient: { email: null, phoneNumber: null },
        }),
      }),
    );
    render(
      <MockCheckoutProviders>
        <ReceiptView />
      </MockCheckoutProviders>,
    );
    expect(await screen.findByText('Bank Payment')).toBeInTheDocument();
    expect(
      screen.getByText('Your receipt will be created once the payment is complete.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We emailed a copy/)).toBeNull();
    // No receipt PDF before the payment is complete.
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('names the bank account a payment by bank came from', async () => {
    server.use(...scenario('paid-by-bank'));
    render(
      <MockCheckoutProviders>
        <ReceiptView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByText('Bank Payment, First Platypus Bank account ending in 0000'),
    ).toBeInTheDocument();
    expect(screen.getByText('TRF7WQ2M9KD4XP3N')).toBeInTheDocument();
  });

  it('loads lazily behind its placeholder', async () => {
    const { container } = render(
      <MockCheckoutProviders>
        <LazyReceiptView />
      </MockCheckoutProviders>,
    );
    expect(container.querySelector('[data-slot="receipt-skeleton"]')).not.toBeNull();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Receipt of payment' });
    expect(within(heading.closest('main')!).getAllByRole('term')).toHaveLength(6);
  });
});
