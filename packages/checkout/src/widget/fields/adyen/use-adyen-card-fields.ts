/**
 * The card-fields interface (`../card-fields.ts`, docs/widget.md#the-card-fields-interface)
 * implemented on Adyen Web's `CustomCard`, for the `test` and `live` environments: Adyen's own
 * secured fields are placed in the form's boxes (each mount carries the `data-cse` name CustomCard
 * looks for), and what they report becomes the form's `CardFrames` through `onCard`:
 *
 * - `onFieldValid` → the field valid (Adyen's blob stays inside Adyen Web: it pays itself);
 * - `onValidationError` → each field's `cc.*` code (the same codes as the sandbox's frames), a
 *   field missing from Adyen's list has none;
 * - `onBrand` → `brandReport` (the brand and its policies: our bin lookup never sees the BIN);
 * - `onFocus` → `onFocusChange`, each field's `focused` (its box's ring), and `onLeave` when a
 *   field loses the focus;
 * - `setFocusOn` is the fields' `focus` and each field's focus request.
 *
 * Status: `loading` until CustomCard's `onConfigSuccess`, then `ready`; `csfLoadFailure` when
 * Adyen Web did not load. Adyen Web's session makes the payment, so the connection has `submit`
 * (the holder name goes with Adyen's encrypted fields in `beforeSubmit`) and the session's
 * outcome comes back through the setup's callbacks. An action in the session's answer (3-D
 * Secure) reaches AdyenCheckout's `onAction` as Adyen Web's own element: the connection's
 * `action` is then a box for the form to draw, and the element is mounted in it; Adyen's session
 * sends its details and ends in `onPaymentCompleted` or `onPaymentFailed` as without one.
 */
import * as React from 'react';
import type * as AdyenWebModule from '@adyen/adyen-web';
import { WIDGET_ERROR_MESSAGES, type FieldPolicy } from '../../../rules';
import type { CardField, FrameFieldState } from '../../form/card-form';
import type { CardWidgetError } from '../../options/widget-types';
import type { CardFields, CardFieldsConnection, CardFieldsInput } from '../card-fields';
import {
  adyenCheckoutConfig,
  type AdyenWidgetInput,
  customCardConfig,
} from './adyen-widget-options';

/** The two parts of Adyen Web the live fields use. */
export type AdyenWeb = Pick<typeof AdyenWebModule, 'AdyenCheckout' | 'CustomCard'>;
/** Adyen Web, loaded by `import()` only in the test and live environments. */
const importAdyenWeb = (): Promise<AdyenWeb> => import('@adyen/adyen-web');

/** What Adyen Web answers at the end of a session's payment. */
export type AdyenResult = { resultCode?: string; sessionResult?: string };

const ERROR_KINDS = [
  'NETWORK_ERROR',
  'CANCEL',
  'IMPLEMENTATION_ERROR',
  'API_ERROR',
  'ERROR',
  'SCRIPT_ERROR',
  'SDK_ERROR',
] as const;
/** Adyen's error names are the spec's kinds (§8); another is reported as ERROR. */
const kindOf = (name: string): CardWidgetError['name'] =>
  (ERROR_KINDS as readonly string[]).includes(name) ? (name as CardWidgetError['name']) : 'ERROR';

/** Adyen's field names for ours (the password has no Adyen field here). */
const ADYEN_FIELDS = {
  cardNumber: 'encryptedCardNumber',
  expiryDate: 'encryptedExpiryDate',
  securityCode: 'encryptedSecurityCode',
} as const satisfies Partial<Record<CardField, string>>;
type AdyenCardField = keyof typeof ADYEN_FIELDS;
const ADYEN_CARD_FIELDS = Object.keys(ADYEN_FIELDS) as AdyenCardField[];

const fieldOf = (fieldType: string): AdyenCardField | undefined =>
  ADYEN_CARD_FIELDS.find((field) => ADYEN_FIELDS[field] === fieldType);

const POLICIES = ['required', 'optional', 'hidden'] as const;
const policyOf = (value: unknown): FieldPolicy =>
  (POLICIES as readonly unknown[]).includes(value) ? (value as FieldPolicy) : 'required';

