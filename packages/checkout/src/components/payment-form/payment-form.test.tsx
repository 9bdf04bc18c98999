import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePaymentRequest } from '../../mocks/fixtures';
import { setupMockServer } from '../../mocks/node';
import { scenario } from '../../mocks/scenarios';
import { renderWithProviders } from '../test-utils';
import { BACK_TO_PAYMENT_METHODS, PaymentForm, STEP_LOAD_FAILED } from './payment-form';
import * as chunks from './step-chunks';

const control = vi.hoisted(() => ({ failStep: false }));

vi.mock('./step-chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof chunks>();
  return {
    ...actual,
    prefetchStep: vi.fn(),
    LazyMethodStep: (props: Parameters<typeof actual.LazyMethodStep>[0]) => {
      if (control.failStep) throw new Error('Failed to fetch dynamically imported module');
      return actual.LazyMethodStep(props);
    },
  };
});

const server = setupMockServer(() => scenario('unpaid-all-methods'));
beforeEach(() => {
  control.failStep = false;
});

const loaded = async () =>
  screen.findByRole('heading', { level: 1, name: 'Northwind Studio sent you an invoice' });

describe('PaymentForm', () => {
  it('composes the page: summary, invoice details, method selection, referral footer, brand', async () => {
    const { container } = renderWithProviders(<PaymentForm />);
    await loaded();
    // The invoice details and the method selection's cards are chunks of their own.
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /paypage/ })).toHaveAttribute(
      'href',
      'https://paypage.dev/?ref=northwind',
    );
    expect(container.querySelector('[data-slot="pay-page-layout"]')).toHaveAttribute(
      'data-brand',
      '',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out the invoice panel for a request without line items', async () => {
    server.use(...scenario('invoice-without-line-items'));
    renderWithProviders(<PaymentForm />);
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('shows the PAYMENT_FAILED banner above the form', async () => {
    server.use(...scenario('payment-failed'));
    renderWithProviders(<PaymentForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed to process on November 20, 2026. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('select → continue → back: the step opens with its heading focused, and back again', async () => {
    const { user } = renderWithProviders(<PaymentForm />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('radio', { name: 'ACH transfer' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const title = await screen.findByRole('heading', { name: 'ACH Transfer' });
    await waitFor(() => expect(title).toHaveFocus());
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('ACH payment')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.queryByRole('heading', { name: 'Choose a payment method' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BACK_TO_PAYMENT_METHODS }));
    const selection = await screen.findByRole('heading', { name: 'Choose a payment method' });
    await waitFor(() => expect(selection).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'ACH transfer' })).toBeChecked();
    expect(within(breadcrumb).queryByText('ACH payment')).not.toBeInTheDocument();
  });

  it.each([
    ['payByCard', 'Card payment'],
    ['payByBank', 'Bank payment'],
    ['payByACH', 'ACH Transfer'],
    ['payByWire', 'Wire Transfer'],
  ] as const)(
    '%s: one back arrow, the form’s, beside the step’s heading in one row',
    async (step, heading) => {
      renderWithProviders(<PaymentForm initialStep={step} />);
      const title = await screen.findByRole(
        'heading',
        { level: 2, name: heading },
        { timeout: 5000 },
      );
      const backs = screen.getAllByRole('button', { name: BACK_TO_PAYMENT_METHODS });
      expect(backs).toHaveLength(1);
      const [back] = backs;
      // Before the heading in the document, so focus order reads arrow, then heading.
      expect(back?.compareDocumentPosition(title)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      // One row: the arrow, then the heading, side by side in the step's heading row.
      const row = title.parentElement;
      expect(row).toHaveAttribute('data-slot', 'step-heading');
      expect([...row!.children]).toEqual([back, title]);
    },
  );

  it("the transfer panel's own button and the breadcrumb's root also lead back", async () => {
    const { user } = renderWithProviders(<PaymentForm initialStep="payByWire" />);
    await screen.findByRole('heading', { name: 'Wire Transfer' });
    await user.click(screen.getByRole('button', { name: 'Go back to payment methods' }));
    await screen.findByRole('heading', { name: 'Choose a payment method' });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Card payment', { selector: '[aria-current]' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invoice ID INV-2041' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeInTheDocument();
  });

  it('does not move focus on the first render', async () => {
    renderWithProviders(<PaymentForm />);
    await loaded();
    expect(document.body).toHaveFocus();
  });

  it("prefetches the selected option's step: the default at once, then each new choice", async () => {
    const { user } = renderWithProviders(<PaymentForm />);
    await loaded();
    await waitFor(() => expect(chunks.prefetchStep).toHaveBeenCalledWith('payByCard'));
    await user.click(screen.getByRole('radio', { name: 'Pay by bank' }));
    await waitFor(() => expect(chunks.prefetchStep).toHaveBeenLastCalledWith('payByBank'));
  });

  it('says so when a step cannot be loaded, with Refresh and the way back', async () => {
    control.failStep = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<PaymentForm initialStep="payByACH" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STEP_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    control.failStep = false;
    await user.click(screen.getAllByRole('button', { name: BACK_TO_PAYMENT_METHODS }).at(-1)!);
    expect(
      await screen.findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeInTheDocument();
  });

  it('an e-mail link (?email=) opens pay by bank by itself, with bank chosen for the way back', async () => {
    window.history.replaceState(null, '', '/pay/Xq3vN8pL2mR7tK9wYb4cQzA1?email=sam%40example.com');
    try {
      const { user } = renderWithProviders(<PaymentForm />);
      expect(
        await screen.findByText('Bank payment', { selector: '[aria-current]' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: BACK_TO_PAYMENT_METHODS }));
      expect(await screen.findByRole('radio', { name: 'Pay by bank' })).toBeChecked();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('renders nothing until the request is there', () => {
    server.use(...scenario('collect-loading'));
    const { container } = renderWithProviders(<PaymentForm />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers no card for a STRIPE request', async () => {
    server.use(
      ...scenario('stripe-processor', {
        paymentRequest: makePaymentRequest({ processor: { type: 'STRIPE' } }),
      }),
    );
    renderWithProviders(<PaymentForm />);
    await loaded();
    expect(screen.queryByRole('radio', { name: 'Credit or debit card' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay by bank' })).toBeChecked();
  });
});
