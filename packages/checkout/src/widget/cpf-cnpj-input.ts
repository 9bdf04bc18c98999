/**
 * The card form's CPF/CNPJ input (the kit's), in a module of its own so that the embeddable builds
 * load it as a lazy part (`src/embed/lazy-part.tsx`): only a Brazilian card, or
 * `socialSecurityNumberMode: 'show'`, shows it.
 */
export { SocialSecurityNumberInput } from '@paypage/ui';
