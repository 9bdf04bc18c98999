import type { Meta, StoryObj } from '@storybook/react-vite';
import { SANDBOX_CLIENT_KEY } from '@paypage/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { sandboxCardHandlers } from '../../mocks/sandbox-card';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { createBinLookupClient } from './bin-lookup-client';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import { cardWidgetCallbacks, frameHidden, renderCardWidget } from '../storybook/card-widget-story';
import {
  SECURED_TYPING_NOTE,
  typeSecured,
  waitForSecuredFields,
} from '../storybook/secured-typing';

/** The expiry date and security code, so that leaving them for another field shows no error. */
async function typeExpiryAndCode(root: HTMLElement) {
  await typeSecured(root, 'expiry', '0330');
  await typeSecured(root, 'code', '737');
}

/**
 * The card widget with the sandbox's bin lookup: the number frame's encrypted BIN is
 * looked up (answered by the mocks as the API answers, from the sandbox's test BINs). A dual-brand
 * card shows the switcher, a Brazilian card the CPF/CNPJ (auto mode), a Korean card the tax number
 * and the card password's frame when Korean authentication is required.
 */
const meta = {
  title: 'Checkout/Card widget/Bin lookup',
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
    binLookup: createBinLookupClient({ baseUrl: '/api/v1', token: SANDBOX_CLIENT_KEY }),
    amount: { value: 125_000, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    today: MOCK_TODAY.now,
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (root: HTMLElement, name: string) =>
  waitFor(() => within(root).getByRole('radio', { name }), { timeout: 10_000 });

export const DualBrandLead: Story = {
  name: 'Dual brand: Cartes Bancaires (lead) + Visa',
  play: async ({ canvasElement, args }) => {
    if (!(await typeSecured(canvasElement, 'number', '4035501000000008'))) return;
    await expect(await radio(canvasElement, 'Carte Bancaire')).toBeChecked();
    await expect(await radio(canvasElement, 'Visa')).not.toBeChecked();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ brand: 'cartebancaire' }),
      ),
    );
  },
};

/** §4: a card co-badged with a restricted brand (Visa + Accel): only the Visa kept, no choice. */
export const RestrictedBrand: Story = {
  name: 'Restricted brand: Visa + Accel keeps Visa',
  play: async ({ canvasElement, args }) => {
    if (!(await typeSecured(canvasElement, 'number', '4000020000000000'))) return;
    await typeExpiryAndCode(canvasElement);
    await waitFor(
      () =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ brand: 'visa', dualBrands: [] }),
        ),
      { timeout: 10_000 },
    );
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const DualBrandOtherChosen: Story = {
  name: 'Dual brand: Visa chosen',
  play: async ({ canvasElement, args }) => {
    if (!(await typeSecured(canvasElement, 'number', '4035501000000008'))) return;
    await typeExpiryAndCode(canvasElement);
    await userEvent.click(await radio(canvasElement, 'Visa'));
    await expect(await radio(canvasElement, 'Visa')).toBeChecked();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brand: 'visa' })),
    );
  },
};

export const DualBrandBancontactMaestro: Story = {
  name: 'Dual brand: Bancontact (lead, no security code) + Maestro',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '6703444444444449'))) return;
    await expect(await radio(canvasElement, 'Bancontact')).toBeChecked();
    await frameHidden(canvasElement, 'Iframe for secured card security code');
  },
};

export const SocialSecurityNumberAuto: Story = {
  name: 'Brazilian card: CPF/CNPJ asked by the lookup (auto mode)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('CPF/CNPJ (optional)')).toBeNull();
    if (!(await typeSecured(canvasElement, 'number', '4539500000000001'))) return;
    await typeExpiryAndCode(canvasElement);
    const field = await waitFor(() => canvas.getByLabelText('CPF/CNPJ (optional)'), {
      timeout: 10_000,
    });
    await userEvent.type(field, '12345678909');
    await expect(field).toHaveValue('123.456.789-09');
  },
};

export const KoreanAuthentication: Story = {
  name: 'Korean card: tax number and card password',
  args: { koreanAuthenticationRequired: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForSecuredFields(canvasElement);
    await expect(canvas.getByTitle('Iframe for secured card password')).not.toBeVisible();
    if (!(await typeSecured(canvasElement, 'number', '4561000000000003'))) return;
    await typeExpiryAndCode(canvasElement);
    const taxNumber = await waitFor(() => canvas.getByLabelText('Birth date (YYMMDD)'), {
      timeout: 10_000,
    });
    await expect(taxNumber).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByTitle('Iframe for secured card password')).toBeVisible();
    await expect(canvas.getByText('First 2 digits of card password')).toBeVisible();
    await userEvent.type(taxNumber, '1234567890');
    await expect(canvas.getByLabelText('Corporate registration number')).toHaveValue('1234567890');
    await typeSecured(canvasElement, 'password', '12');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ hasKoreanFields: true }),
      ),
    );
  },
};
