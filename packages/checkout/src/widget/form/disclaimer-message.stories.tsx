import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { CardWidget } from '../card-widget/card-widget';
import { cardWidgetCallbacks, renderCardWidget } from '../storybook/card-widget-story';

/**
 * The card widget's disclaimer above Pay (docs/widget.md#options): the merchant's text
 * with its https link; markup shows as typed, a link that is not https as plain text.
 */
const meta = {
  title: 'Checkout/Card widget/Disclaimer',
  component: CardWidget,
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'USD' },
    today: MOCK_TODAY.now,
    disclaimerMessage: {
      message: 'By paying you accept the %{linkText} of Corner Bakery.',
      linkText: 'terms and conditions',
      link: 'https://corner-bakery.example/terms',
    },
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  name: 'With its https link',
  play: async ({ canvasElement }) => {
    const link = await waitFor(
      () => within(canvasElement).getByRole('link', { name: 'terms and conditions' }),
      { timeout: 10_000 },
    );
    await expect(link).toHaveAttribute('href', 'https://corner-bakery.example/terms');
  },
};

export const LongTextNotHttps: Story = {
  name: 'Long text, a link that is not https (plain text)',
  args: {
    disclaimerMessage: {
      message:
        'By paying you accept the %{linkText}, and that <b>Corner Bakery</b> may keep this card on file for the next order of sourdough loaves and almond croissants.',
      linkText: 'terms and conditions',
      link: 'http://corner-bakery.example/terms',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/may keep this card on file/)).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
