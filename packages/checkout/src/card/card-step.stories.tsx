import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pastTheCheck } from '../mocks/checking-clock';
import { pendingCardPaymentHandler } from '../mocks/sandbox-card';
import { scenario } from '../mocks/scenarios';
import { withCheckoutProviders } from '../storybook';
import { CardStep } from './card-step';
import {
  AUTHORISED_VISA,
  fillCardForm,
  waitForValidCard,
  type CardEntry,
} from '../widget/storybook/fill-card-form';
import {
  canTypeSecured,
  findSecuredFrame,
  waitForSecuredFields,
} from '../widget/storybook/secured-typing';
import { cardStepHandlers } from './storybook/card-step-handlers';

/**
 * The card step as the payment form shows it, on the MSW scenarios of the data layer: the sandbox
 * card widget of a sandbox session, the Adyen Web adapter of a provider session, and the flow
 * around them (the check before paying, Authorised → processing, the messages, 3-D Secure).
 */
const meta = {
  title: 'Checkout/Card step',
  component: CardStep,
  decorators: [withCheckoutProviders],
  parameters: {
    msw: { handlers: () => scenario('card-sandbox') },
    checkout: { navigate: fn() },
  },
  render: () => (
    <div className="mx-auto max-w-xl rounded-xl bg-surface p-5 shadow-sm sm:p-8">
      <CardStep />
    </div>
  ),
} satisfies Meta<typeof CardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (root: HTMLElement) => within(root);

/** The card number's secured frame (its input is on another origin). */
const NUMBER_FRAME = 'Iframe for secured card number';

/**
 * Fills the form (the card fields in their frames, typed by the gate's Playwright) and pays; false
 * in an interactive Storybook, where the frames cannot be typed in by the play function.
 */
async function payWith(root: HTMLElement, entry: CardEntry): Promise<boolean> {
  await findSecuredFrame(root, NUMBER_FRAME);
  await waitForSecuredFields(root);
  if (!canTypeSecured()) return false;
  await fillCardForm(root, entry);
  await waitForValidCard(root);
  await userEvent.click(step(root).getByRole('button', { name: 'Pay $1,250.00' }));
  return true;
}

const CHALLENGE_CARD: CardEntry = { ...AUTHORISED_VISA, number: '4212 3456 7891 0006' };

/** The challenge frame with the bank's page loaded in it. */
async function challengeShown(root: HTMLElement) {
  await waitFor(
    () =>
      expect(root.querySelector('[data-slot="challenge-frame"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
    { timeout: 8000 },
  );
  const frame = root.querySelector<HTMLIFrameElement>('[data-slot="challenge-frame"] iframe');
  const page = frame?.contentDocument;
  await waitFor(() => expect(page?.getElementById('code')).toBeTruthy());
  return page as Document;
}

export const Sandbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = step(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Card payment' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('list', { name: 'Accepted cards and wallets' }),
    ).toBeInTheDocument();
    await findSecuredFrame(canvasElement, NUMBER_FRAME);
    // The payment form's back arrow leads back; the step has none of its own.
    await expect(canvas.queryByRole('button', { name: 'Back to payment methods' })).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await findSecuredFrame(canvasElement, NUMBER_FRAME);
    await fillCardForm(canvasElement, AUTHORISED_VISA);
  },
};

export const Paying: Story = {
  parameters: {
    msw: { handlers: cardStepHandlers('card-sandbox', {}, [pendingCardPaymentHandler()]) },
  },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, AUTHORISED_VISA))) return;
    await waitFor(() =>
      expect(step(canvasElement).getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const Authorised: Story = {
  name: 'Authorised → processing',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement, parameters }) => {
    const navigate = (parameters.checkout as { navigate: ReturnType<typeof fn> }).navigate;
    if (!(await payWith(canvasElement, AUTHORISED_VISA))) return;
    await expect(
      await step(canvasElement).findByRole('button', { name: 'Payment accepted' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }), {
      timeout: 5000,
    });
  },
};

