import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as brandIcons from './brand-icons';
import { IconGallery } from './icon-gallery';

const meta = {
  title: 'UI/Icons',
  component: IconGallery,
  args: { icons: brandIcons },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardAndWalletMarks: Story = {
  args: { icons: brandIcons, className: 'h-8 w-[50px]' },
};

/** A mark with a title is an image with a name; without one it is decorative. */
export const Meaningful: Story = {
  args: { icons: {} },
  render: () => (
    <p className="flex items-center gap-2 text-sm text-muted">
      We accept
      <brandIcons.VisaIcon title="Visa" />
      <brandIcons.MastercardIcon title="Mastercard" />
      <brandIcons.AmexIcon title="American Express" />
      <brandIcons.DiscoverIcon title="Discover" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
  },
};
