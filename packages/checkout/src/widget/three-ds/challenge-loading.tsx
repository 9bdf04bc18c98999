import { Spinner } from '@paypage/ui';
import { challengeWindowCode, challengeWindowSize } from '../../rules';
import { CHALLENGE_FRAME_LOADING } from '../challenge-frame/challenge-frame';
import { useWidgetStrings } from '../i18n/widget-strings';

/**
 * The challenge while its part loads (`three-ds-challenge.tsx` is loaded with `import()` once an
 * answer asks for a challenge): the frame's box at the window size with the frame's own loading
 * state, so the challenge takes its place without a jump.
 */
export function ChallengeLoading({ windowSize }: { windowSize?: string | undefined }) {
  const t = useWidgetStrings();
  const code = challengeWindowCode(windowSize);
  const { width, height } = challengeWindowSize(code);
  return (
    <div
      data-slot="three-ds-challenge"
      data-state="loading"
      data-window-size={code}
      aria-busy
      role="status"
      className="mx-auto flex max-w-full flex-col items-center justify-center gap-3 rounded-lg border border-border bg-surface p-4 text-center text-sm text-muted"
      style={{ width, height: code === '05' ? 'min(600px, 75dvh)' : height }}
    >
      <Spinner size="lg" className="text-brand-text" />
      <p>{t.part('threeDS.challengeLoading') ?? CHALLENGE_FRAME_LOADING}</p>
    </div>
  );
}
