import * as React from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export type EmbeddedFrameProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  /**
   * The frame's width and height as CSS lengths: fixed (`'390px'`) or the container's (`'100%'`).
   * It is never wider than its container: on a narrower screen it shrinks and the page scrolls.
   */
  width: string;
  height: string;
  /** Edge to edge in its container: no border, no rounded corners (for a frame that fills it). */
  flush?: boolean;
  /** The iframe's name: the target a form is posted into. */
  name?: string;
  /** A page to load in the frame. */
  src?: string;
  /** An inline document to show in the frame (stories, tests). */
  srcDoc?: string;
  /** The frame's title, read by screen readers when they reach it. */
  title: string;
  /** Announced while the frame's page loads. */
  loadingLabel: string;
  /** Called when the frame has loaded its page (not the initial blank page). */
  onFrameLoad?: (frame: HTMLIFrameElement) => void;
  /** A ref to the `<iframe>` (for posting a form into it, or reading its window). */
  frameRef?: React.Ref<HTMLIFrameElement>;
};

/** A blank frame waiting for the form post: its load does not count as the page's. */
function isBlank(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    // Cross-origin (another site's page): not blank.
    return false;
  }
}

/**
 * Another site's page shown inside this one: an iframe of a given size, with a loading state until
 * its page has loaded. The page comes from a `src`, or from a form the caller posts into the
 * frame by its `name` (the frame then first loads a blank page, which does not count).
 *
 * On a screen narrower than the frame, the frame shrinks to the width available (never wider than
 * its container) and the page scrolls inside it. The frame sits in a scroll box as well, because
 * iOS Safari grows an iframe to the width of its content: the box keeps the page from overflowing
 * and scrolls instead.
 */
export function EmbeddedFrame({
  width,
  height,
  flush = false,
  name,
  src,
  srcDoc,
  title,
  loadingLabel,
  onFrameLoad,
  frameRef,
  className,
  style,
  ...props
}: EmbeddedFrameProps) {
  // Loading lasts until the current page loads: a new `src` or `srcDoc` starts it again.
  const page = `${src ?? ''}\n${srcDoc ?? ''}`;
  const [loadedPage, setLoadedPage] = React.useState<string | null>(null);
  const loading = loadedPage !== page;

  const handleLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    const frame = event.currentTarget;
    // Without a page of its own the frame first loads about:blank, before the form is posted.
    if (src === undefined && srcDoc === undefined && isBlank(frame)) return;
    setLoadedPage(page);
    onFrameLoad?.(frame);
  };

  return (
    <div
      data-slot="embedded-frame"
      data-state={loading ? 'loading' : 'ready'}
      aria-busy={loading || undefined}
      className={cn(
        'relative max-w-full overflow-auto overscroll-contain rounded-lg border border-border bg-surface',
        flush && 'rounded-none border-0',
        className,
      )}
      style={{ width, height, ...style }}
      {...props}
    >
      <iframe
        ref={frameRef}
        data-slot="embedded-frame-iframe"
        name={name}
        src={src}
        srcDoc={srcDoc}
        title={title}
        onLoad={handleLoad}
        // 1px wide with a 100% minimum: keeps iOS Safari from sizing the frame to its content.
        className="block h-full w-px min-w-full border-0"
      />
      {loading ? (
        <div
          data-slot="embedded-frame-loading"
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface p-4 text-center text-sm text-muted"
        >
          <Spinner size="lg" className="text-brand-text" />
          <p>{loadingLabel}</p>
        </div>
      ) : null}
    </div>
  );
}
