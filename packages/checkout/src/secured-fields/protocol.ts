/**
 * The secured-frame messaging protocol (docs/widget.md#calls): what the host page and the secured
 * field frames (card number, expiry, security code, Korean card password, a gift card's number and
 * PIN) say to each other with
 * `postMessage`. Pure: no DOM, no globals; both sides import it, neither trusts the other beyond it.
 *
 * Every message is a string of JSON (never a structured-clone object) in one envelope:
 * `{ protocol, fieldType, numKey, ...body }`. `numKey` is a random 32-bit number the host draws
 * per field and sends in `config`; a message whose origin is not the expected one, that is not
 * string JSON of the expected shape, names another field, or carries another key, is ignored
 * (`readHostCommand` / `readFrameAction` answer `null`).
 *
 * Host → frame commands: config, brand, policy, numberRules, focus, style, validation, autofill,
 * destroy.
 * Frame → host actions: config, encryption, focus, binValue, touch, shifttab, autoComplete,
 * enterKeyPressed, validation.
 *
 * Card data that may cross to the host: the BIN (first 6 to 8 digits, `binValue`, for brand and
 * bin lookup), the last four digits (`encryption.endDigits`, for display), and what the browser's
 * autofill typed into a frame for a field the host owns (`autoComplete`: the holder name) or for
 * the expiry frame (`cc-exp`, relayed by the host as `autofill`). Never the full number, the
 * security code or the password: those leave a frame only as JWE blobs.
 */

export const PROTOCOL = 'paypage-sf/1';

/** The frames, by the encrypted field each one produces (§3 "Encrypted fields"). */
export const FIELD_TYPES = [
  'encryptedCardNumber',
  'encryptedExpiryDate',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
  'encryptedPassword',
  // A gift card's: its number (16–19 digits, no Luhn) and PIN (4–8 digits, masked),
  // encrypted as Adyen Web's gift card sends them: `encryptedCardNumber`, `encryptedSecurityCode`.
  'encryptedGiftCardNumber',
  'encryptedGiftCardPin',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The blobs an `encryption` action may carry (the expiry-date frame yields month and year). */
export const ENCRYPTED_KEYS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
  'encryptedPassword',
] as const;
export type EncryptedKey = (typeof ENCRYPTED_KEYS)[number];

export type Policy = 'required' | 'optional' | 'hidden';
const POLICIES: readonly Policy[] = ['required', 'optional', 'hidden'];

/** The public key the frame encrypts with (an RSA JWK), named by `kid` so keys can rotate. */
export type FramePublicKey = { kid: string; jwk: { kty: 'RSA'; n: string; e: string } };

/** What the host configures a frame with. Texts are shown as text (never HTML). */
export type FrameConfig = {
  publicKey: FramePublicKey;
  /** The input's accessible name (the frame's own label; the host shows the visible label). */
  ariaLabel: string;
  placeholder: string;
  /** The document's language (`en-US`). */
  lang: string;
  /** Accepted brands (the number frame checks length and Luhn by the detected brand). */
  brands: string[];
  /** Security-code and expiry policies at start (changed later by `brand` and `policy`). */
  policy: Policy;
  /** The card number's Luhn check (bin lookup may turn it off); default true. */
  enableLuhnCheck: boolean;
  /** Show the security code as dots (§3 maskSecurityCode). */
  maskValue: boolean;
  /** The browser's autofill hints the frame's inputs carry (`cc-number`, `cc-exp`, `cc-csc`). */
  autocomplete: string;
  /**
   * Expiry frames: the integrator's §3 `minimumExpiryDate` (MM/YY); an earlier expiry is 'expires
   * too soon' (cc.dat.914). The host never sees the expiry date, so the frame checks it.
   */
  minimumExpiryDate?: string;
};

/** Style a frame applies to its input: a few properties, plain values only (see `isSafeStyle`). */
export const STYLE_PROPERTIES = [
  'color',
  'caretColor',
  'placeholderColor',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'paddingInline',
  'paddingBlock',
] as const;
export type StyleProperty = (typeof STYLE_PROPERTIES)[number];
export type FrameStyle = Partial<Record<StyleProperty, string>>;

export type HostCommand =
  | { command: 'config'; config: FrameConfig }
  | {
      command: 'brand';
      brand: string | null;
      cvcPolicy: Policy;
      expiryDatePolicy: Policy;
      /** The security code's length for this brand (3 or 4). */
      cvcLength: number;
      /**
       * The input's placeholder for this brand's code ('3 digits', '4 digits'), to the security
       * code's frame only; without it the frame keeps the one it shows.
       */
      placeholder?: string;
    }
  | { command: 'policy'; policy: Policy }
  /**
   * The number frame's rules from the bin lookup: its Luhn check, and the number's
   * length when the lookup knows it (null: the brand's lengths).
   */
  | { command: 'numberRules'; enableLuhnCheck: boolean; panLength: number | null }
  | { command: 'focus'; focus: boolean }
  | { command: 'style'; style: FrameStyle }
  /** Shows (or clears) an error on the frame's input: aria-invalid and its description. */
  | { command: 'validation'; showError: boolean; errorMessage: string }
  /** An autofilled expiry date (MM/YY) relayed from the number frame to the expiry frame. */
  | { command: 'autofill'; value: string }
  | { command: 'destroy' };

