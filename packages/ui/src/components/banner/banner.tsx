import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icon/line-icons';

export const bannerVariants = cva(
  'flex w-full items-start gap-3 rounded-lg border p-4 text-sm text-text',
  {
    variants: {
      tone: {
        critical: 'border-critical/30 bg-critical-subtle',
        warning: 'border-warning/30 bg-warning-subtle',
        info: 'border-info/30 bg-info-subtle',
        success: 'border-success/30 bg-success-subtle',
      },
    },
    defaultVariants: { tone: 'critical' },
  },
);

const icons = {
  critical: { Icon: AlertIcon, className: 'text-critical' },
  warning: { Icon: WarningIcon, className: 'text-warning' },
  info: { Icon: InfoIcon, className: 'text-info' },
  success: { Icon: CheckCircleIcon, className: 'text-success' },
} as const;

export type BannerProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof bannerVariants> & {
    /** Shown when true (the default); nothing renders when false. */
    open?: boolean;
    /** An optional bold first line. */
    title?: React.ReactNode;
    /** An optional action (a link-style button: 'Try again', 'Choose another method'). */
    action?: React.ReactNode;
    /** Shows a dismiss button that calls this; the caller hides the banner (`open={false}`). */
    onDismiss?: () => void;
    dismissLabel?: string;
  };

/**
 * A message across the top of a section: critical by default (a failed payment), or warning, info
 * or success. Critical and warning banners are `role="alert"` so a screen reader announces them as
 * they appear; info and success are a polite `role="status"`.
 */
export function Banner({
  tone,
  open = true,
  title,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  children,
  ...props
}: BannerProps) {
  if (!open) return null;
  const resolved = tone ?? 'critical';
  const { Icon, className: iconClass } = icons[resolved];
  const urgent = resolved === 'critical' || resolved === 'warning';

  return (
    <div
      data-slot="banner"
      data-tone={resolved}
      role={urgent ? 'alert' : 'status'}
      className={cn(bannerVariants({ tone }), className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-5', iconClass)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? (
          <p data-slot="banner-title" className="text-base font-semibold">
            {title}
          </p>
        ) : null}
        <div data-slot="banner-message" className="leading-6 text-pretty">
          {children}
        </div>
        {action ? (
          <div data-slot="banner-action" className="mt-1 flex flex-wrap gap-3">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          size="sm"
          variant="ghost"
          className="-my-1.5 -mr-1.5 size-8 hover:bg-text/5"
          onClick={onDismiss}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
