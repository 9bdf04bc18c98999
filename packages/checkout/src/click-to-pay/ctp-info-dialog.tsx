import { InfoDialog, MastercardIcon, VisaIcon } from '@paypage/ui';
import { useClickToPayText } from './texts';

export type CtpInfoDialogProps = {
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
};

const POINTS = [
  'clickToPay.info.savedCards',
  'clickToPay.info.oneTimeCode',
  'clickToPay.info.numberNotShared',
] as const;

/** The info popup: what Click to Pay is, behind an (i) button beside the title. */
export function CtpInfoDialog({ defaultOpen }: CtpInfoDialogProps) {
  const { text } = useClickToPayText();
  return (
    <InfoDialog
      label={text('clickToPay.info.button')}
      decoration={
        <>
          <VisaIcon />
          <MastercardIcon />
        </>
      }
      title={text('clickToPay.info.title')}
      description={text('clickToPay.info.description')}
      points={POINTS.map((key) => ({ key, content: <span>{text(key)}</span> }))}
      closeLabel={text('clickToPay.info.close')}
      defaultOpen={defaultOpen}
    />
  );
}
