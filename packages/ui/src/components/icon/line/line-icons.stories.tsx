import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconGallery } from '../icon-gallery';
import * as lineIcons from '../line-icons';

const meta = {
  title: 'UI/Icons/Line',
  component: IconGallery,
  args: { icons: lineIcons },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line icons follow the text colour; all are hidden from assistive technology by default. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-slot="icon"]');
    await expect(icons.length).toBeGreaterThanOrEqual(18);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The same icons in the brand text colour of a merchant. */
export const MerchantBrand: Story = {
  args: { className: 'text-brand-text' },
  globals: { brand: 'merchant' },
};
