/**
 * The store-details consent (docs/payer-page.md#screens): under the billing address, a box headed 'Save card
 * for automatic future payments' whose text authorises the merchant to store the card. Shared by
 * the sandbox widget and the card step's skeleton (which wraps it to take its exact size).
 */
import type * as React from 'react';
import { Checkbox, cn, isolate } from '@paypage/ui';
import { STORE_DETAILS_TITLE, storeDetailsText } from './card-constants';
import type { PartText } from '../i18n/translate';

export type StoreDetailsConsentProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  merchantName: string;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The heading and text in the widget's language (each it has not: en-US). */
  text?: PartText;
};

export function StoreDetailsConsent({
  merchantName,
  checked = false,
  onCheckedChange,
  text,
  className,
  ...props
}: StoreDetailsConsentProps) {
  return (
    <div
      data-slot="store-details"
      className={cn('rounded-lg border border-border bg-surface-sunken p-4', className)}
      {...props}
    >
      <Checkbox
        label={
          <span className="font-medium">{text?.('storeDetails.title') ?? STORE_DETAILS_TITLE}</span>
        }
        hint={isolate(
          text?.('storeDetails.text', { merchant: merchantName }) ?? storeDetailsText(merchantName),
          [merchantName, merchantName],
        )}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
      />
    </div>
  );
}
