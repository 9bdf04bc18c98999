/**
 * The embeddable builds' stand-in for src/widget/bin-lookup-answers.ts (scripts/build-widget.mjs
 * LAZY_SEAMS): the readers of a bin lookup's answer come with the brand marks' part, which every
 * answer waits for before the form sees it (use-bin-lookup.ts `cardBrandsReady`: an answer whose
 * part could not load is a failed lookup), so they are called only once it has loaded.
 */
import type * as Answers from '../widget/bin-lookup-answers';
import { MORE_CARD_BRANDS_PART } from './first-file-card-brands';
import { loadedPart } from './lazy-part';

type Module = typeof Answers;

function answers(): Module {
  const module = loadedPart(MORE_CARD_BRANDS_PART) as Module | undefined;
  if (!module) throw new Error('The card widget read a bin lookup answer before its part loaded');
  return module;
}

export const binLookupResult: Module['binLookupResult'] = (answer) =>
  answers().binLookupResult(answer);
export const chosenLookupBrand: Module['chosenLookupBrand'] = (result, selected) =>
  answers().chosenLookupBrand(result, selected);
