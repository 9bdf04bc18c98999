/**
 * The card widget in a locale: the locale's strings once loaded (labels, the Pay
 * button's amount in its format, errors, what the live region announces, the frames' names), the
 * merchant's `translations` over them, en-US for a locale not shipped, and the locale check.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps } from '../options/widget-types';

function renderWidget(props: Partial<CardWidgetProps>) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const view = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'KRW' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      hasHolderName
      holderNameRequired
      today={new Date('2026-11-22T17:00:00.000Z')}
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      onChange={onChange}
      {...props}
    />,
  );
  const live = () => view.container.querySelector('[aria-live="polite"]') as HTMLElement;
  return { view, onChange, onSubmit, live };
}

const LONG = { timeout: 10_000 };

describe('the card widget in a locale', () => {
  it('ko-KR: labels, the amount, errors and their announcement, the state’s error objects', async () => {
    const user = userEvent.setup();
    const { onChange, onSubmit, live } = renderWidget({ locale: 'ko-KR' });
    const pay = await screen.findByRole('button', { name: '₩125,000 결제' }, LONG);
    await connectSimulatedFrames();
    expect(screen.getByLabelText('카드 소유자 이름')).toHaveAttribute('placeholder', '홍길동');
    expect(screen.getByTitle('카드 번호 보안 입력 프레임').parentElement).toBeTruthy();
    await user.click(pay);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('카드 번호를 입력해 주세요')).toBeInTheDocument();
    await waitFor(() =>
      expect(live()).toHaveTextContent('카드 소유자 이름: 카드에 적힌 이름을 입력해 주세요'),
    );
    expect(live()).toHaveTextContent('항목을 확인해 주세요');
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      isSfpValid: false,
      errors: {
        cardNumber: {
          field: 'cardNumber',
          errorCode: 'cc.num.900',
          errorMessage: '카드 번호를 입력해 주세요',
        },
      },
    });
  });

  it('the merchant’s translations win over the shipped ones, key by key', async () => {
    renderWidget({
      locale: 'pt-BR',
      amount: { value: 125_000, currency: 'BRL' },
      translations: { 'pt-BR': { 'pay.button': 'Pague {amount} agora' } },
    });
    expect(
      await screen.findByRole('button', { name: /^Pague R\$\s1\.250,00 agora$/ }, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome no cartão')).toBeInTheDocument();
  });

  it('pt-BR: the security code’s placeholder follows the brand’s code (4 dígitos for amex)', async () => {
    renderWidget({ locale: 'pt-BR', amount: { value: 125_000, currency: 'BRL' } });
    await screen.findByRole('button', { name: /^Pagar R\$\s1\.250,00$/ }, LONG);
    const frames = await connectSimulatedFrames();
    const code = frames.frame('securityCode').input;
    expect(code.placeholder).toBe('3 dígitos');
    await frames.type('cardNumber', '3714');
    await waitFor(() => expect(code.placeholder).toBe('4 dígitos'));
    await frames.clear('cardNumber');
    await waitFor(() => expect(code.placeholder).toBe('3 dígitos'));
  });

  it('a locale not shipped shows en-US at once (the amount in its format), under the merchant’s strings for it', () => {
    renderWidget({
      locale: 'fr_fr',
      amount: { value: 125_000, currency: 'USD' },
      translations: { 'fr-FR': { 'field.holderName': 'Nom sur la carte' } },
    });
    expect(screen.getByLabelText('Nom sur la carte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay 1\s250,00\s\$US$/ })).toBeInTheDocument();
  });

  it.each(['english', 'en', 'en-USA', 'e1-US'])(
    'locale %j: an IMPLEMENTATION_ERROR naming the option',
    (locale) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => renderWidget({ locale })).toThrow(
        expect.objectContaining({
          kind: 'IMPLEMENTATION_ERROR',
          message: expect.stringContaining("Card widget option 'locale' must be a locale"),
        }),
      );
      vi.restoreAllMocks();
    },
  );
});
