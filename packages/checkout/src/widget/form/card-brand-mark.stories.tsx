import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CARD_BRANDS } from '../../rules';
import { CardBrandMark } from './card-brand-mark';

/**
 * Every brand of the card-brand table with the mark the card number field and the dual-brand
 * switcher show for it (named after the brand for screen readers; a network's variants share its
 * mark). The last row is the generic card, shown before a brand is known.
 */
const meta = {
  title: 'Checkout/Card brands',
  component: CardBrandMark,
  args: { brand: null },
} satisfies Meta<typeof CardBrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  ...CARD_BRANDS.map((brand) => ({ code: brand.cardType, name: brand.name })),
  { code: null, name: 'No brand yet' },
];

export const All: Story = {
  render: () => (
    <ul
      aria-label="Card brands"
      className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm text-text sm:grid-cols-3"
    >
      {rows.map(({ code, name }) => (
        <li key={code ?? 'none'} className="flex items-center gap-3">
          <CardBrandMark brand={code} />
          <span className="min-w-0 flex-1 truncate">{name}</span>
          <code className="text-xs text-muted">{code ?? '—'}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Card brands' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(CARD_BRANDS.length + 1);
    await expect(within(list).getByRole('img', { name: 'American Express' })).toHaveAttribute(
      'data-icon',
      'amex',
    );
    await expect(within(list).getByRole('img', { name: 'Bancontact' })).toHaveAttribute(
      'data-icon',
      'bancontact',
    );
    // Only the row without a brand shows the generic card.
    const generic = within(list)
      .getAllByRole('img')
      .filter((mark) => mark.getAttribute('data-icon') === 'generic-card');
    await expect(generic.map((mark) => mark.getAttribute('data-brand'))).toEqual(['card']);
  },
};
