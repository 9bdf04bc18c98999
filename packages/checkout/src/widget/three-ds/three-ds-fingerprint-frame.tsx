/**
 * The 3-D Secure 2 fingerprint (docs/widget.md#views "a hidden fingerprint iframe", §4): the method
 * data posted into a hidden frame at `threeDSMethodUrl`, the notification's message read from
 * `message` events, and the run init → retrievingFingerPrint → complete (./three-ds-fingerprint).
 * Messages are accepted only from the notification URL's origin and from this frame's window.
 * A token without a method URL has nothing to run: no frame, the result is U at once.
 * A short line tells the payer the bank is being asked; the Pay button keeps its spinner.
 * A lazy chunk of its own: only a fingerprint action loads it.
 */
import * as React from 'react';
import { Spinner } from '@paypage/ui';
import { postFormIntoFrame } from './post-form';
import { useWidgetStrings } from '../i18n/widget-strings';
import {
  createFingerprintRun,
  encodeMethodData,
  FINGERPRINT_NO_METHOD_RESULT,
  INITIAL_FINGERPRINT,
  type Clock,
  type FingerprintResult,
  type FingerprintRunState,
  type FingerprintToken,
} from './three-ds-fingerprint';

export const FINGERPRINT_TEXT = 'Checking with your bank…';
/** The hidden frame's title (a locale's is `threeDS.fingerprintFrame`). */
export const FINGERPRINT_FRAME_TITLE = 'Bank device check';

export type ThreeDSFingerprintProps = {
  token: FingerprintToken;
  onResult: (result: FingerprintResult) => void;
  timeoutMs?: number;
  clock?: Clock;
};

export function ThreeDSFingerprint({ token, onResult, timeoutMs, clock }: ThreeDSFingerprintProps) {
  const t = useWidgetStrings();
  const id = React.useId();
  const frameName = `threeDSFingerprint${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const [run, setRun] = React.useState(INITIAL_FINGERPRINT);
  const latest = React.useRef(onResult);
  React.useEffect(() => {
    latest.current = onResult;
  });

  const reportedNoMethod = React.useRef(false);
  const { threeDSMethodUrl, threeDSMethodNotificationURL, threeDSServerTransID } = token;
  const methodData = encodeMethodData(token);
  React.useEffect(() => {
    if (threeDSMethodUrl === undefined) {
      // Once: StrictMode's second mount keeps the ref.
      if (!reportedNoMethod.current) latest.current(FINGERPRINT_NO_METHOD_RESULT);
      reportedNoMethod.current = true;
      return undefined;
    }
    const expectedOrigin = new URL(threeDSMethodNotificationURL, document.baseURI).origin;
    const fingerprint = createFingerprintRun({
      expectedOrigin,
      threeDSServerTransID,
      timeoutMs,
      clock,
      onChange: (next) => {
        setRun(next);
        if (next.state === 'complete' && next.result) latest.current(next.result);
      },
    });
    const handleMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (frameWindow && event.source !== frameWindow) return;
      fingerprint.receive(event.origin, event.data);
    };
    window.addEventListener('message', handleMessage);
    fingerprint.start();
    postFormIntoFrame(frameRef.current, frameName, threeDSMethodUrl, {
      threeDSMethodData: methodData,
    });
    return () => {
      window.removeEventListener('message', handleMessage);
      fingerprint.stop();
    };
  }, [
    frameName,
    threeDSMethodUrl,
    threeDSMethodNotificationURL,
    threeDSServerTransID,
    methodData,
    timeoutMs,
    clock,
  ]);

  // Without a method there is nothing to wait for: the run is complete from the start.
  const shown: FingerprintRunState =
    threeDSMethodUrl === undefined
      ? { state: 'complete', result: FINGERPRINT_NO_METHOD_RESULT, error: null }
      : run;

  return (
    <div
      data-slot="three-ds-fingerprint"
      data-state={shown.state}
      data-result={shown.result?.threeDSCompInd}
      data-error-code={shown.error?.errorCode}
      className="flex items-center justify-center gap-2 text-sm text-muted"
    >
      <Spinner aria-hidden="true" />
      <span>{t.part('threeDS.fingerprintText') ?? FINGERPRINT_TEXT}</span>
      {threeDSMethodUrl === undefined ? null : (
        <iframe
          ref={frameRef}
          name={frameName}
          title={t.part('threeDS.fingerprintFrame') ?? FINGERPRINT_FRAME_TITLE}
          aria-hidden="true"
          tabIndex={-1}
          className="absolute h-0 w-0 border-0 opacity-0"
          src="about:blank"
        />
      )}
    </div>
  );
}

export default ThreeDSFingerprint;
