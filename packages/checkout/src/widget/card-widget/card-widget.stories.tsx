import type { Meta, StoryObj } from '@storybook/react-vite';
import type { fn } from 'storybook/test';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields, unreachableSecuredFields } from '../../mocks/secured-fields';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { AUTHORISED_VISA, fillCardForm, waitForValidCard } from '../storybook/fill-card-form';
import {
  canTypeSecured,
  SECURED_TYPING_NOTE,
  typeSecured,
  waitForFocusIn,
  waitForSecuredFields,
} from '../storybook/secured-typing';
import { CardWidget } from './card-widget';
import { cardWidgetCallbacks, frameHidden, renderCardWidget } from '../storybook/card-widget-story';

/**
 * The card widget on its own, as an integrator embeds it: configured as the payer page
 * configures it (holder name required, billing address, store-details consent, both wallets), its
 * callbacks recorded. The flow around it (paying, refusals, 3-D Secure) is in 'Checkout/Card step'.
 *
 * The card number, expiry date and security code are in the secured-field frames, loaded from the
 * page's other loopback host (another origin). Stories that type there use the gate's Playwright (see
 * widget/storybook/secured-typing.ts); in an interactive Storybook, type in the frames by hand.
 */
const meta = {
  title: 'Checkout/Card widget',
  component: CardWidget,
  parameters: { docs: { description: { component: SECURED_TYPING_NOTE } } },
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 125_000, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    hasHolderName: true,
    holderNameRequired: true,
    billingAddressRequired: true,
    enableStoreDetails: true,
    merchantName: 'Northwind Studio',
    wallets: { googlePay: true, applePay: true },
    today: MOCK_TODAY.now,
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const widget = (root: HTMLElement) => within(root);

/**
 * Types a number in its frame, then leaves it for the holder name (errors show on blur); false
 * (nothing typed) in an interactive Storybook.
 */
async function typeNumber(root: HTMLElement, digits: string): Promise<boolean> {
  if (!(await typeSecured(root, 'number', digits))) return false;
  await userEvent.click(widget(root).getByLabelText('Name on card'));
  return true;
}

/** The text shows (the frames' reports arrive a moment after typing). */
const shows = (root: HTMLElement, text: string) =>
  waitFor(() => expect(widget(root).getByText(text)).toBeInTheDocument());
const brandShows = (root: HTMLElement, name: string) =>
  waitFor(() => expect(widget(root).getByRole('img', { name })).toBeInTheDocument());

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = widget(canvasElement);
    await step('status goes from loading to ready', async () => {
      await waitFor(() =>
        expect(canvasElement.querySelector('[data-slot="card-widget"]')).toHaveAttribute(
          'data-status',
          'ready',
        ),
      );
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ status: 'ready', isValid: false }),
        ),
      );
    });
    await step('the card fields are titled frames on another origin', async () => {
      await expect(canvas.getByLabelText('Name on card')).toHaveAttribute(
        'placeholder',
        'J. Smith',
      );
      await expect(canvas.getByLabelText('Name on card')).toHaveAttribute(
        'autocomplete',
        'cc-name',
      );
      const frames = [...canvasElement.querySelectorAll('iframe')];
      await expect(frames.map((frame) => frame.title)).toEqual([
        'Iframe for secured card number',
        'Iframe for secured card expiry date',
        'Iframe for secured card security code',
      ]);
      for (const frame of frames)
        await expect(new URL(frame.src).origin).not.toBe(window.location.origin);
      await expect(canvas.getByLabelText('Country')).toHaveValue('US');
      await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
      await expect(canvas.getByText('or pay with')).toBeInTheDocument();
    });
  },
};

export const Loading: Story = {
  name: 'Loading (the frames not configured yet)',
  args: { securedFields: { ...mockSecuredFields(), path: '/frames-never-configured/' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="card-widget"]');
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(
      widget(canvasElement).getByRole('button', { name: 'Pay $1,250.00' }),
    ).toBeDisabled();
  },
};

