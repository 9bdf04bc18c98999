/**
 * The host side of the secured fields (docs/widget.md#options), without React: creates one
 * iframe per field on the frames' origin (its key and the host's origin in the address fragment),
 * configures and styles each, tracks the status (loading → ready, csfLoadFailure after
 * `loadTimeout`, csfConfigFailure `configTimeout` after loading, destroyed on extra loads), reads
 * only keyed messages of its frames, moves focus to the next field, relays autofill and reports
 * validity, brand, BIN and the encrypted blobs through callbacks. Never sees card data in clear.
 */
import { detectCardBrand } from '../rules/card-number';
import { findCardBrand } from '../rules/card-brands';
import { normalizeExpiryDate } from '../rules/expiry-date';
import { FRAMES_ERROR_MESSAGES } from '../rules/errors';
import {
  createNumKey,
  frameAddress,
  readFrameAction,
  writeHostCommand,
  type EncryptedKey,
  type FieldType,
  type FrameAction,
  type FrameConfig,
  type FrameStyle,
  type HostCommand,
  type Policy,
} from './protocol';

export type SecuredFieldsStatus =
  'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure' | 'destroyed';

/** The documents the frame build writes, by field (`dist/frames/<name>.html`). */
export const FRAME_DOCUMENTS: Partial<Record<FieldType, { file: string; title: string }>> = {
  encryptedCardNumber: { file: 'card-number.html', title: 'Iframe for secured card number' },
  encryptedExpiryDate: { file: 'expiry-date.html', title: 'Iframe for secured card expiry date' },
  encryptedSecurityCode: {
    file: 'security-code.html',
    title: 'Iframe for secured card security code',
  },
  encryptedPassword: { file: 'password.html', title: 'Iframe for secured card password' },
  encryptedGiftCardNumber: {
    file: 'gift-card-number.html',
    title: 'Iframe for secured gift card number',
  },
  encryptedGiftCardPin: { file: 'gift-card-pin.html', title: 'Iframe for secured gift card PIN' },
};

export type FieldState = {
  errorCode: string;
  filled: boolean;
  /** Valid once the frame found the value valid and its blob has arrived (`countedValid`). */
  valid: boolean;
  /** The frame found the value valid; its blob is still on its way. */
  encrypting: boolean;
  focused: boolean;
  touched: boolean;
};

export type SecuredFieldSetup = {
  fieldType: FieldType;
  /** Where the iframe goes (the host draws label, border and error around it). */
  mount: HTMLElement;
  config: Omit<FrameConfig, 'publicKey' | 'brands' | 'enableLuhnCheck' | 'lang'>;
  /** The iframe's title in the page's language (default: `FRAME_DOCUMENTS`' en-US one). */
  title?: string;
  /**
   * The security code's frame: its placeholder by the brand's code length ('3 digits',
   * '4 digits'), sent with each `brand`; the config's placeholder is the one before any brand.
   */
  placeholderByCodeLength?: Partial<Record<3 | 4, string>>;
};

export type SecuredFieldsOptions = {
  fields: readonly SecuredFieldSetup[];
  /** The frames' base address, e.g. `https://frames.example.com/` (ends in `/`). */
  framesUrl: string;
  publicKey: FrameConfig['publicKey'];
  brands: string[];
  lang: string;
  /**
   * The card's brand when it is known without a number frame (a stored card's form,
   * which has none): the frames are told it once configured (its security code's length).
   */
  brand?: string | undefined;
  style?: FrameStyle;
  enableLuhnCheck?: boolean;
  /** The page's window (tests pass their own). */
  window?: Window;
  loadTimeout?: number;
  configTimeout?: number;
  onStatus?: (status: SecuredFieldsStatus, message?: string) => void;
  onFieldState?: (fieldType: FieldType, state: FieldState) => void;
  /** Every blob so far (an incomplete field has none) and the number's last four digits. */
  onEncryption?: (data: Partial<Record<EncryptedKey, string>>, endDigits: string) => void;
  onBinValue?: (bin: { binValue: string; encryptedBin: string; brand: string | null }) => void;
  onHolderName?: (value: string) => void;
  onShiftTabFirst?: () => void;
  onEnter?: () => void;
};

