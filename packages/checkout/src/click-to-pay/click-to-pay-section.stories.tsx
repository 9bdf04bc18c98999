import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../mocks/fixtures';
import { inPaymentPanel, WITH_NARROW_MODE } from '../storybook';
import { CLICK_TO_PAY_ERRORS } from './errors';
import { createSandboxClickToPay, type SandboxClickToPayOptions } from './service';
import { ClickToPayStoryFrame } from './storybook/click-to-pay-story-frame';
import { countdownClock, stoppedClock } from './storybook/story-clocks';
import type { ClickToPaySectionProps } from './click-to-pay-section';
import { InWidgetLocale } from '../widget/storybook/in-widget-locale';

type SandboxStoryProps = Omit<ClickToPaySectionProps, 'service'> & {
  /** The sandbox service's options (its test shoppers: see `service/sandbox-service.ts`). */
  sandbox: SandboxClickToPayOptions;
};

/** The section on a sandbox service of its own (its session lives as long as the story). */
function SandboxSection({ sandbox, ...props }: SandboxStoryProps) {
  const [service] = React.useState(() => createSandboxClickToPay(sandbox));
  return <ClickToPayStoryFrame service={service} {...props} />;
}

/**
 * Click to Pay (docs/widget.md#views): the networks' saved cards, on the sandbox service and its
 * test shoppers (code 654321). One story per state; where the section hands over to the card
 * form, a placeholder stands for it. Not yet part of the card widget.
 */
const meta = {
  title: 'Checkout/Click to Pay/Section',
  component: SandboxSection,
  decorators: [inPaymentPanel],
  args: {
    sandbox: { latencyMs: 50, recognisedEmail: 'sam@example.com' },
    today: MOCK_TODAY.now,
    amount: { value: 125_000, currency: 'USD' },
    onPay: fn(),
    onShowCardForm: fn(),
    onNotAvailable: fn(),
  },
} satisfies Meta<typeof SandboxSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (reason: string) =>
  CLICK_TO_PAY_ERRORS[`ctp.errors.${reason}` as keyof typeof CLICK_TO_PAY_ERRORS];

/** The SDKs are still answering: the loading animation (the networks never answer here). */
export const Loading: Story = {
  args: {
    sandbox: { wait: () => new Promise<void>(() => undefined) },
    clock: stoppedClock,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Looking for your Click to Pay cards',
    );
    await expect(canvas.getByRole('region', { name: 'Click to Pay' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A recognised shopper with several cards: a dropdown, last used first, and the Pay button. */
export const ReadySeveralCards: Story = {
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas, args, step }) => {
    const select = await canvas.findByRole('combobox', { name: 'Card' });
    await expect(select).toHaveValue('ctp-visa-4242');
    await step('pays with the card chosen', async () => {
      await userEvent.selectOptions(select, 'ctp-visa-1881');
      await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
      await waitFor(() =>
        expect(args.onPay).toHaveBeenCalledWith(
          expect.objectContaining({ srcDigitalCardId: 'ctp-visa-1881' }),
        ),
      );
      await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute(
        'aria-busy',
      );
    });
    await userEvent.selectOptions(select, 'ctp-visa-4242');
  },
};

/** The same in a merchant's brand colour (the Pay button and the links follow it). */
export const ReadyInMerchantBrand: Story = {
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Card' })).toBeVisible();
  },
};

/** A shopper with one card: the card as a row, no dropdown. */
export const ReadySingleCard: Story = {
  args: { sandbox: { latencyMs: 50, recognisedEmail: 'one.card@example.com' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Pay $1,250.00' });
    await expect(canvasElement.querySelector('[data-slot="ctp-card"]')).toHaveTextContent(
      'Mastercard Business •••• 5454',
    );
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** An expired card: listed last, marked, not payable (disabled in the dropdown). */
export const ExpiredCard: Story = {
  args: { sandbox: { latencyMs: 50, recognisedEmail: 'expired@example.com' } },
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Card' });
    const expired = within(select).getByRole('option', {
      name: 'Mastercard Gold •••• 4444 (expired)',
    });
    await expect(expired).toBeDisabled();
    await expect(select).toHaveValue('ctp-visa-1881');
  },
};

/** 'Not you' logs out: login by e-mail, the field focused. */
export const Login: Story = {
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Not you' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

/** An e-mail that is not enrolled: NOT_FOUND. */
export const LoginNotFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Not you' }));
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(message('NOT_FOUND')),
    );
  },
};

/** The merchant knows the shopper's e-mail: the code is sent, one-time-code entry. */
export const OneTimePassword: Story = {
  args: { sandbox: { latencyMs: 50 }, shopperEmail: 'sam@example.com' },
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('One-time code')).toBeVisible();
    await expect(canvas.getByText('Enter the code we sent to s••@example.com')).toBeVisible();
  },
};

