import * as React from 'react';
import { Button, TextField } from '@paypage/ui';
import { clickToPayErrorKey, type ClickToPayErrorReason } from './errors';
import { useClickToPayText } from './texts';

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
  const { text } = useClickToPayText();
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
      <p className="text-sm text-muted">{text('clickToPay.loginIntro')}</p>
      <TextField
        label={text('clickToPay.email')}
        type="email"
        name="ctp-email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        invalid={blurredEmpty}
        error={error ? text(clickToPayErrorKey(error)) : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (event.target.value.trim()) setBlurredEmpty(false);
          onEdit();
        }}
        onBlur={(event) => setBlurredEmpty(!event.target.value.trim())}
      />
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={continueDisabled}>
        {text('clickToPay.continue')}
      </Button>
    </form>
  );
}