export type SecuredFields = {
  readonly status: () => SecuredFieldsStatus;
  readonly isValid: () => boolean;
  readonly brand: () => string | null;
  readonly fieldState: (fieldType: FieldType) => FieldState | undefined;
  focus: (fieldType: FieldType) => void;
  showError: (fieldType: FieldType, message: string | null) => void;
  setPolicy: (fieldType: FieldType, policy: Policy) => void;
  /** The bin lookup's Luhn check and number length, for the number frame. */
  setNumberRules: (rules: { enableLuhnCheck: boolean; panLength: number | null }) => void;
  destroy: () => void;
};

type Field = SecuredFieldSetup & {
  numKey: number;
  iframe: HTMLIFrameElement;
  loaded: boolean;
  configured: boolean;
  state: FieldState;
  /** The frame's own verdict on its value; `state.valid` also waits for the value's blobs. */
  frameValid: boolean;
  blobs: Partial<Record<EncryptedKey, string>>;
};

export const LOAD_TIMEOUT = 30_000;
export const CONFIG_TIMEOUT = 15_000;

/** One set of fields' live state, shared by the parts below (`createSecuredFields` owns it). */
type Host = {
  win: Window;
  options: SecuredFieldsOptions;
  framesOrigin: string;
  fields: Field[];
  status: SecuredFieldsStatus;
  brand: string | null;
  endDigits: string;
  /** The number's BIN as last reported (8 digits once it has 16 or more). */
  bin: string;
  /** The number was complete when last looked at (focus moves on once it becomes so). */
  numberComplete: boolean;
  loads: number;
  /**
   * A focus asked for before the frames were ready (e.g. 'Manual card entry' pressed at once),
   * with the element that had the focus then: sent once they are, if the focus is still there.
   */
  pendingFocus: { fieldType: FieldType; from: Element | null } | null;
  timers: number[];
  listeners: Map<Field, () => void>;
  onMessage: (event: MessageEvent) => void;
};

/** The field's iframe on the frames' origin, its key and the host's origin in the fragment. */
function createField(win: Window, framesUrl: string, setup: SecuredFieldSetup): Field {
  const numKey = createNumKey((bytes) =>
    win.crypto.getRandomValues(bytes as Uint32Array<ArrayBuffer>),
  );
  const document = FRAME_DOCUMENTS[setup.fieldType];
  if (!document) throw new TypeError(`no secured field of type ${setup.fieldType}`);
  const iframe = win.document.createElement('iframe');
  iframe.title = setup.title ?? document.title;
  // A hook that does not change with the language (tests and automation find the frame by it).
  iframe.setAttribute('data-field-type', setup.fieldType);
  iframe.src = `${new URL(document.file, framesUrl).href}${frameAddress(setup.fieldType, numKey, win.location.origin)}`;
  iframe.setAttribute('allowtransparency', 'true');
  iframe.style.cssText = 'border:0;width:100%;height:100%;display:block';
  return {
    ...setup,
    numKey,
    iframe,
    loaded: false,
    configured: false,
    state: {
      errorCode: '',
      filled: false,
      valid: false,
      encrypting: false,
      focused: false,
      touched: false,
    },
    frameValid: false,
    blobs: {},
  };
}

/**
 * Posts a command to a frame on the frames' origin. Until its document has loaded, the iframe's
 * window is the initial blank page on the host's own origin: a message then would name the wrong
 * target origin (Firefox throws, Chromium logs an error), so none is sent. What such a command
 * sets (a policy) reaches the frame in its config; the rest has no frame state to change yet.
 */
function send(host: Host, field: Field, body: HostCommand) {
  if (!field.loaded) return;
  field.iframe.contentWindow?.postMessage(
    writeHostCommand({ fieldType: field.fieldType, numKey: field.numKey }, body),
    host.framesOrigin,
  );
}

function byType(host: Host, fieldType: FieldType) {
  return host.fields.find((field) => field.fieldType === fieldType);
}