export type FrameAction =
  | { action: 'config' }
  | {
      action: 'encryption';
      /** The field's blobs; empty when the value stopped being complete and valid. */
      blobs: Partial<Record<EncryptedKey, string>>;
      /** The last four digits of a complete card number (display, wallets' style). */
      endDigits: string;
    }
  | { action: 'focus'; focus: boolean }
  | { action: 'binValue'; binValue: string; encryptedBin: string; uuid: string }
  | { action: 'touch' }
  | { action: 'shifttab' }
  | { action: 'autoComplete'; name: 'cc-name' | 'cc-exp'; value: string }
  | { action: 'enterKeyPressed' }
  | {
      action: 'validation';
      /** Empty, or a card-field error code of §5 (`cc.num.902`, `err.gen.9100`, …). */
      errorCode: string;
      /** Something has been typed. */
      filled: boolean;
      /** Complete and valid: its `encryption` blobs are set. */
      valid: boolean;
    };

export type Envelope = { protocol: typeof PROTOCOL; fieldType: FieldType; numKey: number };
export type HostMessage = Envelope & HostCommand;
export type FrameMessage = Envelope & FrameAction;

/** What a received message must match to be read. */
export type Expected = {
  /** The only origin accepted (the host's for a frame; the frames' for the host). */
  origin: string;
  numKey: number;
  /** The frame's field; the host accepts a message only from the frame it keyed. */
  fieldType: FieldType;
};

/** A `MessageEvent`'s parts the reader needs (so tests need no DOM). */
export type Received = { origin: string; data: unknown };

// ---------------------------------------------------------------------------------------------
// Writing

export function writeHostCommand(envelope: Omit<Envelope, 'protocol'>, body: HostCommand): string {
  return JSON.stringify({ protocol: PROTOCOL, ...envelope, ...body });
}

export function writeFrameAction(envelope: Omit<Envelope, 'protocol'>, body: FrameAction): string {
  return JSON.stringify({ protocol: PROTOCOL, ...envelope, ...body });
}

