import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './not-found-page';
import { UnexpectedError } from './unexpected-error';

const meta = {
  title: 'Pay/Shell',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnexpectedApplicationError: Story = {
  render: () => (
    <UnexpectedError
      error={new Error('Cannot read properties of undefined (reading "amountInCents")')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
  },
};

export const UnknownAddress: Story = {
  render: () => <NotFoundPage />,
};
