import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  bidiTextRequest,
  createHandlers,
  largestAmountRequest,
  longTextRequest,
  MOCK_TOKENS,
} from '@paypage/checkout/mocks';
import type { PaymentRequest } from '@paypage/checkout';
import { h1, PayerPage } from './testing/payer-page';

/** The 320 px mode, off by default, turned on by name (.storybook/modes.ts). */
const WITH_NARROW_MODE = { narrow: { disable: false } } as const;

const main = `/pay/${MOCK_TOKENS.invoice}`;

const answering = (paymentRequest: PaymentRequest) => ({
  msw: { handlers: createHandlers({ paymentRequest }) },
});

const paid = {
  status: 'PAID',
  statusUpdateDate: '2026-11-21T15:12:00.000Z',
  methodPaidWith: 'card',
  datePaid: '2026-11-21T15:12:00.000Z',
} as const;

/** No sideways scrolling: the page is no wider than the viewport. */
async function fitsTheViewport() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * Whole pages under hostile supplied text ( items 3, 11, 13, 16): long unbroken strings
 * wrap, bidi overrides stay inside their `bdi`, the largest allowed amount fits, and a sandbox
 * page says 'Test mode'; at 320, 375 and 1280 px.
 */
const meta = {
  title: 'Pay/Hostile text',
  component: PayerPage,
  tags: ['page'],
  args: { address: main },
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: WITH_NARROW_MODE },
    ...answering(longTextRequest),
  },
} satisfies Meta<typeof PayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 120-character merchant name, a 64-character invoice ID, long names and e-mails: they wrap. */
export const LongTextForm: Story = {
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('sent you an invoice');
    await fitsTheViewport();
  },
};

/** The CANCELED heading with the 120-character name (it scrolled the page 1,278 px sideways). */
export const LongTextCanceled: Story = {
  parameters: answering({ ...longTextRequest, status: 'CANCELED' }),
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('canceled this invoice');
    await fitsTheViewport();
  },
};

/** The receipt's sentence and rows with a long address and payee. */
export const LongTextReceipt: Story = {
  args: { address: `${main}/receipt` },
  parameters: answering({ ...longTextRequest, ...paid }),
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Receipt of payment');
    await fitsTheViewport();
  },
};

/** Right-to-left overrides in every supplied field: each stays in its own isolate. */
export const BidiTextForm: Story = {
  parameters: answering(bidiTextRequest),
  play: async ({ canvas }) => {
    const heading = await h1(canvas);
    await expect(heading.querySelector('bdi')).toHaveTextContent(bidiTextRequest.merchant.name);
    // The file name is shown without its override.
    await expect(canvas.getByRole('link', { name: /invoice/ })).toHaveTextContent('invoicefdp.exe');
  },
};

/** The overrides on the canceled notice. */
export const BidiTextCanceled: Story = {
  parameters: answering({ ...bidiTextRequest, status: 'CANCELED' }),
  play: async ({ canvas }) => {
    await expect((await h1(canvas)).querySelector('bdi')).toBeInTheDocument();
  },
};

/** The largest amount the contract allows ($1,000,000,000.00), at 320 px too. */
export const LargestAmount: Story = {
  parameters: answering(largestAmountRequest),
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toBeVisible();
    await expect(canvas.getAllByText('$1,000,000,000.00')[0]).toBeVisible();
    await fitsTheViewport();
  },
};

/** A request answered in sandbox mode: the 'Test mode' badge in the header. */
export const TestMode: Story = {
  parameters: answering({ ...longTextRequest, ...bidiTextRequest, mode: 'sandbox' }),
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Test mode');
    await fitsTheViewport();
  },
};
