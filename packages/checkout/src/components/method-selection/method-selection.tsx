import * as React from 'react';
import {
  BankIcon,
  Button,
  CardIcon,
  ChevronDownIcon,
  cn,
  RadioCard,
  RadioCardGroup,
} from '@paypage/ui';
import {
  canContinue,
  FEWER_OPTIONS_LABEL,
  MORE_OPTIONS_LABEL,
  PAYMENT_OPTIONS,
  visibleOptions,
  type PaymentOption,
} from '../../payment-request/methods';
import { ACCEPTED_CARD_MARKS } from '../../card/card-logos';
import { CardBrandMarks, cardBrandNames } from '../card-brand-marks';
import { AchTransferIcon, WireTransferIcon } from './method-icons';
import {
  CHOOSE_PAYMENT_METHOD,
  CONTINUE_TO_PAYMENT,
  CONTINUE_TO_PAYMENT_ACTION,
  METHOD_SELECTION_HEADING_ID,
  NO_PAYMENT_METHODS,
  type MethodSelectionController,
} from './use-method-selection';

const OPTION_ICONS = {
  card: CardIcon,
  bank: BankIcon,
  ach: AchTransferIcon,
  wire: WireTransferIcon,
} as const satisfies Record<PaymentOption, unknown>;

/**
 * The card option shows the accepted brands under its helper text, at every width (beside the
 * text they would squeeze the title in a two-column page): three marks and '+N' past four
 * brands. The marks are decorative, out of the option's description, which names every brand
 * instead (Chromium reads a hidden mark's wordmark letters when it is inside the description).
 */
const cardBrands = <CardBrandMarks marks={ACCEPTED_CARD_MARKS} className="mt-1" />;
const acceptedBrandNames = cardBrandNames(ACCEPTED_CARD_MARKS);

export type MethodSelectionProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> &
  MethodSelectionController & {
    /** 'Continue to payment' pressed with an option selected. */
    onContinue: (option: PaymentOption) => void;
  };

/**
 * 'Choose a payment method' (spec §2): the allowed options as radio cards with their helper
 * texts, ACH and wire behind 'More options' when a card or bank option is also allowed
 * ('Fewer options' hides them again and resets the selection to the default), and 'Continue to
 * payment', disabled while nothing is selected. Keyboard: one tab stop for the group, arrows move
 * and select, Space selects, Tab reaches 'More options' and 'Continue to payment'.
 */
export function MethodSelection({
  menu,
  selection,
  dispatch,
  onContinue,
  className,
  ...props
}: MethodSelectionProps) {
  const groupId = React.useId();
  const options = visibleOptions(menu, selection);
  const hasMore = menu.more.length > 0;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selection.selected) onContinue(selection.selected);
  };

  return (
    <form
      data-slot="method-selection"
      aria-labelledby={METHOD_SELECTION_HEADING_ID}
      className={cn('flex flex-col gap-5', className)}
      onSubmit={submit}
      {...props}
    >
      <h2
        id={METHOD_SELECTION_HEADING_ID}
        tabIndex={-1}
        className="text-lg font-semibold tracking-tight outline-none"
      >
        {CHOOSE_PAYMENT_METHOD}
      </h2>

      {options.length === 0 ? (
        <p className="text-sm text-muted">{NO_PAYMENT_METHODS}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <RadioCardGroup
            id={groupId}
            aria-labelledby={METHOD_SELECTION_HEADING_ID}
            // One column that never grows past the panel (the cards shrink and wrap instead).
            className="grid-cols-[minmax(0,1fr)]"
            value={selection.selected ?? ''}
            onValueChange={(value) => dispatch({ type: 'select', option: value as PaymentOption })}
          >
            {options.map((option) => {
              const Icon = OPTION_ICONS[option];
              const definition = PAYMENT_OPTIONS[option];
              return (
                <RadioCard
                  key={option}
                  value={option}
                  data-option={option}
                  title={definition.label}
                  description={
                    option === 'card' ? (
                      <>
                        {definition.helper} <span className="sr-only">{acceptedBrandNames}</span>
                      </>
                    ) : (
                      definition.helper
                    )
                  }
                  below={option === 'card' ? cardBrands : undefined}
                  icon={<Icon />}
                  // As native radios: the option that takes focus is selected. Radix selects
                  // on focus only while the arrow key is still down, and its focus move comes a
                  // tick later, so a quick key press (assistive tech, automation) moved focus
                  // without selecting.
                  onFocus={() => dispatch({ type: 'select', option })}
                />
              );
            })}
          </RadioCardGroup>
          {hasMore ? (
            <Button
              variant="link"
              size="sm"
              className="self-start"
              aria-expanded={selection.expanded}
              aria-controls={groupId}
              onClick={() => dispatch({ type: selection.expanded ? 'collapse' : 'expand' })}
            >
              {selection.expanded ? FEWER_OPTIONS_LABEL : MORE_OPTIONS_LABEL}
              <ChevronDownIcon
                className={cn(
                  'transition-transform motion-reduce:transition-none',
                  selection.expanded && 'rotate-180',
                )}
              />
            </Button>
          ) : null}
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!canContinue(selection)}
        data-early-action={CONTINUE_TO_PAYMENT_ACTION}
      >
        {CONTINUE_TO_PAYMENT}
      </Button>
    </form>
  );
}
