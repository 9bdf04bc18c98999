/**
 * Named scenarios: a story or a test picks one and every call answers accordingly.
 *
 * ```ts
 * parameters: { msw: { handlers: scenario('unpaid-all-methods') } }
 * ```
 *
 * All are dated relative to `MOCK_TODAY` (2026-11-22, America/New_York).
 */
import type { HttpHandler } from 'msw';
import type { PaymentRequest } from '../models/payment-request';
import {
  LONG_DESCRIPTION,
  invoiceRequest,
  makePaymentRequest,
  northwindAchDetails,
  northwindAttachments,
  northwindInvoice,
  paymentRequest,
} from './fixtures';
import { createHandlers, type HandlerOptions, type MockScenario } from './handlers';
import { CARD_PAYMENT_DETAILS } from '@paypage/contract/fixtures';

const paidByCard: Partial<PaymentRequest> = {
  status: 'PAID',
  statusUpdateDate: '2026-11-21T15:12:00.000Z',
  methodPaidWith: 'card',
  datePaid: '2026-11-21T15:12:00.000Z',
  paymentDetails: CARD_PAYMENT_DETAILS,
  receiptEmailed: true,
};

/** Paid by bank: the account the payer linked, and the processor's reference. */
const bankDetails: PaymentRequest['paymentDetails'] = {
  brand: null,
  lastFour: null,
  bankName: 'First Platypus Bank',
  accountMask: '0000',
  reference: 'TRF7WQ2M9KD4XP3N',
};

const request = (overrides: Partial<PaymentRequest>, base?: PaymentRequest) =>
  makePaymentRequest(overrides, base);

