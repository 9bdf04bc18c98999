/**
 * The sandbox bank-link widget: what `npm start` shows instead of Plaid Link for a
 * `paypage-sandbox-link-…` token. The same 263 px box and the same interface as the Plaid
 * adapter: pick an institution, sign in with the test credentials shown on screen, choose an
 * account; the local API then issues a public token and the widget reports Plaid's success
 * result. A lazy chunk, loaded only for a sandbox link token.
 */
import {
  ArrowLeftIcon,
  Badge,
  Button,
  ChevronRightIcon,
  IconButton,
  RadioCard,
  RadioCardGroup,
  TextField,
} from '@paypage/ui';
import * as React from 'react';
import { ApiError, isAbortError } from '../../api/errors';
import { BANK_LINK_HEIGHT_PX, maskedAccountNumber } from '../../payment-request/bank-link';
import { useApiClient } from '../../state/api-client';
import { connectionError, type BankLinkEvent, type BankLinkProps } from '../bank-link-types';
import { InstitutionLogo } from '../institution-logo';
import {
  isSandboxSignIn,
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_INSTITUTIONS,
  SANDBOX_SIGN_IN_ERROR,
  type SandboxInstitution,
} from './sandbox-bank-data';

/** The widget's screens, in order. */
export type SandboxBankLinkStep = 'institutions' | 'sign-in' | 'accounts';

/** (chosen) The widget's words. */
export const SANDBOX_BANK_LINK_TEXT = /* @__PURE__ */ Object.freeze({
  selectTitle: 'Select your bank',
  sandboxBadge: 'Sandbox',
  username: 'Username',
  password: 'Password',
  testCredentials: 'Test sign-in:',
  signIn: 'Sign in',
  chooseAccount: 'Choose the account to pay from',
  continue: 'Continue',
  backToBanks: 'Back to banks',
  backToSignIn: 'Back to sign-in',
  sandboxNote: 'Test banks for trying the page: no real bank is contacted and no money moves.',
} as const);

type State =
  | { step: 'institutions' }
  | { step: 'sign-in'; institution: SandboxInstitution; error: string | null }
  | { step: 'accounts'; institution: SandboxInstitution; username: string; password: string };

function event(name: string, institution?: SandboxInstitution, errorCode?: string): BankLinkEvent {
  return {
    name,
    viewName: null,
    institutionId: institution?.institutionId ?? null,
    institutionName: institution?.name ?? null,
    errorCode: errorCode ?? null,
  };
}

export type SandboxBankLinkProps = BankLinkProps & {
  /** The screen to open on (stories); the institution list by default. */
  initialStep?: SandboxBankLinkStep;
};

export function SandboxBankLink({
  linkToken,
  onSuccess,
  onExit,
  onEvent,
  onLoad,
  initialStep = 'institutions',
}: SandboxBankLinkProps) {
  const client = useApiClient();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [state, setState] = React.useState<State>(() => initialState(initialStep));
  const [submitting, setSubmitting] = React.useState(false);
  const moved = React.useRef(false);
  const emit = (next: BankLinkEvent) => onEvent?.(next);
  const loaded = React.useEffectEvent(() => {
    onLoad?.();
    onEvent?.(event('OPEN'));
  });

  React.useEffect(() => loaded(), []);

  // Each new screen is announced by moving focus to its heading (not on the first one).
  React.useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [state.step]);

  function go(next: State) {
    moved.current = true;
    setState(next);
  }

  function chooseInstitution(institution: SandboxInstitution) {
    emit(event('SELECT_INSTITUTION', institution));
    go({ step: 'sign-in', institution, error: null });
  }

  function signIn(institution: SandboxInstitution, form: HTMLFormElement) {
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!isSandboxSignIn(username, password)) {
      emit(event('ERROR', institution, 'INVALID_CREDENTIALS'));
      setState({ step: 'sign-in', institution, error: SANDBOX_SIGN_IN_ERROR });
      return;
    }
    emit(event('SUBMIT_CREDENTIALS', institution));
    go({ step: 'accounts', institution, username, password });
  }

  async function link(
    current: Extract<State, { step: 'accounts' }>,
    accountId: string,
  ): Promise<void> {
    if (submitting) return;
    setSubmitting(true);
    try {
      const result = await client.createSandboxPublicToken({
        linkToken,
        institutionId: current.institution.institutionId,
        username: current.username,
        password: current.password,
        accountId,
      });
      emit(event('HANDOFF', current.institution));
      onSuccess(result);
    } catch (error) {
      setSubmitting(false);
      if (isAbortError(error)) return;
      if (error instanceof ApiError && error.status === 401) {
        // The API is the authority on the sign-in: back to the form with its message.
        emit(event('ERROR', current.institution, 'INVALID_CREDENTIALS'));
        go({ step: 'sign-in', institution: current.institution, error: error.message });
        return;
      }
      emit(event('ERROR', current.institution, 'LINK_FAILED'));
      onExit(
        connectionError('LINK_FAILED', error instanceof Error ? error.message : String(error)),
      );
    }
  }

  return (
    <div
      data-slot="sandbox-bank-link"
      data-step={state.step}
      className="flex w-full flex-col rounded-lg border border-border-strong bg-surface text-text"
      style={{ height: BANK_LINK_HEIGHT_PX }}
    >
      <LinkHeader state={state} headingRef={headingRef} submitting={submitting} onBack={go} />
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {state.step === 'institutions' ? (
          <InstitutionList onChoose={chooseInstitution} />
        ) : state.step === 'sign-in' ? (
          <SignInForm
            key={state.institution.institutionId}
            error={state.error}
            onSubmit={(form) => signIn(state.institution, form)}
          />
        ) : (
          <AccountChoice submitting={submitting} onContinue={(id) => void link(state, id)} />
        )}
      </div>
    </div>
  );
}

