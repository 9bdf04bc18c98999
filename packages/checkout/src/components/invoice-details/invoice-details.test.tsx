import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceTab } from '../../api/invoice-opener';
import { northwindInvoice } from '../../mocks/fixtures';
import { setupMockServer } from '../../mocks/node';
import { scenario } from '../../mocks/scenarios';
import { renderWithProviders } from '../test-utils';
import { DOWNLOAD_PDF_LABEL, InvoiceDetails } from './invoice-details';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

function opener() {
  const tab: InvoiceTab = { show: vi.fn(), close: vi.fn() };
  return { tab, openInvoice: vi.fn(() => tab) };
}

describe('InvoiceDetails', () => {
  it('shows the invoice with the data layer’s totals: a named discount as a deduction', () => {
    renderWithProviders(<InvoiceDetails invoice={northwindInvoice} />);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('3 line items')).toBeInTheDocument();
    expect(screen.getByText('$1,300.00')).toBeInTheDocument();
    expect(screen.getByText('Returning client')).toBeInTheDocument();
    expect(screen.getByText('-$100.00')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
  });

  it('lists the line items with their formatted amounts', async () => {
    const { user } = renderWithProviders(<InvoiceDetails invoice={northwindInvoice} />);
    await user.click(screen.getByRole('button', { name: 'See line items' }));
    expect(screen.getByText('Discovery workshop (half day)')).toBeInTheDocument();
    expect(screen.getByText('Unit price $400.00')).toBeInTheDocument();
    expect(screen.getByText('$800.00')).toBeInTheDocument();
  });

  it('shows dashes for missing amounts', () => {
    renderWithProviders(
      <InvoiceDetails invoice={{ ...northwindInvoice, discountTotal: null, taxTotal: null }} />,
    );
    expect(screen.getAllByText('not provided')).toHaveLength(2);
  });

  it('Download PDF spins while the PDF is on its way', async () => {
    server.use(...scenario('unpaid-all-methods', { failures: { 'invoice/download': 'never' } }));
    const { openInvoice } = opener();
    const { user } = renderWithProviders(<InvoiceDetails invoice={northwindInvoice} />, {
      client: { openInvoice },
    });
    const button = screen.getByRole('button', { name: DOWNLOAD_PDF_LABEL });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('Download PDF opens the PDF in a tab opened within the click', async () => {
    const { tab, openInvoice } = opener();
    const { user } = renderWithProviders(<InvoiceDetails invoice={northwindInvoice} />, {
      client: { openInvoice },
    });
    const button = screen.getByRole('button', { name: DOWNLOAD_PDF_LABEL });
    await user.click(button);
    expect(openInvoice).toHaveBeenCalledOnce();
    await waitFor(() => expect(tab.show).toHaveBeenCalledOnce());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to download invoice PDF' and closes the tab when the download fails", async () => {
    server.use(...scenario('invoice-download-error'));
    const { tab, openInvoice } = opener();
    const { user } = renderWithProviders(<InvoiceDetails invoice={northwindInvoice} />, {
      client: { openInvoice },
    });
    await user.click(screen.getByRole('button', { name: DOWNLOAD_PDF_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download invoice PDF');
    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.show).not.toHaveBeenCalled();
  });
});
