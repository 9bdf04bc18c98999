import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACCEPTED_CARD_MARKS } from '../../card/card-logos';
import { CardBrandMarks } from './card-brand-marks';

/**
 * A method's accepted brands as marks: up to four all show; past four, the first three and '+N',
 * read as the brands it stands for.
 */
const meta = {
  title: 'Checkout/Card brand marks',
  component: CardBrandMarks,
  args: { marks: ACCEPTED_CARD_MARKS.slice(0, 4) },
} satisfies Meta<typeof CardBrandMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourBrands: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="more-brands"]')).toBeNull();
  },
};

/** The payer page's twelve brands: Visa, Mastercard, American Express and '+9'. */
export const MoreThanFourBrands: Story = {
  args: { marks: ACCEPTED_CARD_MARKS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(
      ['Visa', 'Mastercard', 'American Express'],
    );
    await expect(
      canvas.getByText(
        'and 9 more: Discover, Diners Club, JCB, Maestro, UnionPay, Bancontact, Elo, Hipercard, ' +
          'Carte Bancaire',
      ),
    ).toBeInTheDocument();
  },
};
