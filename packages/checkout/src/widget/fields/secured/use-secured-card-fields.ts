/**
 * The card's own fields on the secured-field frames (docs/widget.md#the-card-fields-interface):
 * the card-fields interface (`../card-fields.ts`) implemented on `createSecuredFields`. Each field renders the kit's chrome
 * around a mount element (`secured-card-fields.tsx`); once they are on screen the frames are
 * created in them on the frames' origin, configured and styled with the kit's look (colours read
 * from the page, so a merchant's brand colour carries over). What the frames report (validation,
 * BIN, blobs) goes to the form as `CardFrames`; the digits never reach the page.
 *
 * - Focus: each field is `focused` while its frame reports the focus (its box's ring); the host
 *   moves on after a complete number or expiry date; Shift-Tab out of the number
 *   frame goes to the element before it on the page; Enter in a frame submits the form.
 * - Errors: the form's (from the frames' reports) are shown by the page and sent to the frame's
 *   input too (aria-invalid and its description).
 * - Status: loading until every frame is configured, then ready; csfLoadFailure and
 *   csfConfigFailure with §8's messages; the frames are destroyed when the form goes.
 */
import * as React from 'react';
import { normalizeExpiryDate } from '../../../rules/expiry-date';
import {
  createSecuredFields,
  type FieldState,
  type SecuredFields,
  type SecuredFieldsStatus,
} from '../../../secured-fields/host';
import { isSafeStyle, type FieldType, type FrameStyle } from '../../../secured-fields/protocol';
import type { CardField, FrameFieldState } from '../../form/card-form';
import type { WidgetStringKey } from '../../i18n/en-us';
import type { PartStringKey } from '../../i18n/part-keys';
import { translateEnUs } from '../../i18n/translate';
import type { CardFields, CardFieldsConnection, CardFieldsInput } from '../card-fields';

/** Where the frames come from and the key they encrypt with (the card session's `securedFields`). */
export type SecuredFieldsSetup = {
  /** The frames' origin (never the page's own). */
  origin: string;
  /** The API's public card key: an RSA public JWK with its `kid`. */
  key: { kid: string; n: string; e: string };
  /** The frame documents' folder on that origin (default '/'). */
  path?: string;
  /** The frames must load within this (default 30 000 ms, §9). */
  loadTimeout?: number;
  /** …and be configured within this once loaded (default 15 000 ms, §9). */
  configTimeout?: number;
};

const FIELD_TYPES = {
  cardNumber: 'encryptedCardNumber',
  expiryDate: 'encryptedExpiryDate',
  securityCode: 'encryptedSecurityCode',
  // Only with Korean authentication: its field is drawn (hidden until a Korean card) from the
  // start, so its frame is made with the others and never reloads the set.
  password: 'encryptedPassword',
} as const satisfies Record<CardField, FieldType>;

const CARD_FIELDS = Object.keys(FIELD_TYPES) as CardField[];

/** The keys of the frames' titles in a locale (`card-widget/en-us-parts.ts`). */
const FRAME_TITLE_KEYS = {
  cardNumber: 'frame.cardNumber',
  expiryDate: 'frame.expiryDate',
  securityCode: 'frame.securityCode',
  password: 'frame.password',
} as const satisfies Record<CardField, PartStringKey>;

const fieldOf = (fieldType: FieldType): CardField | undefined =>
  CARD_FIELDS.find((field) => FIELD_TYPES[field] === fieldType);

/**
 * The security code's placeholder by the brand's code length: the host sends the one for the
 * brand recognised (docs/widget.md#frames, `brand`).
 */
const SECURITY_CODE_PLACEHOLDERS = {
  3: 'field.securityCode.placeholder',
  4: 'field.securityCode.placeholder.four',
} as const satisfies Record<3 | 4, WidgetStringKey>;

/**
 * What each frame's input is configured with: its name's key, its placeholder (the pattern itself,
 * or the key of its words) and its autofill token.
 */
