import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertIcon, Button, Panel } from '@paypage/ui';
import { expect } from 'storybook/test';
import { TRY_AGAIN } from '../../payment-request/messages';
import { PAYMENT_DATA_ERROR } from '../../payment-request/payment-data';
import { STATUS_BADGES } from '../../payment-request/status-screens';
import { LOAD_FAILED_TITLE } from '../../payment-request/view';
import { StatusDetail, StatusDetails } from './status-details';
import { ClockIcon, StatusScreen } from './status-screen';

/** The status screen's body on its panel, as the centred status page holds it. */
const meta = {
  title: 'Checkout/Status screen',
  component: StatusScreen,
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-md p-4">
        <Panel>
          <Story />
        </Panel>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    badge: STATUS_BADGES.processing,
    icon: ClockIcon,
    title: 'Payment Processing',
    text: "We're processing your payment to Northwind Studio. It will take 3-4 business days for the funds to be debited.",
    details: (
      <StatusDetails>
        <StatusDetail label="Amount" numeric>
          $1,250.00
        </StatusDetail>
      </StatusDetails>
    ),
    footer: 'Your receipt will be created once the payment is complete.',
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part: icon and badge in the status's tone, heading, sentence, facts, footer note. */
export const AllParts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Processing');
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
  },
};

/** Without a badge: the icon takes the tone given (a failure), and one action. */
export const ToneAndAction: Story = {
  args: {
    badge: undefined,
    tone: 'critical',
    icon: AlertIcon,
    title: LOAD_FAILED_TITLE,
    text: PAYMENT_DATA_ERROR,
    details: undefined,
    footer: undefined,
    actions: (
      <Button size="lg" className="w-full">
        {TRY_AGAIN.label}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LOAD_FAILED_TITLE);
    await expect(canvas.getByRole('button', { name: TRY_AGAIN.label })).toBeVisible();
  },
};

/** While the request loads: every part a placeholder of its own size, one 'Loading…'. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
