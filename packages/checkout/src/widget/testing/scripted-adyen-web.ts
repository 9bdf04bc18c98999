/**
 * A local stand-in for Adyen Web's `AdyenCheckout` and `CustomCard` (tests only) that a test
 * drives: it keeps CustomCard's callbacks and calls them as Adyen Web 6.45.2 would when the payer
 * types in Adyen's secured fields (`onConfigSuccess`, `onFieldValid`, `onValidationError`,
 * `onBrand`, `onFocus`), and records what the widget asks of it (`setFocusOn`, `submit`,
 * `unmount`). No script, frame or network.
 */
import { act } from '@testing-library/react';
import type { AdyenWeb } from '../fields/adyen/use-adyen-card-fields';

type Callbacks = {
  onConfigSuccess?: () => void;
  onFieldValid?: (event: { fieldType: string; valid: boolean }) => void;
  onValidationError?: (list: { fieldType: string; error: string }[]) => void;
  onBrand?: (event: { brand: string; cvcPolicy: string; expiryDatePolicy?: string }) => void;
  onFocus?: (event: { fieldType: string; focus: boolean }) => void;
};

type CheckoutCallbacks = {
  onPaymentCompleted?: (result: { resultCode?: string; sessionResult?: string }) => void;
  onPaymentFailed?: (result: { resultCode?: string }) => void;
  onAction?: (element: { mount: (node: HTMLElement) => unknown }) => void;
  beforeSubmit?: (
    data: { paymentMethod: Record<string, unknown> },
    component: unknown,
    actions: { resolve: (data: unknown) => void; reject: () => void },
  ) => void;
};

export type ScriptedAdyenWeb = {
  load: () => Promise<AdyenWeb>;
  /** The element CustomCard was mounted on (null until mounted). */
  container: () => HTMLElement | null;
  /** Adyen's fields have loaded and are configured. */
  configure: () => Promise<void>;
  /** A field reports itself valid or no longer valid. */
  fieldValid: (fieldType: string, valid: boolean) => Promise<void>;
  /** Adyen's list of the fields in error now. */
  validationErrors: (list: { fieldType: string; error: string }[]) => Promise<void>;
  brand: (brand: string, cvcPolicy?: string) => Promise<void>;
  /** A field takes (true) or loses (false) the focus. */
  focus: (fieldType: string, focus: boolean) => Promise<void>;
  /** The field Adyen's focus is in, or null. */
  focused: () => string | null;
  /** Whether CustomCard reports itself valid (`isValid`). */
  setValid: (valid: boolean) => void;
  /** What `submit` sent after `beforeSubmit` (null before a submit). */
  submitted: () => Record<string, unknown> | null;
  /** Adyen's session answers the payment. */
  complete: (result: { resultCode: string; sessionResult: string }) => Promise<void>;
  /** Adyen's session answers the payment refused (or failed). */
  fail: (result: { resultCode: string }) => Promise<void>;
  /**
   * Adyen's session answers the payment with an action (a 3-D Secure challenge): Adyen Web gives
   * the action's element to `onAction`; answers the node it was mounted on (null: not mounted).
   */
  action: () => Promise<() => HTMLElement | null>;
  unmounted: () => boolean;
};

export function scriptedAdyenWeb(options: { fail?: boolean } = {}): ScriptedAdyenWeb {
  let callbacks: Callbacks = {};
  let checkoutCallbacks: CheckoutCallbacks = {};
  let mountedOn: HTMLElement | null = null;
  let focused: string | null = null;
  let valid = false;
  let sent: Record<string, unknown> | null = null;
  let wasUnmounted = false;
  const run = (action: () => void) =>
    act(async () => {
      action();
    });

  const focus = (fieldType: string, focus: boolean) => {
    if (focus && focused && focused !== fieldType) {
      callbacks.onFocus?.({ fieldType: focused, focus: false });
    }
    if (focus) focused = fieldType;
    else if (focused === fieldType) focused = null;
    callbacks.onFocus?.({ fieldType, focus });
  };

  class CustomCard {
    constructor(_checkout: unknown, config: Callbacks) {
      callbacks = config;
    }
    get isValid() {
      return valid;
    }
    mount(container: HTMLElement) {
      mountedOn = container;
      return this;
    }
    setFocusOn(fieldType: string) {
      focus(fieldType, true);
      return this;
    }
    showValidation() {}
    submit() {
      checkoutCallbacks.beforeSubmit?.(
        { paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$…' } },
        this,
        {
          resolve: (data) => {
            sent = data as Record<string, unknown>;
          },
          reject: () => undefined,
        },
      );
    }
    unmount() {
      wasUnmounted = true;
    }
  }
  const AdyenCheckout = (config: CheckoutCallbacks) => {
    checkoutCallbacks = config;
    return Promise.resolve({ options: { amount: { value: 125_000, currency: 'USD' } } });
  };

  return {
    load: () =>
      options.fail
        ? Promise.reject(new Error('Adyen Web could not be loaded'))
        : Promise.resolve({ AdyenCheckout, CustomCard } as unknown as AdyenWeb),
    container: () => mountedOn,
    configure: () => run(() => callbacks.onConfigSuccess?.()),
    fieldValid: (fieldType, isValid) =>
      run(() => callbacks.onFieldValid?.({ fieldType, valid: isValid })),
    validationErrors: (list) => run(() => callbacks.onValidationError?.(list)),
    brand: (brand, cvcPolicy = 'required') =>
      run(() => callbacks.onBrand?.({ brand, cvcPolicy, expiryDatePolicy: 'required' })),
    focus: (fieldType, isFocused) => run(() => focus(fieldType, isFocused)),
    focused: () => focused,
    setValid: (isValid) => {
      valid = isValid;
    },
    submitted: () => sent,
    complete: (result) => run(() => checkoutCallbacks.onPaymentCompleted?.(result)),
    fail: (result) => run(() => checkoutCallbacks.onPaymentFailed?.(result)),
    action: async () => {
      let mountedAction: HTMLElement | null = null;
      await run(() =>
        checkoutCallbacks.onAction?.({
          mount: (node) => {
            mountedAction = node;
            node.append(Object.assign(document.createElement('iframe'), { title: 'challenge' }));
          },
        }),
      );
      return () => mountedAction;
    },
    unmounted: () => wasUnmounted,
  };
}
