/** The device fingerprint record sent once per page load (spec §3, contract DeviceFingerprint). */
import * as z from 'zod/mini';
import { nonEmptyString, timestamp } from './schema-helpers';

export const deviceFingerprintSchema = z.object({
  /** SHA-256 (hex) of the browser's device signals: stable for one browser. */
  deviceId: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** As `GET /client-info` reports it; empty when that call failed. */
  clientIp: z.string(),
  platform: z.string(),
  userAgent: z.string(),
  /** IANA time zone, e.g. `America/New_York`. */
  timezone: nonEmptyString,
  /** BCP 47 locale, e.g. `en-US`. */
  locale: nonEmptyString,
  /** ISO 8601 time of capture. */
  capturedAt: timestamp,
});
export type DeviceFingerprint = z.infer<typeof deviceFingerprintSchema>;
