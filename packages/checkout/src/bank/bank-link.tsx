/**
 * The bank-link widget of step 0, chosen by the link token (`bankLinkWidgetFor`): the sandbox
 * widget for `paypage-sandbox-link-…`, Plaid Link for any other. Each is a lazy chunk; a
 * skeleton of the widget's final size (263 px) covers the box until the widget says it loaded.
 */
import { cn, Skeleton } from '@paypage/ui';
import * as React from 'react';
import { BANK_LINK_HEIGHT_PX, bankLinkWidgetFor } from '../payment-request/bank-link';
import { BANK_LINK_LOADING } from './bank-copy';
import { connectionError, type BankLinkProps } from './bank-link-types';

type WidgetModule = { default: React.ComponentType<BankLinkProps> };

/** A widget whose chunk could not be loaded exits with a connection error (no crash). */
function failedWidget(error: unknown): WidgetModule {
  const message = error instanceof Error ? error.message : String(error);
  function FailedWidget({ onExit }: BankLinkProps) {
    const exit = React.useEffectEvent(onExit);
    React.useEffect(() => exit(connectionError('WIDGET_LOAD_FAILED', message)), []);
    return null;
  }
  return { default: FailedWidget };
}

const loadSandboxWidget = () =>
  import('./sandbox/sandbox-bank-link').then((module) => module, failedWidget);
const loadPlaidWidget = () =>
  import('./plaid/plaid-bank-link').then((module) => module, failedWidget);

const SandboxBankLink = React.lazy(loadSandboxWidget);
const PlaidBankLink = React.lazy(loadPlaidWidget);

/** Starts loading the widget's chunk early (when the link token arrives, say). */
export function preloadBankLink(linkToken: string): void {
  void (bankLinkWidgetFor(linkToken) === 'sandbox' ? loadSandboxWidget() : loadPlaidWidget());
}

/** The widget's placeholder, exactly its size. */
export function BankLinkSkeleton({ className }: { className?: string }) {
  return (
    <Skeleton
      data-slot="bank-link-skeleton"
      shape="block"
      className={cn('w-full rounded-lg', className)}
      height={BANK_LINK_HEIGHT_PX}
    />
  );
}

/** The box the widget, its skeleton or a loading message sit in (263 px, no layout shift). */
export function BankLinkFrame({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      data-slot="bank-link"
      aria-busy={busy || undefined}
      className={cn('relative w-full', className)}
      style={{ height: BANK_LINK_HEIGHT_PX }}
    >
      {children}
      {busy ? (
        <>
          <BankLinkSkeleton className="absolute inset-0" />
          <span role="status" className="sr-only">
            {BANK_LINK_LOADING}
          </span>
        </>
      ) : null}
    </div>
  );
}

export function BankLink({ linkToken, onLoad, ...props }: BankLinkProps) {
  const [loadedToken, setLoadedToken] = React.useState<string | null>(null);
  const Widget = bankLinkWidgetFor(linkToken) === 'sandbox' ? SandboxBankLink : PlaidBankLink;
  const handleLoad = React.useCallback(() => {
    setLoadedToken(linkToken);
    onLoad?.();
  }, [linkToken, onLoad]);

  return (
    <BankLinkFrame busy={loadedToken !== linkToken}>
      <React.Suspense fallback={null}>
        <Widget {...props} linkToken={linkToken} onLoad={handleLoad} />
      </React.Suspense>
    </BankLinkFrame>
  );
}
