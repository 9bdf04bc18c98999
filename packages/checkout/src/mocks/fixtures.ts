/**
 * Realistic fixtures for stories and tests, dated relative to the fixed today of the stories:
 * 2026-11-22 in America/New_York (`MOCK_TODAY`). Amounts are integer cents.
 */
import type { Today } from '../format/today';
import type { CardSession } from '../models/card-session';
import type { DeviceFingerprint } from '../models/device-fingerprint';
import type {
  AchDetails,
  Attachment,
  MerchantInvoice,
  PaymentRequest,
} from '../models/payment-request';

/** The stories' today: noon of 2026-11-22 in New York. */
export const MOCK_TODAY: Today = Object.freeze({
  now: new Date('2026-11-22T17:00:00.000Z'),
  timeZone: 'America/New_York',
});

/** Tokens look like the server's: 128+ bits, base64url. */
export const MOCK_TOKENS = {
  invoice: 'Xq3vN8pL2mR7tK9wYb4cQzA1',
  paymentRequest: 'hT6sW0eJ5uF8aD3gL1zPq9Rk',
  tracking: 'trk_Mz2VbN7xQw4LpK8s',
} as const;

export const northwindAchDetails: AchDetails = {
  routingNumber: '021000021',
  accountNumber: '9876543210',
  beneficiaryName: 'Northwind Studio LLC',
  beneficiaryAddress: '500 Market St, San Francisco, CA 94105',
  type: 'Checking',
  bankName: 'Evolve Bank & Trust',
  bankAddress: '6070 Poplar Ave, Memphis, TN 38119',
};

export const northwindInvoice: MerchantInvoice = {
  id: 'inv_7Hc2Lq9Vx4',
  customerInvoiceId: 'INV-2041',
  lineItemTotal: 130_000,
  discountTotal: 10_000,
  discountName: 'Returning client',
  taxTotal: 5_000,
  grandTotal: 125_000,
  lineItems: [
    { description: 'Discovery workshop (half day)', quantity: 2, unitPrice: 40_000, total: 80_000 },
    { description: 'Design system audit', quantity: 1, unitPrice: 30_000, total: 30_000 },
    { description: 'Responsive page templates', quantity: 4, unitPrice: 5_000, total: 20_000 },
  ],
};

export const northwindAttachments: Attachment[] = [
  {
    fileKey: 'att_3Fq8Zr1Kd6',
    fileName: 'Statement of work.pdf',
    previewUrl: '/api/v1/files/att_3Fq8Zr1Kd6/Statement%20of%20work.pdf',
  },
  {
    fileKey: 'att_9Lm2Wc7Pt4',
    fileName: 'Phase 2 timeline.pdf',
    previewUrl: '/api/v1/files/att_9Lm2Wc7Pt4/Phase%202%20timeline.pdf',
  },
];

export const LONG_DESCRIPTION =
  'Website redesign, phase 2: design system audit and component inventory, two discovery ' +
  'workshops with the marketing and support teams, responsive templates for the pricing, ' +
  'careers and help-centre pages, accessibility review against WCAG 2.2 AA, and handover ' +
  'documentation for the in-house engineers. Payment is due within 14 days of the invoice ' +
  'date; please include the invoice number with any transfer.';

/** An UNPAID invoice of $1,250.00 from Northwind Studio, due in 3 days, all methods. */
export const invoiceRequest: PaymentRequest = {
  token: MOCK_TOKENS.invoice,
  status: 'UNPAID',
  statusUpdateDate: null,
  merchant: { name: 'Northwind Studio', brandColor: '#0f7b5f' },
  requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
  recipient: { email: 'sam.rivera@example.com', phoneNumber: '+14155550123' },
  amountInCents: 125_000,
  description: 'Website redesign, phase 2: audit, workshops and responsive page templates.',
  dueDate: '2026-11-25',
  paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  processor: { type: 'ADYEN' },
  organizationId: 'org_5Np8Tq2Hs',
  achDetails: northwindAchDetails,
  attachments: [],
  merchantInvoice: northwindInvoice,
  referralLink: 'https://paypage.dev/?ref=northwind',
  methodPaidWith: null,
  datePaid: null,
};

