/**
 * The host side of the secured fields (card-widget.md §3, §4, §7, §8), without React: creates one
 * iframe per field on the frames' origin (its key and the host's origin in the address fragment),
 * configures and styles each, tracks the status (loading → ready, csfLoadFailure after
 * `loadTimeout`, csfConfigFailure `configTimeout` after loading, destroyed on extra loads), reads
 * only keyed messages of its frames, moves focus to the next field, relays autofill and reports
 * validity, brand, BIN and the encrypted blobs through callbacks. Never sees card data in clear.
 */
import { detectCardBrand } from '../rules/card-number';
import { findCardBrand } from '../rules/card-brands';
import { normalizeExpiryDate } from '../rules/expiry-date';
import { WIDGET_ERROR_MESSAGES } from '../rules/errors';
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
};

export type FieldState = {
  errorCode: string;
  filled: boolean;
  valid: boolean;
  focused: boolean;
  touched: boolean;
};

export type SecuredFieldSetup = {
  fieldType: FieldType;
  /** Where the iframe goes (the host draws label, border and error around it). */
  mount: HTMLElement;
  config: Omit<FrameConfig, 'publicKey' | 'brands' | 'enableLuhnCheck' | 'lang'>;
};

export type SecuredFieldsOptions = {
  fields: readonly SecuredFieldSetup[];
  /** The frames' base address, e.g. `https://frames.example.com/` (ends in `/`). */
  framesUrl: string;
  publicKey: FrameConfig['publicKey'];
  brands: string[];
  lang: string;
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
  setStyle: (style: FrameStyle) => void;
  setPolicy: (fieldType: FieldType, policy: Policy) => void;
  destroy: () => void;
};

type Field = SecuredFieldSetup & {
  numKey: number;
  iframe: HTMLIFrameElement;
  loaded: boolean;
  configured: boolean;
  state: FieldState;
  blobs: Partial<Record<EncryptedKey, string>>;
};

export const LOAD_TIMEOUT = 30_000;
export const CONFIG_TIMEOUT = 15_000;

