import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_CHECKOUT_ATTEMPT_ID, RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mockSecuredFields } from '../mocks/secured-fields';
import { ORDER_EXPIRED } from '../widget/order/restore-order';
import { SessionCardWidget } from './session-card-widget';

const setup = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];
const status = RESPONSE_EXAMPLES['POST /sandbox/adyen/v1/order/status'];
const CART = { value: 2_050, currency: 'USD' };

/** The session's setup ($20.50), `v1/order/status` answering `orderStatus`, and analytics. */
const handlers = (orderStatus: 'open' | 'expired') => [
  http.post('*/api/v1/sandbox/adyen/sessions/:id/setup', () =>
    HttpResponse.json({
      ...setup,
      securedFields: mockSecuredFields(),
      amount: CART,
      configuration: {
        merchantName: 'Corner Bakery',
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
      },
    }),
  ),
  http.post('*/api/v1/sandbox/adyen/v1/order/status', () =>
    HttpResponse.json({
      ...status,
      status: orderStatus,
      amount: CART,
      remainingAmount: { value: 1_550, currency: 'USD' },
      paymentMethods: [
        { type: 'giftcard', lastFour: '0035', amount: { value: 500, currency: 'USD' } },
      ],
    }),
  ),
  http.post('*/api/v1/sandbox/adyen/v3/analytics', () =>
    HttpResponse.json({ checkoutAttemptId: EXAMPLE_CHECKOUT_ATTEMPT_ID }),
  ),
  http.post(
    '*/api/v1/sandbox/adyen/v3/analytics/:checkoutAttemptId',
    () => new HttpResponse(null, { status: 204 }),
  ),
];

/** The order the tab kept for the story's session before the "reload". */
const keptOrder = (sessionId: string) => () => {
  sessionStorage.setItem(
    `paypage-order:${sessionId}`,
    JSON.stringify({ orderData: 'Ab02story-order', pspReference: 'ORSTORY0001' }),
  );
  return Promise.resolve({});
};

/**
 * An order a gift card paid part of, after the shopper reloaded the shop's page: the
 * session widget finds the order its tab kept for the session and asks `v1/order/status` — open,
 * the order continues; expired, the shopper is told and pays the whole amount.
 */
const meta = {
  title: 'Checkout/Embed/Session order after a reload',
  component: SessionCardWidget,
  args: {
    session: { id: 'CSSTORYORDEROPEN0000000001', sessionData: 'Ab02first' },
    clientKey: 'sandbox_paypage_local',
    environment: 'sandbox',
    context: 'http://localhost/api/v1',
    giftCards: true,
  },
  render: (args) => <SessionCardWidget {...args} context={`${window.location.origin}/api/v1`} />,
} satisfies Meta<typeof SessionCardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: Pay names the $15.50 left, and the gift card's $5.00 shows with its cancel. */
export const OrderContinued: Story = {
  loaders: [keptOrder('CSSTORYORDEROPEN0000000001')],
  parameters: { msw: { handlers: handlers('open') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay $15.50' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="gift-card-order"]')).not.toBeNull(),
    );
    await expect(canvas.getByText('Paid with gift card')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel gift card payment' })).toBeVisible();
  },
};

/** Expired: the warning, and Pay names the whole $20.50. */
export const OrderExpired: Story = {
  args: { session: { id: 'CSSTORYORDEREXPIRED0000001', sessionData: 'Ab02first' } },
  loaders: [keptOrder('CSSTORYORDEREXPIRED0000001')],
  parameters: { msw: { handlers: handlers('expired') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay $20.50' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(ORDER_EXPIRED.title);
    await expect(canvas.queryByRole('button', { name: 'Cancel gift card payment' })).toBeNull();
  },
};
