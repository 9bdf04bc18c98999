import { describe, expect, it, vi } from 'vitest';
import {
  attachmentHref,
  attachmentLinkHref,
  openAttachment,
  type AttachmentWindow,
} from './open-attachment';

const PAGE = 'https://pay.example/pay/Xq3vN8pL2mR7tK9wYb4cQzA1';

function fakeWindow(options: { blocked?: boolean; closeTab?: boolean } = {}) {
  const tab = {
    opener: 'the page' as unknown,
    closed: false,
    close: vi.fn(() => {
      tab.closed = true;
    }),
    location: { replace: vi.fn() },
  };
  const open = vi.fn((url: string) => {
    if (options.blocked) return null;
    if (url === '' && options.closeTab) tab.closed = true;
    return tab;
  });
  const win: AttachmentWindow = {
    location: { href: PAGE, origin: 'https://pay.example' },
    open,
  };
  return { win, tab, open };
}

const answering = (status: number) =>
  vi.fn(async () => new Response(null, { status })) as unknown as typeof fetch;

describe('attachmentHref', () => {
  it.each([
    ['/api/v1/files/att_1/a.pdf', 'https://pay.example/api/v1/files/att_1/a.pdf'],
    ['https://files.example/a.pdf?sig=1', 'https://files.example/a.pdf?sig=1'],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
    ['http://[broken', null],
  ])('%s → %s', (url, href) => {
    expect(attachmentHref(url, PAGE)).toBe(href);
  });
});

describe('openAttachment', () => {
  it('opens a blank tab in the click, cuts its opener, checks the file, then shows it', async () => {
    const { win, tab, open } = fakeWindow();
    const fetcher = answering(200);
    await expect(
      openAttachment('/api/v1/files/att_1/a.pdf', { window: win, fetch: fetcher }),
    ).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fetcher).toHaveBeenCalledWith(
      'https://pay.example/api/v1/files/att_1/a.pdf',
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(tab.location.replace).toHaveBeenCalledWith(
      'https://pay.example/api/v1/files/att_1/a.pdf',
    );
  });

  it.each([404, 500])('closes the tab and fails when the file answers %i', async (status) => {
    const { win, tab } = fakeWindow();
    await expect(
      openAttachment('/api/v1/files/att_1/a.pdf', { window: win, fetch: answering(status) }),
    ).resolves.toBe(false);
    expect(tab.close).toHaveBeenCalledOnce();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('closes the tab and fails when the check cannot reach the server', async () => {
    const { win, tab } = fakeWindow();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(
      openAttachment('/api/v1/files/att_1/a.pdf', { window: win, fetch: offline }),
    ).resolves.toBe(false);
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('fails when the browser blocks the tab', async () => {
    const { win } = fakeWindow({ blocked: true });
    const fetcher = answering(200);
    await expect(
      openAttachment('/api/v1/files/att_1/a.pdf', { window: win, fetch: fetcher }),
    ).resolves.toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('never opens anything but http(s)', async () => {
    const { win, open } = fakeWindow();
    await expect(
      openAttachment('javascript:alert(1)', { window: win, fetch: answering(200) }),
    ).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a file of another origin without a check (no CORS to read its answer)', async () => {
    const { win, tab } = fakeWindow();
    const fetcher = answering(404);
    await expect(
      openAttachment('https://files.example/a.pdf?sig=1', { window: win, fetch: fetcher }),
    ).resolves.toBe(true);
    expect(fetcher).not.toHaveBeenCalled();
    expect(tab.location.replace).toHaveBeenCalledWith('https://files.example/a.pdf?sig=1');
  });

  it('opens a plain new tab, with no opener or referrer, when the payer closed the blank one', async () => {
    const { win, tab, open } = fakeWindow({ closeTab: true });
    await expect(
      openAttachment('/api/v1/files/att_1/a.pdf', { window: win, fetch: answering(200) }),
    ).resolves.toBe(true);
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith(
      'https://pay.example/api/v1/files/att_1/a.pdf',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('attachmentLinkHref (the same on the server and in the browser)', () => {
  it.each([
    ['/api/v1/files/att_1/Plan%20A.pdf', '/api/v1/files/att_1/Plan%20A.pdf'],
    ['/api/v1/files/att_1/a.pdf?v=2#p1', '/api/v1/files/att_1/a.pdf?v=2#p1'],
    ['https://files.example.com/a.pdf', 'https://files.example.com/a.pdf'],
    ['http://files.example.com/a.pdf', 'http://files.example.com/a.pdf'],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
  ])('%s → %s', (previewUrl, href) => {
    expect(attachmentLinkHref(previewUrl)).toBe(href);
  });
});
