/** Instalments (docs/widget.md#options). */

/** The payer's instalment choice: a number of instalments and, optionally, a plan. */
export interface InstalmentSelection {
  readonly value: number;
  readonly plan?: string;
}

/** Instalments are in use when more than one is chosen or the plan is revolving (§5). */
export function areInstalmentsInUse(selection: InstalmentSelection | null | undefined): boolean {
  return !!selection && (selection.value > 1 || selection.plan === 'revolving');
}

/** A plan the payer may choose besides paying in instalments (§3: revolving). */
export type InstalmentPlan = 'regular' | 'revolving';

/** The instalment options of a brand or of every card (§3 "Instalment options"). */
export type InstalmentOptions = {
  /** The numbers of instalments offered, e.g. [1, 2, 3, 6] (1: paid at once). */
  readonly values: readonly number[];
  /** The number chosen at first (default the first of `values`). */
  readonly preselectedValue?: number;
  /** Plans besides regular instalments: ['revolving'] adds a revolving payment. */
  readonly plans?: readonly InstalmentPlan[];
};

/** Options per brand (`visa`, `mc`, …) or for any card (`card`); a brand's own win. */
export type InstalmentOptionsByBrand = Readonly<Record<string, InstalmentOptions>>;

/**
 * The options for the card's brand: its own, else the `card` ones, else none. The values kept are
 * whole numbers from 1 to 99, in the order given, without repeats.
 */
export function instalmentOptionsFor(
  byBrand: InstalmentOptionsByBrand | undefined,
  brand: string | null | undefined,
): InstalmentOptions | null {
  if (!byBrand) return null;
  const own = brand && Object.hasOwn(byBrand, brand) ? byBrand[brand] : undefined;
  const options = own ?? (Object.hasOwn(byBrand, 'card') ? byBrand.card : undefined);
  if (!options || !Array.isArray(options.values)) return null;
  const values = options.values.filter(
    (value, index, all) =>
      Number.isInteger(value) && value >= 1 && value <= 99 && all.indexOf(value) === index,
  );
  const plans = Array.isArray(options.plans)
    ? options.plans.filter((plan) => plan === 'regular' || plan === 'revolving')
    : [];
  return {
    values,
    ...(options.preselectedValue !== undefined && values.includes(options.preselectedValue)
      ? { preselectedValue: options.preselectedValue }
      : {}),
    ...(plans.length > 0 ? { plans } : {}),
  };
}

/** Whether the payer has a choice: more than one number, or a revolving plan (§5: one option hides). */
export function areInstalmentsShown(options: InstalmentOptions | null): boolean {
  if (!options) return false;
  return options.values.length > 1 || !!options.plans?.includes('revolving');
}

/** The choice made before the payer chooses: the preselected number, else the first. */
export function initialInstalmentSelection(options: InstalmentOptions | null): InstalmentSelection {
  return { value: options?.preselectedValue ?? options?.values[0] ?? 1 };
}

/**
 * What the payment data carries (§3 `installments`): the selection when instalments are in use
 * (§5), nothing for a payment at once.
 */
export function instalmentPaymentData(
  selection: InstalmentSelection | null | undefined,
): InstalmentSelection | undefined {
  if (!selection || !areInstalmentsInUse(selection)) return undefined;
  return selection.plan
    ? { value: selection.value, plan: selection.plan }
    : { value: selection.value };
}
