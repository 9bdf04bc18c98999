/**
 * The card form's Pay button (docs/widget.md#states "Pay button statuses"): 'Pay $1,250.00' with a
 * lock, a spinner while paying (further presses ignored), and a brief completed state (1 s, kept by
 * the caller) after Authorised. A zero amount saves the card instead (§9 'save details').
 */
import type * as React from 'react';
import { Button, CheckIcon, LockIcon, type ButtonProps } from '@paypage/ui';
import { formatMinorUnits } from '../../rules';
import { translateEnUs } from '../i18n/translate';
import { useWidgetText, type WidgetText } from '../i18n/widget-strings';

/** `redirect`: the payer is being sent to a redirect's page (busy, as loading). */
export type PayButtonStatus = 'default' | 'loading' | 'redirect' | 'completed';

/** 'Pay $1,250.00'; 'Save details' for a zero amount (in the widget's language). */
export function payButtonLabel(
  amount: { value: number; currency: string },
  { locale, t }: WidgetText = { locale: 'en-US', t: translateEnUs },
): string {
  return amount.value === 0
    ? t('pay.saveDetails')
    : t('pay.button', { amount: formatMinorUnits(amount.value, amount.currency, locale) });
}

export type PayButtonProps = Omit<ButtonProps, 'children' | 'loading'> & {
  amount: { value: number; currency: string };
  status: PayButtonStatus;
  ref?: React.Ref<HTMLButtonElement>;
};

export function PayButton({ amount, status, className, ...props }: PayButtonProps) {
  const text = useWidgetText();
  return (
    <Button
      size="lg"
      className={className ?? 'w-full'}
      data-status={status}
      loading={status === 'loading' || status === 'redirect'}
      {...props}
    >
      {status === 'completed' ? <CheckIcon /> : <LockIcon />}
      {status === 'completed' ? text.t('pay.accepted') : payButtonLabel(amount, text)}
    </Button>
  );
}
