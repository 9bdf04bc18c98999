/**
 * The device signals the fingerprint's `deviceId` is a hash of. Chosen to be stable for one
 * browser on one device: the user agent without its version numbers (so an update keeps the
 * id), platform, languages, time zone, screen, CPU and memory class, touch points, and the
 * audio signal.
 */
import { audioSignal, type AudioSignalOptions } from './audio';

export type DeviceSignals = {
  userAgent: string;
  platform: string;
  locale: string;
  languages: string[];
  timezone: string;
  screen: string;
  hardwareConcurrency: number | null;
  deviceMemory: number | null;
  maxTouchPoints: number | null;
  audio: string;
};

type NavigatorLike = Partial<Navigator> & {
  userAgentData?: { platform?: string };
  deviceMemory?: number;
};

export async function collectDeviceSignals(
  options: AudioSignalOptions = {},
): Promise<DeviceSignals> {
  const nav = (globalThis.navigator ?? {}) as NavigatorLike;
  const screen = (globalThis as { screen?: Partial<Screen> }).screen;
  const devicePixelRatio = (globalThis as { devicePixelRatio?: number }).devicePixelRatio ?? 1;
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  return {
    userAgent: nav.userAgent ?? '',
    platform: nav.userAgentData?.platform || nav.platform || '',
    locale: nav.language || resolved.locale,
    languages: [...(nav.languages ?? [])],
    timezone: resolved.timeZone,
    screen: screen
      ? `${screen.width}x${screen.height}x${screen.colorDepth}@${devicePixelRatio}`
      : 'none',
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    deviceMemory: nav.deviceMemory ?? null,
    maxTouchPoints: nav.maxTouchPoints ?? null,
    audio: await audioSignal(options),
  };
}

/** The canonical text the device id hashes: stable key order, version numbers removed. */
export function canonicalSignals(signals: DeviceSignals): string {
  const stable = { ...signals, userAgent: signals.userAgent.replace(/\d+(?:[._]\d+)*/g, '#') };
  const keys = Object.keys(stable).sort() as (keyof DeviceSignals)[];
  return JSON.stringify(keys.map((key) => [key, stable[key]]));
}

/** SHA-256 (hex) of the canonical signals, via `crypto.subtle`. */
export async function deviceIdFromSignals(signals: DeviceSignals): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalSignals(signals));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
