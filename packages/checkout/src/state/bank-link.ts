/** The bank-link step's data: the link token and the institution logo (the automatic start is in pay-by-bank-auto-start.ts). */
import { SANDBOX_INSTITUTIONS } from '@paypage/contract';
import * as React from 'react';
import { isAbortError } from '../api/errors';
import { institutionLogoSrc } from '../payment-request/bank-link';
import { useApiClient } from './api-client';
import { usePaymentData } from './payment-data';

export type LinkTokenState = {
  /** The non-empty token the widget needs; `null` until it arrives. */
  linkToken: string | null;
  loading: boolean;
  /** 'Failed to fetch link token' after a failure. */
  error: string | null;
  retry: () => void;
};

/**
 * Fetches a link token for the current request (with the recipient's phone number): once the
 * request has loaded, so the phone number is known when there is one.
 */
export function useLinkToken(): LinkTokenState {
  const client = useApiClient();
  const { token, paymentRequest, loading: requestLoading } = usePaymentData();
  const phoneNumber = paymentRequest?.recipient.phoneNumber ?? null;
  const [attempt, setAttempt] = React.useState(0);
  const [result, setResult] = React.useState<{
    key: string;
    linkToken: string | null;
    error: string | null;
  } | null>(null);
  const key = `${token}|${phoneNumber ?? ''}|${attempt}`;

  React.useEffect(() => {
    if (requestLoading) return;
    const controller = new AbortController();
    client
      .getLinkToken({ paymentRequestToken: token, phoneNumber }, { signal: controller.signal })
      .then(
        (linkToken) => setResult({ key, linkToken, error: null }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setResult({ key, linkToken: null, error: (error as Error).message });
        },
      );
    return () => controller.abort();
  }, [client, token, phoneNumber, key, requestLoading]);

  const retry = React.useCallback(() => setAttempt((current) => current + 1), []);
  const current = result?.key === key ? result : null;
  return {
    linkToken: current?.linkToken ?? null,
    loading: current == null,
    error: current?.error ?? null,
    retry,
  };
}

/** A bank known to have no logo (the sandbox's): the placeholder mark, without asking. */
const knownWithoutLogo = (institutionId: string) =>
  SANDBOX_INSTITUTIONS.some((bank) => bank.institutionId === institutionId && !bank.hasLogo);

/** The institution's logo as an image source; `null` (placeholder icon) until or unless found. */
export function useInstitutionLogo(institutionId: string | null | undefined): {
  logoSrc: string | null;
  loading: boolean;
} {
  const client = useApiClient();
  const [result, setResult] = React.useState<{ id: string; logoSrc: string | null } | null>(null);
  // No request for a logo that is not there (its 404 is a console error in the payer's browser).
  const asked = institutionId && !knownWithoutLogo(institutionId) ? institutionId : null;

  React.useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    void client.getInstitutionLogo(asked, { signal: controller.signal }).then((logo) => {
      if (!controller.signal.aborted) setResult({ id: asked, logoSrc: institutionLogoSrc(logo) });
    });
    return () => controller.abort();
  }, [client, asked]);

  const current = asked && result?.id === asked ? result : null;
  return { logoSrc: current?.logoSrc ?? null, loading: Boolean(asked) && current == null };
}

// Kept in a module of its own (the payment form, in the first load, uses only this hook).
export { useAutoStartPayByBank } from './pay-by-bank-auto-start';
