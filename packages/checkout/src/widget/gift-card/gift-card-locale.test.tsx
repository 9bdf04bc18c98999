/**
 * The gift card in the widget's locale (docs/widget.md#options `translations`): its button,
 * heading and field labels from the locale's strings (ko-KR), the order's amounts formatted in
 * the locale (pt-BR), a merchant's string over the shipped one; en-US without a provider.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import type { WidgetStrings } from '../i18n/en-us';
import { createTranslator } from '../i18n/translate';
import { WidgetTextProvider } from '../i18n/widget-strings';
import { GiftCardSection } from './gift-card-section';

const calls = { balance: vi.fn(), createOrder: vi.fn(), cancelOrder: vi.fn() };
const order = {
  orderData: 'Ab02o',
  pspReference: 'OR1',
  amount: { value: 125_000, currency: 'USD' },
  remainingAmount: { value: 75_000, currency: 'USD' },
  expiresAt: '2026-12-01T12:30:00.000Z',
};

function renderIn(
  locale: string | null,
  layers: WidgetStrings[],
  withOrder: typeof order | null = null,
) {
  const section = (
    <GiftCardSection
      calls={calls as never}
      securedFields={{ ...exampleSecuredFields, loadTimeout: 60_000 } as never}
      amount={{ value: 125_000, currency: 'USD' }}
      order={withOrder}
      busy={false}
      onPay={vi.fn()}
      onOrderCancelled={vi.fn()}
      onError={vi.fn()}
    />
  );
  render(
    locale === null ? (
      section
    ) : (
      <WidgetTextProvider value={{ locale, t: createTranslator(...layers) }}>
        {section}
      </WidgetTextProvider>
    ),
  );
}

describe('the gift card in a locale', () => {
  it('en-US without a provider', async () => {
    renderIn(null, []);
    await userEvent.click(screen.getByRole('button', { name: 'Pay with a gift card' }));
    expect(screen.getByRole('heading', { name: 'Pay with a gift card' })).toBeInTheDocument();
    expect(screen.getByText('Gift card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check balance' })).toBeInTheDocument();
  });

  it('ko-KR: the button, the heading, the labels and the actions', async () => {
    renderIn('ko-KR', [koKR as WidgetStrings]);
    await userEvent.click(screen.getByRole('button', { name: '기프트 카드로 결제' }));
    expect(screen.getByRole('heading', { name: '기프트 카드로 결제' })).toBeInTheDocument();
    expect(screen.getByText('기프트 카드 번호')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '잔액 확인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('pt-BR: an order’s paid and left amounts in the locale, a merchant’s string over the shipped one', () => {
    renderIn(
      'pt-BR',
      [ptBR as WidgetStrings, { 'giftCard.left': 'Restante' } as WidgetStrings],
      order,
    );
    expect(screen.getByRole('heading', { name: 'Cartão-presente' })).toBeInTheDocument();
    expect(screen.getByText('Pago com cartão-presente')).toBeInTheDocument();
    expect(screen.getByText(/^US\$\s?500,00$/)).toBeInTheDocument();
    expect(screen.getByText('Restante')).toBeInTheDocument();
    expect(screen.getByText(/^US\$\s?750,00$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cancelar pagamento com cartão-presente' }),
    ).toBeInTheDocument();
  });
});
