import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_CARD_MARKS } from '../../card/card-logos';
import { CardBrandMarks, cardBrandNames } from './card-brand-marks';

/** The first n of the payer page's accepted brands (Visa, Mastercard, American Express, …). */
const marks = (n: number) => ACCEPTED_CARD_MARKS.slice(0, n);

describe('CardBrandMarks: 3 marks and "+N" when there are more than 4 brands (spec: the drop-in)', () => {
  it.each([
    [3, ['Visa', 'Mastercard', 'American Express'], null, null],
    [4, ['Visa', 'Mastercard', 'American Express', 'Discover'], null, null],
    [5, ['Visa', 'Mastercard', 'American Express'], '+2', 'and 2 more: Discover, Diners Club'],
    [
      7,
      ['Visa', 'Mastercard', 'American Express'],
      '+4',
      'and 4 more: Discover, Diners Club, JCB, Maestro',
    ],
  ] as const)('%i brands: marks %j, then %j (read %j)', (count, shown, plus, more) => {
    const { container } = render(<CardBrandMarks marks={marks(count)} />);
    expect(screen.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(
      shown,
    );
    const rest = container.querySelector('[data-slot="more-brands"]');
    if (plus === null) {
      expect(rest).toBeNull();
      return;
    }
    // Seen: '+N'; read: the brands it stands for.
    expect(rest?.querySelector('[aria-hidden="true"]')).toHaveTextContent(plus);
    expect(screen.getByText(more)).toHaveClass('sr-only');
    expect(container.firstElementChild).toHaveTextContent(`${plus}${more}`);
  });

  it.each([
    [3, 'Visa, Mastercard, American Express'],
    [4, 'Visa, Mastercard, American Express, Discover'],
    [5, 'Visa, Mastercard, American Express, Discover, Diners Club'],
    [7, 'Visa, Mastercard, American Express, Discover, Diners Club, JCB, Maestro'],
  ] as const)('%i brands: every one named in the text that says which (%j)', (count, text) => {
    expect(cardBrandNames(marks(count))).toBe(text);
  });
});
