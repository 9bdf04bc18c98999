import { EmbeddedFrame, type EmbeddedFrameProps } from '@paypage/ui';
import { challengeWindowCode, challengeWindowSize } from '../../rules';

export type ChallengeFrameProps = Omit<
  EmbeddedFrameProps,
  'width' | 'height' | 'flush' | 'title' | 'loadingLabel'
> & {
  /**
   * The 3-D Secure 2 challenge window size: '01' 250×400, '02' 390×400 (default), '03' 500×600,
   * '04' 600×400, '05' the whole container. A single digit gets a leading zero; an unknown code
   * falls back to '02'.
   */
  windowSize?: string;
  /** The frame's title, read by screen readers when they reach it. */
  title?: string;
  /** Announced while the issuer's page loads. */
  loadingLabel?: string;
};

/** The frame's title and its loading text in en-US (a locale's: `threeDS.challengeFrame`, `…Loading`). */
export const CHALLENGE_FRAME_TITLE = 'Bank verification';
export const CHALLENGE_FRAME_LOADING = 'Loading bank verification…';

/**
 * The container of a 3-D Secure 2 challenge: the kit's EmbeddedFrame at the size of the window
 * size code (docs/widget.md#views), edge to edge for '05', which fills its container. The card
 * widget gives it a `name` and posts the challenge form into it, or a `src`.
 */
export function ChallengeFrame({
  windowSize,
  title = CHALLENGE_FRAME_TITLE,
  loadingLabel = CHALLENGE_FRAME_LOADING,
  ...props
}: ChallengeFrameProps) {
  const code = challengeWindowCode(windowSize);
  const { width, height } = challengeWindowSize(code);
  return (
    <EmbeddedFrame
      data-slot="challenge-frame"
      data-window-size={code}
      width={width}
      height={height}
      flush={code === '05'}
      title={title}
      loadingLabel={loadingLabel}
      {...props}
    />
  );
}