/** A wrong code: CODE_INVALID under the field (and announced). */
export const OneTimePasswordWrongCode: Story = {
  args: { sandbox: { latencyMs: 50 }, shopperEmail: 'sam@example.com' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('One-time code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('One-time code')).toHaveAccessibleDescription(
        message('CODE_INVALID'),
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(message('CODE_INVALID'));
  },
};

/** Resend: 'Code resent' (for 2 s; held here by a clock that does not run). */
export const CodeResent: Story = {
  args: { sandbox: { latencyMs: 50 }, shopperEmail: 'sam@example.com', clock: stoppedClock },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Code resent');
  },
};

/** After 'Code resent', the 60 s countdown before another resend (held at 60 here). */
export const ResendCountdown: Story = {
  args: { sandbox: { latencyMs: 50 }, shopperEmail: 'sam@example.com', clock: countdownClock },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText('Resend code in 60 s')).toBeVisible();
  },
};

/** ACCT_INACCESSIBLE: continue disabled, the card form shown. */
export const InaccessibleAccount: Story = {
  args: { sandbox: { latencyMs: 50 }, shopperEmail: 'locked@example.com' },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        message('ACCT_INACCESSIBLE'),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(args.onShowCardForm).toHaveBeenCalled();
  },
};

/** Not recognised and no e-mail: NotAvailable, the section gone, the card form instead. */
export const NotAvailable: Story = {
  args: { sandbox: { latencyMs: 50 } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('The card form shows here')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Click to Pay' })).toBeNull();
    await expect(args.onNotAvailable).toHaveBeenCalled();
  },
};

/** 'Manual card entry': the card form below the section. */
export const ManualCardEntry: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('combobox', { name: 'Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manual card entry' }));
    await expect(await canvas.findByText('The card form shows here')).toBeVisible();
    await expect(args.onShowCardForm).toHaveBeenCalledTimes(1);
  },
};

/** Only an expired card: shown as a row, marked, and the Pay button disabled. */
export const OnlyAnExpiredCard: Story = {
  args: { sandbox: { latencyMs: 50, recognisedEmail: 'expired.only@example.com' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Pay $1,250.00' });
    await expect(canvasElement.querySelector('[data-slot="ctp-card"]')).toHaveTextContent(
      'Mastercard Gold •••• 4444',
    );
    await expect(canvas.getByText('Expired', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeDisabled();
  },
};

/** The info popup open. */
export const InfoPopupOpen: Story = {
  args: { infoOpen: true },
  play: async ({ canvasElement }) => {
    // The page behind the modal is hidden from assistive technology: wait on its state instead.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="click-to-pay"]')).toHaveAttribute(
        'data-state',
        'Ready',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'What is Click to Pay?' });
    await expect(dialog).toBeVisible();
  },
};

/** In the widget's Brazilian Portuguese (pt-BR): a shopper's cards, the amount in reais. */
export const BrazilianPortuguese: Story = {
  name: 'In Brazilian Portuguese (pt-BR): a shopper’s cards',
  args: { amount: { value: 125_000, currency: 'BRL' } },
  decorators: [
    (Story) => (
      <InWidgetLocale locale="pt-BR">
        <Story />
      </InWidgetLocale>
    ),
  ],
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', { name: 'Cartão' });
    await expect(select).toHaveValue('ctp-visa-4242');
    await expect(canvas.getByRole('button', { name: /^Pagar R\$\s1\.250,00$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inserir cartão manualmente' })).toBeVisible();
  },
};

/** In the widget's Korean (ko-KR): the one-time code, sent to the shopper; Hangul from Noto Sans KR. */
export const Korean: Story = {
  name: 'In Korean (ko-KR): the one-time code',
  args: {
    sandbox: { latencyMs: 50 },
    shopperEmail: 'sam@example.com',
    amount: { value: 125_000, currency: 'KRW' },
  },
  decorators: [
    (Story) => (
      <InWidgetLocale locale="ko-KR">
        <Story />
      </InWidgetLocale>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('인증 코드')).toBeVisible();
    await expect(canvas.getByText('s••@example.com(으)로 보낸 코드를 입력해 주세요')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '본인이 아니신가요?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '카드 정보 직접 입력' })).toBeVisible();
  },
};
