/**
 * The Adyen Web adapter (production path, its own lazy chunk with Adyen's CSS): `@adyen/adyen-web`
 * 6 with the sessions flow, for a session of a provider environment (test, live, live-us, …).
 *
 * Adyen's card component renders the fields and handles 3-D Secure inside its container; the
 * adapter adds the store-details consent text, the kit's Pay button ('Pay $1,250.00', loading, a
 * 1 s completed state) and the wallets under 'or pay with', and reports to the card flow. If
 * Adyen's library or session cannot be set up (its servers unreachable, a bad key), the card step
 * shows the load-failure message with Try again.
 */
import '@adyen/adyen-web/styles/adyen.css';
import './adyen-theme.css';
import * as React from 'react';
import { AdyenCheckout, ApplePay, Card, GooglePay, type UIElement } from '@adyen/adyen-web';
import { Divider, isolate } from '@paypage/ui';
import { isStoreDetailsShown } from '../../rules';
import {
  OR_PAY_WITH,
  PAY_BUTTON_COMPLETED_MS,
  storeDetailsText,
  cardFormLayout,
  PayButton,
  type PayButtonStatus,
} from '../../widget/form';
import type { CardImplementationProps } from '../card-implementation';
import { CARD_FORM_LOAD_FAILED } from '../card-step-messages';
import {
  applePayOptions,
  cardOptions,
  checkoutOptions,
  googlePayOptions,
  readFieldTheme,
  type AdyenHandlers,
} from './adyen-options';

type Phase = 'loading' | 'ready';
type Wallets = { googlePay: boolean; applePay: boolean };
type Flow = CardImplementationProps['flow'];

/** One mount's lifetime: cancelled on cleanup, what it mounted, the completed second's timer. */
type Mounting = { cancelled: boolean; mounted: UIElement[]; completedTimer?: number };

/** Adyen's callbacks, reported to the latest card flow; the Pay button follows them. */
function adyenHandlers(
  mounting: Mounting,
  latestFlow: React.RefObject<Flow>,
  busy: React.RefObject<boolean>,
  setPayStatus: (status: PayButtonStatus) => void,
  setActionShown: (shown: boolean) => void,
): AdyenHandlers {
  const release = () => {
    busy.current = false;
    setPayStatus('default');
  };
  return {
    beforeSubmit: async () => {
      const payable = await latestFlow.current.beforeSubmit();
      if (!payable) release();
      return payable;
    },
    authorised: (session) => {
      setPayStatus('completed');
      // Busy until the page has gone on: loading after the completed second, never Pay again.
      let finishing = true;
      mounting.completedTimer = window.setTimeout(() => {
        mounting.completedTimer = undefined;
        if (finishing) setPayStatus('loading');
        else release();
      }, PAY_BUTTON_COMPLETED_MS);
      void latestFlow.current.authorised(session).finally(() => {
        finishing = false;
        if (mounting.completedTimer === undefined) release();
      });
    },
    result: (result) => {
      release();
      setActionShown(false);
      latestFlow.current.result(result);
    },
    error: (error) => {
      release();
      setActionShown(false);
      latestFlow.current.error(error);
    },
    actionShown: () => setActionShown(true),
  };
}

/** Mounts the card and the available wallets; null once cancelled (or with no card node). */
async function mountAdyen(
  session: CardImplementationProps['session'],
  handlers: AdyenHandlers,
  mounting: Mounting,
  nodes: {
    card: React.RefObject<HTMLDivElement | null>;
    googlePay: React.RefObject<HTMLDivElement | null>;
    applePay: React.RefObject<HTMLDivElement | null>;
  },
  card: React.RefObject<Card | null>,
  typed: Pick<CardImplementationProps, 'typed' | 'onTyped'>,
): Promise<Wallets | null> {
  const checkout = await AdyenCheckout(checkoutOptions(session, handlers));
  const node = nodes.card.current;
  if (mounting.cancelled || !node) return null;
  const element = new Card(
    checkout,
    cardOptions(session, readFieldTheme(node), typed.typed, typed.onTyped),
  );
  element.mount(node);
  mounting.mounted.push(element);
  card.current = element;

  const config = session.clientConfig;
  const offer = async (wallet: UIElement, target: HTMLElement | null) => {
    const available = await wallet.isAvailable().then(
      () => true,
      () => false,
    );
    if (!available || mounting.cancelled || !target) return false;
    wallet.mount(target);
    mounting.mounted.push(wallet);
    return true;
  };
  const [googlePay, applePay] = await Promise.all([
    config.showGooglePay
      ? offer(new GooglePay(checkout, googlePayOptions()), nodes.googlePay.current)
      : false,
    config.showApplePay
      ? offer(new ApplePay(checkout, applePayOptions()), nodes.applePay.current)
      : false,
  ]);
  if (mounting.cancelled) return null;
  return { googlePay, applePay };
}

