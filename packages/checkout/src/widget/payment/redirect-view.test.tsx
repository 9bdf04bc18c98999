/**
 * The redirect view in the widget's locale (docs/widget.md#views): its heading, its text and its
 * 'continue to {name}' button from the locale's strings (pt-BR, ko-KR), a merchant's translations
 * over them, en-US without a provider; the payer is sent on once either way.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import { createTranslator } from '../i18n/translate';
import { WidgetTextProvider } from '../i18n/widget-strings';
import type { WidgetStrings } from '../i18n/en-us';
import { RedirectView } from './redirect-view';

const target = {
  method: 'GET' as const,
  url: 'https://bank.example/confirm',
  data: {},
  name: 'Sandbox Bank',
};

function renderIn(locale: string, ...layers: WidgetStrings[]) {
  const navigator = { get: vi.fn(), post: vi.fn() };
  render(
    <WidgetTextProvider value={{ locale, t: createTranslator(...layers) }}>
      <RedirectView target={target} navigator={navigator} />
    </WidgetTextProvider>,
  );
  return navigator;
}

describe('the redirect view in a locale', () => {
  it('en-US without a provider', () => {
    const navigator = { get: vi.fn(), post: vi.fn() };
    render(<RedirectView target={target} navigator={navigator} />);
    expect(screen.getByRole('heading', { name: 'Going to Sandbox Bank…' })).toBeInTheDocument();
    expect(
      screen.getByText('Your bank needs you to confirm this payment on its own page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'continue to Sandbox Bank' })).toBeInTheDocument();
    expect(navigator.get).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'ko-KR',
      koKR,
      'Sandbox Bank(으)로 이동 중…',
      '은행 페이지에서 이 결제를 확인해야 합니다.',
      'Sandbox Bank(으)로 계속',
    ],
    [
      'pt-BR',
      ptBR,
      'Indo para Sandbox Bank…',
      'Seu banco precisa que você confirme este pagamento na página dele.',
      'continuar para Sandbox Bank',
    ],
  ])('%s', (locale, strings, heading, text, button) => {
    const navigator = renderIn(locale, strings as WidgetStrings);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    expect(navigator.get).toHaveBeenCalledWith('https://bank.example/confirm');
  });

  it('a merchant’s string over the shipped one', () => {
    renderIn(
      'pt-BR',
      ptBR as WidgetStrings,
      { 'redirect.continue': 'Ir ao {name}' } as WidgetStrings,
    );
    expect(screen.getByRole('button', { name: 'Ir ao Sandbox Bank' })).toBeInTheDocument();
  });
});