/** Where Adyen Web comes from and what the session's outcome is told to. */
export type AdyenFieldsSetup = AdyenWidgetInput & {
  /** Loads Adyen Web (default: its `import()`); tests and stories give a local stand-in. */
  loadAdyenWeb?: () => Promise<AdyenWeb>;
  onPaymentCompleted?: (result: AdyenResult) => void;
  onPaymentFailed?: (result: AdyenResult) => void;
  onError?: (error: CardWidgetError) => void;
};

export type AdyenCardFieldsInput = CardFieldsInput & { setup: AdyenFieldsSetup };

export type AdyenCardFieldsConnection = CardFieldsConnection & {
  /** The session's amount, from Adyen's setup (null until it answered). */
  amount: { value: number; currency: string } | null;
  /**
   * Pays through Adyen Web's session with the form's own fields' data; false when Adyen's
   * fields are not valid (they show their errors) or not ready.
   */
  submit: (extra: { holderName?: string }) => boolean;
  /** An action of the session's answer (3-D Secure) to show: its box's ref; null without one. */
  action: { ref: (node: HTMLElement | null) => void } | null;
};

/** An action's element as Adyen Web gives it to `onAction` (a UIElement). */
type ActionElement = { mount: (node: HTMLElement) => unknown; unmount?: () => unknown };

/** The mounted CustomCard, as this module drives it. */
type Mounted = {
  submit: () => void;
  isValid: boolean;
  showValidation: () => void;
  setFocusOn: (fieldType: string) => void;
  unmount: () => void;
};

/** The nearest element holding every mount (CustomCard finds its boxes inside what it mounts on). */
function commonAncestor(nodes: readonly HTMLElement[]): HTMLElement | null {
  const [first, ...rest] = nodes;
  let candidate: HTMLElement | null = first?.parentElement ?? null;
  while (candidate && !rest.every((node) => candidate!.contains(node)))
    candidate = candidate.parentElement;
  return candidate;
}

