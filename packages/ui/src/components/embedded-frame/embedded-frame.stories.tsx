import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { EmbeddedFrame } from './embedded-frame';
import { samplePage } from './sample-page';

const meta = {
  title: 'UI/Embedded Frame',
  component: EmbeddedFrame,
  args: {
    width: '390px',
    height: '400px',
    title: 'Example Co. sign-in',
    loadingLabel: 'Loading Example Co.’s page…',
    name: 'embedded',
    srcDoc: samplePage,
    onFrameLoad: fn(),
  },
} satisfies Meta<typeof EmbeddedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="embedded-frame"]');

/** A fixed size (here 390 × 400); on a phone it shrinks to the screen and the page scrolls inside. */
export const FixedSize: Story = {
  play: async ({ args, canvasElement, step }) => {
    const box = frameOf(canvasElement);
    await step('loads the page', async () => {
      await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
      await expect(args.onFrameLoad).toHaveBeenCalledOnce();
    });
    await step('is 390 × 400, or as wide as the screen allows', async () => {
      const available = box?.parentElement?.clientWidth ?? 0;
      await expect(box?.getBoundingClientRect().width).toBe(Math.min(390, available));
      await expect(box?.getBoundingClientRect().height).toBe(400);
    });
  },
};

/** Flush, filling its container (here a 560 px tall area) edge to edge, with no border. */
export const Flush: Story = {
  args: { width: '100%', height: '100%', flush: true },
  decorators: [(Story) => <div className="h-[560px] w-full">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = frameOf(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
    await expect(box?.getBoundingClientRect().height).toBe(560);
    await expect(box?.getBoundingClientRect().width).toBe(box?.parentElement?.clientWidth);
  },
};

/**
 * Waiting for a form to be posted into the frame (by its `name`): the loading state stays until a
 * page arrives, announced as a status.
 */
export const Loading: Story = {
  args: { srcDoc: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Example Co.’s page…');
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('name', 'embedded');
    await expect(frame).toHaveAttribute('title', 'Example Co. sign-in');
  },
};

/** In a narrow column (240 px) a wider frame still fits: the page scrolls in the frame. */
export const NarrowContainer: Story = {
  args: { width: '600px' },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = frameOf(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'ready'));
    await expect(box?.getBoundingClientRect().width).toBe(240);
    const page = canvasElement.querySelector('iframe')?.contentDocument?.documentElement;
    // The page is wider and taller than the frame, and scrolls within it.
    await expect(page?.scrollWidth).toBeGreaterThan(page?.clientWidth ?? 0);
    await expect(page?.scrollHeight).toBeGreaterThan(page?.clientHeight ?? 0);
  },
};
