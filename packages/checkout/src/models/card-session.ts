/**
 * The card payment session (the contract's `CardSession`). `clientConfig.environment` chooses the
 * widget: `sandbox` → the sandbox card widget, any provider environment → Adyen Web.
 */
import type { CardSession } from '@paypage/contract';

export {
  CARD_ENVIRONMENTS,
  CARD_PROVIDER_ENVIRONMENTS,
  CHALLENGE_WINDOW_SIZES,
  type CardClientConfig,
  type CardEnvironment,
  type CardSession,
  type ChallengeWindowSize,
} from '@paypage/contract';

/** Whether a session runs the local sandbox widget rather than the provider's (Adyen Web). */
export function isSandboxCardSession(session: CardSession): boolean {
  return session.clientConfig.environment === 'sandbox';
}
