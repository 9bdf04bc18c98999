/**
 * The schemas the first screen's calls check answers with (the contract's): a chunk of their own,
 * loaded by the client's first call (beside its request), so building them is not part of the
 * page's start.
 */
export {
  cardSessionSchema,
  clientInfoSchema,
  errorBodySchema,
  statusAnswerSchema,
  stripeIntentSchema,
  tooManyRequestsBodySchema,
} from '@paypage/contract/schemas/answers';
export { paymentRequestSchema } from '@paypage/contract/schemas/payment-request';
