/**
 * The en-US strings of the widget's lazy parts (the Korean tax number, the dual-brand switcher,
 * the billing address and its search, the store-details consent, the wallets' divider, the 3-D
 * Secure views, the instalments, the redirect view, the gift card, Click to Pay and its errors, the
 * fast-checkout sign-up), as the parts show them: each part keeps its own
 * en-US text and takes a locale's string over it (`Translate.part`), so a merchant on en-US loads
 * none of these twice. This table names them for the locales, which have each key (tests).
 */
import { taxNumberText } from '@paypage/ui';
import { FRAME_DOCUMENTS } from '../../secured-fields/host';
import { ADDRESS_SEARCH_TEXTS } from '../address/address-search';
import { ADDRESS_TEXTS } from '../address/address-texts';
import type { PartStringKey } from '../i18n/part-keys';
import {
  BILLING_ADDRESS_LEGEND,
  DUAL_BRAND_HEADING,
  OR_PAY_WITH,
  STORE_DETAILS_TITLE,
  storeDetailsText,
} from '../form/card-constants';
import { STORED_CARD_TEXT } from '../stored-card/stored-card-form-state';
import { CHALLENGE_FRAME_LOADING, CHALLENGE_FRAME_TITLE } from '../challenge-frame';
import { CHALLENGE_TEXT, CHALLENGE_TITLE } from '../three-ds/three-ds-challenge';
import {
  CHALLENGE_ERROR_TRY_AGAIN,
  CHALLENGE_ERROR_UNKNOWN,
} from '../three-ds/challenge-error-view';
import { FINGERPRINT_FRAME_TITLE, FINGERPRINT_TEXT } from '../three-ds/three-ds-fingerprint-frame';
import { INSTALMENT_TEXTS } from '../instalments/instalments-field';
import { REDIRECT_TEXTS } from '../payment/redirect-view';
import { GIFT_CARD_TEXTS } from '../gift-card/gift-card-section';
import { CLICK_TO_PAY_TEXTS } from '../../click-to-pay/texts';
import { CLICK_TO_PAY_ERRORS } from '../../click-to-pay/errors';
import { FAST_CHECKOUT_TEXTS } from '../../fast-checkout/texts';

export const EN_US_PARTS = {
  'field.taxNumber.birthDate': taxNumberText['birth-date'].label,
  'field.taxNumber.birthDate.hint': taxNumberText['birth-date'].hint,
  'field.taxNumber.business': taxNumberText['corporate-registration-number'].label,
  'field.taxNumber.business.hint': taxNumberText['corporate-registration-number'].hint,
  'form.dualBrand': DUAL_BRAND_HEADING,
  'address.legend': BILLING_ADDRESS_LEGEND,
  ...ADDRESS_TEXTS,
  ...ADDRESS_SEARCH_TEXTS,
  'storeDetails.title': STORE_DETAILS_TITLE,
  'storeDetails.text': storeDetailsText('{merchant}'),
  ...STORED_CARD_TEXT,
  'frame.cardNumber': FRAME_DOCUMENTS.encryptedCardNumber?.title ?? '',
  'frame.expiryDate': FRAME_DOCUMENTS.encryptedExpiryDate?.title ?? '',
  'frame.securityCode': FRAME_DOCUMENTS.encryptedSecurityCode?.title ?? '',
  'frame.password': FRAME_DOCUMENTS.encryptedPassword?.title ?? '',
  'wallets.orPayWith': OR_PAY_WITH,
  'threeDS.challengeTitle': CHALLENGE_TITLE,
  'threeDS.challengeText': CHALLENGE_TEXT,
  'threeDS.challengeFrame': CHALLENGE_FRAME_TITLE,
  'threeDS.challengeLoading': CHALLENGE_FRAME_LOADING,
  'threeDS.errorTryAgain': CHALLENGE_ERROR_TRY_AGAIN,
  'error.message.unknown': CHALLENGE_ERROR_UNKNOWN,
  'threeDS.fingerprintText': FINGERPRINT_TEXT,
  'threeDS.fingerprintFrame': FINGERPRINT_FRAME_TITLE,
  ...INSTALMENT_TEXTS,
  ...REDIRECT_TEXTS,
  ...GIFT_CARD_TEXTS,
  ...CLICK_TO_PAY_TEXTS,
  ...CLICK_TO_PAY_ERRORS,
  ...FAST_CHECKOUT_TEXTS,
} as const satisfies Record<PartStringKey, string>;
