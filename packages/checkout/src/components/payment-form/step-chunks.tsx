/**
 * The method steps of the payment form are lazy chunks (the first load stays small): loaded when
 * their step opens, prefetched when their option is selected. A loader returns the module
 * system's one promise per module, so prefetching and opening share one request.
 *
 * Never re-export these step modules from the package's entry: a static import anywhere would
 * pull them back into the first load.
 */
import * as React from 'react';
import type { PaymentStep } from '../../payment-request/methods';
import { preloadableLazy } from '../preloadable-lazy';

export type MethodStep = Exclude<PaymentStep, 'selectPaymentMethod'>;

const loadCard = () => import('../../card/card-step');
const loadBank = () => import('../../bank/bank-step');
const loadTransfer = () => import('../transfer-panel/transfer-panel');

export const STEP_LOADERS = {
  payByCard: loadCard,
  payByBank: loadBank,
  payByACH: loadTransfer,
  payByWire: loadTransfer,
} as const satisfies Record<MethodStep, () => Promise<unknown>>;

/** Starts loading a step's chunk (a failure is ignored here: opening the step reports it). */
export function prefetchStep(step: MethodStep): void {
  STEP_LOADERS[step]().catch(() => undefined);
}

const LazyCardStep = React.lazy(() => loadCard().then((module) => ({ default: module.CardStep })));
const LazyBankStep = React.lazy(() => loadBank().then((module) => ({ default: module.BankStep })));
const LazyTransferPanel = React.lazy(() =>
  loadTransfer().then((module) => ({ default: module.TransferPanel })),
);

/**
 * The method selection's radio cards: a chunk of their own (the radio group's code is about 8 kB
 * gzip), requested when a payable request's form first renders; its skeleton holds their place.
 */
export const LazyMethodSelection = preloadableLazy(() =>
  import('../method-selection/method-selection').then((module) => module.MethodSelection),
);

/**
 * The invoice details (the line-item panel and the PDF download): a chunk of their own, requested
 * when a request with line items renders; their skeleton holds their place.
 */
export const LazyInvoiceDetails = preloadableLazy(() =>
  import('../invoice-details/invoice-details').then((module) => module.InvoiceDetails),
);

/** Loads the payment form's lazy parts (a server-rendered form about to hydrate needs them). */
export function preloadPaymentFormParts(withInvoiceDetails: boolean): Promise<unknown> {
  return Promise.all([
    LazyMethodSelection.preload(),
    withInvoiceDetails ? LazyInvoiceDetails.preload() : undefined,
  ]);
}

/** The step's component, loaded on first render (wrap it in `Suspense`). */
export function LazyMethodStep({ step, onBack }: { step: MethodStep; onBack: () => void }) {
  switch (step) {
    case 'payByCard':
      return <LazyCardStep />;
    case 'payByBank':
      return <LazyBankStep onBack={onBack} />;
    case 'payByACH':
    case 'payByWire':
      return <LazyTransferPanel method={step} onBack={onBack} />;
  }
}
