/**
 * The sandbox's card fields: each field is a secured frame on the frames' origin, so the card
 * digits never reach the merchant's page; the host page sees only the frames' state and blobs.
 */
export {
  SecuredCardNumberField,
  SecuredExpiryDateField,
  SecuredField,
  SecuredPasswordField,
  SecuredSecurityCodeField,
} from './secured-card-fields';
export {
  focusBefore,
  frameStyleOf,
  framesUrl,
  labelFrames,
  type SecuredFieldsSetup,
  useSecuredCardFields,
} from './use-secured-card-fields';
