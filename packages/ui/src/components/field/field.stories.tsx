import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ControlBox, Field, useFieldDescription } from './field';

type Props = { hint?: string; error?: string };

/** The frame around any control: here a native input in the kit's control box. */
function FieldDemo({ hint, error }: Props) {
  const description = useFieldDescription({ hint, error });
  return (
    <Field label="Invoice reference" hint={hint} error={error} description={description}>
      <ControlBox invalid={description.invalid}>
        <input
          {...description.controlProps}
          defaultValue="INV-2041"
          className="h-full w-full bg-transparent px-3 outline-none"
        />
      </ControlBox>
    </Field>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label above the control, the hint below it, tied to the control for screen readers. */
export const WithHint: Story = {
  args: { hint: 'As printed at the top of your invoice.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Invoice reference');
    await expect(input).toHaveAccessibleDescription('As printed at the top of your invoice.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error: the box turns critical, the message is read before the hint. */
export const WithError: Story = {
  args: {
    hint: 'As printed at the top of your invoice.',
    error: 'Enter the reference as INV- and four digits',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Invoice reference');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter the reference as INV- and four digits As printed at the top of your invoice.',
    );
  },
};
