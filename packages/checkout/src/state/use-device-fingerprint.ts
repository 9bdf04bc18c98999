import * as React from 'react';
import type { ApiClient } from '../api/client';
import type { DeviceFingerprint } from '../models/device-fingerprint';
import { useApiClient } from './api-client';

/** The fingerprint code, loaded on demand so it stays out of the first load. */
function loadFingerprinter(client: ApiClient) {
  return import('../fingerprint/capture').then((module) => module.fingerprinterFor(client));
}

/** This page load's device fingerprint record, or `null` when it could not be captured. */
export function getDeviceFingerprint(client: ApiClient): Promise<DeviceFingerprint | null> {
  return loadFingerprinter(client).then(
    (fingerprinter) => fingerprinter.get(),
    () => null,
  );
}

/**
 * Sends the device fingerprint once per page load for `token` (pass it once the request has
 * loaded). Nothing is awaited or shown: failures never reach the payer.
 */
export function useDeviceFingerprint(token: string | null | undefined): void {
  const client = useApiClient();
  React.useEffect(() => {
    if (!token) return;
    loadFingerprinter(client)
      .then((fingerprinter) => fingerprinter.sendOnce(token))
      .catch(() => undefined);
  }, [client, token]);
}
