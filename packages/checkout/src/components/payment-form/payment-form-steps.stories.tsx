import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SANDBOX_CREDENTIALS } from '../../bank/sandbox/sandbox-bank-data';
import { cardStepHandlers } from '../../card/storybook/card-step-handlers';
import { makePaymentRequest } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { WITH_NARROW_MODE, withCheckoutProviders } from '../../storybook';
import {
  AUTHORISED_VISA,
  fillCardForm,
  waitForValidCard,
} from '../../widget/storybook/fill-card-form';
import { canTypeSecured, FRAMES_TIMEOUT, typeSecured } from '../../widget/storybook/secured-typing';
import { BACK_TO_PAYMENT_METHODS, PaymentForm } from './payment-form';

/**
 * Every step of the payment form as the payer sees it, in the whole page: the card,
 * bank, ACH and wire steps with their states, the PAYMENT_FAILED banner, and a merchant's brand.
 * Northwind Studio's invoice is in its dark green; Harbor Dental Care's request in the default
 * brand; Sunbeam Bakery in a light yellow (black text on its buttons).
 */
const meta = {
  title: 'Checkout/Payment form/Steps in place',
  component: PaymentForm,
  tags: ['page'],
  decorators: [withCheckoutProviders],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: scenario('unpaid-all-methods') },
    checkout: { navigate: fn() },
  },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const PAYMENT_FAILED = 'Payment failed to process on November 20, 2026. Please try again.';

const LONG_MERCHANT = 'Northwind Landscape Architecture & Garden Design Cooperative';

const sunbeam = makePaymentRequest({
  merchant: { name: 'Sunbeam Bakery', brandColor: '#f5c518' },
});

/**
 * What every step in place shows: the step's heading (level 2, under the page's one level 1, no
 * level skipped), the breadcrumb at the step, one way back, and the PAYMENT_FAILED banner only
 * when the request failed.
 */
async function inPlace(
  canvas: Canvas,
  { heading, crumb, failed = false }: { heading: string; crumb: string; failed?: boolean },
) {
  await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible();
  const levels = canvas.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  await expect(levels[0]).toBe(1);
  await expect(levels.filter((level) => level === 1)).toHaveLength(1);
  // No level skipped on the way down (h1 → h3 would hide a section from a screen reader's outline).
  await expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);
  await expect(canvas.getByText(crumb, { selector: '[aria-current]' })).toBeVisible();
  await expect(canvas.getAllByRole('button', { name: BACK_TO_PAYMENT_METHODS })).toHaveLength(1);
  if (failed) {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
  } else {
    await expect(canvas.queryByText(PAYMENT_FAILED)).toBeNull();
  }
}

/** The card form on screen, its secured frames loaded and configured. */
const cardReady = async (canvas: Canvas) => {
  await canvas.findByTitle('Iframe for secured card number', {}, { timeout: FRAMES_TIMEOUT });
  await waitFor(
    () =>
      expect(document.querySelector('[data-slot="card-widget"]')?.getAttribute('data-status')).toBe(
        'ready',
      ),
    { timeout: FRAMES_TIMEOUT },
  );
};

// --- Card ------------------------------------------------------------------------------------

/** Pay pressed on an empty form (a payment request, the default brand): every field says why. */
export const CardStepErrors: Story = {
  args: { initialStep: 'payByCard' },
  parameters: { msw: { handlers: scenario('unpaid-payment-request') } },
  play: async ({ canvas }) => {
    await cardReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $240.00' }));
    await expect(canvas.getByText('Enter the card number')).toBeVisible();
    await expect(canvas.getByText('Enter the expiry date')).toBeVisible();
    await expect(canvas.getByText('Enter the security code')).toBeVisible();
    await expect(canvas.getByTitle('Iframe for secured card number')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining('error'),
    );
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
  },
};

