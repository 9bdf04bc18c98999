import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { northwindAttachments } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { ATTACHMENT_ERROR, Attachments } from './attachments';
import type { OpenedTab } from './open-attachment';
import { WITH_NARROW_MODE, inPaymentPanel } from '../../storybook';

/**
 * `window.open` recorded instead of opening real tabs (the test-runner's browser would keep
 * them): each opened tab is a stand-in that remembers where it was sent and whether it closed.
 */
const tabs: { url: string | null; closed: boolean }[] = [];
const fakeOpen = fn((): OpenedTab => {
  const tab = { url: null as string | null, closed: false };
  tabs.push(tab);
  return {
    opener: null,
    get closed() {
      return tab.closed;
    },
    close: () => {
      tab.closed = true;
    },
    location: {
      replace: (url: string) => {
        tab.url = url;
      },
    },
  };
});

function stubWindowOpen() {
  const original = window.open;
  tabs.length = 0;
  fakeOpen.mockClear();
  window.open = fakeOpen as unknown as typeof window.open;
  return () => {
    window.open = original;
  };
}

const meta = {
  title: 'Checkout/Attachments',
  component: Attachments,
  decorators: [inPaymentPanel],
  args: { attachments: northwindAttachments },
  parameters: { msw: { handlers: scenario('attachment-missing') } },
} satisfies Meta<typeof Attachments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'ATTACHMENTS', each file a link to its preview in a new tab, with no opener or referrer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ATTACHMENTS' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /Statement of work\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A file that answers opens in a new tab, sent to its preview once it has answered. */
export const Opens: Story = {
  beforeEach: stubWindowOpen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Statement of work\.pdf/ }));
    await expect(fakeOpen).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tabs[0]?.url).toMatch(/\/api\/v1\/files\/att_3Fq8Zr1Kd6\//));
    await expect(tabs[0]?.closed).toBe(false);
    await expect(canvas.queryByText(ATTACHMENT_ERROR)).not.toBeInTheDocument();
  },
};

/** A file that is gone: its tab is closed again and the row says 'Error downloading file'. */
export const OpenFails: Story = {
  beforeEach: stubWindowOpen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Phase 2 timeline\.pdf/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ATTACHMENT_ERROR);
    await expect(tabs[0]).toEqual({ url: null, closed: true });
    await expect(
      canvas.getByRole('link', { name: /Phase 2 timeline\.pdf/ }),
    ).toHaveAccessibleDescription(ATTACHMENT_ERROR);
  },
};

/** Long file names wrap (at 320 px too); they are text, never markup. */
export const LongFileNames: Story = {
  args: {
    attachments: [
      {
        fileKey: 'att_long_1',
        fileName:
          'Website-redesign-phase-2_statement-of-work_signed-by-both-parties_final_v7_2026-11-02.pdf',
        previewUrl: '/api/v1/files/att_long_1/sow.pdf',
      },
      {
        fileKey: 'att_long_2',
        fileName: '<b>Not bold</b> — Accessibility review against WCAG 2.2 AA (appendix).pdf',
        previewUrl: '/api/v1/files/att_long_2/review.pdf',
      },
    ],
  },
  parameters: {
    chromatic: { modes: WITH_NARROW_MODE },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>Not bold<\/b>/)).toBeVisible();
  },
};

/** No attachments: nothing at all. */
export const None: Story = {
  args: { attachments: [] },
  tags: ['no-visual'],
  parameters: { visual: { reason: 'Renders nothing: the play function checks the empty output.' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="attachments"]')).toBeNull();
  },
};
