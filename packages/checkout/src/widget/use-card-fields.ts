/**
 * The seam between the card form and the card's own fields (number, expiry date, security code):
 * each field's state (the chrome and the error it shows), focus, and the payment data of the
 * fields at the moment of paying. The secured-field frames implement `CardFields`
 * (`use-secured-card-fields.ts`): the values stay inside the frames and the payment data arrives
 * encrypted.
 *
 * The form's other fields (name, CPF/CNPJ, address) register their elements in the same
 * `FieldElements`, so focus moves through one map whichever kind of field is next.
 */
import * as React from 'react';
import {
  CARD_FORM_FIELDS,
  type CardField,
  type CardFormField,
  type CardPaymentData,
} from './card-form';

export type { CardField } from './card-form';

/** The fields' elements: their ids, the refs that register them and focus. */
export type FieldElements = {
  /** Unique per widget; the address fields derive their ids from it. */
  idPrefix: string;
  idOf: (field: CardFormField) => string;
  /** A stable ref callback per field. */
  bind: (field: CardFormField) => (node: HTMLElement | null) => void;
  focus: (field: CardFormField) => void;
};

/** What one card field renders from: the chrome around its frame (never its value). */
export type CardFieldState = {
  /** The frame's mount element's id. */
  id: string;
  /** The mount element (the frame's iframe goes in it). */
  ref: (node: HTMLElement | null) => void;
  /** The error the field shows now (errors show on blur or, for a few, while typing). */
  error: string | undefined;
  /** Hidden by the brand's policy (the frame stays mounted, so it is not reloaded). */
  hidden: boolean;
  /** The frames are still loading: the box is a skeleton. */
  loading: boolean;
  /** Focuses the frame's input (a press on the label or the box). */
  onFocusRequest: () => void;
  describedBy?: string;
};

/** The interface of the card's fields, whatever holds them (the secured frames). */
export type CardFields = FieldElements & {
  field: (name: CardField) => CardFieldState;
  /** The card fields' payment data at this moment (read when the payer pays). */
  paymentData: () => CardPaymentData;
};

/** The fields' element registry (a Map held in state: written only by the ref callbacks). */
export function useFieldElements(): FieldElements {
  const idPrefix = `card${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [nodes] = React.useState(() => new Map<CardFormField, HTMLElement | null>());
  const bindings = React.useMemo(
    () =>
      Object.fromEntries(
        CARD_FORM_FIELDS.map((field) => [
          field,
          (node: HTMLElement | null) => {
            nodes.set(field, node);
          },
        ]),
      ) as Record<CardFormField, (node: HTMLElement | null) => void>,
    [nodes],
  );
  return React.useMemo(
    () => ({
      idPrefix,
      idOf: (field) => `${idPrefix}-${field}`,
      bind: (field) => bindings[field],
      focus: (field) => nodes.get(field)?.focus(),
    }),
    [idPrefix, bindings, nodes],
  );
}
