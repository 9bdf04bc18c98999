/**
 * The stored-card form's analytics (/17; docs/widget.md#options "Analytics event"): the same
 * events as the card form — rendered once its frame is ready, focus and unfocus of the security
 * code's frame, a submit's validation error, the submit — each with `isStoredPaymentMethod: true`,
 * and the payment carries the checkout attempt id. Against the real frames' code (simulated).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields, exampleStoredPaymentMethods } from '@paypage/contract/fixtures';
import { CardWidget } from '../card-widget/card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

const sink = (attemptId?: string) => ({
  add: vi.fn(),
  flush: vi.fn(),
  checkoutAttemptId: vi.fn(() => attemptId),
});
type Sink = ReturnType<typeof sink>;
const notes = (analyticsSink: Sink) =>
  analyticsSink.add.mock.calls.map(([note]) => note as Record<string, unknown>);

async function renderStoredCard(props: Partial<CardWidgetProps> = {}) {
  const onSubmit = vi.fn<(state: SubmitState, actions: PaymentActions) => void>();
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 2_050, currency: 'USD' }}
      storedPaymentMethods={exampleStoredPaymentMethods}
      storedPaymentMethodId="sc_demo_visa_1111"
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      onError={vi.fn()}
      {...props}
    />,
  );
  // The stored card has one frame: its security code.
  const frames = await connectSimulatedFrames({ count: 1 });
  return { frames, onSubmit };
}

const payButton = () => screen.getByRole('button', { name: 'Pay $20.50' });

describe('the stored-card form’s analytics', () => {
  it('notes rendered once ready, with the card’s brand and isStoredPaymentMethod', async () => {
    const analyticsSink = sink();
    await renderStoredCard({ analyticsSink });
    await waitFor(() =>
      expect(notes(analyticsSink)).toContainEqual({
        component: 'scheme',
        type: 'rendered',
        brand: 'visa',
        isStoredPaymentMethod: true,
      }),
    );
    expect(notes(analyticsSink).filter((note) => note.type === 'rendered')).toHaveLength(1);
  }, 30_000);

  it('notes the security code’s focus, unfocus, a submit’s validation error, then the submit', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink('ca_stored_1');
    const { frames, onSubmit } = await renderStoredCard({ analyticsSink });
    await user.click(payButton()); // empty: the security code's error
    await waitFor(() =>
      expect(notes(analyticsSink)).toContainEqual({
        component: 'scheme',
        type: 'validationError',
        target: 'securityCode',
        errorCode: 'cc.cvc.920',
        errorMessage: expect.any(String),
        isStoredPaymentMethod: true,
      }),
    );
    await frames.type('securityCode', '737');
    await frames.blur('securityCode');
    await waitFor(() =>
      expect(notes(analyticsSink)).toEqual(
        expect.arrayContaining([
          {
            component: 'scheme',
            type: 'focus',
            target: 'securityCode',
            isStoredPaymentMethod: true,
          },
          {
            component: 'scheme',
            type: 'unfocus',
            target: 'securityCode',
            isStoredPaymentMethod: true,
          },
        ]),
      ),
    );
    await user.click(payButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(analyticsSink.add).toHaveBeenLastCalledWith({
      component: 'scheme',
      type: 'submit',
      brand: 'visa',
      isStoredPaymentMethod: true,
    });
    // The payment carries the analytics' checkout attempt id (§3 paymentMethod).
    expect(onSubmit.mock.calls[0]?.[0].data.paymentMethod).toMatchObject({
      storedPaymentMethodId: 'sc_demo_visa_1111',
      checkoutAttemptId: 'ca_stored_1',
    });
    // Never a value the payer typed.
    expect(JSON.stringify(analyticsSink.add.mock.calls)).not.toMatch(/737|1111/);
  }, 60_000);

  it('notes nothing with analytics: { enabled: false }', async () => {
    const user = userEvent.setup();
    const analyticsSink = sink('ca_stored_2');
    const { frames, onSubmit } = await renderStoredCard({
      analyticsSink,
      analytics: { enabled: false },
    });
    await frames.type('securityCode', '737');
    // Pay once the form is valid (the code's blob back from its frame).
    await waitFor(() =>
      expect(document.querySelector('[data-slot="card-widget"]')).toHaveAttribute('data-valid'),
    );
    await user.click(payButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(analyticsSink.add).not.toHaveBeenCalled();
    expect(onSubmit.mock.calls[0]?.[0].data.paymentMethod).not.toHaveProperty('checkoutAttemptId');
  }, 60_000);
});
