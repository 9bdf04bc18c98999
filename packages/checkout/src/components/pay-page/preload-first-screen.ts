import type { PayerScreen } from '@paypage/contract';
import { hasLineItems } from '../../payment-request/invoice';
import type { PaymentData } from '../../payment-request/payment-data';
import { mainView } from '../../payment-request/view';
import { loadReceiptViewChunk } from '../receipt-view/lazy-receipt-view';
import { preloadPaymentFormParts } from '../payment-form/step-chunks';
import { loadStatusViewChunks } from './lazy-status-views';

/**
 * Loads the lazy chunks `screen` shows first for `data`. A server-rendered page
 * awaits this before it hydrates, so every part of its first screen hydrates in the same pass and
 * is live at once. Rejects when a chunk cannot be loaded (the page then hydrates anyway: the part
 * loads, or says it cannot, as it would on a page the browser rendered).
 */
export function preloadFirstScreen(screen: PayerScreen, data: PaymentData): Promise<unknown> {
  if (screen === 'receipt') return loadReceiptViewChunk();
  if (screen !== 'main') return loadStatusViewChunks();
  const view = mainView(data);
  if (view === 'payment-form' && data.paymentRequest) {
    return preloadPaymentFormParts(hasLineItems(data.paymentRequest));
  }
  return view === 'loading' ? Promise.resolve() : loadStatusViewChunks();
}
