import { describe, expect, it } from 'vitest';
import {
  createNumKey,
  frameAddress,
  isSafeStyle,
  PROTOCOL,
  readFrameAction,
  readFrameAddress,
  readHostCommand,
  writeFrameAction,
  writeHostCommand,
  type Expected,
  type FrameAction,
  type HostCommand,
  type Received,
} from './protocol';

const HOST = 'https://shop.example';
const FRAMES = 'https://fields.example';
const numKey = 123_456_789;
const jwe = 'eyJhbGciOiJSU0EtT0FFUC0yNTYifQ.c2tleQ.aXY.Y2lwaGVy.dGFn';
const publicKey = { kid: 'k1', jwk: { kty: 'RSA' as const, n: 'A'.repeat(342), e: 'AQAB' } };

const toFrame: Expected = { origin: HOST, numKey, fieldType: 'encryptedCardNumber' };
const toHost: Expected = { origin: FRAMES, numKey, fieldType: 'encryptedCardNumber' };
const envelope = { fieldType: 'encryptedCardNumber' as const, numKey };

const config = {
  publicKey,
  ariaLabel: 'Card number',
  placeholder: '1234 5678 9012 3456',
  lang: 'en-US',
  brands: ['visa', 'mc'],
  policy: 'required' as const,
  enableLuhnCheck: true,
  maskValue: false,
  autocomplete: 'cc-number',
};

const commands: HostCommand[] = [
  { command: 'config', config },
  // The expiry frame's config with the integrator's minimum (914).
  { command: 'config', config: { ...config, autocomplete: 'cc-exp', minimumExpiryDate: '06/28' } },
  {
    command: 'brand',
    brand: 'amex',
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    cvcLength: 4,
  },
  {
    command: 'brand',
    brand: null,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    cvcLength: 3,
  },
  // To the security code's frame: the placeholder for the brand's code.
  {
    command: 'brand',
    brand: 'amex',
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    cvcLength: 4,
    placeholder: '4 digits',
  },
  { command: 'policy', policy: 'hidden' },
  { command: 'numberRules', enableLuhnCheck: false, panLength: 16 },
  { command: 'numberRules', enableLuhnCheck: true, panLength: null },
  { command: 'focus', focus: true },
  { command: 'style', style: { color: '#1a1a1a', fontFamily: "'Inter Variable', sans-serif" } },
  { command: 'validation', showError: true, errorMessage: 'Enter the complete card number' },
  { command: 'autofill', value: '03/30' },
  { command: 'destroy' },
];

const actions: FrameAction[] = [
  { action: 'config' },
  { action: 'encryption', blobs: { encryptedCardNumber: jwe }, endDigits: '1111' },
  { action: 'encryption', blobs: {}, endDigits: '' },
  { action: 'focus', focus: false },
  { action: 'binValue', binValue: '411111', encryptedBin: jwe, uuid: 'b1' },
  { action: 'binValue', binValue: '', encryptedBin: '', uuid: 'b2' },
  { action: 'touch' },
  { action: 'shifttab' },
  { action: 'autoComplete', name: 'cc-name', value: 'J. Smith' },
  { action: 'enterKeyPressed' },
  { action: 'validation', errorCode: 'cc.num.902', filled: true, valid: false },
];

