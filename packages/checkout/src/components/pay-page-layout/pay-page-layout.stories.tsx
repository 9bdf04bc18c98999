import { PanelBody, PanelDescription, PanelHeader, PanelTitle } from '@paypage/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEFAULT_REFERRAL_LINK } from '../../payment-request/copy';
import { PayPageLayout } from './pay-page-layout';
import { WITH_NARROW_MODE } from '../../storybook';

/** Stand-ins for the screens the layout frames (the real ones have their own stories). */
function Section({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PanelHeader>
        <PanelTitle>{title}</PanelTitle>
        <PanelDescription>{text}</PanelDescription>
      </PanelHeader>
      <PanelBody>
        <div className="h-32 rounded-md border border-dashed border-border-strong" />
      </PanelBody>
    </>
  );
}

const meta = {
  title: 'Checkout/Pay page layout',
  component: PayPageLayout,
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  args: {
    merchantName: 'Northwind Studio',
    referralHref: DEFAULT_REFERRAL_LINK,
    summary: <Section title="Summary" text="Who asks, how much and by when." />,
    details: (
      <div className="rounded-lg border border-dashed border-border-strong bg-surface p-6 text-sm text-muted">
        Invoice details
      </div>
    ),
    children: <Section title="Payment" text="Method selection or the current step." />,
  },
  render: (args) => (
    <PayPageLayout {...args}>
      <h1 className="sr-only">Pay page layout</h1>
      {args.children}
    </PayPageLayout>
  ),
} satisfies Meta<typeof PayPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment form's frame: summary beside the payment column from 768 px, stacked on phones. */
export const Split: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Northwind Studio');
    await expect(canvas.getByRole('banner')).toHaveTextContent('Secure payment');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /paypage/ })).toHaveAttribute(
      'href',
      DEFAULT_REFERRAL_LINK,
    );
  },
};

/** The status screens' frame: one centred column at every width. */
export const Centered: Story = {
  args: {
    variant: 'centered',
    summary: undefined,
    details: undefined,
    children: <Section title="Payment complete" text="A status screen in one column." />,
  },
};

/** While the request loads: the merchant's name is a placeholder of the same size. */
export const Loading: Story = {
  args: { merchantName: null, referralHref: null },
};

/** In the merchant's colour (one variable, from the request's `merchant.brandColor`). */
export const MerchantBrand: Story = {
  args: { brandColor: '#0f7b5f' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="pay-page-layout"]');
    await expect(root).toHaveAttribute('data-brand', '');
  },
};

/** A long merchant name is cut in the header (the page heading carries it whole), at 320 px too. */
export const LongMerchantName: Story = {
  args: {
    merchantName:
      'The Extraordinarily Long-Named Landscape Architecture & Garden Design Cooperative',
  },
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
  },
};

/**
 * A sandbox page (the request's `mode` is `sandbox`): the 'Test mode' badge in the header, in the
 * page's brand colour; on phones above the secure cue, so the merchant's name keeps its width.
 */
export const TestMode: Story = {
  args: { testMode: true },
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Test mode');
  },
};

/** Test mode in a merchant's colour, with a long name, at 320 px too. */
export const TestModeMerchantBrand: Story = {
  args: {
    testMode: true,
    brandColor: '#0f7b5f',
    merchantName:
      'The Extraordinarily Long-Named Landscape Architecture & Garden Design Cooperative',
  },
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
  },
};