/** An UNPAID payment request (no invoice) of $240.00 from a dental practice, due in 14 days. */
export const paymentRequest: PaymentRequest = {
  token: MOCK_TOKENS.paymentRequest,
  status: 'UNPAID',
  statusUpdateDate: null,
  merchant: { name: 'Harbor Dental Care', brandColor: null },
  requester: { name: 'Dr. Priya Natarajan', email: 'billing@harbordental.example' },
  recipient: { email: 'jordan.lee@example.com', phoneNumber: null },
  amountInCents: 24_000,
  description: 'Cleaning and X-rays, visit of November 12.',
  dueDate: '2026-12-06',
  paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
  processor: { type: 'ADYEN' },
  organizationId: 'org_2Kd7Rb4Vm',
  achDetails: {
    routingNumber: '084106768',
    accountNumber: '4410023917',
    beneficiaryName: 'Harbor Dental Care PC',
    beneficiaryAddress: '18 Wharf Rd, Portland, ME 04101',
    type: 'Checking',
    bankName: 'Evolve Bank & Trust',
    bankAddress: '6070 Poplar Ave, Memphis, TN 38119',
  },
  attachments: [],
  merchantInvoice: null,
  referralLink: null,
  methodPaidWith: null,
  datePaid: null,
};

/** A copy of `base` with some fields replaced (a fixture of a scenario). */
export function makePaymentRequest(
  overrides: Partial<PaymentRequest> = {},
  base: PaymentRequest = invoiceRequest,
): PaymentRequest {
  return structuredClone({ ...base, ...overrides });
}

/** A card session answered for `request`: the local sandbox widget, or a provider environment. */
export function makeCardSession(
  request: Pick<PaymentRequest, 'token' | 'amountInCents'>,
  environment: 'sandbox' | 'test' = 'sandbox',
): CardSession {
  const sandbox = environment === 'sandbox';
  return {
    id: 'CS7A1B2C3D4E5F6G7H',
    sessionData: 'Ab02b4c0!BQABAgBQ7Jx1mSandboxSessionData',
    amount: { value: request.amountInCents, currency: 'USD' },
    returnUrl: `/pay/${request.token}`,
    challengeWindowSize: '02',
    clientConfig: {
      environment,
      key: sandbox ? 'sandbox_pk_4Hq9Zt2Lw8' : 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      showGooglePay: true,
      showApplePay: true,
      googlePayMerchantId: sandbox ? 'sandbox-merchant' : 'BCR2DN4T7XK3QZ5A',
      applePayMerchantId: sandbox ? 'merchant.dev.paypage.sandbox' : 'merchant.com.northwind.pay',
      showCardOnFile: true,
    },
  };
}

/** A base64 PNG bank logo (40×40) for `ins_sandbox_first`. */
export const FIRST_PLATYPUS_LOGO =
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAYAAACM/rhtAAAAnElEQVR42u3YwQ3AIAwDQDbpSF2xm7Z/PiWOkxBkS3zRPUBKPMapue7ntZwtUalYFo6OZMOo0GicC5mFg5DZOBOyCreMRC+eEwJkwBhQNw6NCxkJQ6AmYFSWgdU/9xeJvD3rL0beooACCiiggAKSgMg0Ew10j1sCIlN1FtC0l0THvdVtB5yRmcBzqo8W5VGL+q1FgdmmAm5RolfkA2owqaYJ9dsUAAAAAElFTkSuQmCC';

/** The sandbox bank link's success result (contract "Bank: sandbox bank link"). */
export const linkedBankResult = {
  publicToken: 'public-sandbox-5c1b2f7e-9d3a-4a8e-b6f1-2e7d9c0a4b31',
  metadata: {
    accounts: [
      { id: 'acc_checking_0000', mask: '0000', subtype: 'checking', name: 'Plaid Checking' },
    ],
    institution: { institution_id: 'ins_sandbox_first', name: 'First Platypus Bank' },
  },
};

/** A device fingerprint record as the page sends it. */
export const deviceFingerprint: DeviceFingerprint = {
  deviceId: '3f9a1c7e5b2d4086a1e9c3b7d5f20846e1a9c3b7d5f208463f9a1c7e5b2d4086',
  clientIp: '203.0.113.24',
  platform: 'macOS',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  timezone: 'America/New_York',
  locale: 'en-US',
  capturedAt: '2026-11-22T17:00:00.000Z',
};
