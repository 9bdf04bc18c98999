/** The card widget's pt-BR strings, a part of its own (`load-translations.ts`). */
import strings from './pt-BR.json';

export default strings;