/** A failed status is final (the form offers Refresh): frames loading late do not revive it. */
const FINAL: readonly SecuredFieldsStatus[] = ['csfLoadFailure', 'csfConfigFailure', 'destroyed'];

function setStatus(host: Host, next: SecuredFieldsStatus, message?: string) {
  if (host.status === next || (FINAL.includes(host.status) && next !== 'destroyed')) return;
  host.status = next;
  host.options.onStatus?.(next, message);
}

function sendPendingFocus(host: Host) {
  const pending = host.pendingFocus;
  host.pendingFocus = null;
  // The focus still where it was, or lost (the pressed button went away): the frame takes it.
  const now = host.win.document.activeElement;
  if (!pending || (now !== pending.from && now !== null && now !== host.win.document.body)) return;
  const field = byType(host, pending.fieldType);
  if (field) send(host, field, { command: 'focus', focus: true });
}

function clearTimers(host: Host) {
  for (const timer of host.timers.splice(0)) host.win.clearTimeout(timer);
}

function destroy(host: Host, message?: string) {
  clearTimers(host);
  host.win.removeEventListener('message', host.onMessage);
  for (const field of host.fields) {
    if (field.loaded) send(host, field, { command: 'destroy' });
    const listener = host.listeners.get(field);
    if (listener) field.iframe.removeEventListener('load', listener);
    field.iframe.remove();
  }
  setStatus(host, 'destroyed', message);
}

/** A frame loaded: configure and style it; once all have, the config timeout starts. */
function onLoad(host: Host, field: Field) {
  const { options, fields } = host;
  host.loads += 1;
  if (host.loads > fields.length) return destroy(host, FRAMES_ERROR_MESSAGES.framesReloaded);
  field.loaded = true;
  const { config } = field;
  send(host, field, {
    command: 'config',
    config: {
      ...config,
      publicKey: options.publicKey,
      brands: options.brands,
      lang: options.lang,
      enableLuhnCheck: options.enableLuhnCheck ?? true,
    },
  });
  if (options.style) send(host, field, { command: 'style', style: options.style });
  if (options.brand) send(host, field, brandCommand(options.brand, field));
  if (fields.every((each) => each.loaded)) {
    clearTimers(host);
    host.timers.push(
      host.win.setTimeout(
        () => setStatus(host, 'csfConfigFailure', FRAMES_ERROR_MESSAGES.framesConfigFailed),
        options.configTimeout ?? CONFIG_TIMEOUT,
      ),
    );
  }
}

function focusNext(host: Host, field: Field) {
  const index = host.fields.indexOf(field);
  const next = host.fields.slice(index + 1).find((each) => each.config.policy === 'required');
  if (next) send(host, next, { command: 'focus', focus: true });
}

function emitEncryption(host: Host) {
  host.options.onEncryption?.(
    Object.assign({}, ...host.fields.map((field) => field.blobs)),
    host.endDigits,
  );
}

function relayBrand(host: Host, binValue: string) {
  const { brands } = host.options;
  const next = binValue ? (detectCardBrand(binValue, brands) ?? detectCardBrand(binValue)) : null;
  if (next === host.brand) return;
  host.brand = next;
  for (const field of host.fields) {
    if (field.fieldType === 'encryptedCardNumber') continue;
    send(host, field, brandCommand(next, field));
  }
}

/**
 * The brand as the other frames are told it: its security code's length, its policies, and to a
 * field with placeholders by code length (the security code's), the one for this length.
 */
function brandCommand(brand: string | null, field: Field): HostCommand {
  const definition = findCardBrand(brand);
  const cvcLength = definition?.securityCodeLength ?? 3;
  const placeholder = field.placeholderByCodeLength?.[cvcLength];
  return {
    command: 'brand',
    brand,
    cvcPolicy: definition?.cvcPolicy ?? 'required',
    expiryDatePolicy: definition?.expiryDatePolicy ?? 'required',
    cvcLength,
    ...(placeholder === undefined ? {} : { placeholder }),
  };
}

