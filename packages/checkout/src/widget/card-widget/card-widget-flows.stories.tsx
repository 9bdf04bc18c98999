import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleFastCheckoutConfig } from '@paypage/contract/fixtures';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createSandboxClickToPay, type SandboxClickToPayOptions } from '../../click-to-pay';
import { stoppedClock } from '../../click-to-pay/storybook/story-clocks';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { inPaymentPanel } from '../../storybook';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { SECURED_TYPING_NOTE, typeSecured } from '../storybook/secured-typing';
import type { CardWidgetProps } from '../options/widget-types';

/** The widget with Click to Pay on a sandbox service of the story's own (its test shoppers). */
const withClickToPay = (
  sandbox: SandboxClickToPayOptions,
  more: Partial<NonNullable<CardWidgetProps['clickToPay']>> = {},
) => ({ service: createSandboxClickToPay({ latencyMs: 50, ...sandbox }), ...more });

/**
 * The card widget with Click to Pay and the fast-checkout sign-up, as the payer page
 * configures it: Click to Pay above the card form (on the sandbox service: its test shoppers,
 * code 654321), which waits hidden until 'Manual card entry' or NotAvailable; the sign-up under
 * the card fields for a visa or mc card.
 */
const meta = {
  title: 'Checkout/Card widget flows',
  component: CardWidget,
  parameters: { docs: { description: { component: SECURED_TYPING_NOTE } } },
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    hasHolderName: true,
    holderNameRequired: true,
    merchantName: 'Northwind Studio',
    today: MOCK_TODAY.now,
    onSubmit: fn(),
    onAdditionalDetails: fn(),
    onPaymentCompleted: fn(),
  },
  decorators: [inPaymentPanel],
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: { getByRole: (role: string, o: object) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Click to Pay' });

/** The card form's secured frames are loaded and configured. */
const formReady = (root: HTMLElement) =>
  waitFor(
    () =>
      expect(root.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
        'data-status',
        'ready',
      ),
    // The frames configure on their own origin; a loaded machine takes seconds.
    { timeout: 10_000 },
  );

/** The networks still answering: the section's loading animation, the card form hidden. */
export const ClickToPayLoading: Story = {
  args: {
    clickToPay: withClickToPay(
      { wait: () => new Promise<void>(() => undefined) },
      {
        clock: stoppedClock,
      },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'Loading'));
    await expect(canvasElement.querySelector('form')).not.toBeVisible();
  },
};

/** A recognised shopper: the saved cards and Pay; the card form behind 'Manual card entry'. */
export const ClickToPayReady: Story = {
  args: { clickToPay: withClickToPay({ recognisedEmail: 'sam@example.com' }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'Ready'));
    await expect(canvas.getByRole('combobox', { name: 'Card' })).toHaveValue('ctp-visa-4242');
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
    await expect(canvasElement.querySelector('form')).not.toBeVisible();
  },
};

/** The shopper's e-mail looked up: the one-time code, sent to the masked address. */
export const ClickToPayOneTimePassword: Story = {
  args: {
    clickToPay: withClickToPay({}, { shopperEmail: 'sam@example.com', clock: stoppedClock }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('One-time code')).toBeVisible();
    await expect(canvas.getByText('Enter the code we sent to s••@example.com')).toBeVisible();
  },
};

/** 'Not you': the e-mail login. */
export const ClickToPayLogin: Story = {
  args: { clickToPay: withClickToPay({ recognisedEmail: 'sam@example.com' }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Not you' }));
    await expect(await canvas.findByLabelText('Email')).toBeVisible();
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'Login'));
  },
};

/** 'Manual card entry': the card form under the section. */
export const ClickToPayManualEntry: Story = {
  args: { clickToPay: withClickToPay({ recognisedEmail: 'sam@example.com' }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'Ready'));
    await userEvent.click(canvas.getByRole('button', { name: 'Manual card entry' }));
    // The focus in the card form's first field; the section folded: one Pay button, the form's.
    await waitFor(() => expect(canvas.getByLabelText('Name on card')).toHaveFocus());
    await expect(canvas.getAllByRole('button', { name: /^Pay/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Back to Click to Pay' })).toBeVisible();
    await formReady(canvasElement);
  },
};

/**
 * The networks' SDKs fail to load (production mode, `environment: 'test'`, the script URLs
 * unreachable): Click to Pay is not available and the card form shows with no notice of it — the
 * payer loses nothing they can act on; `onError` reports SCRIPT_ERROR to the merchant.
 */
export const ClickToPayScriptsFailed: Story = {
  args: {
    clickToPay: {
      environment: 'test',
      networks: {
        visa: { srciDpaId: 'story-dpa', srcInitiatorId: 'story-initiator' },
        mc: { srciDpaId: 'story-dpa', srcInitiatorId: 'story-client' },
      },
      sdkUrls: { visa: '/missing/visa-sdk.js', mc: '/missing/srcsdk.mastercard.js' },
    },
    onError: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByLabelText('Name on card')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="click-to-pay"]')).toBeNull();
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2));
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'SCRIPT_ERROR' }),
    );
    await formReady(canvasElement);
  },
};

/** Not recognised and no e-mail: Click to Pay is not available, the card form shows. */
export const ClickToPayNotAvailable: Story = {
  args: { clickToPay: withClickToPay({}) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByLabelText('Name on card')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="click-to-pay"]')).toBeNull();
    await formReady(canvasElement);
  },
};

/** A Visa card typed: the sign-up under the card fields, on, with a mobile number. */
export const FastCheckoutSignUp: Story = {
  args: { fastCheckout: exampleFastCheckoutConfig },
  play: async ({ canvas, canvasElement }) => {
    await formReady(canvasElement);
    if (!(await typeSecured(canvasElement, 'number', '4111111111111111'))) return;
    await typeSecured(canvasElement, 'expiry', '0330');
    await typeSecured(canvasElement, 'code', '737');
    const toggle = await canvas.findByRole('switch', {
      name: 'Save my details for faster checkout',
    });
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '4155550132');
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('415 555 0132');
  },
};
