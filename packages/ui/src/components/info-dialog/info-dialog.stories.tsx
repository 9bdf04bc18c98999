import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InfoDialog } from './info-dialog';

const meta = {
  title: 'UI/Info dialog',
  component: InfoDialog,
  args: {
    label: 'About saved details',
    title: 'Saved details',
    description: 'Your details are kept so that the next time takes a moment.',
    points: [
      { key: 'once', content: <span>Type your address once</span> },
      { key: 'devices', content: <span>Use it on any device</span> },
      { key: 'remove', content: <span>Remove it whenever you like</span> },
    ],
    closeLabel: 'Close',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-[28rem] p-4">{Story()}</div>],
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: an (i) button named for what it explains. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'About saved details' })).toBeVisible();
  },
};

/** Open: named by its title, described by its description, each point with a check mark. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Saved details' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your details are kept so that the next time takes a moment.',
    );
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Opened from the keyboard; Escape closes it and focus returns to the (i) button. */
export const KeyboardOpensAndCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'About saved details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', { name: 'Saved details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