/** The bank's 3-D Secure page in place of the form, inside the page. */
export const CardStepChallenge: Story = {
  args: { initialStep: 'payByCard' },
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvas, canvasElement }) => {
    await cardReady(canvas);
    if (!canTypeSecured()) return;
    await fillCardForm(canvasElement, { ...AUTHORISED_VISA, number: '4212 3456 7891 0006' });
    await waitForValidCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-slot="challenge-frame"]')).toHaveAttribute(
          'data-state',
          'ready',
        ),
      { timeout: 8000 },
    );
    const page = canvasElement.querySelector<HTMLIFrameElement>(
      '[data-slot="challenge-frame"] iframe',
    )?.contentDocument;
    await waitFor(() => expect(page?.getElementById('code')).toBeTruthy());
    await expect(canvas.getByTitle('Iframe for secured card number')).not.toBeVisible();
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
  },
};

/**
 * The card step with Click to Pay on: a recognised shopper's cards above the card form,
 * which waits behind 'Manual card entry'.
 */
export const CardStepClickToPay: Story = {
  args: { initialStep: 'payByCard' },
  parameters: {
    msw: {
      handlers: cardStepHandlers('card-sandbox', {
        clickToPay: { shopperEmail: null, recognisedEmail: 'sam@example.com' },
      }),
    },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Click to Pay' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'Ready'), { timeout: 8000 });
    await expect(canvas.getByRole('combobox', { name: 'Card' })).toHaveValue('ctp-visa-4242');
    await expect(canvas.getByLabelText('Name on card')).not.toBeVisible();
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
  },
};

/** The card step of a request whose last payment failed: the banner above, the form as usual. */
export const CardStepPaymentFailed: Story = {
  args: { initialStep: 'payByCard' },
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await cardReady(canvas);
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment', failed: true });
  },
};

/** The card step in a light merchant colour. */
export const CardStepMerchantBrandLight: Story = {
  args: { initialStep: 'payByCard' },
  parameters: { msw: { handlers: scenario('unpaid-all-methods', { paymentRequest: sunbeam }) } },
  play: async ({ canvas }) => {
    await cardReady(canvas);
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
  },
};

