/**
 * The card widget paying through a session (docs/widget.md#calls "With a session, the session
 * submits payments and details instead"): it asks `sessions/{id}/setup` for the amount, the
 * merchant, the wallets and the frames, shows the form, and makes the `payments` and
 * `paymentDetails` calls itself. The merchant's callbacks still hear the outcome
 * (`onPaymentCompleted`, `onPaymentFailed`, `onChange`, `onError`); a failed call is reported by
 * the error level (§8). The card fields are the secured frames the setup names.
 */
import * as React from 'react';
import { lazyBinLookupClient } from '../widget/bin-lookup';
import { sessionAnalytics } from '../widget/analytics';
import { CardWidget } from '../widget/card-widget';
import { assertEmbedOptions, type SessionWidgetOptions } from './embed-options';
import { lazySessionClient, sessionWidgetProps } from './lazy-session-client';
import type { CardWidgetCallbacks, CardWidgetProps } from '../widget/options';
import type { SessionSetup } from '../widget/session';
import { lazySessionGiftCardCalls, restoredOrder, type RestoredOrder } from '../widget/order';
import type { LiveCardState } from '../widget/fields/adyen/adyen-session-widget';

// Only in Adyen's environments (test, live): our form around Adyen Web's fields, which it loads.
const AdyenSessionWidget = React.lazy(() => import('../widget/fields/adyen/adyen-session-widget'));

/** What the setup call is told of the browser (§7 setup: browserInfo). */
function setupBrowserInfo(): Record<string, unknown> {
  return {
    language: navigator.language,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    colorDepth: window.screen?.colorDepth ?? 24,
    timeZoneOffset: new Date().getTimezoneOffset(),
    userAgent: navigator.userAgent,
  };
}

type SetupState =
  | { status: 'loading' }
  | { status: 'ready'; setup: SessionSetup; restored: RestoredOrder }
  | { status: 'failed' };

/**
 * A session of the sandbox pays through this widget's own frames; one of Adyen's environments
 * (`test`, `live`, a live region) through Adyen Web's secured fields in our form.
 */
export function SessionCardWidget(options: SessionWidgetOptions) {
  const { locale } = assertEmbedOptions(options);
  if (options.environment === 'sandbox') return <SandboxSessionCardWidget {...options} />;
  const { onChange, ...rest } = options;
  return (
    // While its part loads the widget is loading, as while a sandbox session is set up.
    <React.Suspense
      fallback={<SessionWidgetStatus status="loading" className={options.className} />}
    >
      <AdyenSessionWidget
        {...rest}
        // Adyen Web from its own import() only (a page's loader is refused above; this keeps it so).
        loadAdyenWeb={undefined}
        environment={options.environment}
        locale={locale}
        // The live state is a part of the sandbox's (docs/widget.md "Environments").
        onChange={onChange as ((state: LiveCardState) => void) | undefined}
      />
    </React.Suspense>
  );
}

/** The widget before its form: loading (nothing shows yet), or the setup failed. */
function SessionWidgetStatus({
  status,
  className,
}: {
  status: 'loading' | 'failed';
  className: string | undefined;
}) {
  return (
    <div
      data-slot="card-widget"
      data-status={status === 'loading' ? 'loading' : 'setupFailure'}
      aria-busy={status === 'loading' ? true : undefined}
      className={className}
    >
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-critical">
          Card payments are not available right now. Try again later.
        </p>
      ) : null}
    </div>
  );
}

