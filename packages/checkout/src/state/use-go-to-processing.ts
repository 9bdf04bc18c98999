import * as React from 'react';
import { useCheckoutNavigation } from './navigation';
import { usePaymentData } from './payment-data';

/**
 * After a payment went through: re-reads the request, so the processing screen's guard sees it
 * PROCESSING, and goes there, replacing history. When the request cannot be read, everything
 * loads again and the guard waits for it (it never judges the request as it was before paying).
 */
export function useGoToProcessing(): () => Promise<void> {
  const { refresh, reloadPaymentRequest } = usePaymentData();
  const navigate = useCheckoutNavigation();
  return React.useCallback(async () => {
    await reloadPaymentRequest().catch(refresh);
    navigate('processing', { replace: true });
  }, [refresh, reloadPaymentRequest, navigate]);
}