export const Refused: Story = {
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, { ...AUTHORISED_VISA, number: '4000 0000 0000 0002' })))
      return;
    const canvas = step(canvasElement);
    await expect(
      await canvas.findByText(/Your card was declined\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The message takes focus, so a keyboard or screen-reader user lands on it.
    await expect(canvasElement.querySelector('[data-slot="card-message"]')).toHaveFocus();
  },
};

export const RefusedThenTryAgain: Story = {
  name: 'Refused, then Try again (fresh card fields, the rest kept)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, { ...AUTHORISED_VISA, number: '4000 0000 0000 0002' })))
      return;
    const canvas = step(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    );
    // A fresh form: new frames, loaded and configured (their inputs empty); what the payer typed
    // in the page (holder name, billing address) stays.
    await findSecuredFrame(canvasElement, NUMBER_FRAME);
    await waitForSecuredFields(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="card-widget"][data-valid]')).toBeNull();
    await expect(canvas.getByLabelText('Name on card')).toHaveValue(AUTHORISED_VISA.holderName);
    await expect(canvas.getByLabelText('Street address')).toHaveValue(AUTHORISED_VISA.street);
    await expect(canvas.getByLabelText('City')).toHaveValue(AUTHORISED_VISA.city);
    await expect(canvas.getByLabelText('ZIP code')).toHaveValue(AUTHORISED_VISA.postalCode);
  },
};