/**
 * A field is valid once the frame says so and, when it holds a value, that value's blobs have
 * arrived: a frame reports its validation before it has encrypted (docs/widget.md#frames), and a
 * form that took the field as valid then would pay without its blob. An empty optional field has
 * nothing to encrypt.
 */
function countedValid(field: Field): boolean {
  return field.frameValid && (!field.state.filled || Object.keys(field.blobs).length > 0);
}

function encrypting(field: Field): boolean {
  return field.frameValid && field.state.filled && Object.keys(field.blobs).length === 0;
}

function onValidation(
  host: Host,
  field: Field,
  action: Extract<FrameAction, { action: 'validation' }>,
) {
  const wasValid = field.frameValid;
  field.frameValid = action.valid;
  field.state = { ...field.state, errorCode: action.errorCode, filled: action.filled };
  field.state = { ...field.state, valid: countedValid(field), encrypting: encrypting(field) };
  host.options.onFieldState?.(field.fieldType, field.state);
  // Focus moves on the frame's verdict, as the payer completes the value (not on the blob).
  if (field.fieldType === 'encryptedCardNumber') return checkNumberComplete(host, field);
  if (
    action.valid &&
    !wasValid &&
    field.state.focused &&
    field.fieldType !== 'encryptedSecurityCode' &&
    // A gift card's number is valid from 16 digits but may have 19: the payer moves on (Tab).
    field.fieldType !== 'encryptedGiftCardNumber'
  )
    focusNext(host, field);
}

/**
 * Focus leaves the number once it is complete (§4): valid, and either of 16 digits or more (the
 * frame's BIN grows to 8 digits there) or of a brand whose numbers are all shorter (amex's 15). A
 * valid 13-digit Visa is not complete: the payer may be typing a 16-digit one (4000 0000 0001
 * 4227 would otherwise be cut after its 13th digit, the rest typed into the expiry date).
 */
function checkNumberComplete(host: Host, field: Field) {
  const lengths = findCardBrand(host.brand)?.permittedLengths ?? [];
  const longest = lengths.at(-1) ?? 19;
  const complete = field.frameValid && (host.bin.length >= 8 || longest < 16);
  const became = complete && !host.numberComplete;
  host.numberComplete = complete;
  if (became && field.state.focused) focusNext(host, field);
}

function onShiftTab(host: Host, field: Field) {
  // The browser's own Shift-Tab has usually moved focus back already; a message that arrives after
  // the payer has gone on (Shift-Tab, then Tab at once) must not pull focus back: only a frame that
  // still holds the focus moves it.
  if (host.win.document.activeElement !== field.iframe) return;
  const previous = host.fields
    .slice(0, host.fields.indexOf(field))
    .findLast((each) => each.config.policy !== 'hidden');
  return previous
    ? send(host, previous, { command: 'focus', focus: true })
    : host.options.onShiftTabFirst?.();
}

function onAutoComplete(
  host: Host,
  field: Field,
  action: Extract<FrameAction, { action: 'autoComplete' }>,
) {
  if (field.fieldType !== 'encryptedCardNumber') return;
  if (action.name === 'cc-name') return host.options.onHolderName?.(action.value);
  const expiry = byType(host, 'encryptedExpiryDate');
  const value = normalizeExpiryDate(action.value);
  if (expiry && /^\d{2}\/\d{2}$/.test(value)) send(host, expiry, { command: 'autofill', value });
}

