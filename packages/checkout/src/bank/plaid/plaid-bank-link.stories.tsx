import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { PlaidBankLink } from './plaid-bank-link';
import { PLAID_LINK_SCRIPT_URL } from './plaid-script';

/**
 * The react-plaid-link adapter on its own (production path). Plaid's script is unreachable here:
 * the adapter reports the connection error through the bank-link interface, which the bank step
 * turns into 'We are having issues connecting with Plaid' (its PlaidConnectionFailure story).
 */
const meta = {
  title: 'Checkout/Plaid bank link',
  component: PlaidBankLink,
  tags: ['no-visual'],
  args: {
    linkToken: 'link-sandbox-3f1c9a7e-0b2d-4e5f-8a9b-1c2d3e4f5a6b',
    onSuccess: fn(),
    onExit: fn(),
    onEvent: fn(),
    onLoad: fn(),
  },
  parameters: {
    visual: {
      reason:
        'The adapter draws nothing of its own but Plaid’s frame, unreachable here; what the payer sees is the bank step’s PlaidConnectionFailure story.',
    },
    msw: { handlers: [http.get(PLAID_LINK_SCRIPT_URL, () => HttpResponse.error())] },
  },
} satisfies Meta<typeof PlaidBankLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plaid's script does not load: an exit with the adapter's connection error, nothing else. */
export const ScriptUnreachable: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(
      () =>
        expect(args.onExit).toHaveBeenCalledWith({
          error: expect.objectContaining({ code: 'SCRIPT_LOAD_FAILED', type: 'CONNECTION_ERROR' }),
        }),
      { timeout: 10_000 },
    );
    await expect(canvasElement.querySelector('[data-slot="plaid-bank-link"]')).toHaveAttribute(
      'data-state',
      'failed',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