describe('a frame reads host commands', () => {
  it.each(commands)('$command round-trips', (command) => {
    const data = writeHostCommand(envelope, command);
    expect(readHostCommand({ origin: HOST, data }, toFrame)).toEqual({
      protocol: PROTOCOL,
      ...envelope,
      ...command,
    });
  });

  const valid = writeHostCommand(envelope, { command: 'focus', focus: true });
  const json = JSON.parse(valid) as Record<string, unknown>;
  it.each([
    ['another origin', { origin: 'https://evil.example', data: valid }],
    ['the origin with a trailing path', { origin: `${HOST}/`, data: valid }],
    ['an object, not a string', { origin: HOST, data: json }],
    ['not JSON', { origin: HOST, data: '{focus' }],
    ['JSON that is not an object', { origin: HOST, data: '[1,2]' }],
    ['null', { origin: HOST, data: 'null' }],
    ['another key', { origin: HOST, data: JSON.stringify({ ...json, numKey: numKey + 1 }) }],
    [
      'the key as a string',
      { origin: HOST, data: JSON.stringify({ ...json, numKey: String(numKey) }) },
    ],
    [
      'another field',
      { origin: HOST, data: JSON.stringify({ ...json, fieldType: 'encryptedSecurityCode' }) },
    ],
    ['another protocol', { origin: HOST, data: JSON.stringify({ ...json, protocol: 'adyen' }) }],
    ['an unknown command', { origin: HOST, data: JSON.stringify({ ...json, command: 'eval' }) }],
    ['a frame action', { origin: HOST, data: writeFrameAction(envelope, { action: 'touch' }) }],
    [
      'a number length out of range',
      {
        origin: HOST,
        data: JSON.stringify({
          ...json,
          command: 'numberRules',
          enableLuhnCheck: true,
          panLength: 40,
        }),
      },
    ],
    [
      'a Luhn check that is not a boolean',
      {
        origin: HOST,
        data: JSON.stringify({
          ...json,
          command: 'numberRules',
          enableLuhnCheck: 1,
          panLength: null,
        }),
      },
    ],
    [
      'a brand’s placeholder that is not a string',
      {
        origin: HOST,
        data: JSON.stringify({
          ...json,
          command: 'brand',
          brand: 'amex',
          cvcPolicy: 'required',
          expiryDatePolicy: 'required',
          cvcLength: 4,
          placeholder: 4,
        }),
      },
    ],
    [
      'a brand’s placeholder longer than 200 characters',
      {
        origin: HOST,
        data: JSON.stringify({
          ...json,
          command: 'brand',
          brand: 'amex',
          cvcPolicy: 'required',
          expiryDatePolicy: 'required',
          cvcLength: 4,
          placeholder: 'x'.repeat(201),
        }),
      },
    ],
    [
      'a focus that is not a boolean',
      { origin: HOST, data: JSON.stringify({ ...json, focus: 'yes' }) },
    ],
    [
      'an oversized message',
      { origin: HOST, data: JSON.stringify({ ...json, pad: 'x'.repeat(20_000) }) },
    ],
    [
      'a style that loads a URL',
      {
        origin: HOST,
        data: writeHostCommand(envelope, { command: 'style', style: { color: 'url(https://x)' } }),
      },
    ],
    [
      'a style property not allowed',
      {
        origin: HOST,
        data: JSON.stringify({ ...json, command: 'style', style: { background: 'red' } }),
      },
    ],
    [
      'a config with a short key',
      {
        origin: HOST,
        data: writeHostCommand(envelope, {
          command: 'config',
          config: { ...config, publicKey: { kid: 'k', jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } } },
        }),
      },
    ],
    [
      'a config with a non-RSA key',
      {
        origin: HOST,
        data: JSON.stringify({
          ...json,
          command: 'config',
          config: { ...config, publicKey: { kid: 'k', jwk: { kty: 'oct', k: 'secret' } } },
        }),
      },
    ],
    ...['6/28', '13/28', '06/2028', '00/28', 'soon', 628].map(
      (minimumExpiryDate): [string, Received] => [
        `a config whose minimumExpiryDate is ${JSON.stringify(minimumExpiryDate)}`,
        {
          origin: HOST,
          data: JSON.stringify({
            ...json,
            command: 'config',
            config: { ...config, minimumExpiryDate },
          }),
        },
      ],
    ),
    [
      'an autofill that is not MM/YY',
      {
        origin: HOST,
        data: writeHostCommand(envelope, { command: 'autofill', value: '4111111111111111' }),
      },
    ],
  ])('ignores %s', (_case, received) => {
    expect(readHostCommand(received, toFrame)).toBeNull();
  });
});