function SandboxSessionCardWidget(options: SessionWidgetOptions) {
  const { errorLevel, locale } = assertEmbedOptions(options);
  const {
    session,
    clientKey: _clientKey,
    environment: _environment,
    context,
    locale: _locale,
    errorLevel: _errorLevel,
    giftCards,
    // The session's calls pay the order: the callback flow's request is never made here.
    onPaymentMethodsRequest: _onPaymentMethodsRequest,
    ...formOptions
  } = options;
  const calls = React.useMemo(
    () => lazySessionClient({ baseUrl: context, session }),
    // A new session (id and data) is a new set of calls; a re-render with the same one is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [context, session.id, session.sessionData],
  );
  // Gift cards through the session's order calls, when the shop offers them.
  const giftCard = React.useMemo(
    () => (giftCards ? lazySessionGiftCardCalls(calls) : undefined),
    [giftCards, calls],
  );
  // The bin lookup of the same API, with the client key as its token.
  const binLookup = React.useMemo(
    () => lazyBinLookupClient({ baseUrl: context, token: options.clientKey }),
    [context, options.clientKey],
  );
  // The widget's analytics, to the same API, unless `analytics: { enabled: false }`.
  const analyticsEnabled = options.analytics?.enabled !== false;
  const analyticsSink = React.useMemo(
    () =>
      sessionAnalytics({
        baseUrl: context,
        clientKey: options.clientKey,
        sessionId: session.id,
        enabled: analyticsEnabled,
      }),
    [context, options.clientKey, session.id, analyticsEnabled],
  );
  // The address's country and state lists from the same API (§7 datasets).
  const datasets = React.useMemo(() => ({ baseUrl: context, locale }), [context, locale]);
  const latest = React.useRef(options);
  React.useEffect(() => {
    latest.current = options;
  });
  // The setup's outcome for the calls it was made with: other calls (a new session) are loading.
  const [outcome, setOutcome] = React.useState<{ calls: unknown; state: SetupState }>({
    calls: null,
    state: { status: 'loading' },
  });
  const state: SetupState = outcome.calls === calls ? outcome.state : { status: 'loading' };

  const report = React.useCallback(
    (error: unknown) => {
      calls.report(error, errorLevel, { onError: latest.current.onError });
    },
    [errorLevel, calls],
  );

  React.useEffect(() => {
    let live = true;
    calls.setup(setupBrowserInfo()).then(
      async (setup) => {
        // An order kept over a reload is asked after before the form shows.
        const restored = await restoredOrder(session.id, context, latest.current.clientKey);
        if (live) setOutcome({ calls, state: { status: 'ready', setup, restored } });
      },
      (error: unknown) => {
        if (!live) return;
        setOutcome({ calls, state: { status: 'failed' } });
        report(error);
      },
    );
    return () => {
      live = false;
    };
  }, [calls, report, session.id, context]);

  if (state.status !== 'ready') {
    return <SessionWidgetStatus status={state.status} className={formOptions.className} />;
  }

  const { setup, restored } = state;
  // The setup answered: the part with the session's calls is there, and makes the form's props.
  const base = sessionWidgetProps({
    setup,
    restored,
    context,
    sessionId: session.id,
    own: { binLookup, datasets, analyticsSink },
    formOptions,
  });
  const callbacks: CardWidgetCallbacks = {
    onSubmit: (submitted, actions) => {
      calls.pay('payments', submitted.data).then(actions.resolve, (error) => {
        actions.reject();
        report(error);
      });
    },
    // A 3-D Secure fingerprint's result, to the sandbox as the payer page sends it (§7, with the
    // client key); its completed details then go to paymentDetails below.
    submitFingerprint: (data) => calls.submitFingerprint(options.clientKey, data),
    onAdditionalDetails: (submitted, actions) => {
      calls.pay('paymentDetails', submitted.data.details).then(actions.resolve, (error) => {
        actions.reject();
        report(error);
      });
    },
    onChange: (change) => latest.current.onChange?.(change),
    onError: (error) => latest.current.onError?.(error),
    onPaymentCompleted: (response) => latest.current.onPaymentCompleted?.(response),
    onPaymentFailed: (response) => latest.current.onPaymentFailed?.(response),
  };
  const props: CardWidgetProps = {
    ...base,
    // Gift cards through the session's order calls (above), when the shop offers them.
    ...(giftCard ? { giftCard } : {}),
    ...callbacks,
  };
  const widget = <CardWidget {...props} locale={locale} />;
  if (restored.kind !== 'expired') return widget;
  return (
    <>
      <restored.Notice notice={restored.notice} />
      {widget}
    </>
  );
}
