import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LONG_DESCRIPTION, makePaymentRequest, northwindAttachments } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { inPaymentPanel, WITH_NARROW_MODE, withCheckoutProviders } from '../../storybook';
import { BACK_TO_PAYMENT_METHODS, PaymentForm } from './payment-form';
import { StepPlaceholder } from './step-placeholder';
import { FRAMES_TIMEOUT } from '../../widget/storybook/secured-typing';

const meta = {
  title: 'Checkout/Payment form',
  component: PaymentForm,
  tags: ['page'],
  decorators: [withCheckoutProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => ({ level: 1, name });

/** An invoice with line items, all methods, due in 3 days, in the merchant's green. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', heading('Northwind Studio sent you an invoice')),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /paypage/ })).toHaveAttribute(
      'href',
      'https://paypage.dev/?ref=northwind',
    );
  },
};

/** A payment request: no invoice panel, the default brand, the product's site in the footer. */
export const PaymentRequest: Story = {
  parameters: { msw: { handlers: scenario('unpaid-payment-request') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', heading('Harbor Dental Care sent you a payment request')),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /paypage/ })).toHaveAttribute(
      'href',
      'https://paypage.dev/',
    );
  },
};

/** An invoice without line items: no invoice panel. */
export const InvoiceWithoutLineItems: Story = {
  parameters: { msw: { handlers: scenario('invoice-without-line-items') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', heading('Northwind Studio sent you an invoice')),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  },
};

const everything = scenario('attachments', {
  paymentRequest: makePaymentRequest({
    attachments: northwindAttachments,
    description: LONG_DESCRIPTION,
  }),
});

/** Attachments and a long description (collapsed). */
export const AttachmentsAndLongDescription: Story = {
  parameters: { msw: { handlers: everything } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ATTACHMENTS' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'see more' })).toBeVisible();
  },
};

/** The same, description expanded. */
export const LongDescriptionExpanded: Story = {
  parameters: { msw: { handlers: everything } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'see more' }));
    await expect(
      canvas.getByText(LONG_DESCRIPTION, { ignore: 'script, style, [data-print="show"]' }),
    ).toBeVisible();
  },
};

/** PAYMENT_FAILED: the banner above the form, the form as usual. */
export const PaymentFailed: Story = {
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Payment failed to process on November 20, 2026. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  },
};

/** A light merchant colour: black text on its buttons, its darker shade for text and focus. */
export const MerchantBrandLight: Story = {
  parameters: {
    msw: {
      handlers: scenario('unpaid-all-methods', {
        paymentRequest: makePaymentRequest({
          merchant: { name: 'Sunbeam Bakery', brandColor: '#f5c518' },
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', heading('Sunbeam Bakery sent you an invoice')),
    ).toBeVisible();
  },
};

/** A long merchant name and long file names wrap down to 320 px. */
export const LongNames: Story = {
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
    msw: {
      handlers: scenario('attachments', {
        paymentRequest: makePaymentRequest({
          merchant: {
            name: 'The Extraordinarily Long-Named Landscape Architecture & Garden Design Cooperative',
            brandColor: '#7c3aed',
          },
          requester: {
            name: 'Maximiliana Fernández-Oyelaran de la Cruz',
            email: 'accounts.receivable.department@extraordinarily-long-named-cooperative.example',
          },
          attachments: [
            {
              fileKey: 'att_Lng1Lng1Lng1Lng1',
              fileName:
                'Landscape-masterplan_phase-2_planting-schedule_irrigation-layout_signed_final_v12.pdf',
              previewUrl: '/api/v1/files/att_Lng1Lng1Lng1Lng1/masterplan.pdf',
            },
          ],
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: /^The Extraordinarily Long-Named Landscape/,
      }),
    ).toBeVisible();
  },
};

/**
 * More options → ACH → Continue: the ACH panel opens (its heading focused, the breadcrumb says
 * 'ACH payment'); the back arrow returns to the selection, ACH still chosen, its heading focused.
 */
export const SelectContinueBack: Story = {
  play: async ({ canvas, step }) => {
    await step('select ACH and continue', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
      await userEvent.click(canvas.getByRole('radio', { name: /^ACH transfer/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    });
    await step('the ACH step, its heading focused', async () => {
      const title = await canvas.findByRole('heading', { name: 'ACH Transfer' });
      await waitFor(() => expect(title).toHaveFocus());
      await expect(canvas.getByText('ACH payment')).toHaveAttribute('aria-current', 'page');
    });
    await step('back to the selection', async () => {
      await userEvent.click(canvas.getByRole('button', { name: BACK_TO_PAYMENT_METHODS }));
      const title = await canvas.findByRole('heading', { name: 'Choose a payment method' });
      await waitFor(() => expect(title).toHaveFocus());
      await expect(canvas.getByRole('radio', { name: /^ACH transfer/ })).toBeChecked();
    });
  },
};

/** Continue with the default card option; the breadcrumb's root also leads back. */
export const ContinueToCardAndBack: Story = {
  play: async ({ canvas, step }) => {
    await step('continue with the card', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to payment' }));
      await expect(await canvas.findByRole('heading', { name: 'Card payment' })).toBeVisible();
    });
    await step('back through the breadcrumb', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Invoice ID INV-2041' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Choose a payment method' }),
      ).toBeVisible();
    });
  },
};

/**
 * The card step inside the page: one back arrow, the form's, above 'Card payment', as on the other
 * steps (the step's own arrow beside its heading made two).
 */
export const CardStep: Story = {
  args: { initialStep: 'payByCard' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Card payment' })).toBeVisible();
    await canvas.findByTitle('Iframe for secured card number', {}, { timeout: FRAMES_TIMEOUT });
    await expect(canvas.getAllByRole('button', { name: BACK_TO_PAYMENT_METHODS })).toHaveLength(1);
    await expect(canvas.getByText('Card payment', { selector: '[aria-current]' })).toBeVisible();
  },
};

/** The wire step inside the page (the breadcrumb says 'Wire payment'). */
export const WireStep: Story = {
  args: { initialStep: 'payByWire' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Wire Transfer' })).toBeVisible();
    await expect(canvas.getByText('Wire payment')).toHaveAttribute('aria-current', 'page');
  },
};

/** The ACH step of a request without account details. */
export const AchStepMissingDetails: Story = {
  args: { initialStep: 'payByACH' },
  parameters: { msw: { handlers: scenario('no-ach-details') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ACH details are missing!')).toBeVisible();
  },
};

/** While a step's chunk loads (rare: it is prefetched on selection): the step's size, reserved. */
export const StepLoading: Story = {
  decorators: [inPaymentPanel],
  render: () => <StepPlaceholder step="payByACH" onMount={() => undefined} />,
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('status');
    await expect(placeholder).toHaveTextContent('Loading ACH payment…');
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  },
};
