import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferralFooter } from './referral-footer';

const meta = {
  title: 'Checkout/Referral footer',
  component: ReferralFooter,
  args: { href: 'https://paypage.dev/' },
} satisfies Meta<typeof ReferralFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's site; a new tab with no opener and no referrer (the token stays here). */
export const ProductSite: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'paypage (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://paypage.dev/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Payment page created with paypage',
    );
  },
};

/** A merchant's referral link. */
export const ReferralLink: Story = {
  args: { href: 'https://paypage.dev/?ref=northwind' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      'https://paypage.dev/?ref=northwind',
    );
  },
};
