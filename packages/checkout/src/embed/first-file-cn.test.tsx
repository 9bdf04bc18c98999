/**
 * The widget's first file draws as with the kit's `cn` when `first-file-cn.ts` merges its classes:
 * every class list the card form renders there in its states (loading, ready, brands, errors,
 * paying, frames failed; the CPF/CNPJ input, a lazy part, is checked too) gives the page the same set of classes (their order in the
 * attribute does not matter to CSS). The parts the embeddable builds load lazily (billing address,
 * store-details consent, wallets, 3-D Secure) keep the kit's `cn`; the others are left out.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { CardWidget } from '../widget/card-widget';
import { connectSimulatedFrames } from '../widget/testing/simulated-frames';
import type { CardWidgetProps } from '../widget/widget-types';
import { cn as firstFileCn } from './first-file-cn';

const disagreements = vi.hoisted(() => new Set<string>());
const calls = vi.hoisted(() => ({ count: 0 }));
/** The classes a list gives the page, in order (the attribute's order means nothing to CSS). */
const classSet = vi.hoisted(
  () => (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort().join(' '),
);

vi.mock('../../../ui/src/lib/cn', async (importOriginal) => {
  const kit = await importOriginal<{ cn: typeof firstFileCn }>();
  const { cn: light } = await import('./first-file-cn');
  return {
    ...kit,
    cn: (...inputs: Parameters<typeof firstFileCn>) => {
      const merged = kit.cn(...inputs);
      calls.count += 1;
      const lighter = light(...inputs);
      if (classSet(merged) !== classSet(lighter)) {
        disagreements.add(`${lighter}  ≠  ${merged}`);
      }
      return merged;
    },
  };
});

// The lazy parts keep the kit's `cn` in their own files: left out of the first file's check.
vi.mock('../widget/billing-address-fields', () => ({ BillingAddressSection: () => null }));
vi.mock('../widget/store-details-consent', () => ({ StoreDetailsConsent: () => null }));
vi.mock('../widget/wallet-buttons', () => ({ CardWidgetWallets: () => null }));
vi.mock('../widget/three-ds-challenge', () => ({ CardWidgetChallenge: () => null }));

/** The form with what the first file draws (the lazy parts' options would only draw nothing). */
function renderWidget(props: Partial<CardWidgetProps> = {}) {
  return render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      hasHolderName
      holderNameRequired
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$1,250\.00$/ });

describe("the widget's first file with its lighter cn", () => {
  afterAll(() => {
    // The states below did render through `cn`: the check is not vacuous.
    expect(calls.count).toBeGreaterThan(50);
  });

  it('gives the classes cn gives while loading, ready, typing brands, with every error, paying', async () => {
    const user = userEvent.setup();
    renderWidget({ socialSecurityNumberMode: 'show' });
    const frames = await connectSimulatedFrames();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton()); // every error shown
    expect(screen.getByText('Enter the card number')).toBeInTheDocument();
    for (const number of ['378282246310005', '5019555544445555', '6703444444444449']) {
      await frames.type('cardNumber', number);
      await frames.blur('cardNumber');
    }
    await frames.type('cardNumber', '4111111111111111');
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', '737');
    await user.type(screen.getByLabelText('Name on card'), 'Sam Rivera');
    await user.click(payButton()); // paying: onSubmit does not answer
    expect([...disagreements]).toEqual([]);
  });

  it('gives the classes cn gives when the frames fail, with Refresh', async () => {
    const view = renderWidget({
      securedFields: { ...exampleSecuredFields, loadTimeout: 50 },
      hasHolderName: false,
    });
    await connectSimulatedFrames({ load: false });
    const root = view.container.querySelector('[data-slot="card-widget"]');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'csfLoadFailure'));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect([...disagreements]).toEqual([]);
  });

  it.each([
    [['flex flex-col gap-1.5', 'row-span-3 grid'], 'flex-col gap-1.5 row-span-3 grid'],
    [['shrink-0 size-5', 'size-4'], 'shrink-0 size-4'],
    [['md:flex', 'grid', 'md:block!', 'md:hidden!'], 'md:flex grid md:hidden!'],
    [['a', false, null, undefined, ['b', { c: true, d: false }], 'a'], 'b c a'],
  ])('merges %j to %s', (inputs, expected) => {
    expect(firstFileCn(...inputs)).toBe(expected);
  });
});
