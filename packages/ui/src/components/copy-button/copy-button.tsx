import * as React from 'react';
import { copyText } from '../../lib/copy-text';
import { IconButton, type IconButtonProps } from '../button/icon-button';
import { CheckIcon, CopyIcon } from '../icon/line-icons';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';

type Status = 'idle' | 'copied' | 'failed';

export type CopyButtonProps = Omit<
  IconButtonProps,
  'label' | 'children' | 'loading' | 'value' | 'onCopy'
> & {
  /** The text put on the clipboard. */
  value: string;
  /** What the button copies, for its accessible name and hover tooltip: 'Copy routing number'. */
  label: string;
  /** Shown in the tooltip and announced after a copy. */
  copiedMessage?: string;
  /** Shown and announced when the browser refuses to copy. */
  failedMessage?: string;
  /** How long 'Copied' stays, in ms (the spec's 2 seconds). */
  duration?: number;
  /** How long the failure stays, in ms: longer, since it asks the payer to do something. */
  failedDuration?: number;
  /** Called after each attempt with its outcome. */
  onCopyResult?: (result: 'clipboard' | 'fallback' | 'failed') => void;
};

/**
 * Copies a value (an account or routing number) with one press. 'Copied' shows in a tooltip for
 * 2 seconds and is announced through a live region; when the Clipboard API is refused it falls
 * back to a hidden textarea, and when that fails too it says so.
 */
export function CopyButton({
  value,
  label,
  copiedMessage = 'Copied',
  failedMessage = 'Couldn’t copy. Select the text and copy it instead.',
  duration = 2000,
  failedDuration = 5000,
  onCopyResult,
  onClick,
  variant = 'ghost',
  size = 'sm',
  className,
  ...props
}: CopyButtonProps) {
  const [hoverOpen, setHoverOpen] = React.useState(false);
  // `attempt` restarts the timer when the button is pressed again while a message shows.
  const [{ status, attempt }, setState] = React.useState<{ status: Status; attempt: number }>({
    status: 'idle',
    attempt: 0,
  });

  React.useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(
      () => setState((current) => ({ ...current, status: 'idle' })),
      status === 'copied' ? duration : failedDuration,
    );
    return () => window.clearTimeout(timer);
  }, [status, attempt, duration, failedDuration]);

  const handleClick = async (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    let result: 'clipboard' | 'fallback' | 'failed';
    try {
      result = await copyText(value);
    } catch {
      result = 'failed';
    }
    setState((current) => ({
      status: result === 'failed' ? 'failed' : 'copied',
      attempt: current.attempt + 1,
    }));
    onCopyResult?.(result);
  };

  const message =
    status === 'copied' ? copiedMessage : status === 'failed' ? failedMessage : undefined;

  return (
    <>
      <Tooltip open={hoverOpen || status !== 'idle'} onOpenChange={setHoverOpen}>
        <TooltipTrigger asChild>
          <IconButton
            data-slot="copy-button"
            data-status={status}
            label={label}
            variant={variant}
            size={size}
            className={className}
            onClick={handleClick}
            {...props}
          >
            {status === 'copied' ? <CheckIcon className="text-success" /> : <CopyIcon />}
          </IconButton>
        </TooltipTrigger>
        <TooltipContent
          data-status={status}
          onEscapeKeyDown={() => setState((current) => ({ ...current, status: 'idle' }))}
        >
          {message ?? label}
        </TooltipContent>
      </Tooltip>
      {/* The announcement: a polite live region that exists before its text changes. */}
      <span data-slot="copy-button-status" role="status" className="sr-only">
        {message ?? ''}
      </span>
    </>
  );
}
