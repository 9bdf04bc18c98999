import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './copy-button';

/** Answers the Clipboard API as the story needs: accepted, or refused like a denied permission. */
function clipboard(outcome: 'accepts' | 'refuses') {
  return () => {
    const spy = spyOn(navigator.clipboard, 'writeText');
    if (outcome === 'accepts') spy.mockResolvedValue(undefined);
    else spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    return () => spy.mockRestore();
  };
}

function execCommand(succeeds: boolean) {
  return () => {
    const spy = spyOn(document, 'execCommand').mockReturnValue(succeeds);
    return () => spy.mockRestore();
  };
}

const meta = {
  title: 'UI/Copy Button',
  component: CopyButton,
  args: { value: '021000021', label: 'Copy routing number', onCopyResult: fn() },
  render: (args) => (
    <div className="mt-12 flex max-w-sm items-center justify-between gap-4 rounded-lg border border-border bg-surface px-4 py-3">
      <dl>
        <dt className="text-sm text-muted">Routing number</dt>
        <dd className="text-base font-medium break-all tabular-nums">{args.value}</dd>
      </dl>
      <CopyButton {...args} />
    </div>
  ),
  beforeEach: clipboard('accepts'),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltipOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {};

/** Keyboard focus shows what the button copies. */
export const Focused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy routing number' })).toHaveFocus();
    await expect(await tooltipOf(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Copy routing number',
    );
  },
};

/** 'Copied' shows in the tooltip and is announced, then goes after 2 seconds. */
export const CopiedThenGone: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy routing number' }));
    await step("'Copied' appears and is announced", async () => {
      await expect(await tooltipOf(canvasElement).findByRole('tooltip')).toHaveTextContent(
        'Copied',
      );
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('021000021');
      await expect(args.onCopyResult).toHaveBeenCalledWith('clipboard');
    });
    await step('and is gone after 2 seconds', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), {
        timeout: 4000,
      });
    });
    await userEvent.unhover(canvas.getByRole('button'));
  },
};

/** The copied state held on screen for review (the real duration is 2 seconds). */
export const Copied: Story = {
  args: { duration: 10 * 60 * 1000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy routing number' }));
    await expect(await tooltipOf(canvasElement).findByRole('tooltip')).toHaveTextContent('Copied');
  },
};

/** The Clipboard API is refused: the hidden-textarea fallback copies instead. */
export const ClipboardDenied: Story = {
  args: { duration: 10 * 60 * 1000 },
  beforeEach: [clipboard('refuses'), execCommand(true)],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy routing number' }));
    await waitFor(() => expect(args.onCopyResult).toHaveBeenCalledWith('fallback'));
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** Neither way works: the button says so, and the number stays selectable. */
export const CopyFailed: Story = {
  args: { failedDuration: 10 * 60 * 1000 },
  beforeEach: [clipboard('refuses'), execCommand(false)],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy routing number' }));
    await waitFor(() => expect(args.onCopyResult).toHaveBeenCalledWith('failed'));
    await expect(await tooltipOf(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Couldn’t copy. Select the text and copy it instead.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Couldn’t copy');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy routing number' })).toBeDisabled();
  },
};

/** A long account number keeps its copy button in reach. */
export const LongContent: Story = {
  args: { value: '9876543210123456789012', label: 'Copy account number' },
};