/** A random key per field: a positive 32-bit integer from the caller's random source. */
export function createNumKey(random: (bytes: Uint32Array) => Uint32Array): number {
  const [value = 0] = random(new Uint32Array(1));
  return (value % 0xffff_fffe) + 1;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Json = Record<string, unknown>;

const isString = (value: unknown, max = 4096): value is string =>
  typeof value === 'string' && value.length <= max;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isPolicy = (value: unknown): value is Policy => POLICIES.includes(value as Policy);
const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A CSS value without anything that could load or break out: no url(), @, ;, {, }, <, \. */
const SAFE_STYLE_VALUE = /^[#(),.%\w\s'"+-]{1,120}$/;
export function isSafeStyle(style: unknown): style is FrameStyle {
  if (!isObject(style)) return false;
  return Object.entries(style).every(
    ([property, value]) =>
      isIn(STYLE_PROPERTIES, property) &&
      typeof value === 'string' &&
      SAFE_STYLE_VALUE.test(value) &&
      !/url|expression|image|var\s*\(/i.test(value),
  );
}

/** A base64url string, as JWK members are. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
function isPublicKey(value: unknown): value is FramePublicKey {
  if (!isObject(value) || !isString(value.kid, 200) || value.kid === '') return false;
  const jwk = value.jwk;
  return (
    isObject(jwk) &&
    jwk.kty === 'RSA' &&
    isString(jwk.n, 2048) &&
    BASE64URL.test(jwk.n) &&
    // 2048 bits or more: 342+ base64url characters.
    jwk.n.length >= 342 &&
    isString(jwk.e, 16) &&
    BASE64URL.test(jwk.e)
  );
}

/** MM/YY, as the expiry frame shows a date (and the host relays an autofilled one). */
const isMonthYear = (value: unknown): value is string =>
  isString(value, 5) && /^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(value);

function isFrameConfig(value: unknown): value is FrameConfig {
  return (
    isObject(value) &&
    isPublicKey(value.publicKey) &&
    isString(value.ariaLabel, 200) &&
    isString(value.placeholder, 200) &&
    isString(value.lang, 35) &&
    Array.isArray(value.brands) &&
    value.brands.length <= 64 &&
    value.brands.every((brand) => isString(brand, 40)) &&
    isPolicy(value.policy) &&
    isBoolean(value.enableLuhnCheck) &&
    isBoolean(value.maskValue) &&
    isString(value.autocomplete, 40) &&
    (value.minimumExpiryDate === undefined || isMonthYear(value.minimumExpiryDate))
  );
}

function isHostCommand(message: Json): boolean {
  switch (message.command) {
    case 'config':
      return isFrameConfig(message.config);
    case 'brand':
      return (
        (message.brand === null || isString(message.brand, 40)) &&
        isPolicy(message.cvcPolicy) &&
        isPolicy(message.expiryDatePolicy) &&
        (message.cvcLength === 3 || message.cvcLength === 4) &&
        (message.placeholder === undefined || isString(message.placeholder, 200))
      );
    case 'policy':
      return isPolicy(message.policy);
    case 'numberRules':
      return (
        isBoolean(message.enableLuhnCheck) &&
        (message.panLength === null ||
          (Number.isInteger(message.panLength) &&
            (message.panLength as number) >= 12 &&
            (message.panLength as number) <= 19))
      );
    case 'focus':
      return isBoolean(message.focus);
    case 'style':
      return isSafeStyle(message.style);
    case 'validation':
      return isBoolean(message.showError) && isString(message.errorMessage, 300);
    case 'autofill':
      return isMonthYear(message.value);
    case 'destroy':
      return true;
    default:
      return false;
  }
}

/** A JWE in compact form: five base64url parts. */
const COMPACT_JWE =
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const isJwe = (value: unknown): value is string => isString(value, 4096) && COMPACT_JWE.test(value);

function isFrameAction(message: Json): boolean {
  switch (message.action) {
    case 'config':
    case 'touch':
    case 'shifttab':
    case 'enterKeyPressed':
      return true;
    case 'encryption':
      return (
        isObject(message.blobs) &&
        Object.entries(message.blobs).every(
          ([key, blob]) => isIn(ENCRYPTED_KEYS, key) && isJwe(blob),
        ) &&
        isString(message.endDigits, 4) &&
        /^[0-9]{0,4}$/.test(message.endDigits)
      );
    case 'focus':
      return isBoolean(message.focus);
    case 'binValue':
      return (
        isString(message.binValue, 8) &&
        /^[0-9]{0,8}$/.test(message.binValue) &&
        (message.encryptedBin === '' || isJwe(message.encryptedBin)) &&
        isString(message.uuid, 64)
      );
    case 'autoComplete':
      return (
        (message.name === 'cc-name' || message.name === 'cc-exp') && isString(message.value, 200)
      );
    case 'validation':
      return (
        isString(message.errorCode, 40) && isBoolean(message.filled) && isBoolean(message.valid)
      );
    default:
      return false;
  }
}

function readEnvelope(received: Received, expected: Expected): Json | null {
  if (received.origin !== expected.origin) return null;
  if (typeof received.data !== 'string' || received.data.length > 16_384) return null;
  let message: unknown;
  try {
    message = JSON.parse(received.data);
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  if (message.protocol !== PROTOCOL) return null;
  if (message.numKey !== expected.numKey) return null;
  if (message.fieldType !== expected.fieldType) return null;
  return message;
}

/** A frame reads a host command: `null` unless it is one, from the host's origin, with its key. */
export function readHostCommand(received: Received, expected: Expected): HostMessage | null {
  const message = readEnvelope(received, expected);
  return message && isHostCommand(message) ? (message as HostMessage) : null;
}

/** The host reads a frame's action: `null` unless it is one, from the frames' origin, keyed. */
export function readFrameAction(received: Received, expected: Expected): FrameMessage | null {
  const message = readEnvelope(received, expected);
  return message && isFrameAction(message) ? (message as FrameMessage) : null;
}

/**
 * A frame's first message carries no key yet: the frame learns its key and its host's origin from
 * its own address (`#fieldType=…&numKey=…&origin=…`, set by the host that created it) and accepts
 * a `config` only with both. Reads that fragment; `null` when anything is missing or malformed.
 */
export function readFrameAddress(
  hash: string,
): { fieldType: FieldType; numKey: number; origin: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fieldType = params.get('fieldType');
  const numKey = Number(params.get('numKey'));
  const origin = params.get('origin') ?? '';
  if (!isIn(FIELD_TYPES, fieldType)) return null;
  if (!Number.isInteger(numKey) || numKey < 1 || numKey > 0xffff_ffff) return null;
  if (!/^https?:\/\/[^/?#\s]+$/.test(origin)) return null;
  return { fieldType, numKey, origin };
}

/** The fragment `readFrameAddress` reads. */
export function frameAddress(fieldType: FieldType, numKey: number, origin: string): string {
  return `#${new URLSearchParams({ fieldType, numKey: String(numKey), origin }).toString()}`;
}
