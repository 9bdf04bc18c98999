/**
 * A payment that may be in flight (a Pay press not answered yet, or an outcome still being
 * checked) closes the way back to the method selection: the payment form hides its back arrow and
 * breadcrumb link while a step reports one (docs/payer-page.md#states).
 */
import * as React from 'react';

const PaymentInFlightContext = React.createContext<(inFlight: boolean) => void>(() => undefined);

export const PaymentInFlightProvider = PaymentInFlightContext.Provider;

/** A step says whether its payment may be in flight; leaving the step clears it. */
export function useReportPaymentInFlight(inFlight: boolean) {
  const report = React.useContext(PaymentInFlightContext);
  React.useEffect(() => {
    report(inFlight);
    return () => report(false);
  }, [inFlight, report]);
}
