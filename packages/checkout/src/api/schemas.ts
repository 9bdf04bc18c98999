/**
 * The schemas the first screen's calls check answers with: a chunk of their own, loaded by the
 * client's first call (beside its request), so building them is not part of the page's start.
 */
export { cardSessionSchema } from '../models/card-session';
export { paymentRequestSchema } from '../models/payment-request';
export {
  clientInfoSchema,
  errorBodySchema,
  statusAnswerSchema,
  stripeIntentSchema,
} from '../models/responses';
