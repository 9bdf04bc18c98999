/**
 * Pay by bank starting by itself from an e-mail link (spec §2), in a module of its own: the
 * payment form (in the page's first load) uses only this, the bank step (a lazy chunk) the rest
 * of `bank-link.ts`.
 */
import * as React from 'react';
import { shouldAutoStartPayByBank } from '../payment-request/bank-link';
import { createOncePerPageLoad } from '../tracking/link-params';
import { usePaymentData } from './payment-data';

const autoStarted = createOncePerPageLoad();

/**
 * Calls `start` once per page load when pay by bank should start by itself (an `?email=`
 * link, see `shouldAutoStartPayByBank`).
 */
export function useAutoStartPayByBank(email: string | null | undefined, start: () => void): void {
  const data = usePaymentData();
  const ready = shouldAutoStartPayByBank(email, data);
  const onStart = React.useEffectEvent(start);
  React.useEffect(() => {
    if (ready && autoStarted.claim(data.token)) onStart();
  }, [ready, data.token]);
}
