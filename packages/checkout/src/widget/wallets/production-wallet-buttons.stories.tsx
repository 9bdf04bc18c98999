import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductionWalletButtons } from './production-wallet-buttons';
import { fakePrepareWallets } from '../storybook/fake-production-wallets';
import { APPLE_PAY_ERRORS } from './apple-pay';
import { walletError, walletScriptError } from './wallet-data';

/**
 * The real Google Pay and Apple Pay buttons (`wallets.production`, the payer page's live
 * card session with ADYEN_WALLETS), drawn in the same row as the sandbox's ('Checkout/Card
 * widget/Wallets'). The wallets' scripts are replaced by a local fake (`prepare`), so each story
 * is offline and the same every time: a wallet shows only once it says it is ready; one
 * unavailable on this device, or whose script failed, shows no button (the row keeps what remains,
 * or is not drawn); while the wallets prepare nothing shows; a press opens the provider's own sheet
 * (off the page), and its cancel or failure leaves the row as it was (the error goes to onError).
 * Google Pay's button is Google's own (`createButton`); the fake draws a plain stand-in of it.
 */
const meta = {
  title: 'Checkout/Card widget/Production wallets',
  component: ProductionWalletButtons,
  args: {
    wallets: ['googlepay', 'applepay'],
    production: {
      countryCode: 'US',
      googlePay: { merchantId: 'BCR2DN4T2X7Q5ABC', gatewayMerchantId: 'NorthwindECOM' },
      applePay: {
        merchantIdentifier: 'merchant.com.northwind',
        context: 'https://pay.example/api/v1/',
        clientKey: 'live_ABCDEF',
      },
    },
    merchantName: 'Northwind Studio',
    amount: { value: 125_000, currency: 'USD' },
    pending: null,
    busy: false,
    prepare: fakePrepareWallets({ googlepay: 'ready', applepay: 'ready' }),
    onPay: fn(),
    onError: fn(),
    onPaymentFailed: fn(),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductionWalletButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const walletButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name: `Pay with ${name}` });

/** Google's button (the fake's stand-in for pay.js's `createButton`). */
const googleButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Buy with GPay' });

/** The row's slot Google's button sits in, which carries the paying and busy states. */
const googleSlot = (button: HTMLElement) => button.closest('[data-wallet="googlepay"]');

/** Lets the fake's answers (resolved promises) reach the component. */
const prepared = () => new Promise((resolve) => setTimeout(resolve, 100));

export const BothWallets: Story = {
  name: 'Google Pay and Apple Pay',
  play: async ({ canvasElement, args }) => {
    await expect(await googleButton(canvasElement)).toBeEnabled();
    await expect(await walletButton(canvasElement, 'Apple Pay')).toBeEnabled();
    await expect(within(canvasElement).getByText('or pay with')).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const OnlyGooglePay: Story = {
  args: { wallets: ['googlepay'], prepare: fakePrepareWallets({ googlepay: 'ready' }) },
  play: async ({ canvasElement }) => {
    await googleButton(canvasElement);
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};

export const AppleUnavailable: Story = {
  name: 'Apple Pay unavailable on this device (Google Pay remains)',
  args: { prepare: fakePrepareWallets({ googlepay: 'ready', applepay: 'unavailable' }) },
  play: async ({ canvasElement, args }) => {
    await googleButton(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /Apple Pay/ })).toBeNull();
    // A wallet the device cannot pay with says nothing.
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const NoneAvailable: Story = {
  name: 'No wallet available on this device (nothing drawn)',
  args: { prepare: fakePrepareWallets({ googlepay: 'unavailable', applepay: 'unavailable' }) },
  play: async ({ canvasElement, args }) => {
    await prepared();
    await expect(within(canvasElement).queryByText('or pay with')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const ScriptFailed: Story = {
  name: 'Google Pay’s script failed (SCRIPT_ERROR; Apple Pay remains)',
  args: {
    prepare: fakePrepareWallets({
      googlepay: { failed: walletScriptError('googlepay') },
      applepay: 'ready',
    }),
  },
  play: async ({ canvasElement, args }) => {
    await walletButton(canvasElement, 'Apple Pay');
    await expect(
      within(canvasElement).queryByRole('button', { name: /Google Pay|GPay/ }),
    ).toBeNull();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledWith({
      name: 'SCRIPT_ERROR',
      message: 'Google Pay SDK failed to load',
      errorType: 'googlepay',
    });
  },
};

export const Preparing: Story = {
  name: 'Preparing (nothing drawn until the wallets answer)',
  args: { prepare: fakePrepareWallets({ googlepay: 'preparing', applepay: 'ready' }) },
  play: async ({ canvasElement, args }) => {
    await prepared();
    // Both are asked together: the ready one waits for the other.
    await expect(within(canvasElement).queryByText('or pay with')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  name: 'Paying with Google Pay (its spinner; Apple Pay waits)',
  args: { pending: 'googlepay', busy: true },
  play: async ({ canvasElement, args }) => {
    await expect(googleSlot(await googleButton(canvasElement))).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const apple = await walletButton(canvasElement, 'Apple Pay');
    await expect(apple).toHaveAttribute('aria-disabled', 'true');
    // A press while another payment is under way does nothing.
    await userEvent.click(apple);
    await expect(args.onSelect).not.toHaveBeenCalled();
    apple.blur();
  },
};

export const Cancelled: Story = {
  name: 'Sheet cancelled by the shopper (CANCEL; the row as it was)',
  args: { prepare: fakePrepareWallets({ googlepay: 'ready', applepay: 'ready' }, 'cancel') },
  play: async ({ canvasElement, args }) => {
    const google = await googleButton(canvasElement);
    await userEvent.click(google);
    await expect(args.onSelect).toHaveBeenCalledWith('googlepay');
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith({
        name: 'CANCEL',
        message: 'CANCELED',
        errorType: 'googlepay',
      }),
    );
    await expect(google).toBeEnabled();
    await expect(googleSlot(google)).not.toHaveAttribute('aria-busy');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const SheetFailed: Story = {
  name: 'Apple Pay’s sheet failed (SDK_ERROR; the row as it was)',
  args: {
    prepare: fakePrepareWallets(
      { googlepay: 'ready', applepay: 'ready' },
      {
        error: walletError('SDK_ERROR', 'applepay', APPLE_PAY_ERRORS.session),
      },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const apple = await walletButton(canvasElement, 'Apple Pay');
    await userEvent.click(apple);
    await expect(args.onSelect).toHaveBeenCalledWith('applepay');
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'SDK_ERROR', errorType: 'applepay' }),
      ),
    );
    await expect(apple).toBeEnabled();
    await expect(args.onPaymentFailed).not.toHaveBeenCalled();
  },
};
