import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { makePaymentRequest } from '../mocks/fixtures';
import {
  bankLinkWidgetFor,
  institutionLogoSrc,
  maskedAccountNumber,
  shouldAutoStartPayByBank,
} from './bank-link';
import { CARD_MESSAGES, cardErrorOutcome, cardResultOutcome, checkStillPayable } from './card-flow';
import { messageText, REFRESH, TRY_AGAIN } from './messages';
import { BANK_LIMIT_ERROR, payByBankErrorView, validatePayByBank } from './pay-by-bank';
import { needsCardSession, needsStripeIntent } from './payment-data';
import { isKnownStatus, isPayable } from './status';

describe('status', () => {
  it('may be paid when UNPAID or PAYMENT_FAILED only', () => {
    const payable = ['UNPAID', 'PAYMENT_FAILED'];
    for (const status of [
      'UNPAID',
      'PAYMENT_FAILED',
      'PROCESSING',
      'PAID',
      'EXPIRED',
      'CANCELED',
      'ON_HOLD',
    ]) {
      expect(isPayable({ status })).toBe(payable.includes(status));
    }
    expect(isKnownStatus('PAID')).toBe(true);
    expect(isKnownStatus('ON_HOLD')).toBe(false);
  });
});

describe('what the payment data loads', () => {
  it.each([
    ['UNPAID', 'ADYEN', ['Card'], false, true],
    ['UNPAID', 'ADYEN', ['PayByCard', 'ACH'], false, true],
    ['UNPAID', 'ADYEN', ['PayByBank', 'ACH'], false, false],
    ['PAYMENT_FAILED', 'ADYEN', ['Card'], false, true],
    ['PROCESSING', 'ADYEN', ['Card'], false, false],
    ['UNPAID', 'STRIPE', ['Card'], true, false],
    ['UNPAID', 'STRIPE', ['PayByBank'], true, false],
    ['PAID', 'STRIPE', ['Card'], false, false],
  ])('%s, %s, %j → intent %s, session %s', (status, type, paymentMethod, intent, session) => {
    const request = makePaymentRequest({ status, processor: { type }, paymentMethod });
    expect(needsStripeIntent(request)).toBe(intent);
    expect(needsCardSession(request)).toBe(session);
  });
});

describe('card flow', () => {
  it('goes on only while the request may still be paid', () => {
    expect(checkStillPayable({ status: 'UNPAID' })).toBeNull();
    expect(checkStillPayable({ status: 'PAYMENT_FAILED' })).toBeNull();
    for (const status of ['PROCESSING', 'PAID', 'EXPIRED', 'CANCELED']) {
      expect(checkStillPayable({ status })).toEqual({
        title: null,
        text: 'This payment request has already been processed.',
        action: REFRESH,
      });
    }
    expect(checkStillPayable(null)).toBe(CARD_MESSAGES.alreadyProcessed);
  });

  it.each([
    [{ resultCode: 'Authorised' }, { type: 'authorised' }],
    [{ resultCode: 'ChallengeShopper' }, { type: 'pending' }],
    [{ resultCode: 'Cancelled' }, { type: 'ignored' }],
    [{ resultCode: 'Refused' }, { type: 'failed', message: CARD_MESSAGES.declined }],
    [
      { resultCode: 'Error', error: { errorCode: '14_0422' } },
      { type: 'failed', message: CARD_MESSAGES.sessionExpired },
    ],
    [
      { resultCode: 'Error', error: { errorCode: '14_0423' } },
      { type: 'failed', message: CARD_MESSAGES.unableAlreadyProcessed },
    ],
    [
      { resultCode: 'Error', error: { errorCode: '905' } },
      { type: 'failed', message: CARD_MESSAGES.technical },
    ],
    [{ resultCode: 'Error' }, { type: 'failed', message: CARD_MESSAGES.technical }],
    [{ resultCode: 'SomethingNew' }, { type: 'failed', message: CARD_MESSAGES.technical }],
  ])('result %o → %o', (result, outcome) => {
    expect(cardResultOutcome(result)).toEqual(outcome);
  });

  it('reads widget errors: cancel ignored, provider codes, everything else technical', () => {
    expect(cardErrorOutcome({ name: 'CANCEL' })).toEqual({ type: 'ignored' });
    expect(cardErrorOutcome({ name: 'ERROR', errorCode: '14_0422' })).toEqual({
      type: 'failed',
      message: CARD_MESSAGES.sessionExpired,
    });
    expect(cardErrorOutcome({ name: 'NETWORK_ERROR' })).toEqual({
      type: 'failed',
      message: CARD_MESSAGES.technical,
    });
    expect(cardErrorOutcome({ errorCode: 'toString' })).toEqual({
      type: 'failed',
      message: CARD_MESSAGES.technical,
    });
  });

  it('words the messages as the spec and the chosen texts say', () => {
    expect(CARD_MESSAGES.sessionExpired).toEqual({
      title: null,
      text: 'This payment request session has expired.',
      action: REFRESH,
    });
    expect(CARD_MESSAGES.unableAlreadyProcessed.text).toBe(
      "We're unable to complete your payment. This payment request has already been processed.",
    );
    expect(CARD_MESSAGES.declined.action).toBe(TRY_AGAIN);
    expect(CARD_MESSAGES.technical.action).toBe(TRY_AGAIN);
    expect(CARD_MESSAGES.statusUpdateFailed.text).toBe(
      'Your payment has been processed, but we encountered a technical issue while updating the status. Please reload the page in a few minutes...',
    );
    expect(REFRESH.hint).toBe('Please refresh the page.');
    expect(TRY_AGAIN.hint).toBe('Please try again.');
  });

  it.each([
    [
      'declined: its text says what to do, no hint after it',
      CARD_MESSAGES.declined,
      'Your card was declined. This can happen because of insufficient funds or an expired card. Try another card or contact your bank.',
    ],
    [
      'technical: the same',
      CARD_MESSAGES.technical,
      "We couldn't process your card because of a technical issue. Please re-enter your card details, or contact support if it keeps happening.",
    ],
    [
      'a fetch failure: the hint of its action',
      CARD_MESSAGES.requestFetchFailed,
      'Failed to fetch payment request Please try again.',
    ],
    [
      'session expired: Refresh’s hint',
      CARD_MESSAGES.sessionExpired,
      'This payment request session has expired. Please refresh the page.',
    ],
    [
      'no action: the text alone',
      CARD_MESSAGES.statusUpdateFailed,
      CARD_MESSAGES.statusUpdateFailed.text,
    ],
  ])('messageText, %s', (_, message, text) => {
    expect(messageText(message)).toBe(text);
  });
});

