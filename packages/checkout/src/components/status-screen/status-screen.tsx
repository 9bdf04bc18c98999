import * as React from 'react';
import {
  Badge,
  cn,
  createIcon,
  PanelBody,
  PanelFooter,
  Skeleton,
  type IconProps,
} from '@paypage/ui';
import type { StatusBadge, StatusTone } from '../../payment-request/status-screens';

/** A clock: a payment on its way, a request past its time. */
export const ClockIcon = createIcon(
  'clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

/** A circle with a stroke through: withdrawn. */
export const CanceledIcon = createIcon(
  'canceled',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.7 5.7 12.6 12.6" />
  </>,
);

const toneClasses = {
  neutral: 'bg-neutral-subtle text-neutral',
  info: 'bg-info-subtle text-info',
  success: 'bg-success-subtle text-success',
  warning: 'bg-warning-subtle text-warning',
  critical: 'bg-critical-subtle text-critical',
} as const satisfies Record<StatusTone, string>;

export type StatusScreenProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The status badge ('Processing', 'Sent', 'Canceled', 'Expired'); its tone colours the icon. */
  badge?: StatusBadge;
  /** The icon's tone without a badge (a failure, nothing found); neutral by default. */
  tone?: StatusTone;
  /** The status icon, in the badge's tone (decorative: the badge and heading say it). */
  icon: React.ComponentType<IconProps>;
  /** The page's one `h1` (supplied names in it isolated: `isolate`). */
  title: React.ReactNode;
  /** The sentence under the heading. */
  text?: React.ReactNode;
  /** Facts under the text (`StatusDetails`). */
  details?: React.ReactNode;
  /** The screen's action ('View receipt'). */
  actions?: React.ReactNode;
  /** A note on the panel's sunken footer. */
  footer?: React.ReactNode;
  /**
   * While the request loads: the same screen with every part a placeholder of its own size (pass
   * stand-in text), hidden from assistive technology, and one 'Loading…' for screen readers.
   */
  loading?: boolean;
};

/**
 * The body of a status screen (processing, complete, canceled, expired) inside the centred
 * layout's panel: the status icon and badge, the heading and its sentence, the facts, one action
 * and a footer note.
 */
export function StatusScreen({
  badge,
  tone = badge?.tone ?? 'neutral',
  icon: Icon,
  title,
  text,
  details,
  actions,
  footer,
  loading = false,
  className,
  ...props
}: StatusScreenProps) {
  return (
    <div
      data-slot="status-screen"
      data-tone={tone}
      aria-busy={loading || undefined}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {loading ? <span className="sr-only">Loading…</span> : null}
      <PanelBody className="flex flex-col gap-6 py-8 sm:py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <Skeleton loading={loading} className="rounded-full">
            <span
              data-slot="status-icon"
              className={cn(
                'flex size-14 items-center justify-center rounded-full',
                toneClasses[tone],
              )}
            >
              <Icon className="size-7" />
            </span>
          </Skeleton>
          <div className="flex flex-col items-center gap-2">
            {badge ? (
              <Skeleton loading={loading}>
                <Badge tone={badge.tone} size="md" dot>
                  {badge.label}
                </Badge>
              </Skeleton>
            ) : null}
            <Skeleton loading={loading}>
              <h1 className="text-2xl font-semibold tracking-tight text-balance [overflow-wrap:anywhere]">
                {title}
              </h1>
            </Skeleton>
            {text ? (
              <p className="max-w-prose text-pretty text-muted [overflow-wrap:anywhere]">
                {/* Inline, so the placeholder takes the shape of the lines of text. */}
                <Skeleton loading={loading} className="inline box-decoration-clone">
                  <span>{text}</span>
                </Skeleton>
              </p>
            ) : null}
          </div>
        </div>
        {details ? (
          <Skeleton loading={loading}>
            <div data-slot="status-screen-details">{details}</div>
          </Skeleton>
        ) : null}
        {actions ? (
          <Skeleton loading={loading}>
            <div data-slot="status-actions" className="flex flex-col gap-3">
              {actions}
            </div>
          </Skeleton>
        ) : null}
      </PanelBody>
      {footer ? (
        <PanelFooter className="justify-center text-center text-pretty">
          <p>
            <Skeleton loading={loading} className="inline box-decoration-clone">
              <span>{footer}</span>
            </Skeleton>
          </p>
        </PanelFooter>
      ) : null}
    </div>
  );
}

// The facts rows live in a module of their own (the receipt's placeholder, in the first load, uses
// them without the status screens).
export { StatusDetail, StatusDetails, type StatusDetailProps } from './status-details';
