import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VisaIcon } from '../icon/brand-icons';
import { FieldBox } from './field-box';

/**
 * The box every text-like field draws (TextField, and a field whose control lives in another
 * document, such as a card field's frame): border, focus ring around the whole box, invalid and
 * disabled looks, a fixed prefix and a trailing slot. The control inside is whatever the caller
 * puts there; here, a bare input named by `aria-label`.
 */
const meta = {
  title: 'UI/Field box',
  component: FieldBox,
  args: {
    children: (
      <input
        aria-label="Reference"
        placeholder="INV-2043"
        className="h-full min-w-0 flex-1 rounded-md bg-transparent px-3 text-base text-inherit placeholder:text-subtle focus-visible:outline-none"
      />
    ),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof FieldBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focus inside the box: the ring surrounds the whole box, trailing slot included. */
export const FocusedWithTrailing: Story = {
  args: { trailing: <VisaIcon title="Visa" /> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
  },
};

/**
 * The control's focus reported by the caller (`focused`): a control in a frame of another origin,
 * whose focus the page's `:focus-within` does not see. The same ring as above.
 */
export const FocusReported: Story = {
  name: 'Focused (reported by the caller)',
  args: { focused: true, trailing: <VisaIcon title="Visa" /> },
};

export const Invalid: Story = { args: { invalid: true, prefix: '+1' } };

export const Disabled: Story = {
  args: {
    disabled: true,
    prefix: '+1',
    children: (
      <input
        aria-label="Mobile number"
        disabled
        defaultValue="(415) 555-0132"
        className="h-full min-w-0 flex-1 rounded-md bg-transparent px-3 text-base text-inherit"
      />
    ),
  },
};
