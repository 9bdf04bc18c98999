import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { invoiceRequest, makeCardSession, MOCK_TODAY } from '../../mocks/fixtures';
import { pendingCardPaymentHandler, sandboxCardHandlers } from '../../mocks/sandbox-card';
import { scenario } from '../../mocks/scenarios';
import { inPaymentPanel, withCheckoutProviders } from '../../storybook';
import {
  AUTHORISED_VISA,
  fillCardForm,
  waitForValidCard,
  type CardEntry,
} from '../../widget/storybook/fill-card-form';
import { canTypeSecured, waitForSecuredFields } from '../../widget/storybook/secured-typing';
import { SandboxCard } from './sandbox-card';

/**
 * The sandbox card implementation of the card step on its own: the card widget configured as the
 * payer page wants it, paying through the sandbox processor's session endpoints (answered by MSW)
 * and reporting to the card flow, whose calls each story checks (the messages in place of the form
 * are the card step's, see its stories).
 */
const meta = {
  title: 'Checkout/Sandbox card',
  component: SandboxCard,
  decorators: [inPaymentPanel, withCheckoutProviders],
  args: {
    session: makeCardSession(invoiceRequest),
    merchantName: 'Northwind Studio',
    today: MOCK_TODAY.now,
    skeleton: null,
    flow: {
      beforeSubmit: fn(async () => true),
      authorised: fn(async () => undefined),
      result: fn(),
      error: fn(),
      callFailed: fn(),
      fail: fn(),
    },
  },
  parameters: {
    msw: {
      handlers: () => [
        ...sandboxCardHandlers({
          api: '*/api/v1',
          isPayable: () => true,
          onAuthorised: () => undefined,
        }),
        ...scenario('card-sandbox'),
      ],
    },
  },
} satisfies Meta<typeof SandboxCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAY = 'Pay $1,250.00';

/** Fills the form (the card in its frames, typed by the gate) and pays; false when it cannot type. */
async function pay(root: HTMLElement, entry: CardEntry): Promise<boolean> {
  await waitForSecuredFields(root);
  if (!canTypeSecured()) return false;
  await fillCardForm(root, entry);
  await waitForValidCard(root);
  await userEvent.click(within(root).getByRole('button', { name: PAY }));
  return true;
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
        'data-status',
        'ready',
      ),
    );
    await expect(canvas.getByLabelText('Name on card')).toBeRequired();
    await expect(canvas.getByRole('group', { name: 'Billing address' })).toBeVisible();
    await expect(canvas.getByText('Save card for automatic future payments')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Google Pay/ })).toBeVisible();
  },
};

/** The payments call is under way: Pay is busy, the flow has checked the request first. */
export const Paying: Story = {
  parameters: {
    msw: {
      handlers: () => [pendingCardPaymentHandler(), ...scenario('card-sandbox')],
    },
  },
  play: async ({ canvasElement, args }) => {
    if (!(await pay(canvasElement, AUTHORISED_VISA))) return;
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: PAY })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(args.flow.beforeSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A refused card: the flow gets the result; the form is the payer's again, Pay ready. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    if (!(await pay(canvasElement, { ...AUTHORISED_VISA, number: '4000 0000 0000 0002' }))) return;
    await waitFor(() =>
      expect(args.flow.result).toHaveBeenCalledWith(
        expect.objectContaining({ resultCode: 'Refused' }),
      ),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: PAY })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await expect(args.flow.authorised).not.toHaveBeenCalled();
  },
};

/** The payments call fails (HTTP 500): the flow is told, with the error, to show its message. */
export const CallFailed: Story = {
  parameters: {
    msw: {
      handlers: () => [
        http.post('*/api/v1/sandbox/adyen/sessions/:id/payments', () =>
          HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        ),
        ...scenario('card-sandbox'),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    if (!(await pay(canvasElement, AUTHORISED_VISA))) return;
    await waitFor(() => expect(args.flow.callFailed).toHaveBeenCalledTimes(1));
    await expect(args.flow.result).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: PAY })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};
