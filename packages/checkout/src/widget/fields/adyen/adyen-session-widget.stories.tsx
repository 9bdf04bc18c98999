import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdyenSessionWidget } from './adyen-session-widget';
import { fakeAdyenWeb } from '../../storybook/fake-adyen-web';

/**
 * The card widget in Adyen's `test` and `live` environments (docs/widget.md "Environments"): our
 * form with Adyen Web's secured fields in its boxes. Adyen Web is replaced by a local stand-in
 * (`loadAdyenWeb`), so each story is offline and the same every time; its boxes stay empty where
 * Adyen's own frames would draw the digits.
 */
const meta = {
  title: 'Checkout/Card widget/Live environment',
  component: AdyenSessionWidget,
  args: {
    session: { id: 'CS0000000000000001', sessionData: 'Ab02b4c0!BQABAgA' },
    clientKey: 'test_ABCDEF',
    environment: 'test',
    locale: 'en-US',
    context: 'https://pay.example/api/v1/',
    hasHolderName: true,
    holderNameRequired: true,
    loadAdyenWeb: fakeAdyenWeb('ready'),
    onChange: fn(),
    onError: fn(),
    onPaymentCompleted: fn(),
    onPaymentFailed: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdyenSessionWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Pay/ });

/** Waits until the stand-in's fields are configured (the widget's `data-status`). */
const ready = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
      'data-status',
      'ready',
    ),
  );

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await expect(payButton(canvasElement)).toBeEnabled();
    await expect(payButton(canvasElement)).toHaveTextContent('$1,250.00');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const InvalidField: Story = {
  name: 'Invalid card number',
  args: { loadAdyenWeb: fakeAdyenWeb('invalid') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await within(canvasElement).findByText('Check the card number')).toBeVisible();
  },
};

export const MissingHolderName: Story = {
  name: 'Holder name missing on Pay',
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await expect(
      await within(canvasElement).findByText('Enter the name on the card'),
    ).toBeVisible();
    await expect(args.onPaymentCompleted).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: /name on card/i }),
      'J. Smith',
    );
    await userEvent.click(payButton(canvasElement));
    await waitFor(() =>
      expect(canvasElement.querySelector('button[data-status]')).toHaveAttribute(
        'data-status',
        'loading',
      ),
    );
  },
};

export const Challenge: Story = {
  name: '3-D Secure challenge',
  args: { loadAdyenWeb: fakeAdyenWeb('challenge'), hasHolderName: false },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await expect(
      await within(canvasElement).findByRole('img', { name: 'The issuer’s 3-D Secure challenge' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('form')).not.toBeVisible();
  },
};

export const LoadFailure: Story = {
  name: 'Adyen Web failed to load',
  args: { loadAdyenWeb: fakeAdyenWeb('load-failure') },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
        'data-status',
        'csfLoadFailure',
      ),
    );
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'SCRIPT_ERROR' }),
    );
    await expect(
      await within(canvasElement).findByText('secured field iframes have failed to load'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};
