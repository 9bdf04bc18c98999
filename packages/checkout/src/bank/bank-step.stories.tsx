import { Panel, PanelBody } from '@paypage/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { linkedBankResult } from '../mocks/fixtures';
import { BANK_UNKNOWN_OUTCOME } from '../payment-request/pay-by-bank';
import { scenario } from '../mocks/scenarios';
import { withCheckoutProviders } from '../storybook';
import { BankStepView } from './bank-step';
import { PLAID_LINK_SCRIPT_URL } from './plaid/plaid-script';
import { SANDBOX_CREDENTIALS } from './sandbox/sandbox-bank-data';

/** Tartan Bank has no logo: the placeholder bank icon shows (and a console warning only). */
const tartanResult = {
  publicToken: 'public-sandbox-7a1e4c2b-tartan',
  metadata: {
    accounts: [{ id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Plaid Saving' }],
    institution: { institution_id: 'ins_sandbox_tartan', name: 'Tartan Bank' },
  },
};

const meta = {
  title: 'Checkout/Bank step',
  component: BankStepView,
  decorators: [withCheckoutProviders],
  args: { onBack: fn() },
  parameters: {
    msw: { handlers: () => scenario('link-token-sandbox') },
  },
  // As in the payment column of the page: a raised panel, about 30rem wide at most.
  render: (args) => (
    <Panel className="mx-auto w-full max-w-[30rem]">
      <PanelBody>
        <BankStepView {...args} />
      </PanelBody>
    </Panel>
  ),
} satisfies Meta<typeof BankStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

const authenticated = { name: 'authenticated', result: linkedBankResult } as const;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Picks a bank in the sandbox widget and signs in (with the test credentials by default). */
async function signIn(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  bank: string,
  password: string = SANDBOX_CREDENTIALS.password,
) {
  await userEvent.click(await canvas.findByRole('button', { name: bank }));
  await userEvent.type(canvas.getByLabelText('Username'), SANDBOX_CREDENTIALS.username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The link token is on its way: a skeleton of the widget's final size (263 px). */
export const WidgetLoading: Story = {
  parameters: { msw: { handlers: () => scenario('link-token-slow') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to your bank…');
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="bank-link"]');
    await expect(frame?.getBoundingClientRect().height).toBe(263);
    await expect(frame).toHaveAttribute('aria-busy', 'true');
  },
};

/** The link token could not be fetched: 'Failed to fetch link token' and 'Try again'. */
export const LinkTokenError: Story = {
  parameters: { msw: { handlers: () => scenario('link-token-error') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch link token');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The sandbox widget's first screen: First Platypus Bank (with a logo) and Tartan Bank. */
export const SandboxInstitutions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Select your bank' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'First Platypus Bank' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tartan Bank' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="logo"]')).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="placeholder"]')).toBeInTheDocument(),
    );
    const widget = canvasElement.querySelector<HTMLElement>('[data-slot="sandbox-bank-link"]');
    await expect(widget?.getBoundingClientRect().height).toBe(263);
  },
};

/** After picking a bank: the sign-in, with the test credentials on screen. */
export const SandboxSignIn: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await step('pick First Platypus Bank', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'First Platypus Bank' }));
    });
    const heading = canvas.getByRole('heading', { name: 'First Platypus Bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByLabelText('Username')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByText(SANDBOX_CREDENTIALS.username)).toBeVisible();
    await expect(canvas.getByText(SANDBOX_CREDENTIALS.password)).toBeVisible();
  },
};

/** A wrong sign-in is refused on the spot, with the sandbox bank's message. */
export const SandboxSignInError: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await step('pick Tartan Bank and sign in wrongly', async () => {
      await signIn({ canvas, userEvent }, 'Tartan Bank', 'wrong');
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The username or password provided were not correct.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Signed in: the accounts to pay from, checking chosen first. */
export const SandboxAccounts: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await step('pick First Platypus Bank and sign in', async () => {
      await signIn({ canvas, userEvent }, 'First Platypus Bank');
    });
    const group = canvas.getByRole('radiogroup', { name: 'Choose the account to pay from' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Plaid Checking/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Plaid Saving/ })).not.toBeChecked();
  },
};

