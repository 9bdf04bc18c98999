import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../button/icon-button';
import { InfoIcon } from '../icon/line-icons';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { defaultOpen: true },
  render: (args) => (
    <div className="flex items-center gap-1 pt-12 text-sm text-muted">
      Secure proxy numbers
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="About proxy numbers" size="sm">
            <InfoIcon />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent>They protect the requester’s real account details.</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered open so the screenshot shows the bubble. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('They protect the requester’s real account details.');
  },
};

/** Keyboard focus opens it; it describes the trigger; Escape closes it. */
export const OnFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'About proxy numbers' });
    await step('focus opens it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(await body.findByRole('tooltip')).toBeInTheDocument();
      await expect(trigger).toHaveAccessibleDescription(
        'They protect the requester’s real account details.',
      );
    });
    await step('Escape closes it and keeps focus', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(body.queryByRole('tooltip')).toBeNull();
      await expect(trigger).toHaveFocus();
    });
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div className="flex justify-end pt-24">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <IconButton label="Why is the amount different?" size="sm" variant="secondary">
            <InfoIcon />
          </IconButton>
        </TooltipTrigger>
        <TooltipContent side="top">
          The amount includes a card processing fee that the requester passes on to card payments.
          Pay by bank or transfer to avoid it.
        </TooltipContent>
      </Tooltip>
    </div>
  ),
};
