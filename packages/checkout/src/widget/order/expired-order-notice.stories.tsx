import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExpiredOrderNotice } from './expired-order-notice';
import { ORDER_EXPIRED } from './restore-order';

const meta = {
  title: 'Checkout/Card widget/Expired order notice',
  component: ExpiredOrderNotice,
  args: { notice: ORDER_EXPIRED },
} satisfies Meta<typeof ExpiredOrderNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order kept over a reload expired: the payer is told, then pays the whole amount again. */
export const Expired: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ORDER_EXPIRED.title)).toBeVisible();
    await expect(canvas.getByText(ORDER_EXPIRED.message)).toBeVisible();
  },
};
