/**
 * §3 showContextualElement (default true): the hints under the expiry date and the
 * security code, with the real frame code (simulated-frames.ts). A hint gives way to the field's
 * error, follows the brand (amex's code is on the front), and names the frame for screen readers;
 * false shows none.
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps } from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');
const LONG = { timeout: 10_000 };
const EXPIRY_HINT = 'Front of card in format MM/YY';
const BACK = '3 digits on back of card';
const FRONT = '4 digits on front of card';

async function renderWidget(props: Partial<CardWidgetProps> = {}) {
  const { container } = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      today={today}
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  return { container, frames };
}

/** The secured field whose label reads `label`. */
function fieldOf(container: HTMLElement, label: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[data-secured-field]')].find(
    (field) => field.querySelector('label')?.textContent === label,
  );
  if (!found) throw new Error(`no secured field labelled ${label}`);
  return found;
}

describe('showContextualElement', () => {
  it.each([[undefined], [true]])(
    '%s: the expiry date and security code hints show, described to the frames',
    async (show) => {
      const { container } = await renderWidget(
        show === undefined ? {} : { showContextualElement: show },
      );
      expect(screen.getByText(EXPIRY_HINT)).toBeVisible();
      expect(screen.getByText(BACK)).toBeVisible();
      const expiry = fieldOf(container, 'Expiry date');
      const hint = screen.getByText(EXPIRY_HINT);
      expect(expiry).toContainElement(hint);
      const mount = expiry.querySelector('[data-slot="secured-field-mount"]');
      expect(mount?.getAttribute('data-described-by')?.split(' ')).toContain(hint.id);
    },
  );

  it('false: no hint', async () => {
    await renderWidget({ showContextualElement: false });
    expect(screen.getByText('Expiry date')).toBeVisible();
    expect(screen.queryByText(EXPIRY_HINT)).toBeNull();
    expect(screen.queryByText(BACK)).toBeNull();
    expect(screen.queryByText(FRONT)).toBeNull();
  });

  it("an amex card's code is on the front", async () => {
    const { frames } = await renderWidget();
    await frames.type('cardNumber', '3714');
    await frames.type('cardNumber', '49');
    await waitFor(() => expect(screen.getByText(FRONT)).toBeVisible(), LONG);
    expect(screen.queryByText(BACK)).toBeNull();
  });

  it("gives way to the field's error, and comes back once it is gone", async () => {
    const { container, frames } = await renderWidget();
    await frames.type('expiryDate', '13');
    await frames.blur('expiryDate');
    const expiry = fieldOf(container, 'Expiry date');
    await waitFor(
      () => expect(expiry.querySelector('[data-slot="field-error"]')).not.toBeNull(),
      LONG,
    );
    expect(screen.queryByText(EXPIRY_HINT)).toBeNull();
    // The other field keeps its hint.
    expect(screen.getByText(BACK)).toBeVisible();
    await frames.clear('expiryDate');
    await frames.type('expiryDate', '1230');
    await waitFor(() => expect(screen.getByText(EXPIRY_HINT)).toBeVisible(), LONG);
  });

  it('speaks the locale (pt-BR)', async () => {
    await renderWidget({ locale: 'pt-BR' });
    await waitFor(
      () => expect(screen.getByText('Frente do cartão no formato MM/AA')).toBeVisible(),
      LONG,
    );
    expect(screen.getByText('3 dígitos no verso do cartão')).toBeVisible();
  });
});
