import type { Meta, StoryObj } from '@storybook/react-vite';
import { RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { http, HttpResponse } from 'msw';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { mockSecuredFields } from '../mocks/secured-fields';
import { mountCardWidget } from './mount-card-widget';

const setup = RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'];

/** The setup call of the session the page mounts the widget with: a bakery's $20.50. */
const setupHandlers = [
  http.post('*/api/v1/sandbox/adyen/sessions/:id/setup', () =>
    HttpResponse.json({
      ...setup,
      // The frames from the page's other loopback host: isolated as on a merchant's page.
      securedFields: mockSecuredFields(),
      amount: { value: 2_050, currency: 'USD' },
      configuration: {
        merchantName: 'Corner Bakery',
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
      },
    }),
  ),
];

/**
 * A merchant's own page, not built from the kit (its own type, colours and layout), with the
 * widget mounted by the framework-free API, as the demo shop and the README's plain snippet do.
 */
function MerchantPage({ onPaymentCompleted }: { onPaymentCompleted: () => void }) {
  const target = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const widget = mountCardWidget(target.current!, {
      session: { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' },
      clientKey: 'sandbox_paypage_local',
      environment: 'sandbox',
      context: `${window.location.origin}/api/v1`,
      onPaymentCompleted,
    });
    return () => widget.unmount();
  }, [onPaymentCompleted]);
  const row = {
    display: 'flex',
    justifyContent: 'space-between',
    padding: '10px 0',
    borderBottom: '1px solid #d8cfc2',
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        background: '#faf7f2',
        color: '#2b2118',
        font: "16px/1.5 Georgia, 'Times New Roman', serif",
      }}
    >
      <header style={{ padding: '16px 24px', background: '#2b2118', color: '#faf7f2' }}>
        <p style={{ margin: 0, fontSize: 20 }}>Corner Bakery</p>
      </header>
      <main style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
        <h1 style={{ fontSize: 28, margin: '0 0 16px' }}>Checkout</h1>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <li style={row}>
            <span>Sourdough loaf</span>
            <span>$8.50</span>
          </li>
          <li style={row}>
            <span>Almond croissants, box of 4</span>
            <span>$12.00</span>
          </li>
        </ul>
        <p style={{ ...row, fontWeight: 'bold', borderBottom: 0 }}>
          <span>Total</span>
          <span>$20.50</span>
        </p>
        <h2 style={{ fontSize: 20, margin: '24px 0 12px' }}>Pay by card</h2>
        <div
          style={{
            background: '#fff',
            borderRadius: 12,
            padding: 20,
            boxShadow: '0 1px 3px rgb(0 0 0 / 0.12)',
          }}
        >
          <div ref={target} />
        </div>
      </main>
    </div>
  );
}

/**
 * The embeddable card widget in a page that is not paypage's: mounted with
 * `mountCardWidget(target, { session, clientKey, environment, context })`, it asks the session's
 * setup for the amount and shows the card form in the merchant's layout.
 */
const meta = {
  title: 'Checkout/Embed/Merchant page',
  component: MerchantPage,
  tags: ['page'],
  args: { onPaymentCompleted: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: setupHandlers } },
} satisfies Meta<typeof MerchantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted with a session: the form is ready, its Pay button names the session's amount. */
export const WithSession: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay $20.50' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
        'data-status',
        'ready',
      ),
    );
    await expect(canvas.getByText('Card number')).toBeVisible();
    // The card fields are the secured frames, from the other origin.
    const frames = [...canvasElement.querySelectorAll('iframe')];
    await expect(frames.map((frame) => frame.title)).toEqual([
      'Iframe for secured card number',
      'Iframe for secured card expiry date',
      'Iframe for secured card security code',
    ]);
    for (const frame of frames) {
      await expect(new URL(frame.src).origin).not.toBe(window.location.origin);
    }
  },
};
