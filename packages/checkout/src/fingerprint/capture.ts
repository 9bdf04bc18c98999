/**
 * The device fingerprint record (spec §3) and sending it once per page load (spec §7: the
 * answer is ignored, failures never reach the payer). Loaded lazily (`import()`), after the
 * first screen, by `useDeviceFingerprint` and pay by bank.
 */
import type { ApiClient } from '../api/client';
import type { DeviceFingerprint } from '../models/device-fingerprint';
import { collectDeviceSignals, deviceIdFromSignals, type DeviceSignals } from './signals';

export type FingerprintOptions = {
  client: ApiClient;
  collectSignals?: () => Promise<DeviceSignals>;
  now?: () => Date;
};

/**
 * Builds the record: the device id from the signals, `clientIp` from `GET /client-info` (empty
 * when that call fails, chosen: the rest of the record is still worth sending).
 */
export async function captureDeviceFingerprint({
  client,
  collectSignals = collectDeviceSignals,
  now = () => new Date(),
}: FingerprintOptions): Promise<DeviceFingerprint> {
  const [signals, clientIp] = await Promise.all([
    collectSignals(),
    client.getClientInfo().then(
      (info) => info.clientIp,
      () => '',
    ),
  ]);
  return {
    deviceId: await deviceIdFromSignals(signals),
    clientIp,
    platform: signals.platform,
    userAgent: signals.userAgent,
    timezone: signals.timezone,
    locale: signals.locale,
    capturedAt: now().toISOString(),
  };
}

export type Fingerprinter = {
  /** The record of this page load (captured once), or `null` when it could not be. */
  get(): Promise<DeviceFingerprint | null>;
  /** Sends the record for `token`, at most once per token; never rejects. */
  sendOnce(token: string): Promise<void>;
};

export function createFingerprinter(options: FingerprintOptions): Fingerprinter {
  let record: Promise<DeviceFingerprint | null> | undefined;
  const sent = new Map<string, Promise<void>>();
  const get = () => (record ??= captureDeviceFingerprint(options).catch(() => null));
  return {
    get,
    sendOnce(token) {
      let sending = sent.get(token);
      if (!sending) {
        sending = get().then((fingerprint) =>
          fingerprint ? options.client.sendDeviceFingerprint(token, fingerprint) : undefined,
        );
        sent.set(token, sending);
      }
      return sending;
    },
  };
}

const perClient = new WeakMap<ApiClient, Fingerprinter>();

/** The page load's fingerprinter for a client. */
export function fingerprinterFor(client: ApiClient): Fingerprinter {
  let fingerprinter = perClient.get(client);
  if (!fingerprinter) {
    fingerprinter = createFingerprinter({ client });
    perClient.set(client, fingerprinter);
  }
  return fingerprinter;
}
