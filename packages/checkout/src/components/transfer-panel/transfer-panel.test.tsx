import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { scenario } from '../../mocks/scenarios';
import { renderWithProviders } from '../test-utils';
import { BANKING_PARTNER, PROXY_NUMBERS_NOTE, TRANSFER_REFERENCE_NOTE } from './transfer-details';
import { TransferPanel } from './transfer-panel';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

const row = (label: string) =>
  screen.getByText(label).closest('[data-slot="transfer-row"]') as HTMLElement;

describe('TransferPanel', () => {
  it('ACH: title, instruction, grouped numbers and the proxy note; no wire details', async () => {
    renderWithProviders(<TransferPanel method="payByACH" onBack={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'ACH Transfer' })).toBeInTheDocument();
    expect(screen.getByText(/send an ACH transfer from your bank account/)).toBeInTheDocument();
    expect(within(row('Routing number')).getByText('021 000 021')).toBeInTheDocument();
    expect(within(row('Account number')).getByText('9876 5432 10')).toBeInTheDocument();
    expect(within(row('Amount')).getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText(PROXY_NUMBERS_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beneficiary' })).not.toBeInTheDocument();
    // The reference that ties the transfer to the request, never the token.
    expect(within(row('Reference')).getByText('PP-7K3M-Q9XD-2TRB')).toBeInTheDocument();
    expect(screen.getByText(TRANSFER_REFERENCE_NOTE)).toBeInTheDocument();
  });

  it('copies the raw numbers, not the grouped ones', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { user } = renderWithProviders(<TransferPanel method="payByACH" onBack={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Copy routing number' }));
    expect(writeText).toHaveBeenLastCalledWith('021000021');
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('9876543210');
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1250.00');
    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenLastCalledWith('PP-7K3M-Q9XD-2TRB');
    const tooltips = await screen.findAllByRole('tooltip');
    expect(tooltips.map((tooltip) => tooltip.textContent)).toContain('Copied');
  });

  it('wire: the beneficiary and the receiving bank', async () => {
    renderWithProviders(<TransferPanel method="payByWire" onBack={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Wire Transfer' })).toBeInTheDocument();
    expect(screen.getByText(/send a domestic wire transfer/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beneficiary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Receiving bank' })).toBeInTheDocument();
    expect(within(row('Name')).getByText('Northwind Studio LLC')).toBeInTheDocument();
    expect(within(row('Type of account')).getByText('Checking')).toBeInTheDocument();
    expect(
      within(row('Address')).getByText('500 Market St, San Francisco, CA 94105'),
    ).toBeInTheDocument();
    expect(within(row('Bank name')).getByText(/Evolve Bank & Trust/)).toBeInTheDocument();
    expect(
      within(row('Bank address')).getByText('6070 Poplar Ave, Memphis, TN 38119'),
    ).toBeInTheDocument();
  });

  it('wire without a bank address: the banking partner', async () => {
    server.use(...scenario('wire-without-bank-address'));
    renderWithProviders(<TransferPanel method="payByWire" onBack={vi.fn()} />);
    expect(await screen.findByText('Banking partner')).toBeInTheDocument();
    expect(within(row('Bank address')).getByText(BANKING_PARTNER.address)).toBeInTheDocument();
  });

  it("says 'ACH details are missing!' without details, and goes back", async () => {
    server.use(...scenario('no-ach-details'));
    const onBack = vi.fn();
    const { user } = renderWithProviders(<TransferPanel method="payByWire" onBack={onBack} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ACH details are missing!');
    expect(screen.queryByText('Routing number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back to payment methods' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