const FRAME_INPUTS = {
  cardNumber: {
    label: 'field.cardNumber',
    placeholder: '1234 5678 9012 3456',
    autocomplete: 'cc-number',
  },
  expiryDate: { label: 'field.expiryDate', placeholder: 'MM/YY', autocomplete: 'cc-exp' },
  // docs/payer-page.md#screens "Card step": '3 digits', in the widget's language.
  securityCode: {
    label: 'field.securityCode',
    placeholder: { key: 'field.securityCode.placeholder' },
    autocomplete: 'cc-csc',
  },
  password: { label: 'field.password', placeholder: '••', autocomplete: 'off' },
} as const satisfies Record<
  CardField,
  { label: WidgetStringKey; placeholder: string | { key: WidgetStringKey }; autocomplete: string }
>;

/** The minimum expiry as the protocol carries it (MM/YY), or undefined when it is unreadable. */
export function frameMinimumExpiry(minimum: string | undefined): string | undefined {
  if (minimum === undefined) return undefined;
  const normalized = normalizeExpiryDate(minimum);
  return /^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(normalized) ? normalized : undefined;
}

/** The frames' base address: the origin and folder, ending in `/`. */
export function framesUrl(setup: SecuredFieldsSetup): string {
  const folder = (setup.path ?? '/').replace(/^\/?/, '/').replace(/\/?$/, '/');
  return `${new URL(setup.origin).origin}${folder}`;
}

/**
 * The frame's input style from the page's own: the kit's text colour, the box's text size, its subtle
 * colour for the placeholder and the brand's for the caret (read from elements styled by the kit,
 * so a merchant's brand applies). Values the protocol would refuse are left out.
 */
export function frameStyleOf(mount: HTMLElement): FrameStyle {
  const view = mount.ownerDocument.defaultView;
  if (!view) return {};
  const colourOf = (className: string) => {
    const probe = mount.ownerDocument.createElement('span');
    probe.className = className;
    probe.hidden = true;
    mount.append(probe);
    const colour = view.getComputedStyle(probe).color;
    probe.remove();
    return colour;
  };
  const box = view.getComputedStyle(mount);
  const style: FrameStyle = {
    // The kit's text colour itself, not the box's: the frames are made while the box is still a
    // skeleton, whose text is transparent (typed digits would be invisible).
    color: colourOf('text-text'),
    caretColor: colourOf('text-brand-text'),
    placeholderColor: colourOf('text-subtle'),
    fontSize: box.fontSize,
    lineHeight: 'normal',
    paddingInline: '12px',
  };
  return Object.fromEntries(
    Object.entries(style).filter(
      ([property, value]) => value && isSafeStyle({ [property]: value }),
    ),
  );
}

