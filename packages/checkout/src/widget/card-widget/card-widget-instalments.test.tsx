/**
 * The widget's instalments (docs/widget.md#options), its frames the real frame code
 * (simulated-frames.ts): the brand's options (else the card's), hidden with one option, the
 * preselected value, a revolving plan, and the choice in the payment data as `installments`.
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');
const LONG = { timeout: 10_000 };

async function renderWidget(
  installmentOptions: CardWidgetProps['installmentOptions'],
  props: Partial<CardWidgetProps> = {},
) {
  const onSubmit = vi.fn<(state: SubmitState, actions: PaymentActions) => void>();
  render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      today={today}
      installmentOptions={installmentOptions}
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  const pay = async (number: string) => {
    await frames.type('cardNumber', number);
    await frames.type('expiryDate', '0330');
    await frames.type('securityCode', number.startsWith('37') ? '7373' : '737');
  };
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), LONG);
    return onSubmit.mock.calls[0]![0].data;
  };
  return { frames, pay, submitted };
}

describe('instalments', () => {
  it('offers the brand’s values with the preselected one and sends the choice', async () => {
    const user = userEvent.setup();
    const { pay, submitted } = await renderWidget({
      card: { values: [1, 2] },
      visa: { values: [1, 3, 6], preselectedValue: 3 },
    });
    await pay('4111111111111111');
    const list = await screen.findByRole('combobox', { name: 'Number of instalments' }, LONG);
    expect(list).toHaveValue('3');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 payment of $1,250.00',
      '3 payments of $416.67',
      '6 payments of $208.34',
    ]);
    await user.selectOptions(list, '6');
    expect(await submitted()).toMatchObject({ installments: { value: 6 } });
  });

  it('takes the card’s options for a brand without its own; 1 chosen sends none', async () => {
    const user = userEvent.setup();
    const { pay, submitted } = await renderWidget({
      card: { values: [1, 2] },
      visa: { values: [1, 3] },
    });
    await pay('5555341244441115');
    const list = await screen.findByRole('combobox', { name: 'Number of instalments' }, LONG);
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '1',
      '2',
    ]);
    await user.selectOptions(list, '1');
    expect(await submitted()).not.toHaveProperty('installments');
  });

  it('is hidden with one option, and sends nothing', async () => {
    const { frames, pay, submitted } = await renderWidget({ card: { values: [3] } });
    await pay('4111111111111111');
    await waitFor(() => expect(frames.frame('securityCode')).toBeDefined());
    expect(screen.queryByRole('combobox', { name: 'Number of instalments' })).toBeNull();
    expect(await submitted()).not.toHaveProperty('installments');
  });

  it('with a revolving plan: pay in full, in instalments (plan regular) or revolving', async () => {
    const user = userEvent.setup();
    const { pay, submitted } = await renderWidget({
      card: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
    });
    await pay('4111111111111111');
    const full = await screen.findByRole('radio', { name: 'Pay in full' }, LONG);
    expect(full).toBeChecked();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pay in instalments' }));
    const list = screen.getByRole('combobox', { name: 'Number of instalments' });
    expect(list).toHaveValue('2');
    await user.selectOptions(list, '3');
    await user.click(screen.getByRole('radio', { name: 'Revolving payment' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await submitted()).toMatchObject({ installments: { value: 1, plan: 'revolving' } });
  });

  it('a brand’s own plans (the demo shop’s Mastercard): revolving', async () => {
    const user = userEvent.setup();
    const { pay, submitted } = await renderWidget({
      card: { values: [1, 3, 6], preselectedValue: 3 },
      mc: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
    });
    await pay('5555341244441115');
    await user.click(await screen.findByRole('radio', { name: 'Revolving payment' }, LONG));
    expect(await submitted()).toMatchObject({ installments: { value: 1, plan: 'revolving' } });
  });

  it('a regular instalment payment carries its plan', async () => {
    const user = userEvent.setup();
    const { pay, submitted } = await renderWidget({
      card: { values: [1, 4], plans: ['regular', 'revolving'] },
    });
    await pay('4111111111111111');
    await user.click(await screen.findByRole('radio', { name: 'Pay in instalments' }, LONG));
    expect(await submitted()).toMatchObject({ installments: { value: 4, plan: 'regular' } });
  });

  it('speaks the widget’s locale: its labels and amounts in ko-KR', async () => {
    const { pay } = await renderWidget(
      { card: { values: [1, 3], plans: ['revolving'] } },
      { locale: 'ko-KR' },
    );
    await pay('4111111111111111');
    expect(await screen.findByText('어떻게 결제하시겠어요?', {}, LONG)).toBeInTheDocument();
    for (const title of ['일시불', '할부', '리볼빙'])
      expect(screen.getByText(title)).toBeInTheDocument();
    await userEvent.click(screen.getByText('할부'));
    const list = await screen.findByRole('combobox', { name: '할부 개월 수' }, LONG);
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '3개월 할부 (월 US$416.67)',
    ]);
  });

  it('takes the merchant’s translations over the shipped ones', async () => {
    const { pay } = await renderWidget(
      { card: { values: [1, 2] } },
      {
        locale: 'pt-BR',
        translations: { 'pt-BR': { 'instalments.other': '{count}x sem juros de {amount}' } },
      },
    );
    await pay('4111111111111111');
    const list = await screen.findByRole('combobox', { name: 'Número de parcelas' }, LONG);
    expect([...list.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '1 parcela de US$\u00a01.250,00',
      '2x sem juros de US$\u00a0625,00',
    ]);
  });
});
