/** The card widget's ko-KR strings, a part of its own (`load-translations.ts`). */
import strings from './ko-KR.json';

export default strings;
