import * as React from 'react';
import { Button, IconButton } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog';
import { CheckIcon, InfoIcon } from '../icon';
import { cn } from '../../lib/cn';

export type InfoDialogPoint = {
  /** Unique among the points (their list key). */
  key: string;
  content: React.ReactNode;
};

export type InfoDialogProps = {
  /** The (i) button's accessible name. */
  label: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Above the title (marks, a logo); hidden from screen readers. */
  decoration?: React.ReactNode;
  /** What the dialog explains, a check mark before each. */
  points: readonly InfoDialogPoint[];
  /** The name of the close buttons (the footer's and the corner's). */
  closeLabel: string;
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
  /** The (i) button's placement beside what it explains. */
  triggerClassName?: string;
};

/**
 * An (i) button that opens a dialog explaining a feature: a title, a description and a checked
 * list of points, closed by its button, Escape or a click outside. The kit's Dialog traps focus and
 * gives it back to the (i) button when it closes.
 */
export function InfoDialog({
  label,
  title,
  description,
  decoration,
  points,
  closeLabel,
  defaultOpen,
  triggerClassName,
}: InfoDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <IconButton
          label={label}
          size="sm"
          className={cn('shrink-0', triggerClassName)}
          data-slot="info-dialog-button"
        >
          <InfoIcon />
        </IconButton>
      </DialogTrigger>
      <DialogContent data-slot="info-dialog" closeLabel={closeLabel}>
        <DialogHeader>
          {decoration ? (
            <span className="flex gap-2" aria-hidden="true">
              {decoration}
            </span>
          ) : null}
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <ul className="flex flex-col gap-3 text-sm text-text">
          {points.map((point) => (
            <li key={point.key} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
              {point.content}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{closeLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
