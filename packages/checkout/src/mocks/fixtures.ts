/**
 * Fixtures for stories and tests: the contract's examples (`@paypage/contract/fixtures`, dated
 * around 2026-11-22), the stories' fixed today, and story-only content. Amounts are integer cents.
 */
import type { CardEnvironment, CardSession, PaymentRequest } from '@paypage/contract';
import {
  invoiceRequest,
  makeCardSession as makeContractCardSession,
} from '@paypage/contract/fixtures';
import { mockSecuredFields } from './secured-fields';

/**
 * The card session the mocks answer: the contract's, its secured fields' origin the mocks' frames
 * origin (in Storybook, the frames served beside the stories on the other loopback host).
 */
export function makeCardSession(
  request: Pick<PaymentRequest, 'token' | 'amountInCents'>,
  environment: CardEnvironment = 'sandbox',
): CardSession {
  const session = makeContractCardSession(request, environment);
  return session.securedFields ? { ...session, securedFields: mockSecuredFields() } : session;
}
import type { Today } from '../format/today';

export {
  deviceFingerprint,
  EXAMPLE_TOKENS as MOCK_TOKENS,
  FIRST_PLATYPUS_LOGO,
  invoiceRequest,
  linkedBankResult,
  northwindAchDetails,
  northwindAttachments,
  northwindInvoice,
  paymentRequest,
} from '@paypage/contract/fixtures';

/** The stories' today: noon of 2026-11-22 in New York. */
export const MOCK_TODAY: Today = Object.freeze({
  now: new Date('2026-11-22T17:00:00.000Z'),
  timeZone: 'America/New_York',
});

export const LONG_DESCRIPTION =
  'Website redesign, phase 2: design system audit and component inventory, two discovery ' +
  'workshops with the marketing and support teams, responsive templates for the pricing, ' +
  'careers and help-centre pages, accessibility review against WCAG 2.2 AA, and handover ' +
  'documentation for the in-house engineers. Payment is due within 14 days of the invoice ' +
  'date; please include the invoice number with any transfer.';

/** A copy of `base` with some fields replaced (a fixture of a scenario). */
export function makePaymentRequest(
  overrides: Partial<PaymentRequest> = {},
  base: PaymentRequest = invoiceRequest,
): PaymentRequest {
  return structuredClone({ ...base, ...overrides });
}
