import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import type { PaymentOption } from '../../payment-request/methods';
import { usePaymentData } from '../../state/payment-data';
import { inLoadedPanel, withCheckoutProviders } from '../../storybook';
import { CONTINUE_TO_PAYMENT, MethodSelection, useMethodSelection } from '.';

/** The selection as the payment form keeps it, for the request of the story's scenario. */
function RequestMethodSelection({ onContinue }: { onContinue: (option: PaymentOption) => void }) {
  const { paymentRequest } = usePaymentData();
  if (!paymentRequest) return null;
  return <Selection request={paymentRequest} onContinue={onContinue} />;
}

function Selection({
  request,
  onContinue,
}: {
  request: NonNullable<ReturnType<typeof usePaymentData>['paymentRequest']>;
  onContinue: (option: PaymentOption) => void;
}) {
  const methods = useMethodSelection(request);
  return <MethodSelection {...methods} onContinue={onContinue} />;
}

const meta = {
  title: 'Checkout/Method selection',
  component: RequestMethodSelection,
  decorators: [inLoadedPanel(), withCheckoutProviders],
  args: { onContinue: fn() },
  parameters: { msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof RequestMethodSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (name: string) => ({ name: new RegExp(`^${name}`) });

/** Card and bank shown, ACH and wire behind 'More options'; card selected by default. */
export const AllMethods: Story = {
  play: async ({ canvas, args, step }) => {
    const card = await canvas.findByRole('radio', radio('Credit or debit card'));
    await expect(card).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await step('continue with the default', async () => {
      await userEvent.click(canvas.getByRole('button', { name: CONTINUE_TO_PAYMENT }));
      await expect(args.onContinue).toHaveBeenCalledWith('card');
    });
  },
};

/** 'More options' lists ACH and wire; 'Fewer options' hides them and resets to the default. */
export const AllMethodsExpanded: Story = {
  play: async ({ canvas, step }) => {
    await step('More options', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
      await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    });
    await step('select wire, then Fewer options resets to card', async () => {
      await userEvent.click(canvas.getByRole('radio', radio('Wire transfer')));
      await expect(canvas.getByRole('radio', radio('Wire transfer'))).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Fewer options' }));
      await expect(canvas.getAllByRole('radio')).toHaveLength(2);
      await expect(canvas.getByRole('radio', radio('Credit or debit card'))).toBeChecked();
    });
    await step('expanded again for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
      await expect(canvas.getByRole('button', { name: 'Fewer options' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};

export const CardOnly: Story = {
  parameters: { msw: { handlers: scenario('card-only') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', radio('Credit or debit card'))).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  },
};

export const BankOnly: Story = {
  parameters: { msw: { handlers: scenario('bank-only') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', radio('Pay by bank'))).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
  },
};

/** ACH and wire alone are shown at once (nothing to hide them behind); ACH by default. */
export const AchAndWire: Story = {
  parameters: { msw: { handlers: scenario('transfers-only') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', radio('ACH transfer'))).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  },
};

/** Card with ACH and wire: the transfers behind 'More options'. */
export const CardAndTransfersCollapsed: Story = {
  parameters: { msw: { handlers: scenario('card-and-transfers') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', radio('Credit or debit card'))).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'More options' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CardAndTransfersExpanded: Story = {
  parameters: { msw: { handlers: scenario('card-and-transfers') } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** Processor STRIPE: no card option in the form (spec §1); bank first. */
export const StripeNoCard: Story = {
  parameters: { msw: { handlers: scenario('stripe-processor') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', radio('Pay by bank'))).toBeChecked();
    await expect(
      canvas.queryByRole('radio', radio('Credit or debit card')),
    ).not.toBeInTheDocument();
  },
};

/** No method allowed: said plainly, and 'Continue to payment' stays disabled. */
export const NoMethods: Story = {
  parameters: { msw: { handlers: scenario('no-methods') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: CONTINUE_TO_PAYMENT })).toBeDisabled();
  },
};

/** Keyboard only: arrows move and select, Tab reaches 'More options' then Continue. */
export const Keyboard: Story = {
  play: async ({ canvas, args, step }) => {
    const card = await canvas.findByRole('radio', radio('Credit or debit card'));
    await step('Tab into the group lands on the selected option', async () => {
      await userEvent.tab();
      await expect(card).toHaveFocus();
    });
    await step('ArrowDown selects bank', async () => {
      await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      await expect(canvas.getByRole('radio', radio('Pay by bank'))).toBeChecked();
    });
    await step('Tab, Enter: More options', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'More options' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    });
    await step(
      'Shift+Tab back to the group (on bank), ArrowDown twice: wire; Space keeps it',
      async () => {
        await userEvent.tab({ shift: true });
        await userEvent.keyboard('{ArrowDown>}{/ArrowDown}{ArrowDown>}{/ArrowDown}');
        await userEvent.keyboard(' ');
        await expect(canvas.getByRole('radio', radio('Wire transfer'))).toBeChecked();
      },
    );
    await step('Tab twice to Continue, Enter', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: CONTINUE_TO_PAYMENT })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onContinue).toHaveBeenCalledWith('wire');
    });
  },
};
