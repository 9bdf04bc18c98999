/**
 * The sandbox card implementation of the card step (its own lazy chunk): the card widget
 * configured as the payer page wants it (holder name required, billing address, the session's
 * wallets, stored-card consent, challenge window size, Click to Pay and fast checkout), paying through the sandbox processor's
 * session endpoints, and reporting to the card flow.
 *
 * Every Pay press (and every challenge answer) sends a new `Idempotency-Key`; the widget ignores a
 * second press while one is under way, so a double click pays once.
 */
import * as React from 'react';
import { CARD_MESSAGES } from '../../payment-request/card-flow';
import { useApiClient } from '../../state/api-client';
import { usePaymentData } from '../../state/payment-data';
import { PAYER_PAGE_CARD_BRANDS } from '../../widget/form';
import type { CardImplementationProps } from '../card-implementation';
import { typedDetailsOf } from '../typed-details';
import { CardWidget } from '../../widget/card-widget';
import { createSessionClient, newIdempotencyKey } from '../../widget/session';
import { BIN_LOOKUP_ERROR, lazyBinLookupClient } from '../../widget/bin-lookup';
import { currentRedirectReturn, forgetRedirectReturn } from '../redirect-return';
import { submitThreeDS2Fingerprint } from './fingerprint-call';
import { sessionAnalytics } from '../../widget/analytics';
import type { CardWidgetCallbacks } from '../../widget/options';

export function SandboxCard({
  session,
  flow,
  merchantName,
  today,
  typed = {},
  onTyped,
}: CardImplementationProps) {
  const client = useApiClient();
  const { refresh } = usePaymentData();
  const sessionClient = React.useMemo(
    () => createSessionClient({ baseUrl: client.baseUrl, session }),
    [client, session],
  );
  // The sandbox's challenge pages are served by the API: their answer comes from its origin.
  const challengeOrigin = React.useMemo(() => new URL(client.baseUrl).origin, [client]);
  const config = session.clientConfig;
  // The sandbox's bin lookup, with the session's client key as its token.
  const binLookup = React.useMemo(
    () => lazyBinLookupClient({ baseUrl: client.baseUrl, token: config.key }),
    [client, config.key],
  );
  // The widget's analytics, to the same API for this session.
  const analyticsSink = React.useMemo(
    () =>
      sessionAnalytics({ baseUrl: client.baseUrl, clientKey: config.key, sessionId: session.id }),
    [client, config.key, session.id],
  );
  // The card step shows because the payer chose the card on the page's list of methods: the
  // 'selected' event (once per session's analytics).
  const selected = React.useRef<unknown>(null);
  React.useEffect(() => {
    if (selected.current === analyticsSink) return;
    selected.current = analyticsSink;
    analyticsSink.add({ component: 'scheme', type: 'selected', target: 'payment_method_list' });
  }, [analyticsSink]);
  // Back from a redirect of this session: the widget sends its result to paymentDetails.
  const [redirectResult] = React.useState(() => {
    const back = currentRedirectReturn();
    return back?.sessionId === session.id ? back.redirectResult : undefined;
  });
  // Read once: out of the address, so a reload does not send it again.
  React.useEffect(() => {
    if (redirectResult) forgetRedirectReturn();
  }, [redirectResult]);

  // Read once: the form starts with what the payer typed before a 'Try again'.
  const [data] = React.useState(() => typed);
  const callbacks: CardWidgetCallbacks = {
    onChange: (state) => onTyped?.(typedDetailsOf(state.data)),
    onSubmit: (state, actions) => {
      void (async () => {
        if (!(await flow.beforeSubmit())) {
          actions.reject();
          return;
        }
        try {
          actions.resolve(await sessionClient.payments(state.data, newIdempotencyKey()));
        } catch (error) {
          actions.reject();
          flow.callFailed(error);
        }
      })();
    },
    submitFingerprint: (data) =>
      submitThreeDS2Fingerprint({ baseUrl: client.baseUrl, clientKey: config.key }, data),
    onAdditionalDetails: (state, actions) => {
      void (async () => {
        try {
          actions.resolve(
            await sessionClient.paymentDetails(state.data.details, newIdempotencyKey()),
          );
        } catch (error) {
          actions.reject();
          flow.callFailed(error);
        }
      })();
    },
    // The widget stays busy until the page has gone on (or said why not).
    onPaymentCompleted: () => flow.authorised(),
    onPaymentFailed: (response) => flow.result(response),
    // A failed bin lookup leaves the form to the card rules' brand, a wallet whose
    // script did not load only hides its button: nothing to tell the payer.
    onError: (error) => {
      if (error.errorType === BIN_LOOKUP_ERROR.errorType || error.name === 'SCRIPT_ERROR') return;
      flow.error(error);
    },
  };

  // The sandbox API always sends the frames' origin and key; without them there is no card form.
  const securedFields = session.securedFields;
  React.useEffect(() => {
    if (!securedFields) flow.fail(CARD_MESSAGES.technical);
  }, [securedFields, flow]);
  if (!securedFields) return null;

  return (
    <CardWidget
      securedFields={securedFields}
      onRefresh={refresh}
      amount={session.amount}
      brands={PAYER_PAGE_CARD_BRANDS}
      binLookup={binLookup}
      data={data}
      hasHolderName
      holderNameRequired
      billingAddressRequired
      enableStoreDetails={config.showCardOnFile}
      merchantName={merchantName}
      wallets={{
        googlePay: config.showGooglePay,
        applePay: config.showApplePay,
        sandboxOutcome: config.walletOutcome,
      }}
      challengeWindowSize={session.challengeWindowSize}
      challengeOrigin={challengeOrigin}
      redirectResult={redirectResult}
      analyticsSink={analyticsSink}
      today={today}
      // Click to Pay and the fast-checkout sign-up when the session turns them on.
      clickToPay={config.clickToPay ?? undefined}
      fastCheckout={config.fastCheckout ?? undefined}
      // Korean cards' authentication when the session asks for it.
      koreanAuthenticationRequired={config.koreanAuthenticationRequired}
      {...callbacks}
    />
  );
}

export default SandboxCard;
