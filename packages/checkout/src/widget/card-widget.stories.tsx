import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../mocks/fixtures';
import { PAYER_PAGE_CARD_BRANDS } from './card-constants';
import { AUTHORISED_VISA, fillCardForm } from './storybook/fill-card-form';
import { CardWidget } from './card-widget';

/**
 * The card widget on its own, as an integrator embeds it: configured as the payer page
 * configures it (holder name required, billing address, store-details consent, both wallets), its
 * callbacks recorded. The flow around it (paying, refusals, 3-D Secure) is in 'Checkout/Card step'.
 */
const meta = {
  title: 'Checkout/Card widget',
  component: CardWidget,
  args: {
    amount: { value: 125_000, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    hasHolderName: true,
    holderNameRequired: true,
    billingAddressRequired: true,
    enableStoreDetails: true,
    merchantName: 'Northwind Studio',
    wallets: { googlePay: true, applePay: true },
    today: MOCK_TODAY.now,
    onSubmit: fn(),
    onAdditionalDetails: fn(),
    onChange: fn(),
    onError: fn(),
    onPaymentCompleted: fn(),
    onPaymentFailed: fn(),
  },
  render: (args) => (
    <div className="mx-auto max-w-xl">
      <CardWidget {...args} />
    </div>
  ),
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const widget = (root: HTMLElement) => within(root);

/** Types a number, then leaves the field (errors show on blur). */
async function typeNumber(root: HTMLElement, digits: string) {
  const field = widget(root).getByLabelText(/^Card number/);
  await userEvent.type(field, digits);
  await userEvent.tab();
}

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
    await step('the placeholders and autofill tokens of the spec', async () => {
      await expect(canvas.getByLabelText('Name on card')).toHaveAttribute(
        'placeholder',
        'J. Smith',
      );
      await expect(canvas.getByLabelText('Name on card')).toHaveAttribute(
        'autocomplete',
        'cc-name',
      );
      const number = canvas.getByLabelText('Card number');
      await expect(number).toHaveAttribute('placeholder', '1234 5678 9012 3456');
      await expect(number).toHaveAttribute('autocomplete', 'cc-number');
      await expect(number).toHaveAttribute('inputmode', 'numeric');
      await expect(canvas.getByLabelText('Expiry date')).toHaveAttribute('placeholder', 'MM/YY');
      await expect(canvas.getByLabelText('Security code')).toHaveAttribute(
        'placeholder',
        '3 digits',
      );
      await expect(canvas.getByLabelText('Country')).toHaveValue('US');
      await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
      await expect(canvas.getByText('or pay with')).toBeInTheDocument();
    });
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    await fillCardForm(canvasElement, AUTHORISED_VISA);
    await step('the number is spaced as typed and its brand shown', async () => {
      await expect(widget(canvasElement).getByLabelText('Card number')).toHaveValue(
        '4111 1111 1111 1111',
      );
      await expect(widget(canvasElement).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ isValid: true, brand: 'visa' }),
      );
    });
  },
};

export const FocusMovesOn: Story = {
  name: 'Focus moves on after a complete number',
  play: async ({ canvasElement, step }) => {
    const canvas = widget(canvasElement);
    await step('a complete Visa number moves focus to the expiry date', async () => {
      await userEvent.type(canvas.getByLabelText('Card number'), '4111111111111111');
      await waitFor(() => expect(canvas.getByLabelText('Expiry date')).toHaveFocus());
    });
    await step('a complete expiry date moves on to the security code', async () => {
      await userEvent.keyboard('0330');
      await waitFor(() => expect(canvas.getByLabelText('Security code (CVV)')).toHaveFocus());
    });
    await step('Shift-Tab goes back', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByLabelText('Expiry date')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByLabelText('Card number')).toHaveFocus();
    });
  },
};

export const RequiredFieldsEmpty: Story = {
  name: 'Errors: every required field empty',
  play: async ({ canvasElement, args }) => {
    const canvas = widget(canvasElement);
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
    await typeNumber(canvasElement, '411111111111');
    await expect(
      widget(canvasElement).getByText('Enter the complete card number'),
    ).toBeInTheDocument();
  },
};

