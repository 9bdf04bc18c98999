/**
 * The widget's rarely used parts as lazy chunks of the embeddable builds (issue 15: the widget
 * within 25 kB gzip before its card form is ready). `scripts/build-widget.mjs` puts, in place of
 * each module of its LAZY_PARTS (the billing address, the store-details consent, the wallet
 * buttons, the 3-D Secure challenge, the CPF/CNPJ input, Click to Pay, the fast-checkout sign-up),
 * a stand-in made with `lazyPart`: the same component, whose module loads the first
 * time it renders (or at `preloadWidgetParts`), rendering nothing until then. The app, the stories
 * and the tests import the modules themselves: there nothing is lazy and the registry stays empty.
 *
 * The mount and the session widget preload the parts their options enable before the form's first
 * render, so the form appears whole, as from one file; the challenge loads when a payment asks
 * for it.
 */
import * as React from 'react';
import { COMMON_CARD_BRANDS } from '../rules/common-card-brands';
import type { CardWidgetProps } from '../widget/widget-types';

type PartModule = Record<string, unknown>;
type Part = { load: () => Promise<PartModule>; module?: PartModule; loading?: Promise<void> };

/** The stand-ins the build registered, by the part's module name (`store-details-consent`). */
const parts = new Map<string, Part>();

function loadPart(part: Part): Promise<void> {
  part.loading ??= part.load().then(
    (module) => {
      part.module = module;
    },
    (error: unknown) => {
      // Not loaded (offline, a blocked request): the next render asks again.
      part.loading = undefined;
      console.error(error);
    },
  );
  return part.loading;
}

type PartProps = Record<string, unknown>;

/** A component of a lazy part: `exportName` of the module `load` brings. Used by the build only. */
export function lazyPart(
  name: string,
  load: () => Promise<PartModule>,
  exportName: string,
): React.ComponentType<PartProps> {
  registerPart(name, load);
  // A ref given to the part reaches its component (Preact passes none to a plain function).
  const LazyPart = React.forwardRef<unknown, PartProps>(function LazyPart(props, ref) {
    const Component = usePart(name)?.[exportName] as React.ComponentType<PartProps> | undefined;
    return Component ? <Component {...props} ref={ref} /> : null;
  });
  LazyPart.displayName = exportName;
  return LazyPart;
}

/** Registers a part's loader (once per name). Used by the build's stand-ins only. */
export function registerPart(name: string, load: () => Promise<PartModule>): void {
  if (!parts.has(name)) parts.set(name, { load });
}

/**
 * A part's module: undefined until it has loaded (the first render asks for it, and renders
 * again once it is there), or when the build registered no such part.
 */
export function usePart(name: string): PartModule | undefined {
  const part = parts.get(name);
  const [, setLoaded] = React.useState(false);
  React.useEffect(() => {
    if (!part || part.module) return undefined;
    let live = true;
    void loadPart(part).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [part, part?.module]);
  return part?.module;
}

/** Loads a registered part (settles when loaded or failed; `loadedPart` tells which). */
export function loadPartNamed(name: string): Promise<void> {
  const part = parts.get(name);
  return part ? loadPart(part) : Promise.resolve();
}

/** A part's module once loaded (a seam's stand-in reads it: lazy-address-rules.ts). */
export function loadedPart(name: string): PartModule | undefined {
  return parts.get(name)?.module;
}

/** The lazy parts a card form with these options shows at once. */
export function partsShownBy(props: Partial<CardWidgetProps>): string[] {
  return [
    ...(props.billingAddressRequired && props.billingAddressMode !== 'none'
      ? ['billing-address-fields']
      : []),
    ...(props.enableStoreDetails ? ['store-details-consent'] : []),
    ...(props.wallets?.googlePay || props.wallets?.applePay ? ['wallet-buttons'] : []),
    // In 'auto' mode a Brazilian card's BIN shows it: it loads then.
    ...(props.socialSecurityNumberMode === 'show' ? ['cpf-cnpj-input'] : []),
    // Click to Pay and the fast-checkout sign-up (issue 18): only when their option is given.
    ...(props.clickToPay ? ['click-to-pay-part'] : []),
    ...(props.fastCheckout ? ['fast-checkout-part'] : []),
    // Brands beyond the global networks: their rows come with the brand marks (first-file-card-brands.ts).
    ...(props.brands?.some((code) => !COMMON_CARD_BRANDS.some((row) => row.cardType === code))
      ? ['card-brand-icons']
      : []),
  ];
}

/**
 * Loads the lazy parts a form with these options shows at once: null when there is nothing to
 * wait for (no lazy build, or loaded already), so the caller renders at once as before.
 */
export function preloadWidgetParts(props: Partial<CardWidgetProps>): Promise<void> | null {
  const waiting = partsShownBy(props)
    .map((name) => parts.get(name))
    .filter((part): part is Part => part !== undefined && part.module === undefined);
  if (waiting.length === 0) return null;
  return Promise.all(waiting.map(loadPart)).then(() => undefined);
}
