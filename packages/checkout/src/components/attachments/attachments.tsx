import * as React from 'react';
import { cn, ExternalLinkIcon, FieldError, FileIcon } from '@paypage/ui';
import type { Attachment } from '../../models/payment-request';
import { attachmentLinkHref, openAttachment, type OpenAttachmentOptions } from './open-attachment';
import { stripBidiControls } from '@paypage/contract';

/** Spec §2: the list's heading and the message when a file fails to open. */
export const ATTACHMENTS_HEADING = 'ATTACHMENTS';
export const ATTACHMENT_ERROR = 'Error downloading file';

export type AttachmentsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  attachments: readonly Attachment[];
  /** How a file is opened (tests pass a stand-in window). */
  openOptions?: OpenAttachmentOptions;
};

const rowClass =
  'group flex min-h-11 w-full items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium hover:border-border-strong hover:bg-surface-sunken';

function FileRow({ name }: { name: string }) {
  return (
    <>
      <FileIcon className="size-5 text-muted" />
      {/* No bidi controls in a file name ('invoice\u202Efdp.exe' is no 'invoiceexe.pdf'). */}
      <bdi className="min-w-0 flex-1 [overflow-wrap:anywhere]">{stripBidiControls(name)}</bdi>
      <ExternalLinkIcon className="size-4 text-muted group-hover:text-text" />
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

/**
 * The request's attachments (spec §2): 'ATTACHMENTS', then each file name with an open-in-new-tab
 * icon. A file opens in a new tab with no opener and no referrer; when it cannot be opened its
 * row says 'Error downloading file'. Nothing renders when there are no attachments. File names
 * are text, never HTML, and long ones wrap.
 */
export function Attachments({ attachments, openOptions, className, ...props }: AttachmentsProps) {
  const headingId = React.useId();
  const [failed, setFailed] = React.useState<ReadonlySet<string>>(() => new Set());
  if (attachments.length === 0) return null;

  const open = async (event: React.MouseEvent<HTMLAnchorElement>, attachment: Attachment) => {
    // Middle-clicks and modified clicks keep the browser's own behaviour (the link is safe).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    const opened = await openAttachment(attachment.previewUrl, openOptions);
    setFailed((current) => {
      const next = new Set(current);
      if (opened) next.delete(attachment.fileKey);
      else next.add(attachment.fileKey);
      return next;
    });
  };

  return (
    <section
      data-slot="attachments"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xs font-semibold tracking-wider text-muted">
        {ATTACHMENTS_HEADING}
      </h2>
      <ul className="flex flex-col gap-2">
        {attachments.map((attachment) => {
          const href = attachmentLinkHref(attachment.previewUrl);
          const error = failed.has(attachment.fileKey);
          const errorId = `${headingId}-${attachment.fileKey}-error`;
          return (
            <li key={attachment.fileKey} className="flex flex-col gap-1">
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={error ? errorId : undefined}
                  onClick={(event) => void open(event, attachment)}
                  className={rowClass}
                >
                  <FileRow name={attachment.fileName} />
                </a>
              ) : (
                // Not an http(s) address: never a link; pressing it says the file cannot open.
                <button
                  type="button"
                  aria-describedby={error ? errorId : undefined}
                  onClick={() => setFailed((current) => new Set(current).add(attachment.fileKey))}
                  className={cn(rowClass, 'cursor-pointer text-left')}
                >
                  <FileRow name={attachment.fileName} />
                </button>
              )}
              {error ? (
                <FieldError id={errorId} role="alert">
                  {ATTACHMENT_ERROR}
                </FieldError>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
