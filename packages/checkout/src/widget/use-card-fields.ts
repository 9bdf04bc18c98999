/**
 * The seam between the card form and the card's own fields (number, expiry date, security code):
 * each field's state (what it shows and the error it shows), focus, and the payment data of the
 * fields at the moment of paying. The secured-field frames of issue 15 will implement `CardFields`
 * (the values then stay inside the frames and the payment data arrives encrypted); today the plain
 * inputs of `card-fields.tsx` back it with the form's values, as they always have.
 *
 * The form's other fields (name, CPF/CNPJ, address) register their elements in the same
 * `FieldElements`, so focus moves through one map whichever kind of field is next.
 */
import * as React from 'react';
import { CARD_FORM_FIELDS, type CardFormField, type CardPaymentData } from './card-form';

/** The card's own fields: those a secured frame will hold. */
export type CardField = 'cardNumber' | 'expiryDate' | 'securityCode';

/** The fields' elements: their ids, the refs that register them and focus. */
export type FieldElements = {
  /** Unique per widget; the address fields derive their ids from it. */
  idPrefix: string;
  idOf: (field: CardFormField) => string;
  /** A stable ref callback per field. */
  bind: (field: CardFormField) => (node: HTMLElement | null) => void;
  focus: (field: CardFormField) => void;
};

/** What one card field renders from. */
export type CardFieldState = {
  id: string;
  ref: (node: HTMLElement | null) => void;
  value: string;
  /** The error the field shows now (errors show on blur or, for a few, while typing). */
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
};

/** The interface of the card's fields, whatever holds them (plain inputs now, frames later). */
export type CardFields = FieldElements & {
  field: (name: CardField) => CardFieldState;
  /** The card fields' payment data at this moment (read when the payer pays). */
  paymentData: () => CardPaymentData;
};

/** What the plain inputs are backed by: the form's values, errors and handlers. */
export type CardFieldsSource = {
  elements: FieldElements;
  values: Readonly<Record<CardField, string>>;
  errorOf: (field: CardFormField) => string | undefined;
  onValueChange: (field: CardField, value: string) => void;
  onBlur: (field: CardFormField) => void;
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

/** The card fields on plain inputs: their state is the form's. */
export function useCardFields(source: CardFieldsSource): CardFields {
  const { elements, values, errorOf, onValueChange, onBlur, paymentData } = source;
  return {
    ...elements,
    field: (name) => ({
      id: elements.idOf(name),
      ref: elements.bind(name),
      value: values[name],
      error: errorOf(name),
      onValueChange: (value) => onValueChange(name, value),
      onBlur: () => onBlur(name),
    }),
    paymentData,
  };
}
