import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { CardWidget } from './card-widget';
import { cardWidgetCallbacks, renderCardWidget } from '../storybook/card-widget-story';

/**
 * The card widget's display options (docs/widget.md#views): the holder name on top or
 * below, no brand mark, no security code.
 */
const meta = {
  title: 'Checkout/Card widget/Options',
  component: CardWidget,
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'USD' },
    today: MOCK_TODAY.now,
    hasHolderName: true,
    holderNameRequired: true,
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('label')].map((label) => label.textContent);

export const HolderNameOnTop: Story = {
  name: 'Holder name on top (required)',
  args: { positionHolderNameOnTop: true },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)[0]).toBe('Name on card');
  },
};

export const HolderNameBelow: Story = {
  name: 'Holder name below',
  args: { positionHolderNameOnTop: false },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement).at(-1)).toBe('Name on card');
  },
};

export const NoBrandIconNoSecurityCode: Story = {
  name: 'No brand mark, no security code (showBrandIcon, hasCVC false)',
  args: { showBrandIcon: false, hasCVC: false, hasHolderName: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-secured-field] [data-brand]')).toBeNull();
    await expect(within(canvasElement).queryByText(/^Security code/)).not.toBeVisible();
  },
};
