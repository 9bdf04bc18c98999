import * as React from 'react';
import type { ApiClient } from '../api/client';
import { createOncePerPageLoad, type OncePerPageLoad } from '../tracking/link-params';
import { useApiClient } from './api-client';

/** Tracking tokens already reported in this page load (so StrictMode or a remount adds none). */
const reported: OncePerPageLoad = createOncePerPageLoad();

/** Reports an opened e-mail link once per page load; errors are swallowed by the client. */
export function reportLinkOpenedOnce(
  client: ApiClient,
  trackingToken: string,
  once: OncePerPageLoad = reported,
): Promise<void> | null {
  return once.claim(trackingToken) ? client.reportLinkOpened(trackingToken) : null;
}

/**
 * POSTs link-opened once per page load when the page was opened from an e-mail link carrying
 * a tracking token (`?tracking=`, see `trackingTokenFrom`).
 */
export function useLinkOpenedTracking(trackingToken: string | null | undefined): void {
  const client = useApiClient();
  React.useEffect(() => {
    if (trackingToken) void reportLinkOpenedOnce(client, trackingToken);
  }, [client, trackingToken]);
}
