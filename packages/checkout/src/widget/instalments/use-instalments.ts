/**
 * The instalments' state (docs/widget.md#options): the options of the card's brand (its
 * own, else the `card` ones), whether the payer has a choice (one option hides them), the choice
 * (the preselected value until the payer picks; back to it when the brand changes the options).
 * The payment data's `installments` is `instalmentPaymentData(selection)` (instalments-field.tsx).
 */
import * as React from 'react';
import {
  areInstalmentsShown,
  initialInstalmentSelection,
  instalmentOptionsFor,
  type InstalmentOptions,
  type InstalmentOptionsByBrand,
  type InstalmentSelection,
} from '../../rules';

export type Instalments = {
  options: InstalmentOptions | null;
  shown: boolean;
  selection: InstalmentSelection | null;
  select: (selection: InstalmentSelection) => void;
};

export function useInstalments(
  byBrand: InstalmentOptionsByBrand | undefined,
  brand: string | null,
): Instalments {
  const options = React.useMemo(() => instalmentOptionsFor(byBrand, brand), [byBrand, brand]);
  const shown = areInstalmentsShown(options);
  const [chosen, setChosen] = React.useState<{
    for: InstalmentOptions | null;
    selection: InstalmentSelection;
  } | null>(null);
  // A choice holds for the options it was made in: another brand's options start again.
  const selection = shown
    ? chosen?.for === options
      ? chosen.selection
      : initialInstalmentSelection(options)
    : null;
  const select = React.useCallback(
    (next: InstalmentSelection) => setChosen({ for: options, selection: next }),
    [options],
  );
  return { options, shown, selection, select };
}
