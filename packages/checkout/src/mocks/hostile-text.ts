/**
 * The hostile-text corpus of the stories ( items 11 and 16; the e2e suite's
 * hostile-text.spec.ts sends the same through the local API): supplied strings that try to
 * reorder the page with bidi controls, and long unbroken ones that try to widen it.
 */
import { MAX_AMOUNT_MINOR } from '@paypage/contract';
import type { PaymentRequest } from '../models/payment-request';
import { makePaymentRequest, northwindAchDetails } from './fixtures';

const RLO = '\u202E';

/** Every supplied field with a right-to-left override ('invoice\u202Efdp.exe' and the like). */
export const bidiTextRequest: PaymentRequest = (() => {
  const base = makePaymentRequest();
  return makePaymentRequest({
    merchant: { ...base.merchant, name: `Bluebird ${RLO}gnp.exe Plumbing` },
    requester: { name: `Avery ${RLO}nehC`, email: `avery${RLO}moc.elpmaxe@example.com` },
    description: `Water heater ${RLO}fdp.exe replacement and \u2067שלום\u2069 a mixed-direction note.`,
    merchantInvoice: base.merchantInvoice && {
      ...base.merchantInvoice,
      customerInvoiceId: `INV-${RLO}7fdp`,
    },
    attachments: [
      {
        fileKey: 'att_bidi_1',
        fileName: `invoice${RLO}fdp.exe`,
        previewUrl: '/api/v1/files/att_bidi_1/invoicefdp.exe',
      },
      {
        fileKey: 'att_bidi_2',
        fileName: 'חשבונית.pdf',
        previewUrl: '/api/v1/files/att_bidi_2/x.pdf',
      },
    ],
  });
})();

/** The widths: a 120-character merchant name, a 64-character invoice ID, and more. */
export const longTextRequest: PaymentRequest = (() => {
  const base = makePaymentRequest();
  return makePaymentRequest({
    merchant: { ...base.merchant, name: 'W'.repeat(120) },
    requester: { name: 'M'.repeat(120), email: `${'m'.repeat(64)}@${'w'.repeat(60)}.example` },
    recipient: { email: `${'r'.repeat(64)}@${'w'.repeat(60)}.example`, phoneNumber: null },
    description: 'D'.repeat(300),
    merchantInvoice: base.merchantInvoice && {
      ...base.merchantInvoice,
      customerInvoiceId: `${'I'.repeat(32)}${'W'.repeat(32)}`,
    },
    attachments: [
      {
        fileKey: 'att_long_1',
        fileName: `${'W'.repeat(190)}.pdf`,
        previewUrl: '/api/v1/files/att_long_1/w.pdf',
      },
    ],
    achDetails: {
      ...northwindAchDetails,
      beneficiaryName: 'W'.repeat(120),
      bankName: 'W'.repeat(120),
    },
  });
})();

/** The largest amount the contract allows (MAX_AMOUNT_MINOR: $1,000,000,000.00). */
export const largestAmountRequest: PaymentRequest = makePaymentRequest({
  amountInCents: MAX_AMOUNT_MINOR,
  merchantInvoice: null,
});
