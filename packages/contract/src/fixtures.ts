/**
 * `@paypage/contract/fixtures`: one valid example of every answer (and body) of the contract,
 * checked against its schema by a test. The page's mocks answer with them, stories show them,
 * the contract tests compare with them. Dated around 2026-11-22 (the stories' today); amounts
 * are integer cents; tokens look like the server's (128+ bits, base64url).
 */
import type { BodyOf, CallWithBody, CallWithResponse, ResponseOf } from './calls';
import { payerPath, payerUrl } from './payer-urls';
import {
  SANDBOX_STORED_CARDS,
  SANDBOX_3DS_CODE,
  SANDBOX_3DS_METHOD_PATH,
  SANDBOX_3DS_NOTIFICATION_PATH,
  SANDBOX_ACCOUNTS,
  SANDBOX_ACS_PATH,
  SANDBOX_CREDENTIALS,
  SANDBOX_GIFT_CARDS,
  SANDBOX_INSTITUTIONS,
  SANDBOX_ISSUER_NAME,
  SANDBOX_ISSUER_PATH,
} from './sandbox';
import type {
  PaymentDetails,
  StoredPaymentMethod,
  AchDetails,
  Attachment,
  CardPaymentResult,
  CardSession,
  DeviceFingerprint,
  LinkedBankResult,
  MerchantInvoice,
  PaymentRequest,
  SecuredFields,
  RedirectAction,
  ThreeDS2Action,
  WebhookEvent,
  WebhookEventPayload,
  Refund,
} from './schemas';
import {
  SANDBOX_LINK_TOKEN_PREFIX,
  TECHNICAL_ERROR_MESSAGES,
  type CardEnvironment,
} from './values';

