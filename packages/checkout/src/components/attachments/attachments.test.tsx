import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { northwindAttachments } from '../../mocks/fixtures';
import { setupMockServer } from '../../mocks/node';
import { scenario } from '../../mocks/scenarios';
import { ATTACHMENT_ERROR, Attachments } from './attachments';
import type { AttachmentWindow } from './open-attachment';

setupMockServer(() => scenario('attachment-missing'));

function stubWindow() {
  const tab = { opener: {}, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
  const win: AttachmentWindow = { location: window.location, open: vi.fn(() => tab) };
  return { win, tab };
}

describe('Attachments', () => {
  it('renders nothing without attachments', () => {
    const { container } = render(<Attachments attachments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each file under ATTACHMENTS as a new-tab link with no opener or referrer', () => {
    render(<Attachments attachments={northwindAttachments} />);
    expect(screen.getByRole('heading', { name: 'ATTACHMENTS' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Statement of work.pdf (opens in a new tab)',
      'Phase 2 timeline.pdf (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // As the server renders it: relative to the page, never resolved against a guessed origin.
    expect(links[0]).toHaveAttribute('href', northwindAttachments[0]!.previewUrl);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/api\/v1\/files\//);
  });

  it('opens a file that answers; says Error downloading file for one that is gone', async () => {
    const user = userEvent.setup();
    const { win, tab } = stubWindow();
    render(<Attachments attachments={northwindAttachments} openOptions={{ window: win }} />);

    await user.click(screen.getByRole('link', { name: /Statement of work/ }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    expect(screen.queryByText(ATTACHMENT_ERROR)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Phase 2 timeline/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_ERROR);
    expect(tab.close).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /Phase 2 timeline/ })).toHaveAccessibleDescription(
      ATTACHMENT_ERROR,
    );
  });

  it('leaves modified clicks to the browser (the link opens it safely)', async () => {
    const user = userEvent.setup();
    const { win } = stubWindow();
    render(<Attachments attachments={northwindAttachments} openOptions={{ window: win }} />);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: /Statement of work/ }));
    await user.keyboard('{/Control}');
    expect(win.open).not.toHaveBeenCalled();
  });

  it('renders file names as text and never links a non-http preview URL', async () => {
    const user = userEvent.setup();
    render(
      <Attachments
        attachments={[
          {
            fileKey: 'att_x',
            fileName: '<img src=x onerror=alert(1)>.pdf',
            previewUrl: 'javascript:alert(1)',
          },
        ]}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const row = screen.getByRole('button', { name: /<img src=x onerror=alert\(1\)>\.pdf/ });
    await user.click(row);
    expect(await screen.findByRole('alert')).toHaveTextContent(ATTACHMENT_ERROR);
  });
});