/** The focusable element before `from` in the page's tab order (Shift-Tab out of the frames). */
export function focusBefore(from: Element) {
  const doc = from.ownerDocument;
  const candidates = [
    ...doc.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, iframe, [tabindex]',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute('disabled') &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
  const index = candidates.indexOf(from as HTMLElement);
  const previous = candidates[index - 1];
  // With nothing before it, the frame lets the focus go rather than keep it (the frame leaves
  // Shift-Tab to the host, so without a move here the payer would be held in the field).
  if (previous) previous.focus();
  else (from as HTMLElement).blur();
}

/**
 * The label names each frame (aria-labelledby: an iframe is not labelable); the field's error
 * describes it (the mount's data attributes, `SecuredField`).
 */
export function labelFrames(fields: readonly { mount: HTMLElement }[]) {
  for (const { mount } of fields) {
    const frame = mount.querySelector('iframe');
    if (!frame) continue;
    frame.id = `${mount.id}-frame`;
    const labelledBy = mount.dataset.labelledBy;
    if (labelledBy) frame.setAttribute('aria-labelledby', labelledBy);
    const describedBy = mount.dataset.describedBy;
    if (describedBy) frame.setAttribute('aria-describedby', describedBy);
  }
}

/** The card-fields interface's input, and where the frames come from. */
export type SecuredCardFieldsInput = CardFieldsInput & { setup: SecuredFieldsSetup };

export type SecuredCardFields = CardFieldsConnection;

const sameState = (a: FrameFieldState, b: FieldState) =>
  a.errorCode === b.errorCode && a.filled === b.filled && a.valid === b.valid;

export function useSecuredCardFields(input: SecuredCardFieldsInput): SecuredCardFields {
  const { setup, elements, brands, policies } = input;
  const [mounts] = React.useState(() => new Map<CardField, HTMLElement | null>());
  const [status, setStatus] = React.useState<{ status: SecuredFieldsStatus; message?: string }>({
    status: 'loading',
  });
  // The fields whose frame reports the focus (each box draws its ring from it).
  const [focusedFields, setFocusedFields] = React.useState<ReadonlySet<CardField>>(new Set());
  const controller = React.useRef<SecuredFields | null>(null);
  // The latest render's input, for the frames' callbacks.
  const latest = React.useRef(input);
  React.useLayoutEffect(() => {
    latest.current = input;
  });
  // The policies at creation (later changes are sent by the effect below).
  const policiesAtStart = React.useRef(policies);
  policiesAtStart.current = policies;

  const binders = React.useMemo(
    () =>
      Object.fromEntries(
        CARD_FIELDS.map((field) => [
          field,
          (node: HTMLElement | null) => {
            mounts.set(field, node);
          },
        ]),
      ) as Record<CardField, (node: HTMLElement | null) => void>,
    [mounts],
  );

  const { origin, path, loadTimeout, configTimeout } = setup;
  const { kid, n, e } = setup.key;
  const brandList = brands.join(',');
  const knownBrand = input.brand;
  const minimumExpiryDate = frameMinimumExpiry(input.minimumExpiryDate);
  // The widget's language at creation (the frames' names; it is settled before the form shows).
  const textAtStart = React.useRef(input.text);
  const maskSecurityCode = input.maskSecurityCode ?? false;
  React.useEffect(() => {
    const text = textAtStart.current ?? { locale: 'en-US', t: translateEnUs };
    const fields = CARD_FIELDS.flatMap((field) => {
      const mount = mounts.get(field);
      if (!mount) return [];
      const policy = field === 'cardNumber' ? 'required' : policiesAtStart.current[field];
      const minimum = field === 'expiryDate' && minimumExpiryDate ? { minimumExpiryDate } : {};
      const byLength =
        field === 'securityCode'
          ? {
              placeholderByCodeLength: {
                3: text.t(SECURITY_CODE_PLACEHOLDERS[3]),
                4: text.t(SECURITY_CODE_PLACEHOLDERS[4]),
              },
            }
          : {};
      const { label, placeholder, ...frameInput } = FRAME_INPUTS[field];
      return [
        {
          fieldType: FIELD_TYPES[field],
          mount,
          // The frame's title in the locale (en-US: the host's own).
          title: text.t.part(FRAME_TITLE_KEYS[field]),
          ...byLength,
          config: {
            ariaLabel: text.t(label),
            placeholder: typeof placeholder === 'string' ? placeholder : text.t(placeholder.key),
            ...frameInput,
            policy,
            maskValue: field === 'password' || (field === 'securityCode' && maskSecurityCode),
            ...minimum,
          },
        },
      ];
    });
    const focused = new Set<CardField>();
    const reported = new Map<CardField, FrameFieldState>();
    setStatus({ status: 'loading' });
    setFocusedFields(new Set());
    const secured = createSecuredFields({
      fields,
      framesUrl: framesUrl({ origin, path, key: { kid, n, e } }),
      publicKey: { kid, jwk: { kty: 'RSA', n, e } },
      brands: brandList.split(','),
      brand: knownBrand,
      lang: text.locale,
      style: fields[0] ? frameStyleOf(fields[0].mount) : undefined,
      loadTimeout,
      configTimeout,
      onStatus: (next, message) => setStatus({ status: next, message }),
      onFieldState: (fieldType, state) => {
        const field = fieldOf(fieldType);
        if (!field) return;
        const before = reported.get(field);
        if (!before || !sameState(before, state)) {
          const frame = { errorCode: state.errorCode, filled: state.filled, valid: state.valid };
          reported.set(field, frame);
          latest.current.onCard(field, (card) => ({ ...card, [field]: frame }));
        }
        if (state.focused && !focused.has(field)) {
          focused.add(field);
          setFocusedFields(new Set(focused));
          latest.current.onFocusChange?.(field, true);
        } else if (!state.focused && focused.delete(field)) {
          setFocusedFields(new Set(focused));
          latest.current.onLeave(field);
          latest.current.onFocusChange?.(field, false);
        }
      },
      onEncryption: (data) =>
        latest.current.onCard(null, (card) => ({
          ...card,
          encrypted: {
            encryptedCardNumber: data.encryptedCardNumber,
            encryptedExpiryMonth: data.encryptedExpiryMonth,
            encryptedExpiryYear: data.encryptedExpiryYear,
            encryptedSecurityCode: data.encryptedSecurityCode,
            encryptedPassword: data.encryptedPassword,
          },
        })),
      onBinValue: ({ binValue, encryptedBin }) =>
        latest.current.onCard('cardNumber', (card) => ({ ...card, bin: binValue, encryptedBin })),
      onHolderName: (value) => latest.current.onHolderName?.(value),
      onShiftTabFirst: () => {
        const frame = mounts.get('cardNumber')?.querySelector('iframe');
        if (frame) focusBefore(frame);
      },
      // Enter in a frame submits the form, as Enter in an input does.
      // (A stored card's form has the security code's frame only.)
      onEnter: () => fields[0]?.mount.closest('form')?.requestSubmit(),
    });
    labelFrames(fields);
    controller.current = secured;
    return () => {
      controller.current = null;
      secured.destroy();
    };
  }, [
    mounts,
    origin,
    path,
    kid,
    n,
    e,
    brandList,
    knownBrand,
    loadTimeout,
    configTimeout,
    minimumExpiryDate,
    maskSecurityCode,
  ]);

  // The brand's policies (hideCVC included) as the frames and the host's focus order see them.
  React.useEffect(() => {
    controller.current?.setPolicy('encryptedExpiryDate', policies.expiryDate);
    controller.current?.setPolicy('encryptedSecurityCode', policies.securityCode);
    controller.current?.setPolicy('encryptedPassword', policies.password);
  }, [policies.expiryDate, policies.securityCode, policies.password]);

  // The bin lookup's Luhn check and number length, for the number frame; the frame
  // starts with the Luhn check on and the brand's lengths, so only a change is sent.
  const luhn = input.numberRules?.enableLuhnCheck ?? true;
  const panLength = input.numberRules?.panLength ?? null;
  const sentRules = React.useRef('true:null');
  React.useEffect(() => {
    const key = `${luhn}:${panLength}`;
    if (status.status !== 'ready' || key === sentRules.current) return;
    sentRules.current = key;
    controller.current?.setNumberRules({ enableLuhnCheck: luhn, panLength });
  }, [luhn, panLength, status.status]);

  // The frame shows the field's error on its own input too (aria-invalid and its description).
  const errors = CARD_FIELDS.map((field) => input.errorOf(field) ?? '');
  const errorKey = errors.join('\u0000');
  React.useEffect(() => {
    errorKey.split('\u0000').forEach((message, index) => {
      const field = CARD_FIELDS[index];
      if (!field) return;
      controller.current?.showError(FIELD_TYPES[field], message || null);
      // The page's error text describes the frame too.
      const mount = mounts.get(field);
      const frame = mount?.querySelector('iframe');
      const describedBy = mount?.dataset.describedBy;
      if (frame && describedBy) frame.setAttribute('aria-describedby', describedBy);
      else frame?.removeAttribute('aria-describedby');
    });
  }, [errorKey, status.status, mounts]);

  // Loading, or failed: the boxes stay skeletons (a frame that failed shows nothing of its own).
  const loading = status.status !== 'ready';
  const fields: CardFields = {
    ...elements,
    focus: (name) => {
      if ((CARD_FIELDS as readonly string[]).includes(name))
        controller.current?.focus(FIELD_TYPES[name as CardField]);
      else elements.focus(name);
    },
    field: (name) => ({
      id: elements.idOf(name),
      ref: binders[name],
      error: input.errorOf(name),
      hidden: name !== 'cardNumber' && policies[name] === 'hidden',
      loading,
      focused: focusedFields.has(name),
      onFocusRequest: () => controller.current?.focus(FIELD_TYPES[name]),
    }),
    paymentData: input.paymentData,
  };
  return { fields, status: status.status, statusMessage: status.message };
}
