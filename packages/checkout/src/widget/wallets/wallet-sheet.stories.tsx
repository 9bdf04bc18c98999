import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WalletSheet } from './wallet-sheet';

/**
 * The sandbox wallet sheet: the widget's stand-in for Apple Pay's and Google Pay's
 * payment sheets — the wallet's mark, who is paid and how much, the sample card and address, Pay
 * and Cancel. The widget's wallet outcomes (paid, cancelled, unavailable, the script failing, an
 * authorisation error) are in 'Checkout/Card widget/Wallets'.
 */
const meta = {
  title: 'Checkout/Wallet sheet',
  component: WalletSheet,
  args: {
    wallet: 'googlepay',
    merchantName: 'Northwind Studio',
    amount: { value: 125_000, currency: 'USD' },
    paying: false,
    refused: null,
    onPay: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof WalletSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (name: string) => within(document.body).getByRole('dialog', { name });

export const GooglePay: Story = {
  name: 'Google Pay, open',
  play: async ({ args }) => {
    const dialog = within(sheet('Google Pay'));
    await expect(dialog.getByText('Northwind Studio')).toBeInTheDocument();
    await expect(dialog.getByText('$1,250.00')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Pay $1,250.00' }).click();
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const ApplePay: Story = {
  name: 'Apple Pay, open',
  args: { wallet: 'applepay' },
  play: async ({ args }) => {
    const dialog = within(sheet('Apple Pay'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Paying: Story = {
  name: 'Paying (cannot be closed)',
  args: { paying: true },
  play: async () => {
    const dialog = within(sheet('Google Pay'));
    await expect(dialog.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const AuthorisationError: Story = {
  name: 'Authorisation error',
  args: {
    wallet: 'applepay',
    refused: { resultCode: 'Refused' },
  },
  play: async () => {
    await expect(within(sheet('Apple Pay')).getByRole('alert')).toHaveTextContent(
      'The payment was not authorised. Try again, or pay another way.',
    );
  },
};

export const LongMerchantName: Story = {
  name: 'A long merchant name wraps',
  args: {
    merchantName:
      'The Extraordinarily Long-Named Northwind Studio for Architecture, Landscape and Interiors LLC',
  },
};
