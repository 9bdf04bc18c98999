import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { inPaymentPanel, WITH_NARROW_MODE } from '../storybook';
import { FastCheckoutSection } from './fast-checkout-section';
import { decodeFastlaneData } from './fastlane-data';
import { InWidgetLocale } from '../widget/storybook/in-widget-locale';

const CONFIG = {
  showConsent: true,
  defaultToggleState: false,
  termsAndConditionsLink: 'https://shop.example.com/legal/terms',
  privacyPolicyLink: 'https://shop.example.com/legal/privacy',
  termsAndConditionsVersion: 'v1',
  fastlaneSessionId: 'fl-session-story',
};

const ON = { ...CONFIG, defaultToggleState: true };

/**
 * The fast-checkout sign-up (docs/widget.md#views) for a visa or mc card: a toggle, the +1
 * mobile number and the consent text once on, the info modal. Not yet part of the card widget.
 * An invalid configuration or another brand renders nothing (see the jsdom tests).
 */
const meta = {
  title: 'Checkout/Fast checkout/Sign-up',
  component: FastCheckoutSection,
  decorators: [inPaymentPanel],
  args: { config: CONFIG, brand: 'visa', onChange: fn() },
} satisfies Meta<typeof FastCheckoutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle off (defaultToggleState false): no phone, no consent text. */
export const Off: Story = {
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Save my details for faster checkout' }),
    ).not.toBeChecked();
    await expect(canvas.queryByLabelText('Mobile number')).toBeNull();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** On (defaultToggleState true), the number still empty: the field and the consent text. */
export const OnEmptyPhone: Story = {
  args: { config: ON },
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: /^terms and conditions/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Switched on and a number typed: grouped 3-3-4, the payment's fastlaneData carries it. */
export const OnWithPhone: Story = {
  parameters: { chromatic: { modes: WITH_NARROW_MODE } },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Save my details for faster checkout' }),
    );
    const phone = canvas.getByLabelText('Mobile number');
    await userEvent.type(phone, '4155550132');
    await expect(phone).toHaveValue('415 555 0132');
    phone.blur();
    await waitFor(() =>
      expect(
        decodeFastlaneData(
          (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0].fastlaneData as string,
        ),
      ).toStrictEqual({
        consentShown: true,
        fastlaneSessionId: 'fl-session-story',
        consentGiven: true,
        consentVersion: 'v1',
        telephoneNumber: '4155550132',
      }),
    );
  },
};

/** An incomplete number: the kit's error when the payer leaves the field. */
export const InvalidPhone: Story = {
  args: { config: ON },
  play: async ({ canvas }) => {
    const phone = canvas.getByLabelText('Mobile number');
    await userEvent.type(phone, '415555');
    phone.blur();
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Enter a 10-digit mobile number$/),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The info modal open: three benefits. */
export const InfoDialogOpen: Story = {
  args: { infoOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Check out faster next time' });
    await expect(dialog).toBeVisible();
  },
};

/** In a merchant's brand colour (the switch, the links and the focus ring follow it). */
export const InMerchantBrand: Story = {
  args: { config: ON, telephoneNumber: '4155550132' },
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('415 555 0132');
  },
};

/** In the widget's Brazilian Portuguese (pt-BR): on, an incomplete number and its error, the consent text. */
export const BrazilianPortuguese: Story = {
  name: 'In Brazilian Portuguese (pt-BR): on, an incomplete number',
  args: { config: ON },
  decorators: [
    (Story) => (
      <InWidgetLocale locale="pt-BR">
        <Story />
      </InWidgetLocale>
    ),
  ],
  play: async ({ canvas }) => {
    const phone = canvas.getByLabelText('Número de celular');
    await userEvent.type(phone, '415555');
    phone.blur();
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/Informe um número de celular com 10 dígitos$/),
    );
    await expect(
      canvas.getByRole('switch', { name: 'Salvar meus dados para comprar mais rápido' }),
    ).toBeChecked();
    await expect(canvas.getByRole('link', { name: /^política de privacidade/ })).toBeVisible();
  },
};

/** In the widget's Korean (ko-KR): on, an incomplete number and its error; Hangul from Noto Sans KR. */
export const Korean: Story = {
  name: 'In Korean (ko-KR): on, an incomplete number',
  args: { config: ON },
  decorators: [
    (Story) => (
      <InWidgetLocale locale="ko-KR">
        <Story />
      </InWidgetLocale>
    ),
  ],
  play: async ({ canvas }) => {
    const phone = canvas.getByLabelText('휴대폰 번호');
    await userEvent.type(phone, '415555');
    phone.blur();
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/휴대폰 번호 10자리를 입력해 주세요$/),
    );
    await expect(canvas.getByRole('link', { name: /^이용약관/ })).toBeVisible();
  },
};
