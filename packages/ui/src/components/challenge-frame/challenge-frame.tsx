import * as React from 'react';
import { challengeWindowCode, challengeWindowSize } from '../../rules/challenge-window';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export type ChallengeFrameProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  /**
   * The 3-D Secure 2 challenge window size: '01' 250×400, '02' 390×400 (default), '03' 500×600,
   * '04' 600×400, '05' the whole container. A single digit gets a leading zero; an unknown code
   * falls back to '02'.
   */
  windowSize?: string;
  /** The iframe's name: the target a form is posted into (the card widget posts the challenge). */
  name?: string;
  /** A page to load in the frame. */
  src?: string;
  /** An inline document to show in the frame (stories, tests). */
  srcDoc?: string;
  /** The frame's title, read by screen readers when they reach it. */
  title?: string;
  /** Announced while the frame's page loads. */
  loadingLabel?: string;
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
    // Cross-origin (the issuer's page): not blank.
    return false;
  }
}

/**
 * The container of a 3-D Secure 2 challenge: an iframe sized by window-size code, with a loading
 * state until its page has loaded. It knows nothing of payments: the card widget gives it a `name`
 * and posts the challenge form into it, or a `src`.
 *
 * On a screen narrower than the window size, the frame shrinks to the width available (never wider
 * than its container) and the issuer's page scrolls inside it. The frame sits in a scroll box as
 * well, because iOS Safari grows an iframe to the width of its content: the box keeps the page from
 * overflowing and scrolls instead.
 */
export function ChallengeFrame({
  windowSize,
  name,
  src,
  srcDoc,
  title = 'Bank verification',
  loadingLabel = 'Loading bank verification…',
  onFrameLoad,
  frameRef,
  className,
  style,
  ...props
}: ChallengeFrameProps) {
  const code = challengeWindowCode(windowSize);
  const size = challengeWindowSize(code);
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
      data-slot="challenge-frame"
      data-window-size={code}
      data-state={loading ? 'loading' : 'ready'}
      aria-busy={loading || undefined}
      className={cn(
        'relative max-w-full overflow-auto overscroll-contain rounded-lg border border-border bg-surface',
        code === '05' && 'rounded-none border-0',
        className,
      )}
      style={{ width: size.width, height: size.height, ...style }}
      {...props}
    >
      <iframe
        ref={frameRef}
        data-slot="challenge-frame-iframe"
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
          data-slot="challenge-frame-loading"
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
