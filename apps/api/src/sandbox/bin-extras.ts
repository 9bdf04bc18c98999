/**
 * What a payment must carry for the bin lookup's cards (`SANDBOX_TEST_BINS`): the brand
 * chosen must be one of the card's (a dual-brand card is paid with either), a card issued in Korea
 * needs Korean authentication (the tax number and the card password's first 2 digits, the latter
 * encrypted by the password frame), a card whose lookup asks for the CPF/CNPJ needs a valid one.
 * The attempt records which brand paid and that these were given — never their values.
 */
import { SANDBOX_TEST_BINS, type BodyOf } from '@paypage/contract';
import type { Queryable } from '../db/db.ts';
import { EncryptedFieldError, openField } from './encrypted-fields.ts';

type PaymentsBody = BodyOf<'POST /sandbox/adyen/sessions/:id/payments'>;

/** What the attempt records (no values), or the refusal reason. */
export type BinExtras = {
  paidBrand?: string;
  koreanAuthentication?: true;
  socialSecurityNumber?: 'given';
};

export async function checkBinExtras(
  db: Queryable,
  number: string,
  body: PaymentsBody,
): Promise<BinExtras | string> {
  const method = body.paymentMethod;
  if (method.type !== 'scheme') return {};
  const known = SANDBOX_TEST_BINS.find((entry) => number.startsWith(entry.bin));
  const extras: BinExtras = method.brand ? { paidBrand: method.brand } : {};
  if (!known || known.brands === 'error') return extras;
  const brands: readonly string[] = known.brands;
  if (method.brand && brands.length > 0 && !brands.includes(method.brand)) {
    return 'Brand not on card';
  }
  if ('issuingCountryCode' in known && known.issuingCountryCode === 'KR') {
    if (!method.encryptedPassword || !method.taxNumber) return 'Korean authentication required';
    let password: string;
    try {
      password = await openField(db, 'encryptedPassword', method.encryptedPassword);
    } catch (error) {
      if (error instanceof EncryptedFieldError) return 'Korean authentication failed';
      throw error;
    }
    if (!/^[0-9]{2}$/.test(password)) return 'Korean authentication failed';
    extras.koreanAuthentication = true;
  }
  if ('showSocialSecurityNumber' in known && known.showSocialSecurityNumber) {
    // Its format (CPF or CNPJ) is the contract's to check.
    if (!body.socialSecurityNumber) return 'CPF/CNPJ required';
    extras.socialSecurityNumber = 'given';
  }
  return extras;
}