/** The whole sandbox link: savings chosen, the widget hands over and step 1 shows the bank. */
export const SandboxLinked: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await step('link First Platypus Bank savings', async () => {
      await signIn({ canvas, userEvent }, 'First Platypus Bank');
      await userEvent.click(canvas.getByRole('radio', { name: /Plaid Saving/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    });
    const heading = await canvas.findByRole('heading', { name: 'Authenticated bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Savings')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
  },
};

/** Step 1: the bank's logo, name, the account's subtype and last digits, and the mandate. */
export const AuthenticatedWithLogo: Story = {
  args: { initialPhase: authenticated },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Authenticated bank' })).toBeVisible();
    await expect(canvas.getByText('First Platypus Bank')).toBeVisible();
    await expect(canvas.getByText('account ending in 0000')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('img[data-slot="institution-logo"]')).toHaveAttribute(
        'width',
        '40',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAccessibleDescription(
      /authorize Northwind Studio to debit \$1,250\.00 .* by ACH, once, on or after November 22, 2026/,
    );
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
  },
};

/** Step 1 for a bank without a logo: the placeholder bank icon. */
export const AuthenticatedWithPlaceholder: Story = {
  args: { initialPhase: { name: 'authenticated', result: tartanResult } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Tartan Bank')).toBeVisible();
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot="institution-logo"][data-state="placeholder"]'),
      ).toBeInTheDocument(),
    );
  },
};

/** Step 1 in a merchant's brand colour. */
export const AuthenticatedMerchantBrand: Story = {
  args: { initialPhase: authenticated },
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay $1,250.00' })).toBeVisible();
  },
};

/** Pay pressed: the button shows it is working while the payment is on its way. */
export const Paying: Story = {
  args: { initialPhase: authenticated },
  parameters: {
    msw: {
      handlers: () => scenario('link-token-sandbox', { failures: { 'plaid/payment': 'never' } }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay $1,250.00' });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeDisabled();
  },
};

/** The result lacks what Pay needs (here the public token): the spec's generic message. */
export const ErrorMissingData: Story = {
  args: {
    initialPhase: { name: 'authenticated', result: { ...linkedBankResult, publicToken: '' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent("We're sorry, something went wrong. Please try again.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The requester is over its ACH debit limit: 'Unable to process', another method only. */
export const ErrorLimitExceeded: Story = {
  args: { initialPhase: authenticated },
  parameters: { msw: { handlers: () => scenario('ach-limit-exceeded') } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to process');
    await expect(alert).toHaveTextContent(
      'This client cannot receive any more payments through pay by bank. Please select another payment method.',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another payment method' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Any other failure: 'Error' and the server's message. */
export const ErrorOther: Story = {
  args: { initialPhase: authenticated },
  parameters: { msw: { handlers: () => scenario('pay-by-bank-error') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('The bank declined the debit authorization.');
  },
};

/**
 * A payment without a confirmed answer: "We're checking your payment…" while the request is
 * re-read, with no action (no other method, no second payment).
 */
export const CheckingPayment: Story = {
  args: { initialPhase: { name: 'checking' } },
  parameters: { msw: { handlers: () => scenario('link-token-sandbox') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We're checking your payment…")).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The payment's answer was lost and the request could not be re-read (item 1): the
 * outcome is not known, never 'failed'; Refresh only (no other method, no second payment).
 */
export const PaymentNotConfirmed: Story = {
  args: {
    initialPhase: { name: 'error', view: BANK_UNKNOWN_OUTCOME, retry: null, result: null },
  },
  parameters: { msw: { handlers: () => scenario('link-token-sandbox') } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByText(/couldn't confirm your payment yet/);
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Choose another payment method' }),
    ).toBeNull();
  },
};

/** Plaid Link could not be loaded from Plaid: 'We are having issues connecting with Plaid'. */
export const PlaidConnectionFailure: Story = {
  parameters: {
    msw: {
      handlers: () => [
        http.get(PLAID_LINK_SCRIPT_URL, () => HttpResponse.error()),
        ...scenario('link-token-plaid'),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('We are having issues connecting with Plaid');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
