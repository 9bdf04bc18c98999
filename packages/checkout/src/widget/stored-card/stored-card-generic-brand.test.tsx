/**
 * A stored card's form has a single secured field, its security code, whose length the card's
 * brand decides (docs/widget.md#errors). A stored card of a generic type ('card', or a brand the
 * rules do not know) logs one console error about its brand (§8); a known brand logs nothing.
 * Against the real frames' code (simulated).
 */
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields, exampleStoredPaymentMethods } from '@paypage/contract/fixtures';
import { CardWidget } from '../card-widget/card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';

const visa = exampleStoredPaymentMethods.find((card) => card.id === 'sc_demo_visa_1111')!;

async function renderStoredCard(brand: string) {
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 2_050, currency: 'USD' }}
      storedPaymentMethods={[{ ...visa, brand }]}
      storedPaymentMethodId={visa.id}
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      onError={vi.fn()}
    />,
  );
  await connectSimulatedFrames({ count: 1 });
  await waitFor(() => expect(document.querySelector('[data-status="ready"]')).not.toBeNull());
}

describe('a stored card of a generic type (§8 "logs an error about brands")', () => {
  it.each(['card', 'scheme', 'acme'])(
    '%s: one console error naming the brand',
    async (brand) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await renderStoredCard(brand);
      const calls = [...error.mock.calls];
      error.mockRestore();
      expect(calls).toEqual([
        [
          `Card widget: the stored card's brand '${brand}' is not a card brand; give storedPaymentMethods[].brand as the card's own (visa, mc, amex, …): its security code's length depends on it`,
        ],
      ]);
    },
    30_000,
  );

  it.each(['visa', 'amex', 'cartebancaire'])(
    '%s: nothing logged',
    async (brand) => {
      const error = vi.spyOn(console, 'error');
      await renderStoredCard(brand);
      const calls = [...error.mock.calls];
      error.mockRestore();
      expect(calls).toEqual([]);
    },
    30_000,
  );
});
