/** Instalments (card-widget.md §3, §5). */

/** The payer's instalment choice: a number of instalments and, optionally, a plan. */
export interface InstalmentSelection {
  readonly value: number;
  readonly plan?: string;
}

/** Instalments are in use when more than one is chosen or the plan is revolving (§5). */
export function areInstalmentsInUse(selection: InstalmentSelection | null | undefined): boolean {
  return !!selection && (selection.value > 1 || selection.plan === 'revolving');
}
