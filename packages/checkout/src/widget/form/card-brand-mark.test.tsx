import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../rules';
import { cardBrandIcon } from './card-brand-icons';
import { CardBrandMark } from './card-brand-mark';

/** Every brand the card-brand table can name (by starting numbers or by the bin lookup). */
const brands = CARD_BRANDS.map(({ cardType, name }) => [cardType, name] as const);

describe('every brand of the card-brand table has a mark (docs/widget.md#views)', () => {
  it.each(brands)('%s: a mark of its own, named %j', (cardType, name) => {
    expect(name.trim()).not.toBe('');
    expect(cardBrandIcon(cardType)).toBeDefined();
    render(<CardBrandMark brand={cardType} />);
    const mark = screen.getByRole('img', { name });
    expect(mark).toHaveAttribute('data-brand', cardType);
    expect(mark.getAttribute('data-icon')).not.toBe('generic-card');
  });

  it('shows the generic card before a brand is known and for a code the table does not know', () => {
    render(
      <>
        <CardBrandMark brand={null} />
        <CardBrandMark brand="unknown-brand" />
      </>,
    );
    for (const mark of screen.getAllByRole('img', { name: 'Card' })) {
      expect(mark).toHaveAttribute('data-icon', 'generic-card');
    }
  });

  it('gives each brand a mark of its own, except the variants of one network', () => {
    // Variants that carry their network's mark: UnionPay credit and debit, Maestro UK, Elo debit.
    const sharing = { cupcredit: 'cup', cupdebit: 'cup', maestrouk: 'maestro', elodebit: 'elo' };
    const owners = new Map<unknown, string>();
    for (const [cardType] of brands) {
      const icon = cardBrandIcon(cardType);
      const owner = owners.get(icon);
      if (owner === undefined) owners.set(icon, cardType);
      else expect(sharing[cardType as keyof typeof sharing]).toBe(owner);
    }
  });
});