/** A 60-character merchant name and a $1,000,000.00 request: the card step still fits 320 px. */
export const CardStepLongNameLargeAmount: Story = {
  args: { initialStep: 'payByCard' },
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
    msw: {
      handlers: scenario('unpaid-all-methods', {
        paymentRequest: makePaymentRequest({
          merchant: { name: LONG_MERCHANT, brandColor: '#0f7b5f' },
          amountInCents: 100_000_000,
          merchantInvoice: null,
        }),
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await cardReady(canvas);
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
    await expect(canvas.getByRole('button', { name: 'Pay $1,000,000.00' })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling at 320 px.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

// --- Bank ------------------------------------------------------------------------------------

async function linkFirstPlatypus(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'First Platypus Bank' }));
  await userEvent.type(canvas.getByLabelText('Username'), SANDBOX_CREDENTIALS.username);
  await userEvent.type(canvas.getByLabelText('Password'), SANDBOX_CREDENTIALS.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
  await expect(await canvas.findByRole('heading', { name: 'Authenticated bank' })).toBeVisible();
}

/** Pay by bank: the sandbox bank link's first screen, in the page. */
export const BankStep: Story = {
  args: { initialStep: 'payByBank' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select your bank' })).toBeVisible();
    await inPlace(canvas, { heading: 'Bank payment', crumb: 'Bank payment' });
  },
};

/** Signed in at the sandbox bank: the authenticated bank, the mandate and Pay. */
export const BankStepAuthenticated: Story = {
  args: { initialStep: 'payByBank' },
  play: async ({ canvas }) => {
    await linkFirstPlatypus(canvas);
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
    await inPlace(canvas, { heading: 'Bank payment', crumb: 'Bank payment' });
  },
};

/** The bank refused the debit: 'Error' and the server's message, in the page. */
export const BankStepError: Story = {
  args: { initialStep: 'payByBank' },
  parameters: { msw: { handlers: scenario('pay-by-bank-error') } },
  play: async ({ canvas }) => {
    await linkFirstPlatypus(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The bank declined the debit authorization.');
    // The way back returns once the step reports its payment over (an effect after this render).
    await waitFor(() => inPlace(canvas, { heading: 'Bank payment', crumb: 'Bank payment' }));
  },
};

/**
 * The payment's answer never came (a 5xx): "We're checking your payment…" in the page while the
 * request is re-read; no way back to the methods and no Pay meanwhile.
 */
export const BankStepChecking: Story = {
  args: { initialStep: 'payByBank' },
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: scenario('unpaid-all-methods', { failures: { 'plaid/payment': 'error' } }) },
    visual: {
      reason:
        'Its page height differed between runs (1197 vs 1112 px at 375 px); the checking state has baselines as a component and in the bank step.',
    },
  },
  play: async ({ canvas }) => {
    await linkFirstPlatypus(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
    await expect(await canvas.findByText("We're checking your payment…")).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bank payment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: BACK_TO_PAYMENT_METHODS })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The bank step of a request whose last payment failed. */
export const BankStepPaymentFailed: Story = {
  args: { initialStep: 'payByBank' },
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select your bank' })).toBeVisible();
    await inPlace(canvas, { heading: 'Bank payment', crumb: 'Bank payment', failed: true });
  },
};

// --- ACH and wire ----------------------------------------------------------------------------

/** The ACH step of a request whose last payment failed. */
export const AchStepPaymentFailed: Story = {
  args: { initialStep: 'payByACH' },
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await inPlace(canvas, { heading: 'ACH Transfer', crumb: 'ACH payment', failed: true });
  },
};

/** The ACH step in a light merchant colour. */
export const AchStepMerchantBrandLight: Story = {
  args: { initialStep: 'payByACH' },
  parameters: { msw: { handlers: scenario('unpaid-all-methods', { paymentRequest: sunbeam }) } },
  play: async ({ canvas }) => {
    await inPlace(canvas, { heading: 'ACH Transfer', crumb: 'ACH payment' });
  },
};

/** The wire step of a request whose last payment failed. */
export const WireStepPaymentFailed: Story = {
  args: { initialStep: 'payByWire' },
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await inPlace(canvas, { heading: 'Wire Transfer', crumb: 'Wire payment', failed: true });
  },
};

/** The wire step in a light merchant colour. */
export const WireStepMerchantBrandLight: Story = {
  args: { initialStep: 'payByWire' },
  parameters: { msw: { handlers: scenario('unpaid-all-methods', { paymentRequest: sunbeam }) } },
  play: async ({ canvas }) => {
    await inPlace(canvas, { heading: 'Wire Transfer', crumb: 'Wire payment' });
  },
};

/**
 * The card step with Korean authentication on (`sandbox.koreanAuthenticationRequired`):
 * the sandbox's Korean card (4561 0000 0000 0003, issued in KR by the bin lookup) asks for the tax
 * number and the card password's first 2 digits, here filled in and ready to pay.
 */
export const CardStepKoreanCard: Story = {
  args: { initialStep: 'payByCard' },
  parameters: {
    msw: { handlers: cardStepHandlers('card-sandbox', { koreanAuthenticationRequired: true }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await cardReady(canvas);
    await expect(canvas.getByTitle('Iframe for secured card password')).not.toBeVisible();
    await inPlace(canvas, { heading: 'Card payment', crumb: 'Card payment' });
    if (!canTypeSecured()) return;
    await fillCardForm(canvasElement, { ...AUTHORISED_VISA, number: '4561 0000 0000 0003' });
    const taxNumber = await canvas.findByLabelText('Birth date (YYMMDD)', {}, { timeout: 10_000 });
    await userEvent.type(taxNumber, '900131');
    await typeSecured(canvasElement, 'password', '12');
    await waitForValidCard(canvasElement);
    await expect(canvas.getByTitle('Iframe for secured card password')).toBeVisible();
    await expect(canvas.getByText('First 2 digits of card password')).toBeVisible();
  },
};