export const FramesFailedToLoad: Story = {
  name: 'Error: the frames failed to load (§8)',
  // The frames get 1 ms to load: they never can, as when their origin does not answer.
  args: { securedFields: { ...mockSecuredFields(), loadTimeout: 1 } },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'secured field iframes have failed to load');
    await expect(widget(canvasElement).getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(
      widget(canvasElement).getByRole('button', { name: 'Pay $1,250.00' }),
    ).toBeDisabled();
  },
};

export const FramesFailedToConfigure: Story = {
  name: 'Error: the frames failed to configure (§8)',
  // Documents that load (the frames' origin answers 404) but never answer their configuration.
  args: { securedFields: { ...unreachableSecuredFields(), configTimeout: 500 } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          widget(canvasElement).getByText('secured fields have failed to configure'),
        ).toBeInTheDocument(),
      { timeout: 5000 },
    );
    await expect(widget(canvasElement).getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    await fillCardForm(canvasElement, AUTHORISED_VISA);
    await waitForValidCard(canvasElement);
    await step('the brand is shown from the BIN; the form is valid', async () => {
      if (!(await typeSecured(canvasElement, 'number', ''))) return;
      await typeSecured(canvasElement, 'number', '4111111111111111');
      await brandShows(canvasElement, 'Visa');
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ isValid: true, brand: 'visa' }),
        ),
      );
    });
  },
};

export const FocusMovesOn: Story = {
  name: 'Focus moves on after a complete number',
  play: async ({ canvasElement, step }) => {
    const canvas = widget(canvasElement);
    const frame = (title: string) => canvas.getByTitle(`Iframe for secured card ${title}`);
    await step('a complete Visa number moves focus to the expiry date', async () => {
      if (!(await typeSecured(canvasElement, 'number', '4111111111111111'))) return;
      await waitFor(() => expect(frame('expiry date')).toHaveFocus());
    });
    await step('a complete expiry date moves on to the security code', async () => {
      if (!(await typeSecured(canvasElement, 'expiry', '0330'))) return;
      await waitFor(() => expect(frame('security code')).toHaveFocus());
    });
    await step(
      'the focus ring is on the security code’s box, the one the payer is in',
      async () => {
        if (!canTypeSecured()) return;
        const box = (title: string) => frame(title).closest('[data-slot="secured-field-box"]');
        await waitFor(() => expect(box('security code')).toHaveAttribute('data-focused'));
        await expect(box('expiry date')).not.toHaveAttribute('data-focused');
        await expect(box('number')).not.toHaveAttribute('data-focused');
      },
    );
  },
};

