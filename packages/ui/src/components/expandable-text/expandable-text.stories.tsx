import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ExpandableText } from './expandable-text';

const description =
  'Monthly retainer for consulting services, including two on-site workshops, weekly status calls and up to twenty hours of engineering support, billed at the rate agreed in the statement of work signed on March 3.';

const meta = {
  title: 'UI/Expandable Text',
  component: ExpandableText,
  args: { text: description, maxLength: 115, className: 'text-base text-text' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut at 115 characters with '...see more'. */
export const Collapsed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'see more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // innerText: the text as laid out on screen (the print-only copy is not displayed).
    const paragraph = canvasElement.querySelector<HTMLElement>('[data-slot="expandable-text"]');
    await expect(paragraph?.innerText).toBe(`${description.slice(0, 115).trimEnd()}...see more`);
  },
};

/** The toggle expands to the full text and collapses again, keeping focus. */
export const Expanded: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const toggle = canvas.getByRole('button', { name: 'see more' });
    await step('see more shows the whole text', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('see less');
      const paragraph = canvasElement.querySelector<HTMLElement>('[data-slot="expandable-text"]');
      await expect(paragraph?.innerText).toBe(`${description} see less`);
      const controlled = canvasElement.querySelector(`#${toggle.getAttribute('aria-controls')}`);
      await expect(controlled).toHaveTextContent(description);
    });
    await step('see less cuts it again; Enter works too', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveFocus();
  },
};

/** Short text is shown whole, without a toggle. */
export const ShortText: Story = {
  args: { text: 'Website redesign, phase 2.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Line breaks in a description are kept; text is rendered as text, never HTML. */
export const LongContent: Story = {
  args: {
    text: `Invoice for November:\n<b>not bold</b> — 12 hours of support.\n${description} ${description}`,
    defaultExpanded: true,
  },
};

export const MerchantBrand: Story = { globals: { brand: 'merchant' } };
