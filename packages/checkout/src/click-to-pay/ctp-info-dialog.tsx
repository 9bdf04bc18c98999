import {
  Button,
  CheckIcon,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  IconButton,
  InfoIcon,
  MastercardIcon,
  VisaIcon,
} from '@paypage/ui';
import { CTP_TEXT } from './texts';

export type CtpInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

/** The info popup: what Click to Pay is, behind an (i) button beside the title. */
export function CtpInfoDialog({ defaultOpen }: CtpInfoDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <IconButton label={CTP_TEXT.infoButton} size="sm" data-slot="ctp-info-button">
          <InfoIcon />
        </IconButton>
      </DialogTrigger>
      <DialogContent data-slot="ctp-info-dialog" closeLabel={CTP_TEXT.close}>
        <DialogHeader>
          <span className="flex gap-2" aria-hidden="true">
            <VisaIcon />
            <MastercardIcon />
          </span>
          <DialogTitle>{CTP_TEXT.infoTitle}</DialogTitle>
          <DialogDescription>{CTP_TEXT.infoDescription}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm text-text">
          {CTP_TEXT.infoPoints.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{CTP_TEXT.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