export const EXAMPLE_TOKENS = {
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

/** An UNPAID invoice of $1,250.00 from Northwind Studio, due 2026-11-25, all methods. */
export const invoiceRequest: PaymentRequest = {
  token: EXAMPLE_TOKENS.invoice,
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
  paymentDetails: null,
  transferReference: 'PP-7K3M-Q9XD-2TRB',
  receiptEmailed: false,
};

/** An UNPAID payment request (no invoice) of $240.00 from a dental practice, due 2026-12-06. */
export const paymentRequest: PaymentRequest = {
  token: EXAMPLE_TOKENS.paymentRequest,
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
  paymentDetails: null,
  transferReference: 'PP-H4DN-8C2W-5RQV',
  receiptEmailed: false,
};

/**
 * The secured fields of a sandbox session: the frames' local origin (`npm start`) and the API's
 * public card key (a real 2048-bit RSA public JWK). Its private half is the mocks' test key
 * (`@paypage/checkout`'s mocks/card-key.ts): the mocks open what the frames encrypt to it, as the
 * API does; no API ever holds it.
 */
/**
 * A fast-checkout sign-up config that may be displayed (docs/widget.md#options): consent
 * shown, https links, a version and a session id.
 */
export const exampleFastCheckoutConfig = {
  showConsent: true,
  defaultToggleState: false,
  termsAndConditionsLink: 'https://shop.example.com/terms',
  privacyPolicyLink: 'https://shop.example.com/privacy',
  termsAndConditionsVersion: 'v2',
  fastlaneSessionId: 'fl-session-1',
} as const;

/** A card payment's billing address (docs/widget.md#options), as the widget's full mode sends it. */
export const exampleBillingAddress = {
  street: 'Market Street',
  houseNumberOrName: '1455',
  postalCode: '94103',
  city: 'San Francisco',
  stateOrProvince: 'CA',
  country: 'US',
} as const;

export const exampleSecuredFields: SecuredFields = {
  origin: 'http://localhost:3443',
  key: {
    kid: '20261125-5f3c9a1e',
    kty: 'RSA',
    n: 'rl_GqUVnabJjbORZJfKnaPXn7gfCzcmT2_haQi26pw7HPqMPBkb3aTNnZeikJbslIUsfrGIHavzDVKHIzcprRu6AisRKonL9pz3kz9Dwdi_G12cHjhWGOEZ7c8-RaSj5khUpTGvMf40omB5DQPqsqvyIRCaN71Cvbujfa8jCeICcbzyYaTdafjaJBH2-di1j-JSoUeG7ohK9dzuANPNi1zPgk8c6MZSib4XEOU0ic-oXP9JLZudupKQ3aMi6mWPdIFi29MiRLdBfs06-5uPhJ2lI0ic6CPWXJoK39PEakJFrXaAd53hOyX5GczY8BPdZWqvbc_NaNhJc-x0BKIvX9Q',
    e: 'AQAB',
    alg: 'RSA-OAEP-256',
    use: 'enc',
  },
};

/**
 * A compact JWE as the secured fields make one (the shape only: RSA-OAEP-256 + A256GCM with the
 * example key's kid; it opens to nothing).
 */
const EXAMPLE_JWE = [
  'eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2R0NNIiwia2lkIjoiMjAyNjExMjUtNWYzYzlhMWUifQ',
  'W'.repeat(342),
  'aXZpdml2aXZpdml2',
  'Y2lwaGVydGV4dA',
  'dGFndGFndGFndGFndGFndA',
].join('.');

/**
 * The card session answered for `request`: the local sandbox widget (with its secured fields),
 * or a provider environment. Its `returnUrl` is the request's payer page.
 */
export function makeCardSession(
  request: Pick<PaymentRequest, 'token' | 'amountInCents'>,
  environment: CardEnvironment = 'sandbox',
): CardSession {
  const sandbox = environment === 'sandbox';
  return {
    id: 'CS7A1B2C3D4E5F6G7H',
    sessionData: 'Ab02b4c0!BQABAgBQ7Jx1mSandboxSessionData',
    amount: { value: request.amountInCents, currency: 'USD' },
    returnUrl: payerPath(request.token),
    challengeWindowSize: '02',
    clientConfig: {
      environment,
      key: sandbox ? 'sandbox_pk_4Hq9Zt2Lw8' : 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      showGooglePay: true,
      showApplePay: true,
      googlePayMerchantId: sandbox ? 'sandbox-merchant' : 'BCR2DN4T7XK3QZ5A',
      applePayMerchantId: sandbox ? 'merchant.dev.paypage.sandbox' : 'merchant.com.northwind.pay',
      showCardOnFile: true,
      clickToPay: null,
      fastCheckout: null,
    },
    ...(sandbox ? { securedFields: exampleSecuredFields } : {}),
  };
}

/** A base64 PNG bank logo (40×40) for `ins_sandbox_first`. */
export const FIRST_PLATYPUS_LOGO =
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAYAAACM/rhtAAAAnElEQVR42u3YwQ3AIAwDQDbpSF2xm7Z/PiWOkxBkS3zRPUBKPMapue7ntZwtUalYFo6OZMOo0GicC5mFg5DZOBOyCreMRC+eEwJkwBhQNw6NCxkJQ6AmYFSWgdU/9xeJvD3rL0beooACCiiggAKSgMg0Ew10j1sCIlN1FtC0l0THvdVtB5yRmcBzqo8W5VGL+q1FgdmmAm5RolfkA2owqaYJ9dsUAAAAAElFTkSuQmCC';

const [firstInstitution] = SANDBOX_INSTITUTIONS;
const [checking] = SANDBOX_ACCOUNTS;

/** The sandbox bank link's success result (contract "Bank: sandbox bank link"). */
export const linkedBankResult: LinkedBankResult = {
  publicToken: 'public-sandbox-5c1b2f7e-9d3a-4a8e-b6f1-2e7d9c0a4b31',
  metadata: {
    accounts: [
      { id: checking.id, mask: checking.mask, subtype: checking.subtype, name: checking.name },
    ],
    institution: { institution_id: firstInstitution.institutionId, name: firstInstitution.name },
  },
};

/** Link tokens: the sandbox's (selects the sandbox bank link) and Plaid's (selects Plaid Link). */
export const LINK_TOKENS = {
  sandbox: `${SANDBOX_LINK_TOKEN_PREFIX}8Kq2Zt5Lw9`,
  plaid: 'link-sandbox-4f2c9e1a-7b3d-4c8e-9a6f-1d2e3f4a5b6c',
} as const;

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

/** The 3-D Secure challenge of the sandbox: ids, and the action that carries them. */
export const challenge = {
  acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
  threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
  code: SANDBOX_3DS_CODE,
} as const;

/** The `action.token` of a challenge posted to `acsURL` (the API's ACS by default). */
export function challengeAction(acsURL: string = SANDBOX_ACS_PATH): ThreeDS2Action {
  const token = {
    acsURL,
    acsTransID: challenge.acsTransID,
    messageVersion: '2.2.0',
    threeDSServerTransID: challenge.threeDSServerTransID,
    messageType: 'CReq',
  };
  return {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentData: 'Ab02b4c0!sandbox-payment-data',
    token: btoa(JSON.stringify(token)),
  };
}

/** The 3-D Secure fingerprint of the sandbox: the action whose token names the method frame. */
export const fingerprint = {
  threeDSServerTransID: '3f0c6e2a-7b1d-4c5e-8f9a-0b1c2d3e4f5a',
  paymentData: 'Ab02b4c0!sandbox-fingerprint-data',
} as const;

export function fingerprintAction(
  postMessageDomain = 'http://localhost:3000',
  threeDSMethodUrl: string = SANDBOX_3DS_METHOD_PATH,
): ThreeDS2Action {
  const token = {
    threeDSMethodUrl,
    threeDSMethodNotificationURL: SANDBOX_3DS_NOTIFICATION_PATH,
    postMessageDomain,
    threeDSServerTransID: fingerprint.threeDSServerTransID,
  };
  return {
    type: 'threeDS2',
    subtype: 'fingerprint',
    paymentData: fingerprint.paymentData,
    token: btoa(JSON.stringify(token)),
  };
}

/** Redirect actions to the sandbox issuer: GET, and POST with a hidden form. */
export const redirectActions = {
  get: {
    type: 'redirect',
    method: 'GET',
    url: `${SANDBOX_ISSUER_PATH}?ref=sandbox-redirect-ref`,
    paymentMethodType: 'scheme',
    name: SANDBOX_ISSUER_NAME,
  },
  post: {
    type: 'redirect',
    method: 'POST',
    url: SANDBOX_ISSUER_PATH,
    data: { ref: 'sandbox-redirect-ref', MD: 'sandbox-md' },
    paymentMethodType: 'scheme',
    name: SANDBOX_ISSUER_NAME,
  },
} as const satisfies Record<string, RedirectAction>;

const sessionData = makeCardSession(invoiceRequest).sessionData;

/** The sandbox processor's answers, one per result code. */
export const cardPaymentResults = {
  authorised: { resultCode: 'Authorised', sessionData, sessionResult: 'sandbox-result' },
  refused: { resultCode: 'Refused', refusalReason: 'Refused', sessionData },
  error: {
    resultCode: 'Error',
    sessionData,
    error: { errorCode: '14_0422', message: TECHNICAL_ERROR_MESSAGES['14_0422'] },
  },
  cancelled: { resultCode: 'Cancelled', sessionData },
  challenge: { resultCode: 'ChallengeShopper', sessionData, action: challengeAction() },
  fingerprint: { resultCode: 'IdentifyShopper', sessionData, action: fingerprintAction() },
  redirect: { resultCode: 'RedirectShopper', sessionData, action: redirectActions.get },
} as const satisfies Record<string, CardPaymentResult>;

/** An order of the invoice request after a $50.00 gift card. */
export const exampleOrder = {
  orderData: 'Ab02sandbox-order-data',
  pspReference: 'OR3F1C2B7A9D4E6058',
  amount: { value: invoiceRequest.amountInCents, currency: 'USD' },
  remainingAmount: { value: invoiceRequest.amountInCents - 5_000, currency: 'USD' },
  expiresAt: '2026-05-01T12:30:00.000Z',
} as const;

const [exampleGiftCard] = SANDBOX_GIFT_CARDS;

/** The invoice request as the merchant API answers it (on the origin https://pay.example.com). */
export const merchantInvoiceRequest = {
  ...invoiceRequest,
  url: payerUrl('https://pay.example.com', EXAMPLE_TOKENS.invoice),
  createdAt: '2026-11-11T09:30:00.000Z',
};

/** What paid a request by card, as the receipt shows it. */
export const CARD_PAYMENT_DETAILS = {
  brand: 'visa',
  lastFour: '1111',
  bankName: null,
  accountMask: null,
  reference: 'PSP8N2Q4K7XW3RZ5',
} as const satisfies PaymentDetails;

/** A webhook event as sent (docs/api-contract.md "Webhooks"). */
export const webhookEventExample = {
  id: 'evt_9mVq2Lx7Rk4Tn8Wp3Hs6Yb',
  type: 'payment_request.paid',
  created: '2026-11-21T15:12:00.000Z',
  data: {
    object: {
      ...merchantInvoiceRequest,
      status: 'PAID',
      statusUpdateDate: '2026-11-21T15:12:00.000Z',
      methodPaidWith: 'card',
      datePaid: '2026-11-21T15:12:00.000Z',
      paymentDetails: CARD_PAYMENT_DETAILS,
    },
  },
} satisfies WebhookEventPayload;

/** A partial refund of the paid invoice request, succeeded. */
export const refundExample = {
  id: 'rf_4Kx8Qm2Vt7Lp9Rw3Nz6Hb',
  paymentRequestToken: EXAMPLE_TOKENS.invoice,
  amountInCents: 50_000,
  status: 'succeeded',
  createdAt: '2026-11-25T10:00:00.000Z',
  settledAt: '2026-11-25T10:00:02.000Z',
  failureReason: null,
} satisfies Refund;

/** The event in the delivery log: delivered at the third attempt. */
export const webhookLogEventExample = {
  ...webhookEventExample,
  deliveries: [
    {
      url: 'https://northwind.example/paypage/webhooks',
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: '2026-11-21T15:13:31.000Z',
    },
  ],
} satisfies WebhookEvent;

/** A checkout attempt id of the sandbox analytics. */
export const EXAMPLE_CHECKOUT_ATTEMPT_ID = 'ca_6f1c2e9a0b3d4c5e8f7a6b5c4d3e2f10';

/** An analytics event (docs/widget.md#options): a validation error on the card number. */
export const EXAMPLE_ANALYTICS_EVENT = {
  id: '0b8a5f3e-2c1d-4e6f-9a7b-3c2d1e0f9a8b',
  timestamp: '1795705910000',
  component: 'scheme',
  type: 'validationError',
  target: 'encryptedCardNumber',
  isStoredPaymentMethod: false,
  brand: 'visa',
  validationErrorCode: '902',
  validationErrorMessage: 'Check the card number',
} as const;
/** One valid answer of every call that answers JSON. */
/**
 * The demo shopper's stored cards as a session setup lists them (a request with
 * `sandbox.shopperReference`), and the payment of one with its security code only.
 */
export const exampleStoredPaymentMethods: StoredPaymentMethod[] = SANDBOX_STORED_CARDS.map(
  ({ card: _card, ...stored }) => ({
    ...stored,
    type: 'scheme' as const,
    supportedShopperInteractions: [...stored.supportedShopperInteractions],
  }),
);

export const exampleStoredCardPayment = {
  sessionData,
  paymentMethod: {
    type: 'scheme',
    storedPaymentMethodId: SANDBOX_STORED_CARDS[0].id,
    encryptedSecurityCode: EXAMPLE_JWE,
    brand: SANDBOX_STORED_CARDS[0].brand,
  },
  origin: 'http://localhost:3000',
} satisfies BodyOf<'POST /sandbox/adyen/sessions/:id/payments'>;

export const RESPONSE_EXAMPLES = {
  'POST /adyen/v1/applePay/sessions': {
    data: btoa(
      JSON.stringify({
        merchantSessionIdentifier: 'SSH_SANDBOX_9F2C',
        nonce: 'a1b2c3d4',
        merchantIdentifier: 'merchant.com.northwind',
        domainName: 'northwind.example',
        displayName: 'Northwind Studio',
        signature: 'sandbox',
      }),
    ),
  },
  'GET /health': { ok: true, mode: 'sandbox' },
  'GET /health/ready': { status: 'ready', mode: 'sandbox' },
  'GET /openapi.json': {
    openapi: '3.1.0',
    info: { title: 'paypage API', version: '1.0.0' },
    paths: { '/health': {} },
  },
  'GET /client-info': { clientIp: deviceFingerprint.clientIp, userAgent: 'Mozilla/5.0' },
  'GET /datasets/countries/:file': [
    { id: 'CA', name: 'Canada' },
    { id: 'US', name: 'United States' },
  ],
  'GET /datasets/states/:country/:file': [
    { id: 'CA', name: 'California' },
    { id: 'NY', name: 'New York' },
  ],
  'GET /collect/:token': invoiceRequest,
  'GET /collect/:token/stripe/intent': { client_secret: 'pi_3Qx7Lm2Rt_secret_Xq3vN8' },
  'POST /collect/:token/adyen/session': makeCardSession(invoiceRequest),
  'GET /collect/:token/invoice/download': {
    downloadUrl: `/api/v1/files/invoices/${EXAMPLE_TOKENS.invoice}.pdf`,
  },
  'POST /collect/:token/status': { status: 'PROCESSING' },
  'POST /widget/sessions/:id/result': { status: 'PAID' },
  'POST /collect/:token/plaid/payment': { status: 'PROCESSING' },
  'POST /plaid/link-token': { linkToken: LINK_TOKENS.sandbox },
  'POST /plaid/institution-logo': { logo: FIRST_PLATYPUS_LOGO },
  'POST /sandbox/adyen/v3/bin/binLookup': {
    requestId: 'b3c1f1f0-6f5e-4c1e-9a55-0c6f1f4c2a10',
    brands: [
      {
        brand: 'cartebancaire',
        supported: true,
        cvcPolicy: 'required',
        expiryDatePolicy: 'required',
        enableLuhnCheck: true,
        panLength: 16,
        showSocialSecurityNumber: false,
      },
      {
        brand: 'visa',
        supported: true,
        cvcPolicy: 'required',
        expiryDatePolicy: 'required',
        enableLuhnCheck: true,
        showSocialSecurityNumber: false,
      },
    ],
    issuingCountryCode: 'FR',
    showSocialSecurityNumber: false,
  },
  'POST /sandbox/adyen/sessions/:id/setup': {
    id: makeCardSession(invoiceRequest).id,
    sessionData,
    amount: { value: invoiceRequest.amountInCents, currency: 'USD' },
    challengeWindowSize: '02',
    configuration: {
      merchantName: invoiceRequest.merchant.name,
      showGooglePay: true,
      showApplePay: true,
      showCardOnFile: true,
      clickToPay: null,
      fastCheckout: null,
    },
    securedFields: exampleSecuredFields,
  },
  'POST /sandbox/adyen/sessions/:id/payments': cardPaymentResults.challenge,
  'POST /sandbox/adyen/sessions/:id/paymentDetails': cardPaymentResults.authorised,
  'POST /sandbox/adyen/sessions/:id/paymentMethodBalance': {
    resultCode: 'Success',
    sessionData,
    balance: { value: exampleGiftCard.balanceInCents, currency: 'USD' },
  },
  'POST /sandbox/adyen/sessions/:id/orders': {
    resultCode: 'Success',
    sessionData,
    ...exampleOrder,
  },
  'POST /sandbox/adyen/sessions/:id/orders/cancel': { resultCode: 'Received', sessionData },
  'POST /sandbox/adyen/v1/order/status': {
    status: 'open',
    amount: exampleOrder.amount,
    remainingAmount: exampleOrder.remainingAmount,
    expiresAt: exampleOrder.expiresAt,
    paymentMethods: [
      { type: 'giftcard', lastFour: '0001', amount: { value: 5_000, currency: 'USD' } },
    ],
  },
  'POST /sandbox/adyen/v1/submitThreeDS2Fingerprint': {
    type: 'completed',
    details: { threeDSResult: btoa(JSON.stringify({ transStatus: 'Y' })) },
  },
  'POST /sandbox/plaid/public-token': linkedBankResult,
  'POST /sandbox/payment-requests': {
    token: EXAMPLE_TOKENS.invoice,
    url: payerPath(EXAMPLE_TOKENS.invoice),
    trackingToken: EXAMPLE_TOKENS.tracking,
  },
  'GET /sandbox/outbox': {
    data: [
      {
        recipient: 'sam.rivera@example.com',
        status: 'sent',
        createdAt: '2026-11-21T15:12:00.000Z',
        sentAt: '2026-11-21T15:12:01.000Z',
        message: {
          to: 'sam.rivera@example.com',
          from: 'receipts@paypage.invalid',
          subject: 'Your receipt from Northwind Studio',
          text: 'Receipt of payment\n\nYou paid $1,250.00 to Northwind Studio.\n',
        },
      },
    ],
  },
  'GET /sandbox/payment-requests': {
    paymentRequests: [
      {
        token: EXAMPLE_TOKENS.invoice,
        url: payerPath(EXAMPLE_TOKENS.invoice),
        status: 'UNPAID',
        merchant: invoiceRequest.merchant,
        amountInCents: invoiceRequest.amountInCents,
        label: 'invoice-all-methods',
        trackingToken: EXAMPLE_TOKENS.tracking,
        billingAddress: null,
      },
    ],
  },
  'POST /sandbox/payment-requests/:token/status': {
    ...invoiceRequest,
    status: 'PAID',
    statusUpdateDate: '2026-11-21T15:12:00.000Z',
    methodPaidWith: 'card',
    datePaid: '2026-11-21T15:12:00.000Z',
    paymentDetails: CARD_PAYMENT_DETAILS,
  },
  'POST /sandbox/payment-requests/:token/settle': {
    ...invoiceRequest,
    status: 'PAID',
    statusUpdateDate: '2026-11-21T15:12:04.000Z',
    methodPaidWith: 'card',
    datePaid: '2026-11-21T15:12:04.000Z',
    paymentDetails: CARD_PAYMENT_DETAILS,
  },
  'POST /sandbox/adyen/v3/analytics': { checkoutAttemptId: EXAMPLE_CHECKOUT_ATTEMPT_ID },
  'GET /sandbox/payment-requests/:token/analytics': {
    events: [
      {
        checkoutAttemptId: EXAMPLE_CHECKOUT_ATTEMPT_ID,
        receivedAt: '2026-11-21T15:11:50.000Z',
        event: EXAMPLE_ANALYTICS_EVENT,
      },
    ],
    payments: [
      {
        checkoutAttemptId: EXAMPLE_CHECKOUT_ATTEMPT_ID,
        method: 'scheme',
        receivedAt: '2026-11-21T15:12:04.000Z',
      },
    ],
  },
  'GET /sandbox/payment-requests/:token/attempts': {
    attempts: [
      {
        method: 'card',
        outcome: 'Authorised',
        detail: {
          brand: 'visa',
          storePaymentMethod: false,
          fastCheckout: {
            consentShown: true,
            consentGiven: true,
            consentVersion: 'v2',
            telephoneNumber: '4155550132',
          },
        },
        createdAt: '2026-11-21T15:11:58.000Z',
      },
    ],
  },
  'POST /merchant/payment-requests': merchantInvoiceRequest,
  'GET /merchant/payment-requests': {
    paymentRequests: [merchantInvoiceRequest],
    nextCursor: 'MTI',
  },
  'GET /merchant/payment-requests/:token': merchantInvoiceRequest,
  'POST /merchant/payment-requests/:token/cancel': {
    ...merchantInvoiceRequest,
    status: 'CANCELED',
    statusUpdateDate: '2026-11-21T15:12:00.000Z',
  },
  'POST /merchant/payment-requests/:token/expire': {
    ...merchantInvoiceRequest,
    status: 'EXPIRED',
    statusUpdateDate: '2026-11-21T15:12:00.000Z',
  },
  'POST /merchant/payment-requests/:token/transfer-received': {
    ...merchantInvoiceRequest,
    status: 'PAID',
    statusUpdateDate: '2026-11-24T16:05:00.000Z',
    methodPaidWith: 'wire',
    datePaid: '2026-11-24T14:30:00.000Z',
  },
  'POST /merchant/payment-requests/:token/refunds': refundExample,
  'GET /merchant/payment-requests/:token/refunds': {
    refunds: [refundExample],
    refundedInCents: 50_000,
    refundableInCents: 75_000,
  },
  'POST /merchant/webhook-endpoint': {
    url: 'https://northwind.example/paypage/webhooks',
    secret: 'whsec_Jq8vR2nX5tL9wK3mP7sD4fH6gB1cZ0yA8eU2iO5rT3k',
  },
  'GET /merchant/webhook-endpoint': { url: 'https://northwind.example/paypage/webhooks' },
  'POST /merchant/embed-origins': { origins: ['https://northwind.example'] },
  'GET /merchant/embed-origins': { origins: ['https://northwind.example'] },
  'GET /merchant/webhook-events': { webhookEvents: [webhookLogEventExample], nextCursor: null },
  'POST /merchant/webhook-events/:id/retry': {
    ...webhookLogEventExample,
    deliveries: [
      {
        ...webhookLogEventExample.deliveries[0]!,
        status: 'pending',
        nextAttemptAt: '2026-11-21T15:20:00.000Z',
      },
    ],
  },
  'POST /webhooks/stripe': { received: true },
  'POST /webhooks/plaid': { received: true },
} as const satisfies { [K in CallWithResponse]: ResponseOf<K> };

/** One valid body of every call that takes one. */
export const REQUEST_EXAMPLES = {
  'POST /adyen/v1/applePay/sessions': {
    displayName: 'Northwind Studio',
    domainName: 'northwind.example',
    initiative: 'web',
    merchantIdentifier: 'merchant.com.northwind',
  },
  'POST /collect/:token/fingerprint': { fingerprint: deviceFingerprint },
  'POST /collect/:token/adyen/session': { organizationId: 'org_5Np8Tq2Hs' },
  'POST /collect/:token/status': { status: 'PROCESSING' },
  'POST /widget/sessions/:id/result': {
    clientKey: 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
    sessionResult: 'X3XtfGC7!H4sIAAAAAAAA/6tWKkktLlGyUlAqS8wpTVWqBQDyzfpaEQAAAA==',
  },
  'POST /collect/:token/plaid/payment': {
    publicToken: linkedBankResult.publicToken,
    paymentRequestToken: EXAMPLE_TOKENS.invoice,
    accountId: checking.id,
    fingerprint: deviceFingerprint,
  },
  'POST /plaid/link-token': { paymentRequestToken: EXAMPLE_TOKENS.invoice, phoneNumber: null },
  'POST /plaid/institution-logo': { institutionId: firstInstitution.institutionId },
  'POST /sandbox/adyen/sessions/:id/setup': {
    sessionData,
    browserInfo: { language: 'en-US', screenWidth: 1280, screenHeight: 800 },
  },
  'POST /sandbox/adyen/sessions/:id/payments': {
    sessionData,
    paymentMethod: {
      type: 'scheme',
      holderName: 'Sam Rivera',
      encryptedCardNumber: EXAMPLE_JWE,
      encryptedExpiryMonth: EXAMPLE_JWE,
      encryptedExpiryYear: EXAMPLE_JWE,
      encryptedSecurityCode: EXAMPLE_JWE,
      brand: 'visa',
    },
    storePaymentMethod: false,
    origin: 'http://localhost:3000',
  },
  'POST /sandbox/adyen/sessions/:id/paymentDetails': {
    sessionData,
    details: { threeDSResult: btoa(JSON.stringify({ transStatus: 'Y' })) },
  },
  'POST /sandbox/adyen/v3/bin/binLookup': {
    type: 'card',
    supportedBrands: ['visa', 'mc', 'cartebancaire'],
    encryptedBin: EXAMPLE_JWE,
    requestId: 'b3c1f1f0-6f5e-4c1e-9a55-0c6f1f4c2a10',
  },
  'POST /sandbox/adyen/sessions/:id/paymentMethodBalance': {
    sessionData,
    paymentMethod: {
      type: 'giftcard',
      brand: exampleGiftCard.brand,
      encryptedCardNumber: EXAMPLE_JWE,
      encryptedSecurityCode: EXAMPLE_JWE,
    },
  },
  'POST /sandbox/adyen/sessions/:id/orders': { sessionData },
  'POST /sandbox/adyen/sessions/:id/orders/cancel': {
    sessionData,
    order: { orderData: exampleOrder.orderData, pspReference: exampleOrder.pspReference },
  },
  'POST /sandbox/adyen/v1/order/status': { orderData: exampleOrder.orderData },
  'POST /sandbox/adyen/v3/analytics': {
    channel: 'Web',
    platform: 'Web',
    version: '1.0.0',
    locale: 'en-US',
    component: 'scheme',
    sessionId: 'CS1A2B3C4D5E6F7A8B9C0D1E2F',
  },
  'POST /sandbox/adyen/v3/analytics/:checkoutAttemptId': {
    channel: 'Web',
    platform: 'Web',
    events: [EXAMPLE_ANALYTICS_EVENT],
  },
  'POST /sandbox/adyen/v1/submitThreeDS2Fingerprint': {
    fingerprintResult: btoa(JSON.stringify({ threeDSCompInd: 'Y' })),
    paymentData: fingerprint.paymentData,
  },
  'POST /sandbox/plaid/public-token': {
    linkToken: LINK_TOKENS.sandbox,
    institutionId: firstInstitution.institutionId,
    ...SANDBOX_CREDENTIALS,
    accountId: checking.id,
  },
  'POST /sandbox/payment-requests': {
    amountInCents: 24_000,
    paymentMethod: ['Card', 'PayByBank'],
    merchant: { name: 'Harbor Dental Care' },
    sandbox: { label: 'harbor-dental', failCalls: { 'client-info': '500' } },
  },
  'POST /sandbox/payment-requests/:token/status': { status: 'PAID', methodPaidWith: 'card' },
  'POST /merchant/payment-requests': {
    merchant: { name: 'Northwind Studio', brandColor: '#0f7b5f' },
    requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
    recipient: { email: 'sam.rivera@example.com', phoneNumber: '+14155550123' },
    amountInCents: 125_000,
    description: 'Website redesign, phase 1',
    dueDate: '2026-11-25',
    paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
    processor: { type: 'ADYEN' },
    achDetails: { ...northwindAchDetails, type: 'Checking' },
    referralLink: 'https://northwind.example/clients',
  },
  'POST /merchant/payment-requests/:token/transfer-received': {
    method: 'wire',
    amountInCents: 125_000,
    receivedAt: '2026-11-24T14:30:00.000Z',
  },
  'POST /merchant/payment-requests/:token/refunds': { amountInCents: 50_000 },
  'POST /merchant/webhook-endpoint': { url: 'https://northwind.example/paypage/webhooks' },
  'POST /merchant/embed-origins': { origins: ['https://northwind.example'] },
} as const satisfies { [K in CallWithBody]: BodyOf<K> };
