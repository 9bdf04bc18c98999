/**
 * The Click to Pay section of the card widget (docs/widget.md#views): a loading animation, login by
 * e-mail, one-time-code entry, the card list (one card, or a dropdown) with the Pay button, a 'Not
 * you' logout link, an info popup, and 'Manual card entry' under a separator. It runs the pure
 * machine (`machine.ts`) against a service — the sandbox locally, the networks' SDKs in
 * production — and renders nothing once Click to Pay is not available (the host shows the card
 * form). One polite live region announces errors and 'Code resent'. Its words are in the widget's
 * locale, the merchant's `translations` over them (`texts.ts`).
 */
import * as React from 'react';
import { Button, cn, Divider, MastercardIcon, Skeleton, Spinner, VisaIcon } from '@paypage/ui';
import { CtpCards } from './ctp-cards';
import { CtpInfoDialog } from './ctp-info-dialog';
import { CtpLogin } from './ctp-login';
import { CtpOneTimePassword } from './ctp-one-time-password';
import { clickToPayErrorKey } from './errors';
import { isBusy, type ClickToPayEvent, type ClickToPayState } from './machine';
import { type ClickToPayText, useClickToPayText } from './texts';
import { useClickToPay, type UseClickToPayOptions } from './use-click-to-pay';

export type ClickToPaySectionProps = UseClickToPayOptions & {
  /** The amount the Pay button names, in minor units. */
  amount: { value: number; currency: string };
  /** The host is paying with the card chosen: Pay stays busy until it is done. */
  paying?: boolean;
  /** Opens the info popup from the start (stories). */
  infoOpen?: boolean;
  /**
   * 'Manual card entry' pressed: the section folds to its title and 'Back to Click to Pay' (its
   * Pay goes, so the card form's is the only one) and the host moves the focus into the card form.
   */
  onManualEntry?: () => void;
  /** 'Back to Click to Pay': the section opens again; the host hides the card form. */
  onBackToClickToPay?: () => void;
  className?: string;
};

function announcement({ text }: ClickToPayText, state: ClickToPayState, loading: boolean): string {
  if (loading) return text('clickToPay.loading');
  if (state.error) return text(clickToPayErrorKey(state.error));
  if (state.resend.phase === 'resent') return text('clickToPay.codeResent');
  return '';
}

function LoadingView() {
  const { text } = useClickToPayText();
  return (
    <div data-slot="ctp-loading" className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-muted" aria-hidden="true">
        <Spinner size="sm" />
        {text('clickToPay.loading')}
      </p>
      <Skeleton shape="block" height={44} className="w-full" />
      <Skeleton shape="block" height={48} className="w-full" />
    </div>
  );
}

export function ClickToPaySection({
  amount,
  paying = false,
  infoOpen,
  className,
  onManualEntry,
  onBackToClickToPay,
  ...options
}: ClickToPaySectionProps) {
  const { state, dispatch } = useClickToPay(options);
  const words = useClickToPayText();
  const { text } = words;
  const [folded, setFolded] = React.useState(false);
  const titleId = React.useId();
  const bodyRef = React.useRef<HTMLDivElement>(null);
  // Focus follows the payer's own steps (not the first load): the new view's first control.
  const acted = React.useRef(false);
  const act = React.useCallback(
    (event: ClickToPayEvent) => {
      acted.current = true;
      dispatch(event);
    },
    [dispatch],
  );
  const { status } = state;
  React.useEffect(() => {
    if (!acted.current) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), button:not([disabled])',
    );
    target?.focus();
  }, [status, folded]);

  const manualEntry = () => {
    act({ type: 'MANUAL_ENTRY' });
    if (!onManualEntry) return;
    setFolded(true);
    onManualEntry();
  };
  const backToClickToPay = () => {
    acted.current = true;
    setFolded(false);
    onBackToClickToPay?.();
  };

  if (status === 'NotAvailable') return null;
  const loading = status === 'Idle' || status === 'Loading' || status === 'ShopperIdentified';
  const canLogOut = !folded && (status === 'Ready' || status === 'OneTimePassword');

  return (
    <section
      data-slot="click-to-pay"
      data-state={status}
      data-collapsed={folded || undefined}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold text-text">
          {text('clickToPay.title')}
        </h3>
        <span className="flex gap-1.5" aria-hidden="true">
          <VisaIcon />
          <MastercardIcon />
        </span>
        <CtpInfoDialog defaultOpen={infoOpen} />
        {canLogOut ? (
          <Button
            variant="link"
            size="sm"
            className="ml-auto"
            data-slot="ctp-not-you"
            onClick={() => act({ type: 'LOGOUT' })}
          >
            {text('clickToPay.notYou')}
          </Button>
        ) : null}
      </div>

      {folded ? null : (
        <div ref={bodyRef}>
          {loading ? <LoadingView /> : null}
          {status === 'Login' ? (
            <CtpLogin
              error={state.error}
              busy={isBusy(state)}
              continueDisabled={state.continueDisabled}
              onEdit={() => dispatch({ type: 'EDIT_LOGIN' })}
              onSubmit={(email) => act({ type: 'SUBMIT_LOGIN', email })}
            />
          ) : null}
          {status === 'OneTimePassword' ? (
            <CtpOneTimePassword
              channel={state.channel}
              error={state.error}
              busy={isBusy(state)}
              continueDisabled={state.continueDisabled}
              resend={state.resend}
              onSubmit={(code) => act({ type: 'SUBMIT_CODE', code })}
              onResend={() => act({ type: 'RESEND_CODE' })}
            />
          ) : null}
          {status === 'Ready' ? (
            <CtpCards
              cards={state.cards}
              selectedCardId={state.selectedCardId}
              amount={amount}
              busy={paying || isBusy(state, 'checkout')}
              error={state.error}
              onSelect={(srcDigitalCardId) => act({ type: 'SELECT_CARD', srcDigitalCardId })}
              onPay={() => act({ type: 'PAY' })}
            />
          ) : null}
        </div>
      )}

      <div role="status" aria-live="polite" className="sr-only" data-slot="ctp-announcer">
        {announcement(words, state, loading)}
      </div>

      {folded ? null : <Divider label={text('clickToPay.or')} />}
      {/* 'Manual card entry', or once pressed (the section folded) 'Back to Click to Pay'. */}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        data-slot={folded ? 'ctp-back' : 'ctp-manual-entry'}
        onClick={folded ? backToClickToPay : manualEntry}
      >
        {text(folded ? 'clickToPay.backToClickToPay' : 'clickToPay.manualCardEntry')}
      </Button>
    </section>
  );
}
