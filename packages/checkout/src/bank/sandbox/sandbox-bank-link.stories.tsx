import { Panel, PanelBody } from '@paypage/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { SANDBOX_CREDENTIALS } from './sandbox-bank-data';
import { SandboxBankLink } from './sandbox-bank-link';

/**
 * The sandbox bank-link widget on its own, as the bank step embeds it (263 px high): it speaks
 * the bank-link interface (`onSuccess`, `onExit`, `onEvent`, `onLoad`) in Plaid's terms.
 */
const meta = {
  title: 'Checkout/Sandbox bank link',
  component: SandboxBankLink,
  decorators: [withCheckoutProviders],
  args: {
    linkToken: 'paypage-sandbox-link-8Kq2Zt5Lw9',
    onSuccess: fn(),
    onExit: fn(),
    onEvent: fn(),
    onLoad: fn(),
  },
  parameters: { msw: { handlers: () => scenario('link-token-sandbox') } },
  render: (args) => (
    <Panel className="mx-auto w-full max-w-[30rem]">
      <PanelBody>
        <SandboxBankLink {...args} />
      </PanelBody>
    </Panel>
  ),
} satisfies Meta<typeof SandboxBankLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen: the banks to pick from; the widget says it is ready and opened. */
export const Institutions: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'First Platypus Bank' })).toBeVisible();
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ name: 'OPEN' }));
  },
};

/** Signed in with the test credentials, an account chosen: a Plaid-shaped success. */
export const Linked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'First Platypus Bank' }));
    await userEvent.type(canvas.getByLabelText('Username'), SANDBOX_CREDENTIALS.username);
    await userEvent.type(canvas.getByLabelText('Password'), SANDBOX_CREDENTIALS.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({
          publicToken: expect.any(String),
          metadata: expect.objectContaining({
            institution: expect.objectContaining({ name: 'First Platypus Bank' }),
          }),
        }),
      ),
    );
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};
