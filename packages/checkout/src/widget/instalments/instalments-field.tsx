/**
 * The instalments (docs/widget.md#views): the number of instalments in a list and,
 * when the options offer a revolving plan, first the way to pay — at once, in instalments or
 * revolving. Shown only when the payer has a choice (`areInstalmentsShown`). A lazy chunk: a
 * merchant without instalment options never loads it.
 *
 * Labels (the spec gives none; `INSTALMENT_TEXTS`, in the widget's locale): '1 payment of
 * $1,250.00', '3 payments of $416.67' (each rounded up to the minor unit: what the payer sees never
 * falls short of the amount, formatted in the locale); 'Pay in full', 'Pay in instalments',
 * 'Revolving payment'.
 */
import * as React from 'react';
import { RadioCard, RadioCardGroup, Select } from '@paypage/ui';
import {
  formatMinorUnits,
  instalmentPaymentData,
  type InstalmentOptions,
  type InstalmentOptionsByBrand,
  type InstalmentSelection,
} from '../../rules';
import { useInstalments } from './use-instalments';
import { useWidgetText } from '../i18n/widget-strings';
import { fillPlaceholders, type PartText, type TranslationValues } from '../i18n/translate';

/** The instalments' en-US strings; a locale's (`Translate.part`) are taken over them. */
export const INSTALMENT_TEXTS = {
  'instalments.heading': 'How do you want to pay?',
  'instalments.payInFull': 'Pay in full',
  'instalments.payInInstalments': 'Pay in instalments',
  'instalments.revolving': 'Revolving payment',
  'instalments.countLabel': 'Number of instalments',
  'instalments.one': '1 payment of {amount}',
  'instalments.other': '{count} payments of {amount}',
} as const satisfies Record<string, string>;

type InstalmentTextKey = keyof typeof INSTALMENT_TEXTS;

function instalmentText(text: PartText, key: InstalmentTextKey, values?: TranslationValues) {
  return text(key, values) ?? fillPlaceholders(INSTALMENT_TEXTS[key], values);
}

export type InstalmentsFieldProps = {
  id: string;
  options: InstalmentOptions;
  selection: InstalmentSelection;
  amount: { value: number; currency: string };
  onSelectionChange: (selection: InstalmentSelection) => void;
};

type Way = 'onetime' | 'instalments' | 'revolving';

const WAYS: readonly { value: Way; title: InstalmentTextKey }[] = [
  { value: 'onetime', title: 'instalments.payInFull' },
  { value: 'instalments', title: 'instalments.payInInstalments' },
  { value: 'revolving', title: 'instalments.revolving' },
];

function wayOf(selection: InstalmentSelection): Way {
  if (selection.plan === 'revolving') return 'revolving';
  return selection.value > 1 ? 'instalments' : 'onetime';
}

export function InstalmentsField({
  id,
  options,
  selection,
  amount,
  onSelectionChange,
}: InstalmentsFieldProps) {
  const { locale, t } = useWidgetText();
  const text = (key: InstalmentTextKey, values?: TranslationValues) =>
    instalmentText(t.part, key, values);
  const revolving = options.plans?.includes('revolving') ?? false;
  // With plans, a regular instalment payment names its plan.
  const regularPlan = options.plans?.includes('regular') ? { plan: 'regular' as const } : {};
  const counts = revolving ? options.values.filter((value) => value > 1) : options.values;
  const way = wayOf(selection);
  const label = (count: number) =>
    text(count === 1 ? 'instalments.one' : 'instalments.other', {
      count,
      amount: formatMinorUnits(Math.ceil(amount.value / count), amount.currency, locale),
    });
  const countList = (
    <Select
      id={`${id}-count`}
      label={text('instalments.countLabel')}
      value={String(way === 'instalments' || !revolving ? selection.value : (counts[0] ?? 1))}
      options={counts.map((count) => ({ value: String(count), label: label(count) }))}
      onChange={(event) =>
        onSelectionChange({ value: Number(event.currentTarget.value), ...regularPlan })
      }
    />
  );
  if (!revolving) return <div data-slot="instalments">{countList}</div>;

  const headingId = `${id}-heading`;
  const ways = WAYS.filter((each) => each.value !== 'instalments' || counts.length > 0);
  return (
    <div data-slot="instalments" className="flex flex-col gap-3">
      <p id={headingId} className="text-sm font-medium">
        {text('instalments.heading')}
      </p>
      <RadioCardGroup
        aria-labelledby={headingId}
        value={way}
        onValueChange={(value) =>
          onSelectionChange(
            value === 'revolving'
              ? { value: 1, plan: 'revolving' }
              : value === 'instalments'
                ? { value: counts[0] ?? 1, ...regularPlan }
                : { value: 1 },
          )
        }
      >
        {ways.map((each) => (
          <RadioCard
            key={each.value}
            id={`${id}-${each.value}`}
            value={each.value}
            title={text(each.title)}
          />
        ))}
      </RadioCardGroup>
      {way === 'instalments' ? countList : null}
    </div>
  );
}

export type InstalmentsPartProps = {
  id: string;
  installmentOptions: InstalmentOptionsByBrand;
  brand: string | null;
  amount: { value: number; currency: string };
  /** The payment data's `installments` whenever it changes (undefined: none to send). */
  onPaymentDataChange: (installments: InstalmentSelection | undefined) => void;
};

/**
 * The part the widget loads when `installmentOptions` is given: the brand's options, the choice
 * and the field when there is one; it tells the widget what the payment data carries. (All of it
 * here, so the widget's first file holds none of it.)
 */
export function InstalmentsPart({
  id,
  installmentOptions,
  brand,
  amount,
  onPaymentDataChange,
}: InstalmentsPartProps) {
  const instalments = useInstalments(installmentOptions, brand);
  const data = instalmentPaymentData(instalments.selection);
  const value = data?.value;
  const plan = data?.plan;
  React.useEffect(() => {
    onPaymentDataChange(
      value === undefined ? undefined : plan === undefined ? { value } : { value, plan },
    );
  }, [value, plan, onPaymentDataChange]);
  React.useEffect(() => () => onPaymentDataChange(undefined), [onPaymentDataChange]);
  if (!instalments.shown || !instalments.options || !instalments.selection) return null;
  return (
    <InstalmentsField
      id={id}
      options={instalments.options}
      selection={instalments.selection}
      amount={amount}
      onSelectionChange={instalments.select}
    />
  );
}

export default InstalmentsPart;
