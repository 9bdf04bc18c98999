/**
 * The card-fields interface (docs/widget.md#the-card-fields-interface): the one seam between the
 * card form and whatever holds the card's digits (number, expiry date, security code, card
 * password). The form gives a `CardFieldsInput` (the elements, brands, policies, the errors to
 * show, and callbacks for what the fields report as a change of the form's `CardFrames`); the
 * implementation gives back a `CardFieldsConnection`: each field's state (the chrome and the error
 * it shows), focus, the payment data at the moment of paying, and the fields' status. The form
 * never sees a digit. The sandbox's secured frames implement it (`secured/`: the values stay in
 * the frames and the payment data arrives encrypted), and so do Adyen Web's own fields (`adyen/`:
 * Adyen's session pays, so its connection adds `submit`).
 *
 * The form's other fields (name, CPF/CNPJ, address) register their elements in the same
 * `FieldElements`, so focus moves through one map whichever kind of field is next.
 */
import * as React from 'react';
import type { FieldPolicy } from '../../rules';
import type { SecuredFieldsStatus } from '../../secured-fields/host';
import {
  CARD_FORM_FIELDS,
  type CardField,
  type CardFormField,
  type CardFrames,
  type CardPaymentData,
} from '../form/card-form';
import type { WidgetText } from '../i18n/widget-strings';

export type { CardField } from '../form/card-form';

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
  /**
   * The field's input has the focus, as its frame reports it: the box draws its focus ring from
   * this (the page's `:focus-within` does not see a focus inside a frame of another origin).
   */
  focused: boolean;
  /** Focuses the frame's input (a press on the label or the box). */
  onFocusRequest: () => void;
  describedBy?: string;
};

/** The card's fields as the form renders and drives them, whatever holds them. */
export type CardFields = FieldElements & {
  field: (name: CardField) => CardFieldState;
  /** The card fields' payment data at this moment (read when the payer pays). */
  paymentData: () => CardPaymentData;
};

/**
 * The fields' status (docs/widget.md#states): `loading` until they can be typed in, then `ready`;
 * `csfLoadFailure`, `csfConfigFailure` or `destroyed` when they failed.
 */
export type CardFieldsStatus = SecuredFieldsStatus;

/** What the form gives the card fields. */
export type CardFieldsInput = {
  elements: FieldElements;
  brands: readonly string[];
  /** The card's brand known without a number field (a stored card). */
  brand?: string;
  /** §3 `minimumExpiryDate`: the expiry field checks it (914); one not readable is ignored. */
  minimumExpiryDate?: string | undefined;
  /** §3 maskSecurityCode: the security code shows dots. */
  maskSecurityCode?: boolean;
  /** The expiry date's, security code's and card password's policies the form applies now. */
  policies: Record<'expiryDate' | 'securityCode' | 'password', FieldPolicy>;
  /** The bin lookup's rules for the number field. */
  numberRules?: { enableLuhnCheck: boolean; panLength: number | null };
  errorOf: (field: CardField) => string | undefined;
  paymentData: () => CardPaymentData;
  /**
   * What the fields report (brand, BIN, validity, blobs, last four digits), as a change of the
   * form's `CardFrames` (the field it concerns). A field is valid only once its payment data
   * (for the frames, its blob) is there.
   */
  onCard: (field: CardField | null, update: (card: CardFrames) => CardFrames) => void;
  /** A field was left (blur). */
  onLeave: (field: CardField) => void;
  /** A field gained (true) or lost (false) the focus (the widget's analytics). */
  onFocusChange?: (field: CardField, focused: boolean) => void;
  /** The browser's autofill put the holder name in the number field. */
  onHolderName?: (value: string) => void;
  /** The widget's language: the fields are named in it (default en-US). */
  text?: WidgetText;
};

/** What the card fields give the form back. */
export type CardFieldsConnection = {
  fields: CardFields;
  status: CardFieldsStatus;
  /** §8's message of a failed status. */
  statusMessage: string | undefined;
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
