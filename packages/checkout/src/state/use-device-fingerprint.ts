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

/** Runs `task` when the browser is idle (at most 2 s from now); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Sends the device fingerprint once per page load for `token` (pass it once the request has
 * loaded), when the browser is idle: capturing it (canvas, audio) is real work that must not hold
 * up the first screen. Nothing is awaited or shown: failures never reach the payer.
 */
export function useDeviceFingerprint(token: string | null | undefined): void {
  const client = useApiClient();
  React.useEffect(() => {
    if (!token) return;
    return whenIdle(() => {
      loadFingerprinter(client)
        .then((fingerprinter) => fingerprinter.sendOnce(token))
        .catch(() => undefined);
    });
  }, [client, token]);
}