describe('pay by bank errors', () => {
  const complete = {
    publicToken: 'public-sandbox-1',
    paymentRequestToken: 'tok',
    accountId: 'acc',
  };
  const wrong = { title: 'Error', text: "We're sorry, something went wrong. Please try again." };

  it('refuses a submission missing the public token, request token or account id', () => {
    expect(validatePayByBank(complete)).toBeNull();
    for (const key of ['publicToken', 'paymentRequestToken', 'accountId'] as const) {
      expect(validatePayByBank({ ...complete, [key]: undefined })).toEqual(wrong);
      expect(validatePayByBank({ ...complete, [key]: ' ' })).toEqual(wrong);
    }
  });

  it('explains the debit limit, and shows other messages as they are under "Error"', () => {
    const limit = new ApiError('ACH Debit limit exceeded', { reason: 'http', status: 422 });
    expect(payByBankErrorView(limit)).toEqual({
      title: 'Unable to process',
      text: 'This client cannot receive any more payments through pay by bank. Please select another payment method.',
    });
    expect(payByBankErrorView(limit)).toBe(BANK_LIMIT_ERROR);
    // No answer, or a server error: the payer's message, never 'Internal server error'.
    for (const error of [
      new ApiError('Failed to initiate payment', { reason: 'network' }),
      new ApiError('Internal server error', { reason: 'http', status: 500 }),
    ]) {
      expect(payByBankErrorView(error)).toEqual({
        title: 'Error',
        text: "We're sorry, something went wrong. Please try again.",
      });
    }
    expect(
      payByBankErrorView(new ApiError('Account closed', { reason: 'http', status: 422 })),
    ).toEqual({ title: 'Error', text: 'Account closed' });
    expect(payByBankErrorView('Account closed')).toEqual({
      title: 'Error',
      text: 'Account closed',
    });
    expect(payByBankErrorView(undefined)).toEqual(wrong);
  });
});

describe('bank link', () => {
  it('chooses the widget by link token', () => {
    expect(bankLinkWidgetFor('paypage-sandbox-link-8Kq2')).toBe('sandbox');
    expect(bankLinkWidgetFor('link-sandbox-4f2c')).toBe('plaid');
    expect(bankLinkWidgetFor('link-production-4f2c')).toBe('plaid');
  });

  it('shows the logo as a data URL, the mask with dots', () => {
    expect(institutionLogoSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(institutionLogoSrc(null)).toBeNull();
    expect(maskedAccountNumber('0000')).toBe('•••• 0000');
    expect(maskedAccountNumber(null)).toBeNull();
  });

  it('starts by itself with an e-mail parameter once a payable request allowing it loaded', () => {
    const loaded = { loading: false, error: null, paymentRequest: makePaymentRequest() };
    expect(shouldAutoStartPayByBank('sam@example.com', loaded)).toBe(true);
    expect(shouldAutoStartPayByBank(null, loaded)).toBe(false);
    expect(shouldAutoStartPayByBank('sam@example.com', { ...loaded, loading: true })).toBe(false);
    expect(shouldAutoStartPayByBank('sam@example.com', { ...loaded, error: 'x' })).toBe(false);
    expect(shouldAutoStartPayByBank('sam@example.com', { ...loaded, paymentRequest: null })).toBe(
      false,
    );
    const paid = { ...loaded, paymentRequest: makePaymentRequest({ status: 'PAID' }) };
    expect(shouldAutoStartPayByBank('sam@example.com', paid)).toBe(false);
    const noBank = { ...loaded, paymentRequest: makePaymentRequest({ paymentMethod: ['Card'] }) };
    expect(shouldAutoStartPayByBank('sam@example.com', noBank)).toBe(false);
  });
});