/** One keyed message from a field's frame. */
function act(host: Host, field: Field, action: FrameAction) {
  const { options } = host;
  switch (action.action) {
    case 'config':
      field.configured = true;
      if (host.fields.every((each) => each.configured)) {
        clearTimers(host);
        setStatus(host, 'ready');
        sendPendingFocus(host);
      }
      return;
    case 'validation':
      return onValidation(host, field, action);
    case 'encryption': {
      field.blobs = action.blobs;
      if (field.fieldType === 'encryptedCardNumber') host.endDigits = action.endDigits;
      // The field's validity first, then the blobs: whoever acts on the blobs (a submit waiting
      // for them) finds the field valid.
      const valid = countedValid(field);
      if (valid !== field.state.valid || encrypting(field) !== field.state.encrypting) {
        field.state = { ...field.state, valid, encrypting: encrypting(field) };
        options.onFieldState?.(field.fieldType, field.state);
      }
      return emitEncryption(host);
    }
    case 'focus':
      field.state = { ...field.state, focused: action.focus };
      return options.onFieldState?.(field.fieldType, field.state);
    case 'touch':
      field.state = { ...field.state, touched: true };
      return options.onFieldState?.(field.fieldType, field.state);
    case 'binValue':
      host.bin = action.binValue;
      relayBrand(host, action.binValue);
      checkNumberComplete(host, field);
      return options.onBinValue?.({
        binValue: action.binValue,
        encryptedBin: action.encryptedBin,
        brand: host.brand,
      });
    case 'shifttab':
      return onShiftTab(host, field);
    case 'enterKeyPressed':
      return options.onEnter?.();
    case 'autoComplete':
      return onAutoComplete(host, field, action);
  }
}

/** Mounts the frames and starts the load timeout (ready at once with no fields). */
function start(host: Host) {
  const { win, fields } = host;
  win.addEventListener('message', host.onMessage);
  for (const field of fields) {
    const listener = () => onLoad(host, field);
    host.listeners.set(field, listener);
    field.iframe.addEventListener('load', listener);
    field.mount.append(field.iframe);
  }
  if (fields.length === 0) setStatus(host, 'ready');
  else
    host.timers.push(
      win.setTimeout(() => {
        if (!fields.every((field) => field.loaded))
          setStatus(host, 'csfLoadFailure', FRAMES_ERROR_MESSAGES.framesLoadFailed);
      }, host.options.loadTimeout ?? LOAD_TIMEOUT),
    );
}

export function createSecuredFields(options: SecuredFieldsOptions): SecuredFields {
  const win = options.window ?? window;
  const framesOrigin = new URL(options.framesUrl).origin;
  const host: Host = {
    win,
    options,
    framesOrigin,
    fields: options.fields.map((setup) => createField(win, options.framesUrl, setup)),
    status: 'loading',
    brand: null,
    endDigits: '',
    bin: '',
    numberComplete: false,
    loads: 0,
    pendingFocus: null,
    timers: [],
    listeners: new Map(),
    onMessage: (event) => {
      for (const field of host.fields) {
        if (event.source !== field.iframe.contentWindow) continue;
        const message = readFrameAction(
          { origin: event.origin, data: event.data },
          { origin: framesOrigin, numKey: field.numKey, fieldType: field.fieldType },
        );
        if (message && host.status !== 'destroyed') act(host, field, message);
      }
    },
  };
  const { fields } = host;
  start(host);

  return {
    status: () => host.status,
    isValid: () =>
      fields.every(
        (field) =>
          field.state.valid ||
          // An optional field may be left as it is, but a value it holds waits for its blob.
          (field.config.policy !== 'required' && !field.state.errorCode && !field.frameValid),
      ) && !(host.brand && !options.brands.includes(host.brand)),
    brand: () => host.brand,
    fieldState: (fieldType) => byType(host, fieldType)?.state,
    focus: (fieldType) => {
      if (host.status === 'loading') {
        host.pendingFocus = { fieldType, from: host.win.document.activeElement };
        return;
      }
      const field = byType(host, fieldType);
      if (field) send(host, field, { command: 'focus', focus: true });
    },
    showError: (fieldType, message) => {
      const field = byType(host, fieldType);
      if (field)
        send(host, field, {
          command: 'validation',
          showError: message !== null,
          errorMessage: message ?? '',
        });
    },
    setPolicy: (fieldType, policy) => {
      const field = byType(host, fieldType);
      if (!field) return;
      field.config = { ...field.config, policy };
      send(host, field, { command: 'policy', policy });
    },
    setNumberRules: (rules) => {
      const field = byType(host, 'encryptedCardNumber');
      if (field) send(host, field, { command: 'numberRules', ...rules });
    },
    destroy: () => destroy(host),
  };
}