/** The screen's back step (none on the institution list). */
function backFor(state: State): { label: string; to: State } | null {
  if (state.step === 'sign-in')
    return { label: SANDBOX_BANK_LINK_TEXT.backToBanks, to: { step: 'institutions' } };
  if (state.step === 'accounts')
    return {
      label: SANDBOX_BANK_LINK_TEXT.backToSignIn,
      to: { step: 'sign-in', institution: state.institution, error: null },
    };
  return null;
}

/** The bar above each screen: back, the screen's title (focused on a new screen), the badge. */
function LinkHeader({
  state,
  headingRef,
  submitting,
  onBack,
}: {
  state: State;
  headingRef: React.Ref<HTMLHeadingElement>;
  submitting: boolean;
  onBack: (to: State) => void;
}) {
  const back = backFor(state);
  const title =
    state.step === 'institutions' ? SANDBOX_BANK_LINK_TEXT.selectTitle : state.institution.name;
  return (
    <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-2">
      {back ? (
        <IconButton
          label={back.label}
          size="sm"
          variant="ghost"
          disabled={submitting}
          onClick={() => onBack(back.to)}
        >
          <ArrowLeftIcon />
        </IconButton>
      ) : (
        <span className="w-2" aria-hidden="true" />
      )}
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="min-w-0 flex-1 truncate text-sm font-semibold outline-none"
      >
        {title}
      </h3>
      <Badge tone="info" className="mr-1">
        {SANDBOX_BANK_LINK_TEXT.sandboxBadge}
      </Badge>
    </div>
  );
}

function initialState(step: SandboxBankLinkStep): State {
  const institution = SANDBOX_INSTITUTIONS[0];
  if (step === 'sign-in') return { step, institution, error: null };
  if (step === 'accounts') {
    return { step, institution, ...SANDBOX_CREDENTIALS };
  }
  return { step: 'institutions' };
}

function InstitutionList({ onChoose }: { onChoose: (institution: SandboxInstitution) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ul data-slot="sandbox-institutions" className="flex flex-col gap-2">
        {SANDBOX_INSTITUTIONS.map((institution) => (
          <li key={institution.institutionId}>
            <button
              type="button"
              data-slot="sandbox-institution"
              className="flex h-14 w-full cursor-pointer items-center gap-3 rounded-md border border-border-strong bg-surface px-3 text-left text-sm font-medium shadow-sm transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              onClick={() => onChoose(institution)}
            >
              <InstitutionLogo institutionId={institution.institutionId} />
              <span className="min-w-0 flex-1 truncate">{institution.name}</span>
              <ChevronRightIcon className="size-4 text-muted" />
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs leading-5 text-muted">{SANDBOX_BANK_LINK_TEXT.sandboxNote}</p>
    </div>
  );
}

function SignInForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  const errorId = React.useId();
  const hintId = React.useId();
  const fieldProps = {
    autoComplete: 'off',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    required: true,
    invalid: error != null,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
  } as const;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onSubmit(submitted.currentTarget);
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <TextField name="username" label={SANDBOX_BANK_LINK_TEXT.username} {...fieldProps} />
        <TextField
          name="password"
          type="password"
          label={SANDBOX_BANK_LINK_TEXT.password}
          {...fieldProps}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-critical">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-sm text-muted">
        {SANDBOX_BANK_LINK_TEXT.testCredentials}{' '}
        <code className="font-mono text-text">{SANDBOX_CREDENTIALS.username}</code> /{' '}
        <code className="font-mono text-text">{SANDBOX_CREDENTIALS.password}</code>
      </p>
      <Button type="submit" className="w-full">
        {SANDBOX_BANK_LINK_TEXT.signIn}
      </Button>
    </form>
  );
}

function AccountChoice({
  submitting,
  onContinue,
}: {
  submitting: boolean;
  onContinue: (accountId: string) => void;
}) {
  const labelId = React.useId();
  const [accountId, setAccountId] = React.useState<string>(SANDBOX_ACCOUNTS[0].id);
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm text-muted">
        {SANDBOX_BANK_LINK_TEXT.chooseAccount}
      </p>
      <RadioCardGroup
        aria-labelledby={labelId}
        value={accountId}
        onValueChange={setAccountId}
        disabled={submitting}
        className="gap-2"
      >
        {SANDBOX_ACCOUNTS.map((account) => (
          <RadioCard
            key={account.id}
            value={account.id}
            className="min-h-0 px-3 py-2"
            title={
              <span className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">{account.name}</span>
                <span className="whitespace-nowrap text-muted">
                  {maskedAccountNumber(account.mask)}
                </span>
              </span>
            }
          />
        ))}
      </RadioCardGroup>
      <Button className="w-full" loading={submitting} onClick={() => onContinue(accountId)}>
        {SANDBOX_BANK_LINK_TEXT.continue}
      </Button>
    </div>
  );
}

export default SandboxBankLink;
