/**
 * The widget's remaining strings in pt-BR and ko-KR: the billing address's labels,
 * placeholders and errors (the postal code's with the country's example, the state's without an
 * English word), the address search, the wallets' divider and the 3-D Secure views — each a lazy
 * part's string, taken from the locale over the part's own en-US one.
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardWidget } from './card-widget';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import { createTranslator } from '../i18n/translate';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import { ThreeDSChallenge } from '../three-ds/three-ds-challenge';
import { ThreeDSFingerprint } from '../three-ds/three-ds-fingerprint-frame';
import { WalletButtons } from '../wallets/wallet-buttons';
import type { CardWidgetProps } from '../options/widget-types';
import { WidgetTextProvider } from '../i18n/widget-strings';

const LONG = { timeout: 10_000 };

function renderWidget(props: Partial<CardWidgetProps>) {
  return render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'KRW' }}
      today={new Date('2026-11-22T17:00:00.000Z')}
      onSubmit={vi.fn()}
      onAdditionalDetails={vi.fn()}
      billingAddressRequired
      {...props}
    />,
  );
}

const inLocale = (strings: Record<string, string>, locale: string, node: React.ReactNode) => (
  <WidgetTextProvider value={{ locale, t: createTranslator(strings) }}>{node}</WidgetTextProvider>
);

describe('the billing address in a locale', () => {
  it('ko-KR: its labels, and its errors without English (the state, the postal code’s example)', async () => {
    const user = userEvent.setup();
    renderWidget({ locale: 'ko-KR' });
    const pay = await screen.findByRole('button', { name: '₩125,000 결제' }, LONG);
    await connectSimulatedFrames();
    const address = screen.getByRole('group', { name: '청구지 주소' });
    // A US address: the street address, and the apartment or suite (optional in the US).
    for (const label of ['국가', '도로명 주소', '동, 호수 (선택)', '도시', '주', '우편번호']) {
      expect(within(address).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(address).getByRole('option', { name: '주를 선택해 주세요' })).toBeInTheDocument();
    await user.click(pay);
    expect(await within(address).findByText('시/도를 선택해 주세요')).toBeInTheDocument();
    expect(
      within(address).getByText('올바른 우편번호를 입력해 주세요 (예: 94105)'),
    ).toBeInTheDocument();
    expect(within(address).getByText('도로명 주소를 입력해 주세요')).toBeInTheDocument();
    // The countries are named in the locale too (Intl.DisplayNames), the states by their own names.
    expect(within(address).getByRole('option', { name: '미국' })).toBeInTheDocument();
    const said = [...address.querySelectorAll('label, [data-slot="field-error"]')].map(
      (node) => node.textContent,
    );
    expect(said.join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('pt-BR: the address search and its manual entry', async () => {
    renderWidget({ locale: 'pt-BR', onAddressLookup: vi.fn() });
    expect(
      await screen.findByRole('combobox', { name: 'Encontre seu endereço' }, LONG),
    ).toBeInTheDocument();
    expect(screen.getByText('Comece a digitar sua rua ou código postal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Digitar endereço manualmente' }));
    expect(await screen.findByLabelText('Endereço')).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toBeInTheDocument();
  });

  it('en-US keeps the country’s own wording', async () => {
    const user = userEvent.setup();
    renderWidget({ amount: { value: 125_000, currency: 'USD' } });
    const pay = await screen.findByRole('button', { name: 'Pay $1,250.00' }, LONG);
    await connectSimulatedFrames();
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
    await user.click(pay);
    expect(await screen.findByText('Enter a 5-digit ZIP code, like 94105')).toBeInTheDocument();
    expect(screen.getByText('Select the state')).toBeInTheDocument();
  });
});

describe('the wallets and 3-D Secure in a locale', () => {
  it('pt-BR: the wallets’ divider', () => {
    render(
      inLocale(
        ptBR,
        'pt-BR',
        <WalletButtons
          wallets={['googlepay']}
          merchantName="Loja"
          amount={{ value: 1000, currency: 'BRL' }}
          pending={null}
          busy={false}
          onPay={vi.fn()}
          onError={vi.fn()}
          onPaymentFailed={vi.fn()}
        />,
      ),
    );
    expect(screen.getByText('ou pague com')).toBeInTheDocument();
  });

  it('ko-KR: the challenge’s heading, text and frame title; the fingerprint’s text and frame', async () => {
    const token = {
      acsURL: '/api/v1/sandbox/3ds/challenge',
      acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
      messageVersion: '2.2.0',
      threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
    };
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const challenge = render(
      inLocale(
        koKR,
        'ko-KR',
        <ThreeDSChallenge
          token={token}
          expectedOrigin="http://localhost:3000"
          onResult={vi.fn()}
          onError={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: '은행에서 이 결제를 확인해 주세요' })).toBeVisible();
    expect(challenge.container.querySelector('iframe')).toHaveAttribute('title', '은행 인증');
    challenge.unmount();
    const fingerprint = render(
      inLocale(
        koKR,
        'ko-KR',
        <ThreeDSFingerprint
          token={{
            threeDSMethodUrl: '/api/v1/sandbox/3ds/method',
            threeDSMethodNotificationURL: 'http://localhost:3000/api/v1/sandbox/3ds/method/notify',
            postMessageDomain: 'http://localhost:3000',
            threeDSServerTransID: token.threeDSServerTransID,
          }}
          onResult={vi.fn()}
        />,
      ),
    );
    expect(screen.getByText('은행에서 확인하는 중…')).toBeInTheDocument();
    await waitFor(() =>
      expect(fingerprint.container.querySelector('iframe')).toHaveAttribute(
        'title',
        '은행 기기 확인',
      ),
    );
  });
});