export const SCENARIOS = {
  // Statuses
  'unpaid-all-methods': { paymentRequest: invoiceRequest },
  'unpaid-payment-request': { paymentRequest },
  'payment-failed': {
    paymentRequest: request({
      status: 'PAYMENT_FAILED',
      statusUpdateDate: '2026-11-20T16:30:00.000Z',
    }),
  },
  'payment-failed-without-date': {
    paymentRequest: request({ status: 'PAYMENT_FAILED', statusUpdateDate: null }),
  },
  processing: {
    paymentRequest: request({
      status: 'PROCESSING',
      statusUpdateDate: '2026-11-22T14:05:00.000Z',
      methodPaidWith: 'payByBank',
    }),
  },
  paid: { paymentRequest: request(paidByCard) },
  // Paid, on a server that sends no mail (production without SMTP_URL): no e-mail is claimed.
  'paid-not-emailed': { paymentRequest: request({ ...paidByCard, receiptEmailed: false }) },
  'paid-by-bank': {
    paymentRequest: request(
      { ...paidByCard, methodPaidWith: 'payByBank', paymentDetails: bankDetails },
      paymentRequest,
    ),
  },
  // Refunds: the request stays PAID; the receipt lists what went back.
  'paid-partially-refunded': {
    paymentRequest: request({
      ...paidByCard,
      refunds: [{ amountInCents: 2_500, refundedAt: '2026-11-21T18:40:00.000Z' }],
    }),
  },
  'paid-refunded': {
    paymentRequest: request({
      ...paidByCard,
      refunds: [
        { amountInCents: 2_500, refundedAt: '2026-11-21T18:40:00.000Z' },
        { amountInCents: 122_500, refundedAt: '2026-11-22T14:05:00.000Z' },
      ],
    }),
  },

  /** Paid, from a server that names no card or account (or a method without them). */
  'paid-without-details': { paymentRequest: request({ ...paidByCard, paymentDetails: null }) },
  expired: {
    paymentRequest: request({ status: 'EXPIRED', statusUpdateDate: '2026-11-10T05:00:00.000Z' }),
  },
  'expired-payment-request': {
    paymentRequest: request(
      { status: 'EXPIRED', statusUpdateDate: '2026-11-10T05:00:00.000Z' },
      paymentRequest,
    ),
  },
  canceled: {
    paymentRequest: request({ status: 'CANCELED', statusUpdateDate: '2026-11-18T19:45:00.000Z' }),
  },
  'canceled-payment-request': {
    paymentRequest: request(
      { status: 'CANCELED', statusUpdateDate: '2026-11-18T19:45:00.000Z' },
      paymentRequest,
    ),
  },
  'unknown-status': { paymentRequest: request({ status: 'ON_HOLD' }) },
  'not-found': { paymentRequest: null },

  // Method mixes
  'card-only': { paymentRequest: request({ paymentMethod: ['Card'] }) },
  'bank-only': { paymentRequest: request({ paymentMethod: ['PayByBank'] }) },
  'transfers-only': { paymentRequest: request({ paymentMethod: ['ACH', 'PayByWire'] }) },
  'ach-only': { paymentRequest: request({ paymentMethod: ['PayByACH'] }) },
  'wire-only': { paymentRequest: request({ paymentMethod: ['PayByWire'] }) },
  'card-and-transfers': {
    paymentRequest: request({ paymentMethod: ['PayByCard', 'ACH', 'PayByWire'] }),
  },
  'bank-and-transfers': {
    paymentRequest: request({ paymentMethod: ['PayByBank', 'ACH', 'PayByWire'] }),
  },
  'no-methods': { paymentRequest: request({ paymentMethod: [] }) },
  'stripe-processor': { paymentRequest: request({ processor: { type: 'STRIPE' } }) },

  // Content
  'invoice-without-line-items': {
    paymentRequest: request({
      merchantInvoice: {
        ...northwindInvoice,
        lineItems: [],
        discountTotal: null,
        discountName: null,
        taxTotal: null,
      },
    }),
  },
  'invoice-without-customer-id': {
    paymentRequest: request({
      merchantInvoice: { ...northwindInvoice, customerInvoiceId: null },
    }),
  },
  attachments: { paymentRequest: request({ attachments: northwindAttachments }) },
  'attachment-missing': {
    paymentRequest: request({ attachments: northwindAttachments }),
    missingFiles: [northwindAttachments[1]!.fileKey],
  },
  'long-description': { paymentRequest: request({ description: LONG_DESCRIPTION }) },
  'no-description': { paymentRequest: request({ description: null }) },
  'no-ach-details': {
    paymentRequest: request({ achDetails: null, paymentMethod: ['ACH', 'PayByWire'] }),
  },
  'wire-without-bank-address': {
    paymentRequest: request({
      achDetails: { ...northwindAchDetails, bankName: null, bankAddress: null },
      paymentMethod: ['PayByWire'],
    }),
  },
  'no-due-date': { paymentRequest: request({ dueDate: null }) },
  'due-tomorrow': { paymentRequest: request({ dueDate: '2026-11-23' }) },
  'due-today': { paymentRequest: request({ dueDate: '2026-11-22' }) },
  'overdue-1-day': { paymentRequest: request({ dueDate: '2026-11-21' }) },
  overdue: { paymentRequest: request({ dueDate: '2026-11-12' }) },
  /** A deposit: the amount due is not the invoice's total, and the merchant says why. */
  deposit: {
    paymentRequest: request({
      amountInCents: 25_000,
      merchantInvoice: {
        ...northwindInvoice,
        amountDueNote: 'Deposit of $250.00 on a $1,250.00 invoice',
      },
    }),
  },
  'large-amount': {
    paymentRequest: request({
      amountInCents: 1_234_567_890,
      merchantInvoice: null,
    }),
  },

  // Failures and slow answers
  'collect-error': { paymentRequest: invoiceRequest, failures: { collect: 'error' } },
  'collect-rate-limited': {
    paymentRequest: invoiceRequest,
    failures: { collect: 'rate-limited' },
  },
  'collect-malformed': { paymentRequest: invoiceRequest, failures: { collect: 'malformed' } },
  'collect-slow': { paymentRequest: invoiceRequest, failures: { collect: 'slow' } },
  'collect-loading': { paymentRequest: invoiceRequest, failures: { collect: 'never' } },
  'card-session-error': { paymentRequest: invoiceRequest, failures: { 'adyen/session': 'error' } },
  'card-session-slow': { paymentRequest: invoiceRequest, failures: { 'adyen/session': 'slow' } },
  'stripe-intent-error': {
    paymentRequest: request({ processor: { type: 'STRIPE' } }),
    failures: { 'stripe/intent': 'error' },
  },
  'link-token-error': { paymentRequest: invoiceRequest, failures: { 'plaid/link-token': 'error' } },
  'link-token-slow': { paymentRequest: invoiceRequest, failures: { 'plaid/link-token': 'never' } },
  'pay-by-bank-error': {
    paymentRequest: invoiceRequest,
    failures: { 'plaid/payment': 'error' },
    payByBankErrorMessage: 'The bank declined the debit authorization.',
  },
  'ach-limit-exceeded': { paymentRequest: invoiceRequest, achDebitLimitExceeded: true },
  'invoice-download-error': {
    paymentRequest: invoiceRequest,
    failures: { 'invoice/download': 'error' },
  },
  // The status update fails and the re-read after it (the 3rd GET /collect: load, the check
  // before paying, the re-read) finds the request still UNPAID: the spec's message shows.
  'status-update-error': {
    paymentRequest: invoiceRequest,
    failures: { status: 'error' },
    collectSequence: [{}, { status: 'UNPAID' }],
  },
  'institution-logo-error': {
    paymentRequest: invoiceRequest,
    failures: { 'plaid/institution-logo': 'error' },
  },
  'tracking-and-fingerprint-errors': {
    paymentRequest: invoiceRequest,
    failures: { 'link-opened': 'error', fingerprint: 'error', 'client-info': 'error' },
  },

  // Card and bank-link environments
  'card-sandbox': { paymentRequest: invoiceRequest, cardEnvironment: 'sandbox' },
  'card-provider-environment': { paymentRequest: invoiceRequest, cardEnvironment: 'test' },
  'link-token-sandbox': { paymentRequest: invoiceRequest, linkToken: 'sandbox' },
  'link-token-plaid': { paymentRequest: invoiceRequest, linkToken: 'plaid' },

  // Receipt polling
  'receipt-settles': {
    paymentRequest: request({ status: 'PROCESSING', statusUpdateDate: '2026-11-22T16:58:00.000Z' }),
    collectSequence: [{}, {}, paidByCard],
  },
  'receipt-never-settles': {
    paymentRequest: request({ status: 'PROCESSING', statusUpdateDate: '2026-11-22T16:58:00.000Z' }),
  },
} as const satisfies Record<string, MockScenario>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

/** The handlers of a named scenario, optionally adjusted (e.g. `{ latencyMs: 400 }`). */
export function scenario(
  name: ScenarioName,
  overrides: Partial<MockScenario> = {},
  options?: HandlerOptions,
): HttpHandler[] {
  return createHandlers({ ...SCENARIOS[name], ...overrides }, options);
}
