/**
 * The 3-D Secure 2 challenge (docs/widget.md#states "3DS2 challenge"; contract "The sandbox 3-D Secure
 * challenge"): the ChallengeFrame at the window size, the CReq form posted into it, and the
 * frame's answer read from `message` events. States: init → performingChallenge → complete, or
 * error. A challenge with no answer within 600000 ms completes with transStatus U and errorCode
 * timeout.
 *
 * Messages are accepted only from the expected origin, from this frame's window, as string JSON
 * of the challenge's type with the matching `threeDSServerTransID`; anything else is ignored.
 */
import * as React from 'react';
import { challengeWindowCode, THREEDS2_CHALLENGE_TIMEOUT_MS } from '../../rules';
import { CHALLENGE_FRAME_LOADING, CHALLENGE_FRAME_TITLE, ChallengeFrame } from '../challenge-frame';
import { useWidgetStrings } from '../i18n/widget-strings';
import type { CardWidgetProps } from '../options/widget-types';
import { postFormIntoFrame } from './post-form';
import { ChallengeErrorView } from './challenge-error-view';
import {
  CHALLENGE_TIMEOUT_RESULT,
  encodeCreq,
  readChallengeMessage,
  type ChallengeResult,
  type ChallengeToken,
  type ThreeDSError,
} from './three-ds';

export type ChallengeState = 'init' | 'performingChallenge' | 'complete' | 'error';

export type ThreeDSChallengeProps = {
  token: ChallengeToken;
  /** Window size code 01–05 (default 02). */
  windowSize?: string;
  /** The origin the frame's page posts its answer from. */
  expectedOrigin: string;
  timeoutMs?: number;
  onResult: (result: ChallengeResult) => void;
  onError: (error: ThreeDSError) => void;
};

export const CHALLENGE_TITLE = 'Confirm this payment with your bank';
export const CHALLENGE_TEXT =
  'Your bank wants to make sure it’s you. Follow its steps below; this page carries on when you’re done.';

/**
 * Posts the CReq form (contract step 2) into the frame. The form is built inside the frame's own
 * blank document (same origin until the post), so the page's DOM never holds it and the frame
 * navigates itself; a frame without a document (not yet attached) gets the form from the page,
 * targeted at its name.
 */
export function postChallengeForm(
  frame: HTMLIFrameElement | null,
  frameName: string,
  acsUrl: string,
  creq: string,
): void {
  postFormIntoFrame(frame, frameName, acsUrl, { creq });
}

export function ThreeDSChallenge({
  token,
  windowSize,
  expectedOrigin,
  timeoutMs = THREEDS2_CHALLENGE_TIMEOUT_MS,
  onResult,
  onError,
}: ThreeDSChallengeProps) {
  const t = useWidgetStrings();
  const id = React.useId();
  const frameName = `threeDSChallenge${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const code = challengeWindowCode(windowSize);
  const [state, setState] = React.useState<ChallengeState>('init');
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const posted = React.useRef(false);
  const finished = React.useRef(false);
  const latest = React.useRef({ onResult, onError });
  React.useEffect(() => {
    latest.current = { onResult, onError };
  });

  // Post the CReq into the frame once (StrictMode's second mount keeps the refs); the state moves
  // to performingChallenge when the issuer's page has loaded in the frame.
  const creq = encodeCreq(token, code);
  // A relative acsURL (the sandbox's) is the ACS on the expected origin, the API's: on a merchant's
  // page of another origin it is not the page's.
  const acsUrl = new URL(token.acsURL, expectedOrigin).href;
  React.useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    headingRef.current?.focus();
    postChallengeForm(frameRef.current, frameName, acsUrl, creq);
  }, [frameName, acsUrl, creq]);

  React.useEffect(() => {
    const finish = (next: ChallengeState, report: () => void) => {
      if (finished.current) return;
      finished.current = true;
      setState(next);
      report();
    };
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (frameWindow && event.source !== frameWindow) return;
      const reading = readChallengeMessage(event.data, token.threeDSServerTransID);
      if (reading.type === 'result') {
        finish('complete', () => latest.current.onResult(reading.result));
      } else if (reading.type === 'error') {
        finish('error', () => latest.current.onError(reading.error));
      }
    };
    window.addEventListener('message', handleMessage);
    const timer = window.setTimeout(() => {
      finish('complete', () => latest.current.onResult(CHALLENGE_TIMEOUT_RESULT));
    }, timeoutMs);
    return () => {
      window.removeEventListener('message', handleMessage);
      window.clearTimeout(timer);
    };
  }, [expectedOrigin, timeoutMs, token.threeDSServerTransID]);

  const headingId = `${frameName}-title`;
  const frame = (
    <ChallengeFrame
      name={frameName}
      windowSize={code}
      frameRef={frameRef}
      title={t.part('threeDS.challengeFrame') ?? CHALLENGE_FRAME_TITLE}
      loadingLabel={t.part('threeDS.challengeLoading') ?? CHALLENGE_FRAME_LOADING}
      className="mx-auto"
      // The issuer's page is on screen: the challenge is under way.
      onFrameLoad={() => setState((now) => (now === 'init' ? 'performingChallenge' : now))}
    />
  );

  return (
    <section
      data-slot="three-ds-challenge"
      data-state={state}
      data-window-size={code}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-text outline-none"
        >
          {t.part('threeDS.challengeTitle') ?? CHALLENGE_TITLE}
        </h3>
        <p className="text-sm text-muted">{t.part('threeDS.challengeText') ?? CHALLENGE_TEXT}</p>
      </div>
      {/* 05 is the whole container: give it a height of its own. */}
      {code === '05' ? <div className="h-[min(600px,75dvh)] w-full">{frame}</div> : frame}
    </section>
  );
}

/**
 * The card widget's challenge (card-widget.tsx and the stored-card form, once an answer asked for
 * one, through `import()`: `challenge-loading.tsx` shows meanwhile): the challenge with the
 * widget's window size and origin, its end to the payment flow; after a challenge error, the
 * error view in its place.
 */
export function CardWidgetChallenge({
  challenge,
  options,
  flow,
}: {
  challenge: { token: ChallengeToken };
  options: Pick<CardWidgetProps, 'challengeWindowSize' | 'challengeOrigin'>;
  flow: {
    challengeEnded: ThreeDSChallengeProps['onResult'];
    threeDSFailed: ThreeDSChallengeProps['onError'];
    challengeError: { info: string | undefined } | null;
    errorDismissed: () => void;
  };
}) {
  if (flow.challengeError !== null) {
    return <ChallengeErrorView info={flow.challengeError.info} onTryAgain={flow.errorDismissed} />;
  }
  return (
    <ThreeDSChallenge
      token={challenge.token}
      windowSize={options.challengeWindowSize}
      expectedOrigin={options.challengeOrigin ?? window.location.origin}
      onResult={flow.challengeEnded}
      onError={flow.threeDSFailed}
    />
  );
}

export default CardWidgetChallenge;
