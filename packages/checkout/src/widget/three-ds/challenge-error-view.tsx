/**
 * The challenge error view (docs/widget.md#states "3DS2 challenge"): in the challenge's place
 * after it failed, the error's info text or 'error.message.unknown', and 'Try again', which
 * brings the form back with Pay focused. `onError` has been told already.
 */
import * as React from 'react';
import { Banner, Button } from '@paypage/ui';
import { useWidgetStrings } from '../i18n/widget-strings';

export const CHALLENGE_ERROR_UNKNOWN = 'An unknown error occurred';
export const CHALLENGE_ERROR_TRY_AGAIN = 'Try again';

export function ChallengeErrorView({
  info,
  onTryAgain,
}: {
  /** The error's info text; none: 'error.message.unknown'. */
  info: string | undefined;
  onTryAgain: () => void;
}) {
  const t = useWidgetStrings();
  const ref = React.useRef<HTMLDivElement>(null);
  // The challenge had focus and is gone: the error takes it, so a screen reader reads it.
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} data-slot="three-ds-challenge-error" className="outline-none">
      <Banner
        tone="critical"
        action={
          <Button variant="secondary" size="sm" onClick={onTryAgain}>
            {t.part('threeDS.errorTryAgain') ?? CHALLENGE_ERROR_TRY_AGAIN}
          </Button>
        }
      >
        <bdi>{info ?? t.part('error.message.unknown') ?? CHALLENGE_ERROR_UNKNOWN}</bdi>
      </Banner>
    </div>
  );
}
