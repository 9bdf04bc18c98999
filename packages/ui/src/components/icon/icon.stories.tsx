import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type * as React from 'react';
import * as brandIcons from './brand-icons';
import type { IconProps } from './create-icon';
import * as lineIcons from './line-icons';

type IconComponent = React.ComponentType<IconProps>;

function isIcon(entry: [string, unknown]): entry is [string, IconComponent] {
  return entry[0].endsWith('Icon') && typeof entry[1] === 'function';
}

function IconGallery({ icons, className }: { icons: Record<string, unknown>; className?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {Object.entries(icons)
        .filter(isIcon)
        .map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-md border border-border bg-surface p-3 text-center"
          >
            <Icon className={className} />
            <code className="text-xs text-muted">{name}</code>
          </li>
        ))}
    </ul>
  );
}

const meta = {
  title: 'UI/Icons',
  component: IconGallery,
  args: { icons: lineIcons },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line icons follow the text colour; all are hidden from assistive technology by default. */
export const LineIcons: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-slot="icon"]');
    await expect(icons.length).toBeGreaterThanOrEqual(18);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The same icons in the brand text colour of a merchant. */
export const LineIconsMerchantBrand: Story = {
  args: { className: 'text-brand-text' },
  globals: { brand: 'merchant' },
};

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
