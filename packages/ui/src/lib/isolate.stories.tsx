import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isolate } from './isolate';

/**
 * `isolate(text, values)`: each supplied value inside a sentence in a `<bdi>`, so a right-to-left
 * name or a bidi override in it cannot reorder the words around it. The text reads the same.
 */
function IsolatedSentence({ text, values }: { text: string; values: string[] }) {
  return <p className="max-w-md text-base text-text">{isolate(text, values)}</p>;
}

const meta = {
  title: 'UI/Isolate',
  component: IsolatedSentence,
} satisfies Meta<typeof IsolatedSentence>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain name: nothing changes to the eye. */
export const PlainName: Story = {
  args: { text: 'Northwind Studio sent you an invoice', values: ['Northwind Studio'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('Northwind Studio');
  },
};

/** A right-to-left override in a name stays inside it: the rest of the sentence keeps its order. */
export const BidiOverride: Story = {
  args: {
    text: 'Evil\u202Egnp.exe Corp sent you an invoice',
    values: ['Evil\u202Egnp.exe Corp'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/sent you an invoice$/);
  },
};

/** Right-to-left script in a name, and two values in one sentence. */
export const RightToLeftNames: Story = {
  args: {
    text: 'Your payment to شركة النور goes to مصرف الأمل.',
    values: ['شركة النور', 'مصرف الأمل'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('bdi')).toHaveLength(2);
  },
};
