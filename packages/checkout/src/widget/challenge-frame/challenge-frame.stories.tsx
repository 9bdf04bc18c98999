import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChallengeFrame } from './challenge-frame';
import { issuerPage } from './issuer-page';

const meta = {
  title: 'Checkout/Challenge frame',
  component: ChallengeFrame,
  args: { name: 'threeDSIframe', srcDoc: issuerPage, onFrameLoad: fn() },
  argTypes: {
    windowSize: { control: 'inline-radio', options: ['01', '02', '03', '04', '05'] },
  },
} satisfies Meta<typeof ChallengeFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the issuer's page, then checks the frame is as wide as asked or as the screen. */
function expectSize(width: number, height: number): Story['play'] {
  return async ({ args, canvasElement, step }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="challenge-frame"]');
    await step('loads the issuer’s page', async () => {
      await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
      await expect(args.onFrameLoad).toHaveBeenCalledOnce();
    });
    await step(`is ${width}×${height}, or as wide as the screen allows`, async () => {
      const available = box?.parentElement?.clientWidth ?? 0;
      const rect = box?.getBoundingClientRect();
      await expect(rect?.width).toBe(Math.min(width, available));
      await expect(rect?.height).toBe(height);
    });
  };
}

/** '01': 250 × 400. */
export const Size01: Story = {
  args: { windowSize: '01' },
  play: expectSize(250, 400),
};

/** '02': 390 × 400, the default; on a phone it shrinks to the screen and the page scrolls inside. */
export const Size02Default: Story = {
  args: { windowSize: '02' },
  play: expectSize(390, 400),
};

/** '03': 500 × 600. */
export const Size03: Story = {
  args: { windowSize: '03' },
  play: expectSize(500, 600),
};

/** '04': 600 × 400. */
export const Size04: Story = {
  args: { windowSize: '04' },
  play: expectSize(600, 400),
};

/** '05': the whole container (here a 560 px tall area). */
export const Size05FullContainer: Story = {
  args: { windowSize: '05' },
  decorators: [(Story) => <div className="h-[560px] w-full">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="challenge-frame"]');
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
    await expect(box?.getBoundingClientRect().height).toBe(560);
    await expect(box?.getBoundingClientRect().width).toBe(box?.parentElement?.clientWidth);
  },
};

/** A single digit gets its leading zero ('3' is '03'). */
export const SingleDigitCode: Story = {
  args: { windowSize: '3' },
  play: expectSize(500, 600),
};

/** An unknown code falls back to '02'. */
export const UnknownCodeFallsBack: Story = {
  args: { windowSize: '09' },
  play: expectSize(390, 400),
};

/**
 * Waiting for the challenge form to be posted into the frame (by its `name`): the loading state
 * stays until a page arrives, announced as a status.
 */
export const Loading: Story = {
  args: { srcDoc: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading bank verification…');
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('name', 'threeDSIframe');
    await expect(frame).toHaveAttribute('title', 'Bank verification');
  },
};

/** In a narrow column (240 px) every size still fits: the issuer's page scrolls in the frame. */
export const NarrowContainer: Story = {
  args: { windowSize: '04' },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="challenge-frame"]');
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
    await expect(box?.getBoundingClientRect().width).toBe(240);
    const frame = canvasElement.querySelector('iframe');
    const page = frame?.contentDocument?.documentElement;
    // The issuer's page is wider and taller than the frame, and scrolls within it.
    await expect(page?.scrollWidth).toBeGreaterThan(page?.clientWidth ?? 0);
    await expect(page?.scrollHeight).toBeGreaterThan(page?.clientHeight ?? 0);
  },
};
