import * as React from 'react';
import { Button, TextField } from '@paypage/ui';
import { clickToPayErrorKey, type ClickToPayErrorReason } from './errors';
import type { ResendState } from './machine';
import { useClickToPayText } from './texts';

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
  const { text } = useClickToPayText();
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
      {channel ? (
        <p className="text-sm text-muted">{text('clickToPay.codeIntro', { channel })}</p>
      ) : null}
      <TextField
        label={text('clickToPay.code')}
        name="ctp-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        value={code}
        invalid={blurredEmpty}
        error={error ? text(clickToPayErrorKey(error)) : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          if (event.target.value.trim()) setBlurredEmpty(false);
        }}
        onBlur={(event) => setBlurredEmpty(!event.target.value.trim())}
      />
      <div data-slot="ctp-resend" data-phase={resend.phase} className="text-sm">
        {resend.phase === 'available' ? (
          <Button type="button" variant="link" onClick={onResend} disabled={busy}>
            {text('clickToPay.resendCode')}
          </Button>
        ) : resend.phase === 'resent' ? (
          <span className="font-medium text-success">{text('clickToPay.codeResent')}</span>
        ) : (
          <span className="text-muted tabular-nums">
            {text('clickToPay.resendIn', { seconds: resend.secondsLeft })}
          </span>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={continueDisabled}>
        {text('clickToPay.continue')}
      </Button>
    </form>
  );
}
