import { InfoDialog, MastercardIcon, VisaIcon } from '@paypage/ui';
import { CTP_TEXT } from './texts';

export type CtpInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

/** The info popup: what Click to Pay is, behind an (i) button beside the title. */
export function CtpInfoDialog({ defaultOpen }: CtpInfoDialogProps) {
  return (
    <InfoDialog
      label={CTP_TEXT.infoButton}
      decoration={
        <>
          <VisaIcon />
          <MastercardIcon />
        </>
      }
      title={CTP_TEXT.infoTitle}
      description={CTP_TEXT.infoDescription}
      points={CTP_TEXT.infoPoints.map((point) => ({ key: point, content: <span>{point}</span> }))}
      closeLabel={CTP_TEXT.close}
      defaultOpen={defaultOpen}
    />
  );
}
