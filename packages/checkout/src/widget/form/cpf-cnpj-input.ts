/**
 * The card form's CPF/CNPJ input (the kit's): only a Brazilian card, or
 * `socialSecurityNumberMode: 'show'`, shows it.
 */
export { SocialSecurityNumberInput } from '@paypage/ui';
