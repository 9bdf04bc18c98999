/**
 * 3D Secure 2 (docs/widget.md#states): timeouts and the legacy-flow marker. The challenge window
 * sizes by code are in `./challenge-window`.
 */

/** Timeouts in milliseconds (§9). */
export const THREEDS2_FINGERPRINT_TIMEOUT_MS = 10_000;
export const THREEDS2_CHALLENGE_TIMEOUT_MS = 600_000;

/** A payment data string shorter than 15 characters marks the older (MD) 3DS flow (§4). */
export function isLegacyThreeDSFlow(paymentData: string): boolean {
  return paymentData.length < 15;
}
