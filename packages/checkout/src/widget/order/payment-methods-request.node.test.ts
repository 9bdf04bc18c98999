import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleOrder } from '@paypage/contract/fixtures';
import { POST_JSON_TIMEOUT_MS } from '../../api/post-json';
import {
  offeredPaymentMethods,
  PAYMENT_METHODS_REQUEST_WARNING,
  requestPaymentMethods,
  type PaymentMethodsRequestCall,
} from './payment-methods-request';

const visaCard = {
  id: '8415718415172200',
  type: 'scheme',
  name: 'VISA',
  brand: 'visa',
  lastFour: '1111',
  expiryMonth: '03',
  expiryYear: '2030',
  holderName: 'Sam Lee',
  supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
};
const { type: _type, name: _name, ...visaStored } = visaCard;

describe('what the form offers after a /paymentMethods answer', () => {
  it.each([
    [
      'the scheme brands and the stored cards',
      {
        paymentMethods: [
          { type: 'giftcard', name: 'Givex', brand: 'givex' },
          { type: 'scheme', name: 'Cards', brands: ['mc', 'visa'] },
        ],
        storedPaymentMethods: [visaCard],
      },
      { brands: ['mc', 'visa'], storedPaymentMethods: [visaStored] },
    ],
    [
      'no scheme method: the brands unchanged; no stored cards: none',
      { paymentMethods: [{ type: 'ideal', name: 'iDEAL' }], storedPaymentMethods: [] },
      { storedPaymentMethods: [] },
    ],
    [
      'a stored entry not a card, or missing a field, is left out',
      {
        storedPaymentMethods: [
          { ...visaCard, type: 'paypal' },
          { ...visaCard, lastFour: undefined },
          { ...visaCard, supportedShopperInteractions: 'Ecommerce' },
          { ...visaCard, holderName: undefined, id: '2' },
        ],
      },
      { storedPaymentMethods: [{ ...visaStored, holderName: undefined, id: '2' }] },
    ],
    ['an empty answer: nothing changes', {}, {}],
    [
      'brands that are not strings are dropped',
      { paymentMethods: [{ type: 'scheme', brands: ['visa', 7, ''] }] },
      { brands: ['visa'] },
    ],
    ['not an object', 'methods', null],
    ['null', null, null],
    ['paymentMethods not a list', { paymentMethods: {} }, null],
    ['storedPaymentMethods not a list', { storedPaymentMethods: 'none' }, null],
  ])('%s', (_case, answer, offered) => {
    const result = offeredPaymentMethods(answer);
    expect(result === null ? null : JSON.parse(JSON.stringify(result))).toEqual(
      offered === null ? null : JSON.parse(JSON.stringify(offered)),
    );
  });
});

describe('asking the page for the payment methods', () => {
  afterEach(() => vi.useRealTimers());

  const ask = (call: PaymentMethodsRequestCall) =>
    requestPaymentMethods(call, { order: exampleOrder, locale: 'pt-BR', countryCode: 'BR' });

  it('asks with the order’s reference, the locale and the country; resolves the offer', async () => {
    const call = vi.fn<PaymentMethodsRequestCall>((_data, { resolve }) =>
      resolve({ paymentMethods: [{ type: 'scheme', brands: ['visa'] }] }),
    );
    await expect(ask(call)).resolves.toEqual({ brands: ['visa'] });
    expect(call.mock.calls[0]![0]).toEqual({
      order: { orderData: exampleOrder.orderData, pspReference: exampleOrder.pspReference },
      locale: 'pt-BR',
      countryCode: 'BR',
    });
  });

  it.each([
    ['rejects', ((_data, { reject }) => reject()) as PaymentMethodsRequestCall],
    [
      'throws',
      (() => {
        throw new Error('down');
      }) as PaymentMethodsRequestCall,
    ],
    [
      'answers no /paymentMethods answer',
      ((_data, { resolve }) => resolve('none' as never)) as PaymentMethodsRequestCall,
    ],
  ])('the page %s: null, a warning logged', async (_case, call) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(ask(call)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(PAYMENT_METHODS_REQUEST_WARNING);
  });

  it('no answer within a call’s timeout (60 s): null, a warning; a late answer is ignored', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let late: Parameters<PaymentMethodsRequestCall>[1] | undefined;
    const asked = ask((_data, actions) => {
      late = actions;
    });
    let settled: unknown = 'pending';
    void asked.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(POST_JSON_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    late?.resolve({ paymentMethods: [{ type: 'scheme', brands: ['visa'] }] });
    late?.reject();
    await expect(asked).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
