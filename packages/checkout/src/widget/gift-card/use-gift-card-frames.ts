/**
 * A gift card's number and PIN in secured frames of their own, as the card's fields
 * are (`use-secured-card-fields.ts`): the frames on the frames' origin encrypt what is typed, the
 * page gets each field's state and the two blobs (`encryptedCardNumber`, `encryptedSecurityCode`),
 * never the digits. Part of the gift card section's lazy chunk.
 *
 * - Keyboard: Tab moves number → PIN (the frames' order), Shift-Tab back (the host's move; out of
 *   the number, to the element before it); Enter in either submits the section's form.
 * - The frames are made when the fields are on screen and destroyed when they go.
 */
import * as React from 'react';
import { createSecuredFields, type SecuredFieldsStatus } from '../../secured-fields/host';
import type { FieldType } from '../../secured-fields/protocol';
import {
  focusBefore,
  frameStyleOf,
  framesUrl,
  labelFrames,
  type SecuredFieldsSetup,
} from '../fields/secured/use-secured-card-fields';
import { useWidgetText } from '../i18n/widget-strings';

export type GiftCardField = 'number' | 'pin';

const FIELD_TYPES = {
  number: 'encryptedGiftCardNumber',
  pin: 'encryptedGiftCardPin',
} as const satisfies Record<GiftCardField, FieldType>;

/** What a frame reports of its field (never its value). */
export type GiftCardFieldReport = {
  /** '' or the frame's code: `err.gen.9100` for an incomplete value it was left with. */
  errorCode: string;
  filled: boolean;
  valid: boolean;
  /** The frame found the value valid; its blob is on its way (a check then waits for it). */
  encrypting: boolean;
  /** The frame's input has the focus (the box draws its ring from it). */
  focused: boolean;
};

/** The two blobs, once both fields are complete and valid. */
export type GiftCardBlobs = { encryptedCardNumber: string; encryptedSecurityCode: string };

export type GiftCardFrameInput = {
  setup: SecuredFieldsSetup;
  /** The inputs' accessible names (the visible labels' texts). */
  labels: Record<GiftCardField, string>;
  /** Something was typed or cleared: what was checked is no longer what is in the frames. */
  onChange: () => void;
};

export type GiftCardFrames = {
  /** The mount element of each field (the frame's iframe goes in it). */
  bind: (field: GiftCardField) => (node: HTMLElement | null) => void;
  status: SecuredFieldsStatus;
  report: (field: GiftCardField) => GiftCardFieldReport;
  /** Both blobs, or null while a field is not complete and valid. */
  blobs: () => GiftCardBlobs | null;
  focus: (field: GiftCardField) => void;
  /** The page's error of a field, also on the frame's input (aria-invalid and its description). */
  showError: (field: GiftCardField, message: string | undefined) => void;
};

const EMPTY: GiftCardFieldReport = {
  errorCode: '',
  filled: false,
  valid: false,
  encrypting: false,
  focused: false,
};

const PLACEHOLDERS = { number: '1234 5678 9012 3456 789', pin: '••••' } as const;

export function useGiftCardFrames(input: GiftCardFrameInput): GiftCardFrames {
  const { origin, path, key, loadTimeout, configTimeout } = input.setup;
  const { kid, n, e } = key;
  const text = useWidgetText();
  const [mounts, setMounts] = React.useState<Record<GiftCardField, HTMLElement | null>>({
    number: null,
    pin: null,
  });
  const [status, setStatus] = React.useState<SecuredFieldsStatus>('loading');
  const [reports, setReports] = React.useState({ number: EMPTY, pin: EMPTY });
  // The same, at once: Enter may arrive right after a field's report, before a render.
  const reported = React.useRef(reports);
  const encrypted = React.useRef<Partial<GiftCardBlobs>>({});
  const controller = React.useRef<ReturnType<typeof createSecuredFields> | null>(null);
  const latest = React.useRef(input);
  React.useLayoutEffect(() => {
    latest.current = input;
  });

  const binders = React.useMemo(
    () => ({
      number: (node: HTMLElement | null) =>
        setMounts((before) => (before.number === node ? before : { ...before, number: node })),
      pin: (node: HTMLElement | null) =>
        setMounts((before) => (before.pin === node ? before : { ...before, pin: node })),
    }),
    [],
  );

  React.useEffect(() => {
    const { number, pin } = mounts;
    if (!number || !pin) return;
    const { labels } = latest.current;
    const fields = (
      [
        ['number', number],
        ['pin', pin],
      ] as const
    ).map(([field, mount]) => ({
      fieldType: FIELD_TYPES[field],
      mount,
      config: {
        ariaLabel: labels[field],
        placeholder: PLACEHOLDERS[field],
        autocomplete: 'off',
        policy: 'required' as const,
        maskValue: field === 'pin',
      },
    }));
    setStatus('loading');
    encrypted.current = {};
    reported.current = { number: EMPTY, pin: EMPTY };
    setReports(reported.current);
    const secured = createSecuredFields({
      fields,
      framesUrl: framesUrl({ origin, path, key: { kid, n, e } }),
      publicKey: { kid, jwk: { kty: 'RSA', n, e } },
      brands: [],
      lang: text.locale,
      style: frameStyleOf(number),
      loadTimeout,
      configTimeout,
      onStatus: setStatus,
      onFieldState: (fieldType, state) => {
        const field = fieldType === FIELD_TYPES.number ? 'number' : 'pin';
        const was = reported.current[field];
        if (
          was.errorCode === state.errorCode &&
          was.filled === state.filled &&
          was.valid === state.valid &&
          was.encrypting === state.encrypting &&
          was.focused === state.focused
        )
          return;
        const { errorCode, filled, valid, encrypting, focused } = state;
        reported.current = {
          ...reported.current,
          [field]: { errorCode, filled, valid, encrypting, focused },
        };
        setReports(reported.current);
      },
      onEncryption: (data) => {
        const { encryptedCardNumber, encryptedSecurityCode } = data;
        encrypted.current = { encryptedCardNumber, encryptedSecurityCode };
        latest.current.onChange();
      },
      onShiftTabFirst: () => {
        const frame = number.querySelector('iframe');
        if (frame) focusBefore(frame);
      },
      // Enter in a frame submits the section's form (the balance check), as in an input.
      onEnter: () => number.closest('form')?.requestSubmit(),
    });
    labelFrames(fields);
    controller.current = secured;
    return () => {
      controller.current = null;
      encrypted.current = {};
      secured.destroy();
    };
  }, [mounts, origin, path, kid, n, e, loadTimeout, configTimeout, text.locale]);

  return React.useMemo(
    () => ({
      bind: (field) => binders[field],
      status,
      // The latest (a render's `reports` may be a report behind); `reports` renews the object.
      report: (field) => reported.current[field],
      blobs: () => {
        const { encryptedCardNumber, encryptedSecurityCode } = encrypted.current;
        return encryptedCardNumber && encryptedSecurityCode
          ? { encryptedCardNumber, encryptedSecurityCode }
          : null;
      },
      focus: (field) => controller.current?.focus(FIELD_TYPES[field]),
      showError: (field, message) =>
        controller.current?.showError(FIELD_TYPES[field], message ?? null),
    }),
    [binders, status, reports],
  );
}