describe('the host reads frame actions', () => {
  it.each(actions)('$action round-trips', (action) => {
    const data = writeFrameAction(envelope, action);
    expect(readFrameAction({ origin: FRAMES, data }, toHost)).toEqual({
      protocol: PROTOCOL,
      ...envelope,
      ...action,
    });
  });

  const write = (action: Record<string, unknown>) =>
    JSON.stringify({ protocol: PROTOCOL, ...envelope, ...action });
  it.each([
    ['another origin', { origin: HOST, data: writeFrameAction(envelope, { action: 'touch' }) }],
    [
      'a host command',
      { origin: FRAMES, data: writeHostCommand(envelope, { command: 'destroy' }) },
    ],
    [
      'a BIN longer than 8 digits',
      {
        origin: FRAMES,
        data: write({ action: 'binValue', binValue: '411111111', encryptedBin: '', uuid: 'x' }),
      },
    ],
    [
      'a whole card number as the BIN',
      {
        origin: FRAMES,
        data: write({
          action: 'binValue',
          binValue: '4111111111111111',
          encryptedBin: '',
          uuid: 'x',
        }),
      },
    ],
    [
      'end digits longer than four',
      { origin: FRAMES, data: write({ action: 'encryption', blobs: {}, endDigits: '11111' }) },
    ],
    [
      'a blob that is not a JWE',
      {
        origin: FRAMES,
        data: write({
          action: 'encryption',
          blobs: { encryptedCardNumber: '4111111111111111' },
          endDigits: '',
        }),
      },
    ],
    [
      'a blob under an unknown name',
      {
        origin: FRAMES,
        data: write({ action: 'encryption', blobs: { cardNumber: jwe }, endDigits: '' }),
      },
    ],
    [
      'an autoComplete of another field',
      {
        origin: FRAMES,
        data: write({ action: 'autoComplete', name: 'cc-number', value: '4111111111111111' }),
      },
    ],
    [
      'a validation without its flags',
      { origin: FRAMES, data: write({ action: 'validation', errorCode: '' }) },
    ],
    ['an unknown action', { origin: FRAMES, data: write({ action: 'brand', brand: 'visa' }) }],
  ])('ignores %s', (_case, received) => {
    expect(readFrameAction(received, toHost)).toBeNull();
  });
});

describe('keys and addresses', () => {
  it('draws a positive 32-bit key from the random source', () => {
    expect(createNumKey((bytes) => bytes.fill(0))).toBe(1);
    expect(createNumKey((bytes) => bytes.fill(0xffff_ffff))).toBe(2);
    expect(createNumKey((bytes) => bytes.fill(41))).toBe(42);
  });

  it('a frame address round-trips', () => {
    const hash = frameAddress('encryptedSecurityCode', 42, 'http://localhost:3000');
    expect(readFrameAddress(hash)).toEqual({
      fieldType: 'encryptedSecurityCode',
      numKey: 42,
      origin: 'http://localhost:3000',
    });
  });

  it.each(['encryptedGiftCardNumber', 'encryptedGiftCardPin'] as const)(
    'a gift card frame (%s) has an address, and its keyed messages are read',
    (fieldType) => {
      const origin = 'http://localhost:3000';
      expect(readFrameAddress(frameAddress(fieldType, 7, origin))).toEqual({
        fieldType,
        numKey: 7,
        origin,
      });
      const data = writeFrameAction({ fieldType, numKey: 7 }, { action: 'enterKeyPressed' });
      const expected = { origin, numKey: 7, fieldType };
      expect(readFrameAction({ origin, data }, expected)).toMatchObject({ fieldType });
      // The card's number frame is another field: its messages are not the gift card's.
      expect(
        readFrameAction({ origin, data }, { ...expected, fieldType: 'encryptedCardNumber' }),
      ).toBeNull();
    },
  );

  it.each([
    '',
    '#fieldType=encryptedCardNumber&numKey=42',
    '#fieldType=encryptedGiftCard&numKey=42&origin=http%3A%2F%2Flocalhost',
    '#fieldType=giftcardPin&numKey=42&origin=http%3A%2F%2Flocalhost',
    '#fieldType=cardNumber&numKey=42&origin=http%3A%2F%2Flocalhost',
    '#fieldType=encryptedCardNumber&numKey=0&origin=http%3A%2F%2Flocalhost',
    '#fieldType=encryptedCardNumber&numKey=4.5&origin=http%3A%2F%2Flocalhost',
    '#fieldType=encryptedCardNumber&numKey=42&origin=javascript%3Aalert(1)',
    '#fieldType=encryptedCardNumber&numKey=42&origin=http%3A%2F%2Flocalhost%2Fpath',
  ])('refuses the address %s', (hash) => {
    expect(readFrameAddress(hash)).toBeNull();
  });

  it.each([
    [{ color: '#000', fontSize: '16px', lineHeight: '1.5' }, true],
    [{ fontFamily: "'Inter Variable', system-ui, sans-serif" }, true],
    [{ color: 'rgb(10, 20, 30)' }, true],
    [{ color: 'red; background: url(x)' }, false],
    [{ color: 'var(--x)' }, false],
    [{ color: '}body{display:none' }, false],
    [{ background: 'red' }, false],
    [{ color: 'image-set(x)' }, false],
    ['color: red', false],
  ])('style %j safe: %s', (style, safe) => {
    expect(isSafeStyle(style)).toBe(safe);
  });
});
