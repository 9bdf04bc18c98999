/**
 * 3D Secure 2 (docs/widget.md#states): timeouts. The challenge window
 * sizes by code are in `./challenge-window`.
 */

/**
 * Timeouts in milliseconds (§9). The fingerprint's one wait is its hidden frame's, which reports
 * the timeout (§8): 20 s (docs/decisions.md, the fingerprint's timeout).
 */
export const THREEDS2_FINGERPRINT_FRAME_TIMEOUT_MS = 20_000;
export const THREEDS2_CHALLENGE_TIMEOUT_MS = 600_000;
