import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleStoredPaymentMethods } from '@paypage/contract/fixtures';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { CardWidget } from '../card-widget/card-widget';
import { cardWidgetCallbacks, renderCardWidget } from '../storybook/card-widget-story';
import { typeSecured, waitForSecuredFields } from '../storybook/secured-typing';

/**
 * The stored-card form (docs/widget.md#views): a card the shopper stored, mounted with
 * `storedPaymentMethodId` — its brand, '•••• 1111', the read-only expiry, the security code's
 * frame only; instalments when given; the §5 error for a card without Ecommerce. (In an
 * interactive Storybook the play functions skip their typing: type in the frame yourself.)
 */
const meta = {
  title: 'Checkout/Card widget/Stored card',
  component: CardWidget,
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 2_050, currency: 'USD' },
    today: MOCK_TODAY.now,
    storedPaymentMethods: exampleStoredPaymentMethods,
    storedPaymentMethodId: 'sc_demo_visa_1111',
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Stored card, ready',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForSecuredFields(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('03 / 30');
    await expect(canvas.getByText('•••• 1111')).toBeVisible();
    await expect(canvas.queryByText('Card number')).toBeNull();
  },
};

export const SecurityCodeError: Story = {
  name: 'Stored card, security code missing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForSecuredFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(canvas.getByText('Enter the security code')).toBeVisible());
  },
};

export const WithInstalments: Story = {
  name: 'Stored card with instalments',
  args: {
    installmentOptions: { card: { values: [1, 3, 6], preselectedValue: 3 } },
  },
  play: async ({ canvasElement }) => {
    await waitForSecuredFields(canvasElement);
    await typeSecured(canvasElement, 'code', '737');
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Number of instalments' }),
    ).toHaveValue('3');
  },
};

export const NotEcommerce: Story = {
  name: 'Stored card without Ecommerce (error)',
  args: { storedPaymentMethodId: 'sc_demo_amex_0002' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This saved card can’t be used for this payment/),
    ).toBeVisible();
  },
};
