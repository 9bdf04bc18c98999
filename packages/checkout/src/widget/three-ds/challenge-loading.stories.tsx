import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChallengeLoading } from './challenge-loading';

const meta = {
  title: 'Checkout/3-D Secure challenge loading',
  component: ChallengeLoading,
} satisfies Meta<typeof ChallengeLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An answer asked for a challenge and its part is loading: the frame's loading state in the
 * frame's box ('02': 390 × 400, narrower on a phone), announced as a status.
 */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading bank verification…');
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="three-ds-challenge"]');
    await expect(box).toHaveAttribute('data-state', 'loading');
    const available = box?.parentElement?.clientWidth ?? 0;
    await expect(box?.getBoundingClientRect().width).toBe(Math.min(390, available));
    await expect(box?.getBoundingClientRect().height).toBe(400);
  },
};