export function createSecuredFields(options: SecuredFieldsOptions): SecuredFields {
  const win = options.window ?? window;
  const framesOrigin = new URL(options.framesUrl).origin;
  const hostOrigin = win.location.origin;
  let status: SecuredFieldsStatus = 'loading';
  let brand: string | null = null;
  let endDigits = '';
  let loads = 0;
  const timers: number[] = [];
  const listeners = new Map<Field, () => void>();

  const fields: Field[] = options.fields.map((setup) => {
    const numKey = createNumKey((bytes) =>
      win.crypto.getRandomValues(bytes as Uint32Array<ArrayBuffer>),
    );
    const document = FRAME_DOCUMENTS[setup.fieldType];
    if (!document) throw new TypeError(`no secured field of type ${setup.fieldType}`);
    const iframe = win.document.createElement('iframe');
    iframe.title = document.title;
    iframe.src = `${new URL(document.file, options.framesUrl).href}${frameAddress(setup.fieldType, numKey, hostOrigin)}`;
    iframe.setAttribute('allowtransparency', 'true');
    iframe.style.cssText = 'border:0;width:100%;height:100%;display:block';
    return {
      ...setup,
      numKey,
      iframe,
      loaded: false,
      configured: false,
      state: { errorCode: '', filled: false, valid: false, focused: false, touched: false },
      blobs: {},
    };
  });

  const send = (field: Field, body: HostCommand) =>
    field.iframe.contentWindow?.postMessage(
      writeHostCommand({ fieldType: field.fieldType, numKey: field.numKey }, body),
      framesOrigin,
    );
  const byType = (fieldType: FieldType) => fields.find((field) => field.fieldType === fieldType);

  function setStatus(next: SecuredFieldsStatus, message?: string) {
    if (status === next || status === 'destroyed') return;
    status = next;
    options.onStatus?.(next, message);
  }

  function clearTimers() {
    for (const timer of timers.splice(0)) win.clearTimeout(timer);
  }

  function destroy(message?: string) {
    clearTimers();
    win.removeEventListener('message', onMessage);
    for (const field of fields) {
      if (field.loaded) send(field, { command: 'destroy' });
      const listener = listeners.get(field);
      if (listener) field.iframe.removeEventListener('load', listener);
      field.iframe.remove();
    }
    setStatus('destroyed', message);
  }

  function onLoad(field: Field) {
    loads += 1;
    if (loads > fields.length) return destroy(WIDGET_ERROR_MESSAGES.framesReloaded);
    field.loaded = true;
    const { config } = field;
    send(field, {
      command: 'config',
      config: {
        ...config,
        publicKey: options.publicKey,
        brands: options.brands,
        lang: options.lang,
        enableLuhnCheck: options.enableLuhnCheck ?? true,
      },
    });
    if (options.style) send(field, { command: 'style', style: options.style });
    if (fields.every((each) => each.loaded)) {
      clearTimers();
      timers.push(
        win.setTimeout(
          () => setStatus('csfConfigFailure', WIDGET_ERROR_MESSAGES.framesConfigFailed),
          options.configTimeout ?? CONFIG_TIMEOUT,
        ),
      );
    }
  }

  function focusNext(field: Field) {
    const index = fields.indexOf(field);
    const next = fields.slice(index + 1).find((each) => each.config.policy !== 'hidden');
    if (next) send(next, { command: 'focus', focus: true });
  }

  function emitEncryption() {
    options.onEncryption?.(Object.assign({}, ...fields.map((field) => field.blobs)), endDigits);
  }

  function relayBrand(binValue: string) {
    const next = binValue
      ? (detectCardBrand(binValue, options.brands) ?? detectCardBrand(binValue))
      : null;
    if (next === brand) return;
    brand = next;
    const definition = findCardBrand(next);
    for (const field of fields) {
      if (field.fieldType === 'encryptedCardNumber') continue;
      send(field, {
        command: 'brand',
        brand: next,
        cvcPolicy: definition?.cvcPolicy ?? 'required',
        expiryDatePolicy: definition?.expiryDatePolicy ?? 'required',
        cvcLength: definition?.securityCodeLength ?? 3,
      });
    }
  }

  function act(field: Field, action: FrameAction) {
    switch (action.action) {
      case 'config':
        field.configured = true;
        if (fields.every((each) => each.configured)) {
          clearTimers();
          setStatus('ready');
        }
        return;
      case 'validation': {
        const wasValid = field.state.valid;
        field.state = {
          ...field.state,
          errorCode: action.errorCode,
          filled: action.filled,
          valid: action.valid,
        };
        options.onFieldState?.(field.fieldType, field.state);
        if (
          action.valid &&
          !wasValid &&
          field.state.focused &&
          field.fieldType !== 'encryptedSecurityCode'
        )
          focusNext(field);
        return;
      }
      case 'encryption':
        field.blobs = action.blobs;
        if (field.fieldType === 'encryptedCardNumber') endDigits = action.endDigits;
        return emitEncryption();
      case 'focus':
        field.state = { ...field.state, focused: action.focus };
        return options.onFieldState?.(field.fieldType, field.state);
      case 'touch':
        field.state = { ...field.state, touched: true };
        return options.onFieldState?.(field.fieldType, field.state);
      case 'binValue':
        relayBrand(action.binValue);
        return options.onBinValue?.({
          binValue: action.binValue,
          encryptedBin: action.encryptedBin,
          brand,
        });
      case 'shifttab': {
        const previous = fields
          .slice(0, fields.indexOf(field))
          .findLast((each) => each.config.policy !== 'hidden');
        return previous
          ? send(previous, { command: 'focus', focus: true })
          : options.onShiftTabFirst?.();
      }
      case 'enterKeyPressed':
        return options.onEnter?.();
      case 'autoComplete': {
        if (field.fieldType !== 'encryptedCardNumber') return;
        if (action.name === 'cc-name') return options.onHolderName?.(action.value);
        const expiry = byType('encryptedExpiryDate');
        const value = normalizeExpiryDate(action.value);
        if (expiry && /^\d{2}\/\d{2}$/.test(value)) send(expiry, { command: 'autofill', value });
        return;
      }
    }
  }

  function onMessage(event: MessageEvent) {
    for (const field of fields) {
      if (event.source !== field.iframe.contentWindow) continue;
      const message = readFrameAction(
        { origin: event.origin, data: event.data },
        { origin: framesOrigin, numKey: field.numKey, fieldType: field.fieldType },
      );
      if (message && status !== 'destroyed') act(field, message);
    }
  }

  win.addEventListener('message', onMessage);
  for (const field of fields) {
    const listener = () => onLoad(field);
    listeners.set(field, listener);
    field.iframe.addEventListener('load', listener);
    field.mount.append(field.iframe);
  }
  if (fields.length === 0) setStatus('ready');
  else
    timers.push(
      win.setTimeout(() => {
        if (!fields.every((field) => field.loaded))
          setStatus('csfLoadFailure', WIDGET_ERROR_MESSAGES.framesLoadFailed);
      }, options.loadTimeout ?? LOAD_TIMEOUT),
    );

  return {
    status: () => status,
    isValid: () =>
      fields.every(
        (field) =>
          field.state.valid || (field.config.policy !== 'required' && !field.state.errorCode),
      ) && !(brand && !options.brands.includes(brand)),
    brand: () => brand,
    fieldState: (fieldType) => byType(fieldType)?.state,
    focus: (fieldType) => {
      const field = byType(fieldType);
      if (field) send(field, { command: 'focus', focus: true });
    },
    showError: (fieldType, message) => {
      const field = byType(fieldType);
      if (field)
        send(field, {
          command: 'validation',
          showError: message !== null,
          errorMessage: message ?? '',
        });
    },
    setStyle: (style) => {
      for (const field of fields) send(field, { command: 'style', style });
    },
    setPolicy: (fieldType, policy) => {
      const field = byType(fieldType);
      if (!field) return;
      field.config = { ...field.config, policy };
      send(field, { command: 'policy', policy });
    },
    destroy: () => destroy(),
  };
}
