/**
 * The en-US strings of the widget's lazy parts (the Korean tax number, the dual-brand switcher,
 * the billing address, the store-details consent), as the parts show them: each part keeps its own
 * en-US text and takes a locale's string over it (`Translate.part`), so a merchant on en-US loads
 * none of these twice. This table names them for the locales, which have each key (tests).
 */
import { taxNumberText } from '@paypage/ui';
import {
  BILLING_ADDRESS_LEGEND,
  DUAL_BRAND_HEADING,
  STORE_DETAILS_TITLE,
  storeDetailsText,
} from '../card-constants';
import { STORED_CARD_TEXT } from '../stored-card-form-state';

export const EN_US_PARTS = {
  'field.taxNumber.birthDate': taxNumberText['birth-date'].label,
  'field.taxNumber.birthDate.hint': taxNumberText['birth-date'].hint,
  'field.taxNumber.business': taxNumberText['corporate-registration-number'].label,
  'field.taxNumber.business.hint': taxNumberText['corporate-registration-number'].hint,
  'form.dualBrand': DUAL_BRAND_HEADING,
  'address.legend': BILLING_ADDRESS_LEGEND,
  'storeDetails.title': STORE_DETAILS_TITLE,
  'storeDetails.text': storeDetailsText('{merchant}'),
  ...STORED_CARD_TEXT,
} as const satisfies Record<string, string>;

export type PartStringKey = keyof typeof EN_US_PARTS;
