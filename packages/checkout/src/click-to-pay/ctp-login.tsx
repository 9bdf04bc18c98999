import * as React from 'react';
import { Button, TextField } from '@paypage/ui';
import { clickToPayErrorMessage } from './errors';
import type { ClickToPayErrorReason } from './errors';
import { CTP_TEXT } from './texts';

export type CtpLoginProps = {
  error: ClickToPayErrorReason | null;
  busy: boolean;
  /** ACCT_INACCESSIBLE: continue stays disabled until the e-mail is edited. */
  continueDisabled: boolean;
  defaultEmail?: string;
  onEdit: () => void;
  onSubmit: (email: string) => void;
};

/** Login by e-mail: non-empty, checked on blur (marked invalid, no text, §5). */
export function CtpLogin({
  error,
  busy,
  continueDisabled,
  defaultEmail = '',
  onEdit,
  onSubmit,
}: CtpLoginProps) {
  const [email, setEmail] = React.useState(defaultEmail);
  const [blurredEmpty, setBlurredEmpty] = React.useState(false);

  return (
    <form
      data-slot="ctp-login"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) {
          setBlurredEmpty(true);
          return;
        }
        onSubmit(email);
      }}
    >
      <p className="text-sm text-muted">{CTP_TEXT.loginIntro}</p>
      <TextField
        label={CTP_TEXT.emailLabel}
        type="email"
        name="ctp-email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        invalid={blurredEmpty}
        error={error ? clickToPayErrorMessage(error) : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (event.target.value.trim()) setBlurredEmpty(false);
          onEdit();
        }}
        onBlur={(event) => setBlurredEmpty(!event.target.value.trim())}
      />
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={continueDisabled}>
        {CTP_TEXT.continue}
      </Button>
    </form>
  );
}
