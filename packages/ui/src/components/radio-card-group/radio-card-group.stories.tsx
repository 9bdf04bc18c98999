import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmexIcon, MastercardIcon, VisaIcon } from '../icon/brand-icons';
import { BankIcon, CardIcon } from '../icon/line-icons';
import { RadioCard, RadioCardGroup } from './radio-card-group';

const cardBrands = (
  <>
    <VisaIcon />
    <MastercardIcon />
    <AmexIcon />
  </>
);

const meta = {
  title: 'UI/Radio Card Group',
  component: RadioCardGroup,
  args: { defaultValue: 'card', onValueChange: fn(), 'aria-labelledby': 'methods-title' },
  render: (args) => (
    <div className="flex max-w-md flex-col gap-3">
      <h2 id="methods-title" className="text-lg font-semibold">
        Choose a payment method
      </h2>
      <RadioCardGroup {...args}>
        <RadioCard
          value="card"
          title="Credit or debit card"
          description="Fastest payment processing"
          icon={<CardIcon />}
          aside={cardBrands}
        />
        <RadioCard
          value="bank"
          title="Pay by bank"
          description="Powered by Plaid"
          icon={<BankIcon />}
        />
        <RadioCard
          value="ach"
          title="ACH transfer"
          description="Routed via an intermediary account to keep information private"
          icon={<BankIcon />}
        />
      </RadioCardGroup>
    </div>
  ),
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Choose a payment method' });
    await expect(group).toBeInTheDocument();
    const card = canvas.getByRole('radio', { name: 'Credit or debit card' });
    await expect(card).toBeChecked();
    await expect(card).toHaveAccessibleDescription('Fastest payment processing');
  },
};

export const NothingSelected: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Keyboard focus lands on the selected card: one tab stop for the group. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Credit or debit card' })).toHaveFocus();
  },
};

/** Arrow keys move and select, wrapping around; a click selects too. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, step }) => {
    await step('arrow down moves to the next option and selects it', async () => {
      // Keys are held then released (`{Key>}{/Key}`), as a person does: Radix selects the option
      // that receives focus while an arrow key is down.
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      const bank = canvas.getByRole('radio', { name: 'Pay by bank' });
      await expect(bank).toHaveFocus();
      await expect(bank).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('bank');
    });
    await step('arrow up goes back', async () => {
      await userEvent.keyboard('{ArrowUp>}{/ArrowUp}');
      await expect(canvas.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    });
    await step('arrow up from the first wraps to the last', async () => {
      await userEvent.keyboard('{ArrowUp>}{/ArrowUp}');
      await expect(canvas.getByRole('radio', { name: 'ACH transfer' })).toBeChecked();
    });
  },
};

export const WithDisabledOption: Story = {
  render: (args) => (
    <RadioCardGroup {...args} aria-label="Payment method" className="max-w-md">
      <RadioCard value="card" title="Credit or debit card" icon={<CardIcon />} />
      <RadioCard
        value="bank"
        title="Pay by bank"
        description="Not available for this payment request"
        icon={<BankIcon />}
        disabled
      />
      <RadioCard value="wire" title="Wire transfer" icon={<BankIcon />} />
    </RadioCardGroup>
  ),
  play: async ({ args, canvas, step }) => {
    const bank = canvas.getByRole('radio', { name: 'Pay by bank' });
    await step('the disabled option is skipped by the arrow keys', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      await expect(canvas.getByRole('radio', { name: 'Wire transfer' })).toHaveFocus();
      await expect(bank).not.toBeChecked();
    });
    await step('and cannot be clicked', async () => {
      await expect(bank).toBeDisabled();
      await userEvent.click(bank, { pointerEventsCheck: 0 });
      await expect(bank).not.toBeChecked();
      await expect(args.onValueChange).not.toHaveBeenCalledWith('bank');
    });
  },
};

export const LongContent: Story = {
  render: (args) => (
    <RadioCardGroup {...args} aria-label="Payment method" className="max-w-xs">
      <RadioCard
        value="card"
        title="Credit, debit or prepaid card from any issuing bank in the United States"
        description="Fastest payment processing. Your card is charged today and the requester is paid within two business days."
        icon={<CardIcon />}
        aside={cardBrands}
      />
      <RadioCard
        value="wire"
        title="Wire transfer"
        description="Routed via an intermediary account to keep information private"
        icon={<BankIcon />}
      />
    </RadioCardGroup>
  ),
};

/** A merchant's dark brand colour marks the selected card. */
export const MerchantBrand: Story = { globals: { brand: 'merchant' } };

/** A light brand colour: the border, ring and dot use the darkened brand text colour. */
export const MerchantBrandLight: Story = {
  globals: { brand: 'merchant-light' },
  play: async () => {
    await userEvent.tab();
  },
};