export function AdyenCard({
  session,
  flow,
  merchantName,
  skeleton,
  typed,
  onTyped,
}: CardImplementationProps) {
  const cardNode = React.useRef<HTMLDivElement>(null);
  const googlePayNode = React.useRef<HTMLDivElement>(null);
  const applePayNode = React.useRef<HTMLDivElement>(null);
  const card = React.useRef<Card | null>(null);
  const busy = React.useRef(false);
  const [phase, setPhase] = React.useState<Phase>('loading');
  const [wallets, setWallets] = React.useState<Wallets>({ googlePay: false, applePay: false });
  const [payStatus, setPayStatus] = React.useState<PayButtonStatus>('default');
  const [actionShown, setActionShown] = React.useState(false);

  // Read once: the card starts with what the payer typed before a 'Try again'.
  const [typedBefore] = React.useState(() => ({ typed, onTyped }));
  const latestFlow = React.useRef(flow);
  React.useEffect(() => {
    latestFlow.current = flow;
  });

  React.useEffect(() => {
    const mounting: Mounting = { cancelled: false, mounted: [] };
    const handlers = adyenHandlers(mounting, latestFlow, busy, setPayStatus, setActionShown);
    const nodes = { card: cardNode, googlePay: googlePayNode, applePay: applePayNode };
    void (async () => {
      try {
        const offered = await mountAdyen(session, handlers, mounting, nodes, card, typedBefore);
        if (!offered) return;
        setWallets(offered);
        setPhase('ready');
      } catch {
        if (!mounting.cancelled) latestFlow.current.fail(CARD_FORM_LOAD_FAILED);
      }
    })();

    return () => {
      mounting.cancelled = true;
      window.clearTimeout(mounting.completedTimer);
      card.current = null;
      for (const element of mounting.mounted) element.unmount();
    };
  }, [session, merchantName, typedBefore]);

  const pay = () => {
    const element = card.current;
    if (!element || busy.current) return;
    if (!element.isValid) {
      element.showValidation();
      return;
    }
    busy.current = true;
    setPayStatus('loading');
    element.submit();
  };

  const storeDetails = isStoreDetailsShown(
    session.amount.value,
    session.clientConfig.showCardOnFile,
  );
  const anyWallet = wallets.googlePay || wallets.applePay;

  return (
    <div
      data-slot="adyen-card"
      data-phase={phase}
      data-environment={session.clientConfig.environment}
      className="flex flex-col gap-6"
    >
      {phase === 'loading' ? skeleton : null}
      {/* Mounted while loading (Adyen needs its nodes), shown once ready. */}
      <div className={phase === 'loading' ? 'h-0 overflow-hidden' : 'flex flex-col gap-5'}>
        <div ref={cardNode} />
        {actionShown ? null : (
          <>
            {storeDetails ? (
              <p className="text-sm text-muted [overflow-wrap:anywhere]">
                {isolate(storeDetailsText(merchantName), [merchantName, merchantName])}
              </p>
            ) : null}
            <PayButton amount={session.amount} status={payStatus} onClick={pay} />
          </>
        )}
      </div>
      <div
        className={anyWallet && !actionShown ? cardFormLayout.wallets : 'h-0 overflow-hidden'}
        aria-hidden={anyWallet ? undefined : true}
      >
        {anyWallet ? <Divider label={OR_PAY_WITH} /> : null}
        <div className={cardFormLayout.walletButtons}>
          <div ref={googlePayNode} hidden={!wallets.googlePay} />
          <div ref={applePayNode} hidden={!wallets.applePay} />
        </div>
      </div>
    </div>
  );
}

export default AdyenCard;
