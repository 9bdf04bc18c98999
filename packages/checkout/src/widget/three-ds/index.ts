/**
 * 3-D Secure: the fingerprint and the challenge, their frames and the results they send back.
 *
 * Loaded through `import()` by path, so not re-exported here: `three-ds-fingerprint-frame`,
 * `three-ds-challenge`.
 */
export {
  type ChallengeResult,
  type ChallengeToken,
  encodeThreeDSResult,
  readChallengeAction,
  threeDSError,
  type ThreeDSError,
} from './three-ds';
export { ChallengeLoading } from './challenge-loading';
export {
  encodeFingerprintResult,
  type FingerprintResult,
  type FingerprintToken,
  readFingerprintAction,
  readFingerprintAnswer,
} from './three-ds-fingerprint';