export const RequiredFieldsEmpty: Story = {
  name: 'Errors: every required field empty',
  play: async ({ canvasElement, args }) => {
    const canvas = widget(canvasElement);
    await waitForSecuredFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
    await expect(canvas.getByLabelText('Name on card')).toHaveFocus();
    await expect(canvas.getByText('Enter the name on the card')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the card number')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the expiry date')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the security code')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the street address')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the city')).toBeInTheDocument();
    await expect(canvas.getByText('Select the state')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a 5-digit ZIP code, like 94105')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const IncompleteNumber: Story = {
  name: 'Error: incomplete card number',
  play: async ({ canvasElement }) => {
    if (!(await typeNumber(canvasElement, '411111111111'))) return;
    await shows(canvasElement, 'Enter the complete card number');
  },
};

export const LuhnFailed: Story = {
  name: 'Error: card number fails its check',
  play: async ({ canvasElement }) => {
    if (!(await typeNumber(canvasElement, '4111111111111112'))) return;
    await shows(canvasElement, 'Check the card number');
  },
};

export const UnsupportedBrand: Story = {
  name: 'Error: unsupported card brand',
  play: async ({ canvasElement }) => {
    // UATP (1…) is not among the payer page's brands: the error shows as soon as it is known.
    if (!(await typeSecured(canvasElement, 'number', '1234'))) return;
    await shows(canvasElement, "We don't accept this card type");
  },
};

export const ExpiryErrors: Story = {
  name: 'Errors: expiry date (wrong, expired, too far ahead)',
  render: (args) => (
    <div className="mx-auto flex max-w-xl flex-col gap-10">
      {['1399', '0125', '1260'].map((expiry) => (
        <section key={expiry} aria-label={`Expiry ${expiry}`} data-expiry={expiry}>
          <CardWidget
            {...args}
            billingAddressRequired={false}
            enableStoreDetails={false}
            wallets={{}}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const messages = [
      'Enter a valid expiry date (MM/YY)',
      'This card has expired',
      'This expiry date is too far in the future',
    ];
    const sections = canvasElement.querySelectorAll<HTMLElement>('section[data-expiry]');
    for (const [index, section] of Array.from(sections).entries()) {
      if (!(await typeSecured(canvasElement, 'expiry', section.dataset.expiry ?? '', index)))
        return;
      await waitFor(() =>
        expect(within(section).getByText(messages[index] ?? '')).toBeInTheDocument(),
      );
    }
  },
};

export const ExpiresTooSoon: Story = {
  name: 'Error: expiry date before minimumExpiryDate (914)',
  // The expiry frame checks the integrator's minimum: the page never sees the date.
  args: { minimumExpiryDate: '12/40', billingAddressRequired: false, enableStoreDetails: false },
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'expiry', '1139'))) return;
    await shows(canvasElement, 'This card expires too soon');
  },
};

export const SecurityCodeIncomplete: Story = {
  name: 'Error: incomplete security code',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '4111111111111111'))) return;
    await typeSecured(canvasElement, 'code', '12');
    await userEvent.click(widget(canvasElement).getByLabelText('Name on card'));
    await shows(canvasElement, 'Enter the 3-digit security code');
  },
};

export const HolderNameAndAddressErrors: Story = {
  name: 'Errors: holder name and address left blank, ZIP code wrong',
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.click(canvas.getByLabelText('Name on card'));
    await userEvent.type(canvas.getByLabelText('Street address'), '   ');
    await userEvent.click(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('ZIP code'), '941');
    await userEvent.tab();
    await expect(canvas.getByText('Enter the name on the card')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the street address')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the city')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a 5-digit ZIP code, like 94105')).toBeInTheDocument();
  },
};

export const BrandMastercard: Story = {
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '5555341244441115'))) return;
    await brandShows(canvasElement, 'Mastercard');
  },
};

export const BrandAmexSecurityCode: Story = {
  name: 'Brand: American Express (4-digit CID)',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '370000000000002'))) return;
    await brandShows(canvasElement, 'American Express');
    await shows(canvasElement, 'Security code (CID)');
  },
};

export const BrandDiscover: Story = {
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '6011111111111117'))) return;
    await brandShows(canvasElement, 'Discover');
  },
};

export const BrandDiners: Story = {
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '36227206271667'))) return;
    await brandShows(canvasElement, 'Diners Club');
  },
};

export const BrandJcb: Story = {
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '3530111333300000'))) return;
    await brandShows(canvasElement, 'JCB');
  },
};

export const BrandMaestroOptionalCode: Story = {
  name: 'Brand: Maestro (optional security code)',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '6759649826438453'))) return;
    await brandShows(canvasElement, 'Maestro');
    await shows(canvasElement, 'Security code (CVC, optional)');
  },
};

export const BrandUnionPay: Story = {
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '6212345678901232'))) return;
    await brandShows(canvasElement, 'UnionPay');
  },
};

export const BrandBancontactHiddenCode: Story = {
  name: 'Brand: Bancontact (security code hidden)',
  play: async ({ canvasElement }) => {
    if (!(await typeSecured(canvasElement, 'number', '6703444444444449'))) return;
    await brandShows(canvasElement, 'Bancontact');
    await frameHidden(canvasElement, 'Iframe for secured card security code');
  },
};

