import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh registry per test: the module holds the parts the build registered. */
async function freshLazyPart() {
  vi.resetModules();
  return import('./lazy-part');
}

function Consent({ merchantName }: { merchantName: string }) {
  return <p>Save card for {merchantName}</p>;
}

/** A module load the test settles by hand. */
function deferredModule() {
  let resolve: (module: Record<string, unknown>) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Record<string, unknown>>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    load,
    resolve: (module: Record<string, unknown>) => resolve(module),
    reject: (error: Error) => reject(error),
  };
}

describe('the lazy parts of the embeddable builds', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('has nothing to wait for when the build registered no part (the app, stories and tests)', async () => {
    const { preloadWidgetParts } = await freshLazyPart();
    expect(
      preloadWidgetParts({
        enableStoreDetails: true,
        billingAddressRequired: true,
        wallets: { googlePay: true },
      }),
    ).toBeNull();
  });

  it('renders nothing until its module has loaded, then the component with its props', async () => {
    const { lazyPart } = await freshLazyPart();
    const module = deferredModule();
    const Part = lazyPart('store-details-consent', module.load, 'StoreDetailsConsent');
    const { container } = render(<Part merchantName="Northwind" />);
    expect(container).toBeEmptyDOMElement();
    expect(module.load).toHaveBeenCalledTimes(1);
    module.resolve({ StoreDetailsConsent: Consent });
    expect(await screen.findByText('Save card for Northwind')).toBeInTheDocument();
  });

  it('preloads the parts the options show, so the first render draws them at once', async () => {
    const { lazyPart, preloadWidgetParts } = await freshLazyPart();
    const consent = deferredModule();
    const wallets = deferredModule();
    const Part = lazyPart('store-details-consent', consent.load, 'StoreDetailsConsent');
    lazyPart('wallet-buttons', wallets.load, 'WalletButtons');

    const waiting = preloadWidgetParts({ enableStoreDetails: true });
    expect(waiting).not.toBeNull();
    expect(consent.load).toHaveBeenCalledTimes(1);
    expect(wallets.load).not.toHaveBeenCalled(); // not enabled: not loaded
    consent.resolve({ StoreDetailsConsent: Consent });
    await waiting;

    render(<Part merchantName="Northwind" />);
    expect(screen.getByText('Save card for Northwind')).toBeInTheDocument(); // no wait
    expect(preloadWidgetParts({ enableStoreDetails: true })).toBeNull(); // loaded already
  });

  it('hands a ref on to the part’s component', async () => {
    const { lazyPart } = await freshLazyPart();
    const Input = (props: React.ComponentProps<'input'>) => (
      <input aria-label="CPF/CNPJ" {...props} />
    );
    const Part = lazyPart('cpf-cnpj-input', () => Promise.resolve({ Input }), 'Input');
    const ref = vi.fn();
    render(<Part ref={ref} />);
    const input = await screen.findByLabelText('CPF/CNPJ');
    expect(ref).toHaveBeenLastCalledWith(input);
  });

  it('asks again at the next render when a load failed', async () => {
    const { lazyPart, preloadWidgetParts } = await freshLazyPart();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferredModule();
    const load = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockImplementationOnce(first.load)
      .mockResolvedValueOnce({ StoreDetailsConsent: Consent });
    const Part = lazyPart('store-details-consent', load, 'StoreDetailsConsent');

    const waiting = preloadWidgetParts({ enableStoreDetails: true });
    first.reject(new Error('offline'));
    await waiting; // settles: the form renders without the part rather than never
    expect(console.error).toHaveBeenCalled();

    render(<Part merchantName="Northwind" />);
    expect(await screen.findByText('Save card for Northwind')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
