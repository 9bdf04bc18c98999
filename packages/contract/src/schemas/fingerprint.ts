/** The device fingerprint record the page sends once per page load (spec §3). */
import * as z from 'zod/mini';
import { timestamp } from './primitives';

/** Unknown fields are dropped. */
export const deviceFingerprintSchema = /* @__PURE__ */ z.object({
  /** SHA-256 (hex) of the browser's device signals: stable for one browser. */
  deviceId: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'A SHA-256 in hex')),
  /** As `GET /client-info` reports it; empty when that call failed. */
  clientIp: z.string().check(z.maxLength(64)),
  platform: z.string().check(z.maxLength(200)),
  userAgent: z.string().check(z.maxLength(1000)),
  /** IANA time zone, e.g. `America/New_York`. */
  timezone: z.string().check(z.minLength(1), z.maxLength(100)),
  /** BCP 47 locale, e.g. `en-US`. */
  locale: z.string().check(z.minLength(1), z.maxLength(35)),
  /** ISO 8601 time of capture. */
  capturedAt: timestamp,
});
export type DeviceFingerprint = z.output<typeof deviceFingerprintSchema>;
