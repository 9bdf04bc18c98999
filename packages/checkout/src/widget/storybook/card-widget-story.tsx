/**
 * What the card widget's story files share: its callbacks recorded (`fn()`), and its render in a
 * column as wide as the payer page's.
 */
import { expect, fn, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import type { CardWidgetProps } from '../options/widget-types';

export const cardWidgetCallbacks = () => ({
  onSubmit: fn(),
  onAdditionalDetails: fn(),
  onChange: fn(),
  onError: fn(),
  onPaymentCompleted: fn(),
  onPaymentFailed: fn(),
});

/**
 * The card widget's options as the payer page gives them (its amount, brands, holder name and
 * merchant, the mock frames, today), its callbacks recorded: a story file's `args` start here.
 */
export const payerPageWidgetArgs = () => ({
  securedFields: mockSecuredFields(),
  amount: { value: 125_000, currency: 'USD' },
  brands: PAYER_PAGE_CARD_BRANDS,
  hasHolderName: true,
  holderNameRequired: true,
  merchantName: 'Northwind Studio',
  today: MOCK_TODAY.now,
  ...cardWidgetCallbacks(),
});

export function renderCardWidget(args: CardWidgetProps) {
  return (
    <div className="mx-auto max-w-xl">
      <CardWidget {...args} />
    </div>
  );
}

/** Waits until the secured frame titled `title` is hidden (its field hidden by the brand). */
export const frameHidden = (root: HTMLElement, title: string) =>
  waitFor(() => expect(within(root).getByTitle(title)).not.toBeVisible());
