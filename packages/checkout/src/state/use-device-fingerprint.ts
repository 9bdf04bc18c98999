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

/** What tells that the payer has started using the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Sends the device fingerprint once per page load for `token` (pass it once the request has
 * loaded), from the payer's first interaction with the page, when the browser is next idle
 * (chosen: it is the payment's risk signal, and capturing it — the audio signal, the time zone's
 * first `Intl` use — is about 25 ms of main thread, 100 ms on a phone, that must not hold up the
 * page as it appears; a payment that needs it captures it then, see `getDeviceFingerprint`).
 * Nothing is awaited or shown: failures never reach the payer.
 */
export function useDeviceFingerprint(token: string | null | undefined): void {
  const client = useApiClient();
  React.useEffect(() => {
    if (!token) return;
    const forToken = token;
    let cancelIdle: (() => void) | undefined;
    const listening = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, listening);
    };
    function start() {
      stopListening();
      cancelIdle = whenIdle(() => {
        loadFingerprinter(client)
          .then((fingerprinter) => fingerprinter.sendOnce(forToken))
          .catch(() => undefined);
      });
    }
    for (const type of INTERACTIONS) window.addEventListener(type, start, listening);
    return () => {
      stopListening();
      cancelIdle?.();
    };
  }, [client, token]);
}
