/**
 * Runs the Click to Pay machine against a service: each event goes through the pure reducer, and
 * its effects are carried out here — service calls (answered as events with their id), timers on
 * the injected clock, and the host's callbacks. Unmounting stops every timer and ignores answers
 * still on their way.
 */
import * as React from 'react';
import {
  clickToPayReducer,
  initialClickToPayState,
  type ClickToPayCall,
  type ClickToPayEffect,
  type ClickToPayEvent,
  type ClickToPayListCard,
  type ClickToPayState,
} from './machine';
import { reasonOf, type ClickToPayService } from './service';

/** The clock the section's timers run on (the browser's by default; fake in tests). */
export type ClickToPayClock = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserClock: ClickToPayClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the host gets when the shopper pays with a saved card. */
export type ClickToPayPayment = {
  srcDigitalCardId: string;
  scheme: ClickToPayListCard['scheme'];
  panLastFour: string;
  /** The network's checkout payload (encoded), for the payment call. */
  payload: string;
};

export type UseClickToPayOptions = {
  service: ClickToPayService;
  /** The shopper's e-mail as the merchant knows it (enrolment lookup without a login). */
  shopperEmail?: string | null;
  /** The day that decides which cards are expired. */
  today: Date;
  clock?: ClickToPayClock;
  onPay: (payment: ClickToPayPayment) => void;
  /** Manual card entry, or ACCT_INACCESSIBLE: show the card form. */
  onShowCardForm?: () => void;
  /** Click to Pay cannot be used (not enrolled, an error, a timeout). */
  onNotAvailable?: () => void;
};

/** The answer event for a call's result. */
async function perform(
  service: ClickToPayService,
  id: number,
  call: ClickToPayCall,
): Promise<ClickToPayEvent> {
  switch (call.kind) {
    case 'initialise':
      return { type: 'INITIALISED', id, ...(await service.initialise()) };
    case 'getCards':
      return { type: 'CARDS_FETCHED', id, cards: await service.getCards() };
    case 'lookup':
      return { type: 'LOOKED_UP', id, ...(await service.lookup(call.email)) };
    case 'startValidation':
      return { type: 'VALIDATION_STARTED', id, ...(await service.startValidation()) };
    case 'resendCode':
      return { type: 'CODE_RESENT', id, ...(await service.startValidation()) };
    case 'finishValidation':
      return { type: 'CODE_ACCEPTED', id, cards: await service.finishValidation(call.code) };
    case 'checkout':
      return { type: 'CHECKED_OUT', id, ...(await service.checkout(call.srcDigitalCardId)) };
  }
}

export function useClickToPay(options: UseClickToPayOptions) {
  const [state, setState] = React.useState<ClickToPayState>(initialClickToPayState);
  const stateRef = React.useRef(state);
  const optionsRef = React.useRef(options);
  React.useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const live = React.useRef({ mounted: false, timers: new Set<unknown>() });

  const dispatch = React.useCallback((event: ClickToPayEvent) => {
    if (!live.current.mounted) return;
    const step = clickToPayReducer(stateRef.current, event);
    if (step.state !== stateRef.current) {
      stateRef.current = step.state;
      setState(step.state);
    }
    for (const effect of step.effects) run(effect);
  }, []);

  function run(effect: ClickToPayEffect) {
    const { service, clock = browserClock } = optionsRef.current;
    switch (effect.type) {
      case 'call':
        perform(service, effect.id, effect.call).then(dispatch, (error: unknown) =>
          dispatch({ type: 'CALL_FAILED', id: effect.id, reason: reasonOf(error) }),
        );
        return;
      case 'startTimer': {
        const timers = live.current.timers;
        const handle = clock.setTimeout(() => {
          timers.delete(handle);
          dispatch({ type: 'TIMER', id: effect.id, timer: effect.timer });
        }, effect.ms);
        timers.add(handle);
        return;
      }
      case 'logout':
        service.logout().catch(() => undefined);
        return;
      case 'showCardForm':
        optionsRef.current.onShowCardForm?.();
        return;
      case 'notAvailable':
        optionsRef.current.onNotAvailable?.();
        return;
      case 'paid':
        optionsRef.current.onPay({
          srcDigitalCardId: effect.card.srcDigitalCardId,
          scheme: effect.card.scheme,
          panLastFour: effect.card.panLastFour,
          payload: effect.payload,
        });
        return;
    }
  }

  React.useEffect(() => {
    const current = live.current;
    current.mounted = true;
    // A fresh start (also after StrictMode's remount); ids keep counting, so stale answers miss.
    stateRef.current = { ...initialClickToPayState, seq: stateRef.current.seq };
    setState(stateRef.current);
    const { shopperEmail, today } = optionsRef.current;
    dispatch({ type: 'INITIALISE', shopperEmail, today });
    return () => {
      current.mounted = false;
      const { clock = browserClock } = optionsRef.current;
      for (const handle of current.timers) clock.clearTimeout(handle);
      current.timers.clear();
    };
  }, [dispatch]);

  return { state, dispatch };
}