export const SessionExpired: Story = {
  name: 'Error 14_0422 (session expired)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, { ...AUTHORISED_VISA, number: '4000 0000 0001 4227' })))
      return;
    const canvas = step(canvasElement);
    await expect(
      await canvas.findByText(/This payment request session has expired\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

export const ProcessedElsewhere: Story = {
  name: 'Error 14_0423 (already processed)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, { ...AUTHORISED_VISA, number: '4000 0000 0001 4235' })))
      return;
    await expect(
      await step(canvasElement).findByText(
        /We're unable to complete your payment\. This payment request has already been processed\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const AlreadyProcessed: Story = {
  name: 'Already processed (paid in another tab)',
  parameters: {
    msw: {
      handlers: () =>
        scenario('card-sandbox', {
          collectSequence: [{ status: 'PAID', methodPaidWith: 'card' }],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, AUTHORISED_VISA))) return;
    const canvas = step(canvasElement);
    await expect(
      await canvas.findByText(
        /^This payment request has already been processed\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

export const TechnicalError: Story = {
  name: 'Technical error (no card session) with Refresh',
  parameters: { msw: { handlers: () => scenario('card-session-error') } },
  play: async ({ canvasElement }) => {
    const canvas = step(canvasElement);
    await expect(
      await canvas.findByText(/We couldn’t start the card payment/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

/** The check of the lost status update ends at once (its clock is past the check's window). */
export const StatusUpdateFailed: Story = {
  name: 'Authorised, but the status update failed',
  parameters: {
    msw: { handlers: cardStepHandlers('status-update-error') },
    checkout: { navigate: fn(), checkingClock: pastTheCheck() },
  },
  play: async ({ canvasElement, parameters }) => {
    const navigate = (parameters.checkout as { navigate: ReturnType<typeof fn> }).navigate;
    if (!(await payWith(canvasElement, AUTHORISED_VISA))) return;
    await expect(
      await step(canvasElement).findByText(
        /Your payment has been processed, but we encountered a technical issue/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const WithoutWalletsOrConsent: Story = {
  name: 'Session without wallets or stored-card option',
  parameters: {
    msw: {
      handlers: cardStepHandlers('card-sandbox', {
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = step(canvasElement);
    await findSecuredFrame(canvasElement, NUMBER_FRAME);
    await expect(canvas.queryByText('or pay with')).toBeNull();
    await expect(canvas.queryByText('Save card for automatic future payments')).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Google Pay' })).toBeNull();
  },
};

/** Pays with the challenge card: the bank's page shows in the frame at the session's size. */
function challengeAt(windowSize: '01' | '02' | '03' | '04' | '05'): Story['play'] {
  return async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, CHALLENGE_CARD))) return;
    await challengeShown(canvasElement);
    const challenge = canvasElement.querySelector('[data-slot="three-ds-challenge"]');
    await expect(challenge).toHaveAttribute('data-window-size', windowSize);
    await expect(challenge).toHaveAttribute('data-state', 'performingChallenge');
    await expect(step(canvasElement).getByTitle(NUMBER_FRAME)).not.toBeVisible();
  };
}

const challengeHandlers = (challengeWindowSize: '01' | '02' | '03' | '04' | '05') => ({
  msw: { handlers: cardStepHandlers('card-sandbox', { challengeWindowSize }) },
});

export const Challenge01: Story = {
  name: '3-D Secure challenge, window 01 (250 × 400)',
  parameters: challengeHandlers('01'),
  play: challengeAt('01'),
};

export const Challenge02: Story = {
  name: '3-D Secure challenge, window 02 (390 × 400, default)',
  parameters: challengeHandlers('02'),
  play: challengeAt('02'),
};

export const Challenge03: Story = {
  name: '3-D Secure challenge, window 03 (500 × 600)',
  parameters: challengeHandlers('03'),
  play: challengeAt('03'),
};

export const Challenge04: Story = {
  name: '3-D Secure challenge, window 04 (600 × 400)',
  parameters: challengeHandlers('04'),
  play: challengeAt('04'),
};

export const Challenge05: Story = {
  name: '3-D Secure challenge, window 05 (full size)',
  parameters: challengeHandlers('05'),
  play: challengeAt('05'),
};

export const ChallengeApproved: Story = {
  name: '3-D Secure challenge approved (code 1234)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement, parameters }) => {
    const navigate = (parameters.checkout as { navigate: ReturnType<typeof fn> }).navigate;
    if (!(await payWith(canvasElement, CHALLENGE_CARD))) return;
    const page = await challengeShown(canvasElement);
    (page.getElementById('code') as HTMLInputElement).value = '1234';
    (page.querySelector('button.primary') as HTMLButtonElement).click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }), {
      timeout: 5000,
    });
  },
};

export const ChallengeDeclined: Story = {
  name: '3-D Secure challenge with a wrong code',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, CHALLENGE_CARD))) return;
    const page = await challengeShown(canvasElement);
    (page.getElementById('code') as HTMLInputElement).value = '0000';
    (page.querySelector('button.primary') as HTMLButtonElement).click();
    await expect(
      await step(canvasElement).findByText(/Your card was declined\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const ChallengeCancelled: Story = {
  name: '3-D Secure challenge cancelled (the form stays)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement }) => {
    if (!(await payWith(canvasElement, CHALLENGE_CARD))) return;
    const page = await challengeShown(canvasElement);
    (page.querySelector('button.secondary') as HTMLButtonElement).click();
    const canvas = step(canvasElement);
    await waitFor(() => expect(canvas.getByTitle(NUMBER_FRAME)).toBeVisible(), {
      timeout: 5000,
    });
    // The form as it was: its frames still hold the card (still valid, its blobs kept).
    await expect(canvasElement.querySelector('[data-slot="card-widget"][data-valid]')).toBeTruthy();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const MerchantBrand: Story = {
  globals: { brand: 'merchant' },
  play: async ({ canvasElement }) => {
    await findSecuredFrame(canvasElement, NUMBER_FRAME);
  },
};

export const GooglePay: Story = {
  name: 'Paid with Google Pay (sandbox)',
  parameters: { msw: { handlers: cardStepHandlers('card-sandbox') } },
  play: async ({ canvasElement, parameters }) => {
    const navigate = (parameters.checkout as { navigate: ReturnType<typeof fn> }).navigate;
    const canvas = step(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Pay with Google Pay' }, { timeout: 5000 }),
    );
    // The sandbox wallet sheet: Pay there.
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Google Pay' }));
    await userEvent.click(sheet.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }), {
      timeout: 5000,
    });
  },
};
