/** The device fingerprint record sent once per page load (the contract's `DeviceFingerprint`). */
export type { DeviceFingerprint } from '@paypage/contract';
