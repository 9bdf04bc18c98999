import * as React from 'react';
import { Button, TextField } from '@paypage/ui';
import { clickToPayErrorMessage, type ClickToPayErrorReason } from './errors';
import type { ResendState } from './machine';
import { CTP_TEXT } from './texts';

export type CtpOneTimePasswordProps = {
  channel: string | null;
  error: ClickToPayErrorReason | null;
  busy: boolean;
  continueDisabled: boolean;
  resend: ResendState;
  onSubmit: (code: string) => void;
  onResend: () => void;
};

/**
 * One-time-code entry: the code non-empty, checked on blur (§5); 'Resend code', then 'Code
 * resent' for 2 s and a 60 s countdown (§4, §9). The section's live region announces them.
 */
export function CtpOneTimePassword({
  channel,
  error,
  busy,
  continueDisabled,
  resend,
  onSubmit,
  onResend,
}: CtpOneTimePasswordProps) {
  const [code, setCode] = React.useState('');
  const [blurredEmpty, setBlurredEmpty] = React.useState(false);

  return (
    <form
      data-slot="ctp-one-time-password"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setBlurredEmpty(true);
          return;
        }
        onSubmit(code);
      }}
    >
      {channel ? <p className="text-sm text-muted">{CTP_TEXT.codeIntro(channel)}</p> : null}
      <TextField
        label={CTP_TEXT.codeLabel}
        name="ctp-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        value={code}
        invalid={blurredEmpty}
        error={error ? clickToPayErrorMessage(error) : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          if (event.target.value.trim()) setBlurredEmpty(false);
        }}
        onBlur={(event) => setBlurredEmpty(!event.target.value.trim())}
      />
      <div data-slot="ctp-resend" data-phase={resend.phase} className="text-sm">
        {resend.phase === 'available' ? (
          <Button type="button" variant="link" onClick={onResend} disabled={busy}>
            {CTP_TEXT.resendCode}
          </Button>
        ) : resend.phase === 'resent' ? (
          <span className="font-medium text-success">{CTP_TEXT.codeResent}</span>
        ) : (
          <span className="text-muted tabular-nums">{CTP_TEXT.resendIn(resend.secondsLeft)}</span>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={continueDisabled}>
        {CTP_TEXT.continue}
      </Button>
    </form>
  );
}
