/**
 * What the card widget's story files share: its callbacks recorded (`fn()`), and its render in a
 * column as wide as the payer page's.
 */
import { expect, fn, waitFor, within } from 'storybook/test';
import { CardWidget } from '../card-widget';
import type { CardWidgetProps } from '../widget-types';

export const cardWidgetCallbacks = () => ({
  onSubmit: fn(),
  onAdditionalDetails: fn(),
  onChange: fn(),
  onError: fn(),
  onPaymentCompleted: fn(),
  onPaymentFailed: fn(),
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
