import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as realAddressRules from '../widget/address-rules';
import * as realPaymentActions from '../widget/payment-actions';

/** A fresh registry (and fresh stand-ins reading it) per test. */
async function fresh() {
  vi.resetModules();
  const lazyPart = await import('./lazy-part');
  const paymentActions = await import('./lazy-payment-actions');
  const addressRules = await import('./lazy-address-rules');
  const brandIcons = await import('./lazy-card-brand-icons');
  return { ...lazyPart, paymentActions, addressRules, brandIcons };
}

describe("the embeddable builds' seams: stand-ins that read a lazy part (build-widget.mjs LAZY_SEAMS)", () => {
  beforeEach(() => vi.restoreAllMocks());

  it('the payment actions: an answer waits for the part, then is read by its readers', async () => {
    const { registerPart, paymentActions } = await fresh();
    let resolve: (module: Record<string, unknown>) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<Record<string, unknown>>((res) => {
          resolve = res;
        }),
    );
    registerPart('payment-actions', load);
    const then = vi.fn(() => paymentActions.threeDSError(804));
    const unavailable = vi.fn();
    paymentActions.preloadPaymentActions();
    paymentActions.whenPaymentActions(then, unavailable);
    expect(load).toHaveBeenCalledTimes(1);
    expect(then).not.toHaveBeenCalled();
    // Reading before the part is there is a bug of the widget's, not a silent no-op.
    expect(() => paymentActions.threeDSError(804)).toThrow(/before its part loaded/);
    resolve({ ...realPaymentActions });
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    expect(then).toHaveReturnedWith(realPaymentActions.threeDSError(804));
    expect(unavailable).not.toHaveBeenCalled();
    // Loaded: the next answer is read at once.
    const next = vi.fn();
    paymentActions.whenPaymentActions(next, unavailable);
    expect(next).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the payment actions: a part that cannot load frees Pay (unavailable), and is asked for again', async () => {
    const { registerPart, paymentActions } = await fresh();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    registerPart('payment-actions', load);
    const then = vi.fn();
    const unavailable = vi.fn();
    paymentActions.whenPaymentActions(then, unavailable);
    await vi.waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1));
    expect(then).not.toHaveBeenCalled();
    paymentActions.whenPaymentActions(then, unavailable);
    await vi.waitFor(() => expect(unavailable).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the address's errors, value on blur, labels and payment data: incomplete, unlabelled and none until the billing-address part has loaded, then its own", async () => {
    const { registerPart, loadPartNamed, addressRules } = await fresh();
    const stand = addressRules.addressRules;
    const options = {
      brands: ['visa'],
      hasHolderName: false,
      holderNameRequired: false,
      billingAddressRequired: true,
      billingAddressMode: 'full' as const,
      hideCVC: false,
      socialSecurityNumberMode: 'auto' as const,
      today: new Date('2026-11-26'),
    };
    const address = {
      street: '  Main   Street ',
      houseNumberOrName: '1',
      postalCode: '',
      city: 'Springfield',
      stateOrProvince: 'CA',
      country: 'US',
    };
    const details = { houseNumberOptional: false, hasStates: true };
    // Not loaded (or failed): no field can be valid, not even a filled one, and no address is sent.
    const incomplete = {
      code: 'address.errors.incomplete',
      message: 'Complete the billing address',
    };
    expect(stand.addressError('city', address, details, options)).toEqual(incomplete);
    expect(stand.addressError('postalCode', address, details, options)).toEqual(incomplete);
    expect(stand.billingAddressData(address, details, options)).toBeUndefined();
    expect(stand.addressValueOnBlur('street', address.street)).toBe(address.street);
    const partText = () => undefined;
    expect(stand.addressFieldLabel(partText, 'postalCode', 'US', false)).toBe('');
    registerPart('billing-address-fields', async () => ({
      addressRules: realAddressRules.addressRules,
    }));
    await loadPartNamed('billing-address-fields');
    const real = realAddressRules.addressRules;
    expect(stand.addressError('city', address, details, options)).toBeNull();
    expect(stand.addressError('postalCode', address, details, options)).toEqual(
      real.addressError('postalCode', address, details, options),
    );
    expect(stand.addressError('postalCode', address, details, options)?.code).toBe(
      'address.postalCode.invalid',
    );
    expect(stand.billingAddressData(address, details, options)).toEqual({
      ...address,
      street: 'Main Street',
    });
    expect(stand.addressValueOnBlur('street', address.street)).toBe('Main Street');
    expect(stand.addressFieldLabel(partText, 'postalCode', 'US', false)).toBe('ZIP code');
    expect(stand.addressFieldLabel(partText, 'stateOrProvince', 'CA', false)).toBe('Province');
    expect(stand.addressFieldLabel(() => 'Cidade', 'city', 'BR', false)).toBe('Cidade');
  });

  it("the brands' marks: none until the part has loaded (the mark is the generic card), then the brand's", async () => {
    const { registerPart, brandIcons } = await fresh();
    const Visa = () => <svg data-testid="visa" />;
    registerPart('card-brand-icons', async () => ({
      cardBrandIcon: (brand: string | null) => (brand === 'visa' ? Visa : undefined),
    }));
    function Mark({ brand }: { brand: string }) {
      const Icon = brandIcons.useCardBrandIcon(brand);
      return Icon ? <Icon /> : <span data-testid="generic" />;
    }
    render(<Mark brand="visa" />);
    expect(screen.getByTestId('generic')).toBeInTheDocument();
    expect(await screen.findByTestId('visa')).toBeInTheDocument();
  });
});