export const BrazilianSocialSecurityNumber: Story = {
  name: 'Brand: Elo (Brazilian CPF/CNPJ)',
  // Show mode: auto mode asks the bin lookup, which this story has not; see the
  // 'Card widget/Bin lookup' stories for the CPF/CNPJ from the lookup.
  args: { data: { billingAddress: { country: 'BR' } }, socialSecurityNumberMode: 'show' },
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    if (!(await typeSecured(canvasElement, 'number', '5066991111111118'))) return;
    await brandShows(canvasElement, 'Elo');
    // The complete number moves focus on to the expiry date: typing the CPF starts after that.
    await waitForFocusIn('expiry');
    await userEvent.type(canvas.getByLabelText('CPF/CNPJ (optional)'), '1234567890');
    await userEvent.tab();
    await expect(canvas.getByLabelText('CPF/CNPJ (optional)')).toHaveValue('123.456.789-0');
    await expect(canvas.getByText('Enter a valid CPF or CNPJ number')).toBeInTheDocument();
    await expect(canvas.getByLabelText('State')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Postal code')).toBeInTheDocument();
  },
};

export const OtherCountry: Story = {
  name: 'Billing address outside the US (house number required, no state)',
  args: { data: { billingAddress: { country: 'NL' } } },
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await expect(canvas.getByLabelText('House number')).toHaveAttribute('aria-required', 'true');
    await expect(canvas.queryByLabelText(/^State/)).not.toBeInTheDocument();
  },
};

export const WithoutConsentOrWallets: Story = {
  name: 'No store-details consent, no wallets',
  args: { enableStoreDetails: false, wallets: {} },
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await expect(canvas.queryByText('Save card for automatic future payments')).toBeNull();
    await expect(canvas.queryByText('or pay with')).toBeNull();
  },
};

export const ZeroAmount: Story = {
  name: 'Zero amount (no consent, Save details)',
  args: { amount: { value: 0, currency: 'USD' } },
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
    await expect(canvas.queryByText('Save card for automatic future payments')).toBeNull();
  },
};

/** A compact JWE: five base64url parts. */
const JWE = /^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/;

export const Paying: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = widget(canvasElement);
    await fillCardForm(canvasElement, AUTHORISED_VISA);
    await waitForValidCard(canvasElement);
    if (!(await typeSecured(canvasElement, 'code', ''))) return;
    await typeSecured(canvasElement, 'code', '737');
    await waitForValidCard(canvasElement);
    await userEvent.click(canvas.getByLabelText('Save card for automatic future payments'));
    await step('a double click pays once', async () => {
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay $1,250.00' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
    await step('the payment data sent', async () => {
      const [state] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
      await expect(state).toMatchObject({
        isValid: true,
        data: {
          paymentMethod: {
            type: 'scheme',
            holderName: 'Sam Rivera',
            encryptedCardNumber: expect.stringMatching(JWE),
            encryptedExpiryMonth: expect.stringMatching(JWE),
            encryptedExpiryYear: expect.stringMatching(JWE),
            encryptedSecurityCode: expect.stringMatching(JWE),
            brand: 'visa',
          },
          billingAddress: {
            street: '500 Market St',
            houseNumberOrName: 'Suite 300',
            postalCode: '94105',
            city: 'San Francisco',
            stateOrProvince: 'CA',
            country: 'US',
          },
          storePaymentMethod: true,
        },
      });
      await expect(JSON.stringify(state)).not.toContain('4111111111111111');
      await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
  },
};

export const MerchantBrand: Story = {
  globals: { brand: 'merchant' },
  // The frames' input takes the merchant's colours (style commands from the kit's tokens).
  play: async ({ canvasElement }) => {
    await waitForSecuredFields(canvasElement);
    await typeSecured(canvasElement, 'number', '4111111111111111');
  },
};
