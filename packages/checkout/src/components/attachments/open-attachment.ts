/**
 * Opening an attachment's preview in a new tab (spec §2 "Attachments"), with no opener and no
 * referrer, and 'Error downloading file' when it fails.
 *
 * What failure means (chosen): the preview URL is not an http(s) address, the browser blocked
 * the new tab, or — for a file on this page's own origin (the API's `/api/v1/files/…`) — the
 * file does not answer: a `HEAD` request made before the tab is shown fails or is not OK. The
 * tab is opened blank during the click (later it would be blocked), its opener cut at once, and
 * pointed at the file only once the file answered; on failure it is closed, so the payer never
 * lands on an error page. A file on another origin (a storage service's signed URL) cannot be
 * checked without CORS, so it opens straight away. The page's `Referrer-Policy: no-referrer`
 * keeps the address (and its token) from the file's server; the link itself also carries
 * `rel="noopener noreferrer"` for middle-clicks and the context menu.
 */

export type AttachmentWindow = {
  location: { href: string; origin: string };
  open: (url: string, target: string, features?: string) => OpenedTab | null;
};

export type OpenedTab = {
  opener: unknown;
  closed: boolean;
  close: () => void;
  location: { replace: (url: string) => void };
};

export type OpenAttachmentOptions = {
  /** The page's window (a stand-in in tests). */
  window?: AttachmentWindow;
  fetch?: typeof fetch;
};

/** The preview URL as an absolute http(s) URL, or `null` when it is anything else. */
export function attachmentHref(previewUrl: string, base: string): string | null {
  try {
    const url = new URL(previewUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link's `href` for a preview URL, the same on the server and in the browser: a path on this
 * page's origin (the API's `/api/v1/files/…`) stays relative, an absolute http(s) URL stays as it
 * is, anything else is `null` (not a link). No base URL: the server knows no page origin.
 */
export function attachmentLinkHref(previewUrl: string): string | null {
  const probe = 'http://origin.invalid';
  const href = attachmentHref(previewUrl, `${probe}/`);
  if (!href) return null;
  const url = new URL(href);
  return url.origin === probe ? `${url.pathname}${url.search}${url.hash}` : href;
}

/** Opens the preview in a new tab; resolves `false` when it failed (see above). */
export async function openAttachment(
  previewUrl: string,
  options: OpenAttachmentOptions = {},
): Promise<boolean> {
  const win = options.window ?? (window as unknown as AttachmentWindow);
  const fetcher = options.fetch ?? fetch;
  const href = attachmentHref(previewUrl, win.location.href);
  if (!href) return false;

  const tab = win.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;

  if (new URL(href).origin === win.location.origin) {
    let ok = false;
    try {
      const response = await fetcher(href, {
        method: 'HEAD',
        cache: 'no-store',
        credentials: 'same-origin',
      });
      ok = response.ok;
    } catch {
      ok = false;
    }
    if (!ok) {
      tab.close();
      return false;
    }
  }
  if (tab.closed) {
    // The payer closed the blank tab meanwhile: open the file anyway, as a plain new tab.
    win.open(href, '_blank', 'noopener,noreferrer');
    return true;
  }
  tab.location.replace(href);
  return true;
}