export function useAdyenCardFields(input: AdyenCardFieldsInput): AdyenCardFieldsConnection {
  const { setup, elements } = input;
  const [mounts] = React.useState(() => new Map<AdyenCardField, HTMLElement | null>());
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'csfLoadFailure'>('loading');
  const [amount, setAmount] = React.useState<AdyenCardFieldsConnection['amount']>(null);
  const [action, setAction] = React.useState<ActionElement | null>(null);
  // The fields Adyen's `onFocus` says have the focus (each box draws its ring from it).
  const [focusedFields, setFocusedFields] = React.useState<ReadonlySet<AdyenCardField>>(new Set());
  const card = React.useRef<Mounted | null>(null);
  const holderName = React.useRef('');
  // The latest render's input, for Adyen's callbacks.
  const latest = React.useRef(input);
  React.useLayoutEffect(() => {
    latest.current = input;
  });

  const binders = React.useMemo(
    () =>
      Object.fromEntries(
        ADYEN_CARD_FIELDS.map((field) => [
          field,
          (node: HTMLElement | null) => {
            // CustomCard finds each box by its data-cse attribute and puts its frame inside.
            node?.setAttribute('data-cse', ADYEN_FIELDS[field]);
            mounts.set(field, node);
          },
        ]),
      ) as Record<AdyenCardField, (node: HTMLElement | null) => void>,
    [mounts],
  );

  const { session, clientKey, environment } = setup;
  React.useEffect(() => {
    let cancelled = false;
    const reported = new Map<AdyenCardField, FrameFieldState>();
    const report = (field: AdyenCardField, change: Partial<FrameFieldState>) => {
      const next = {
        errorCode: '',
        filled: false,
        valid: false,
        ...reported.get(field),
        ...change,
      };
      reported.set(field, next);
      latest.current.onCard(field, (frames) => ({ ...frames, [field]: next }));
    };
    const fail = (error: CardWidgetError) => latest.current.setup.onError?.(error);
    setStatus('loading');
    setFocusedFields(new Set());
    void (async () => {
      const start = latest.current;
      const { AdyenCheckout, CustomCard } = await (start.setup.loadAdyenWeb ?? importAdyenWeb)();
      const checkout = await AdyenCheckout({
        ...adyenCheckoutConfig(start.setup),
        // Our holder name goes with Adyen's encrypted fields (the only field of ours it takes).
        beforeSubmit: (data, _component, actions) => {
          const name = holderName.current.trim();
          actions.resolve(
            name ? { ...data, paymentMethod: { ...data.paymentMethod, holderName: name } } : data,
          );
        },
        // Adyen Web hands the action's element here rather than mounting it over our form.
        onAction: (element) => setAction(element as unknown as ActionElement),
        onPaymentCompleted: (result) => latest.current.setup.onPaymentCompleted?.(result),
        onPaymentFailed: (result) => {
          // A refused challenge: the card form is back, for another card.
          setAction(null);
          latest.current.setup.onPaymentFailed?.(result ?? {});
        },
        onError: (error) => fail({ name: kindOf(error.name), message: error.message }),
      });
      const nodes = ADYEN_CARD_FIELDS.flatMap((field) => mounts.get(field) ?? []);
      const container = commonAncestor(nodes);
      if (cancelled || !container) return;
      const configured = checkout.options.amount;
      if (configured) setAmount({ value: configured.value, currency: configured.currency });
      const element = new CustomCard(checkout, {
        ...customCardConfig({ ...start.setup, brands: start.brands }),
        onConfigSuccess: () => setStatus('ready'),
        onFieldValid: (event) => {
          const field = fieldOf(event.fieldType);
          if (field) report(field, { filled: true, valid: event.valid, errorCode: '' });
        },
        onValidationError: (list) => {
          // Adyen lists the fields in error now: a field missing from the list has none.
          for (const field of ADYEN_CARD_FIELDS) {
            const item = list.find((each) => each.fieldType === ADYEN_FIELDS[field]);
            const errorCode = item?.error ?? '';
            const before = reported.get(field);
            if ((before?.errorCode ?? '') === errorCode) continue;
            report(field, errorCode ? { errorCode, valid: false, filled: true } : { errorCode });
          }
        },
        onBrand: (event) =>
          latest.current.onCard('cardNumber', (frames) => ({
            ...frames,
            brandReport: {
              brand: event.brand === 'card' ? null : event.brand,
              securityCode: policyOf(event.cvcPolicy),
              expiryDate: policyOf(event.expiryDatePolicy),
            },
          })),
        onFocus: (event) => {
          const field = fieldOf(event.fieldType);
          if (!field) return;
          setFocusedFields((before) => {
            if (before.has(field) === event.focus) return before;
            const next = new Set(before);
            if (event.focus) next.add(field);
            else next.delete(field);
            return next;
          });
          latest.current.onFocusChange?.(field, event.focus);
          if (!event.focus) latest.current.onLeave(field);
        },
      });
      element.mount(container);
      card.current = element as unknown as Mounted;
    })().catch((error: Error) => {
      if (cancelled) return;
      setStatus('csfLoadFailure');
      fail({ name: 'SCRIPT_ERROR', message: error.message });
    });
    return () => {
      cancelled = true;
      setAction(null);
      card.current?.unmount();
      card.current = null;
    };
  }, [mounts, session.id, session.sessionData, clientKey, environment]);

  // The action's box: its element is mounted once the box is on screen, and goes with it.
  const actionRef = React.useCallback(
    (node: HTMLElement | null) => {
      if (!node || !action) return undefined;
      action.mount(node);
      return () => void action.unmount?.();
    },
    [action],
  );

  const focusField = (name: CardField) => {
    if (name in ADYEN_FIELDS) card.current?.setFocusOn(ADYEN_FIELDS[name as AdyenCardField]);
  };
  const loading = status !== 'ready';
  const fields: CardFields = {
    ...elements,
    focus: (name) => {
      if (name in ADYEN_FIELDS) focusField(name as CardField);
      else elements.focus(name);
    },
    field: (name) => ({
      id: elements.idOf(name),
      ref: name in ADYEN_FIELDS ? binders[name as AdyenCardField] : () => undefined,
      error: input.errorOf(name),
      // Adyen's fields follow Adyen's own brand policies; the password is not offered.
      hidden: name === 'password',
      loading,
      focused: (focusedFields as ReadonlySet<CardField>).has(name),
      onFocusRequest: () => focusField(name),
    }),
    paymentData: input.paymentData,
  };
  return {
    fields,
    status,
    statusMessage: status === 'csfLoadFailure' ? WIDGET_ERROR_MESSAGES.framesLoadFailed : undefined,
    amount,
    action: action ? { ref: actionRef } : null,
    submit: (extra) => {
      const element = card.current;
      if (!element || status !== 'ready') return false;
      if (!element.isValid) {
        element.showValidation();
        return false;
      }
      holderName.current = extra.holderName ?? '';
      element.submit();
      return true;
    },
  };
}
