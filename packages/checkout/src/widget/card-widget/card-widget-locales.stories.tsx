import type { Meta, StoryObj } from '@storybook/react-vite';
import { SANDBOX_CLIENT_KEY } from '@paypage/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '@fontsource-variable/noto-sans-kr/wght.css';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { sandboxCardHandlers } from '../../mocks/sandbox-card';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { createBinLookupClient } from '../bin-lookup/bin-lookup-client';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { cardWidgetCallbacks } from '../storybook/card-widget-story';
import {
  FRAMES_TIMEOUT,
  SECURED_TYPING_NOTE,
  typeSecured,
  waitForSecuredFields,
} from '../storybook/secured-typing';
import type { CardWidgetProps } from '../options/widget-types';

/**
 * The card widget in its shipped locales besides en-US: pt-BR and ko-KR, each loaded as
 * a part of its own when the widget asks for it, the amount in the locale's format. Hangul is drawn
 * with Noto Sans KR (bundled for the stories; Inter has no Hangul), so the screenshots do not
 * depend on the machine's fonts; a page without it uses its own Hangul font.
 */
const meta = {
  title: 'Checkout/Card widget/Locales',
  component: CardWidget,
  parameters: {
    docs: { description: { component: SECURED_TYPING_NOTE } },
    msw: {
      handlers: sandboxCardHandlers({
        api: '*/api/v1',
        isPayable: () => true,
        onAuthorised: () => undefined,
      }),
    },
  },
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'BRL' },
    brands: PAYER_PAGE_CARD_BRANDS,
    hasHolderName: true,
    holderNameRequired: true,
    billingAddressRequired: true,
    enableStoreDetails: true,
    merchantName: 'Northwind Studio',
    today: MOCK_TODAY.now,
    ...cardWidgetCallbacks(),
  },
  render: (args: CardWidgetProps) => (
    <div
      className="mx-auto max-w-xl"
      style={{
        // Hangul from Noto Sans KR, after Inter (which has none).
        ['--font-sans' as string]: "'Inter Variable', 'Noto Sans KR Variable', sans-serif",
        fontFamily: 'var(--font-sans)',
      }}
    >
      <CardWidget {...args} />
    </div>
  ),
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (root: HTMLElement, pay: string | RegExp) => {
  await waitForSecuredFields(root);
  await waitFor(() => expect(within(root).getByRole('button', { name: pay })).toBeEnabled(), {
    timeout: 10_000,
  });
};

/** Pay on the empty form: every error shows, in the locale, and the first field has focus. */
const payEmpty = async (root: HTMLElement, pay: string | RegExp) => {
  await ready(root, pay);
  await userEvent.click(within(root).getByRole('button', { name: pay }));
};

/** 'Pagar R$ 1.250,00' (Intl puts a no-break space after R$). */
const PAY_BRL = /^Pagar R\$\s1\.250,00$/;

export const BrazilianPortuguese: Story = {
  name: 'pt-BR',
  args: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, PAY_BRL);
    await expect(canvas.getByLabelText('Nome no cartão')).toHaveAttribute(
      'placeholder',
      'J. Silva',
    );
    await expect(canvas.getByText('Número do cartão')).toBeVisible();
    await expect(canvas.getByText('Endereço de cobrança')).toBeVisible();
    await expect(
      canvas.getByText('Salvar cartão para pagamentos futuros automáticos'),
    ).toBeVisible();
    await expect(
      await canvas.findByTitle(
        'Iframe seguro do número do cartão',
        {},
        { timeout: FRAMES_TIMEOUT },
      ),
    ).toBeInTheDocument();
  },
};

export const BrazilianPortugueseErrors: Story = {
  name: 'pt-BR: form errors',
  args: { locale: 'pt-BR' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await payEmpty(canvasElement, PAY_BRL);
    await expect(await canvas.findByText('Informe o nome impresso no cartão')).toBeVisible();
    await expect(canvas.getByText('Informe o número do cartão')).toBeVisible();
    await expect(canvas.getByText('Informe a cidade')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          errors: expect.objectContaining({
            cardNumber: {
              field: 'cardNumber',
              errorCode: 'cc.num.900',
              errorMessage: 'Informe o número do cartão',
            },
          }),
        }),
      ),
    );
  },
};

export const Korean: Story = {
  name: 'ko-KR: a Korean card',
  args: {
    locale: 'ko-KR',
    amount: { value: 125_000, currency: 'KRW' },
    koreanAuthenticationRequired: true,
    binLookup: createBinLookupClient({ baseUrl: '/api/v1', token: SANDBOX_CLIENT_KEY }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, '₩125,000 결제');
    await expect(canvas.getByText('카드 번호')).toBeVisible();
    if (!(await typeSecured(canvasElement, 'number', '4561000000000003'))) return;
    await typeSecured(canvasElement, 'expiry', '0330');
    await typeSecured(canvasElement, 'code', '737');
    const taxNumber = await canvas.findByLabelText('생년월일 (YYMMDD)', {}, { timeout: 10_000 });
    await expect(canvas.getByText('카드 비밀번호 앞 2자리')).toBeVisible();
    await userEvent.type(taxNumber, '900131');
  },
};

export const KoreanErrors: Story = {
  name: 'ko-KR: form errors',
  args: { locale: 'ko-KR', amount: { value: 125_000, currency: 'KRW' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payEmpty(canvasElement, '₩125,000 결제');
    await expect(await canvas.findByText('카드에 적힌 이름을 입력해 주세요')).toBeVisible();
    await expect(canvas.getByText('카드 번호를 입력해 주세요')).toBeVisible();
    await expect(canvas.getByText('도시를 입력해 주세요')).toBeVisible();
  },
};