export const LuhnFailed: Story = {
  name: 'Error: card number fails its check',
  play: async ({ canvasElement }) => {
    await typeNumber(canvasElement, '4111111111111112');
    await expect(widget(canvasElement).getByText('Check the card number')).toBeInTheDocument();
  },
};

export const UnsupportedBrand: Story = {
  name: 'Error: unsupported card brand',
  play: async ({ canvasElement }) => {
    // UATP (1…) is not among the payer page's brands: the error shows as soon as it is known.
    await userEvent.type(widget(canvasElement).getByLabelText(/^Card number/), '1234');
    await expect(
      widget(canvasElement).getByText("We don't accept this card type"),
    ).toBeInTheDocument();
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
      await userEvent.type(
        within(section).getByLabelText('Expiry date'),
        section.dataset.expiry ?? '',
      );
      await expect(within(section).getByText(messages[index] ?? '')).toBeInTheDocument();
    }
  },
};

export const SecurityCodeIncomplete: Story = {
  name: 'Error: incomplete security code',
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '4111111111111111');
    await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '12');
    await userEvent.tab();
    await expect(canvas.getByText('Enter the 3-digit security code')).toBeInTheDocument();
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
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '5555341244441115');
    await expect(
      widget(canvasElement).getByRole('img', { name: 'Mastercard' }),
    ).toBeInTheDocument();
  },
};

export const BrandAmexSecurityCode: Story = {
  name: 'Brand: American Express (4-digit CID)',
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '370000000000002');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('3700 000000 00002');
    await expect(canvas.getByRole('img', { name: 'American Express' })).toBeInTheDocument();
    const code = canvas.getByLabelText('Security code (CID)');
    await expect(code).toHaveAttribute('placeholder', '4 digits');
    await expect(code).toHaveAttribute('maxlength', '4');
  },
};

export const BrandDiscover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '6011111111111117');
    await expect(widget(canvasElement).getByRole('img', { name: 'Discover' })).toBeInTheDocument();
  },
};

export const BrandDiners: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '36227206271667');
    await expect(widget(canvasElement).getByLabelText('Card number')).toHaveValue(
      '3622 720627 1667',
    );
    await expect(
      widget(canvasElement).getByRole('img', { name: 'Diners Club' }),
    ).toBeInTheDocument();
  },
};

export const BrandJcb: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '3530111333300000');
    await expect(widget(canvasElement).getByRole('img', { name: 'JCB' })).toBeInTheDocument();
  },
};

export const BrandMaestroOptionalCode: Story = {
  name: 'Brand: Maestro (optional security code)',
  play: async ({ canvasElement }) => {
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '6759649826438453');
    await expect(widget(canvasElement).getByRole('img', { name: 'Maestro' })).toBeInTheDocument();
    await expect(
      widget(canvasElement).getByLabelText('Security code (CVC, optional)'),
    ).not.toHaveAttribute('aria-required', 'true');
  },
};

export const BrandUnionPay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(widget(canvasElement).getByLabelText('Card number'), '6212345678901232');
    await expect(widget(canvasElement).getByRole('img', { name: 'UnionPay' })).toBeInTheDocument();
  },
};

export const BrandBancontactHiddenCode: Story = {
  name: 'Brand: Bancontact (security code hidden)',
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '6703444444444449');
    await expect(canvas.getByRole('img', { name: 'Bancontact' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Security code/)).not.toBeInTheDocument();
  },
};

export const BrazilianSocialSecurityNumber: Story = {
  name: 'Brand: Elo (Brazilian CPF/CNPJ)',
  args: { data: { billingAddress: { country: 'BR' } } },
  play: async ({ canvasElement }) => {
    const canvas = widget(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '5066991111111118');
    await expect(canvas.getByRole('img', { name: 'Elo' })).toBeInTheDocument();
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

export const Paying: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = widget(canvasElement);
    await fillCardForm(canvasElement, AUTHORISED_VISA);
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
            encryptedCardNumber: 'test_4111111111111111',
            encryptedExpiryMonth: 'test_03',
            encryptedExpiryYear: 'test_2030',
            encryptedSecurityCode: 'test_737',
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
      await expect(canvas.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
  },
};

export const MerchantBrand: Story = {
  globals: { brand: 'merchant' },
};
