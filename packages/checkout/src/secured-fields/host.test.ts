import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecuredFields, type SecuredFieldsOptions } from './host';
import {
  readFrameAddress,
  writeFrameAction,
  type FieldType,
  type FrameAction,
  type Policy,
} from './protocol';

const FRAMES = 'http://localhost:3443';
const publicKey = { kid: 'k1', jwk: { kty: 'RSA' as const, n: 'n'.repeat(342), e: 'AQAB' } };
const TYPES: FieldType[] = ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'];

function setup(
  overrides: Partial<SecuredFieldsOptions> = {},
  types = TYPES,
  policy: Policy = 'required',
) {
  const calls = {
    status: [] as [string, string | undefined][],
    encryption: [] as unknown[],
    holder: [] as string[],
    enter: 0,
  };
  const controller = createSecuredFields({
    fields: types.map((fieldType) => ({
      fieldType,
      mount: document.body.appendChild(document.createElement('div')),
      config: {
        ariaLabel: fieldType,
        placeholder: '',
        policy,
        maskValue: false,
        autocomplete: 'off',
      },
    })),
    framesUrl: `${FRAMES}/frames/`,
    publicKey,
    brands: ['visa', 'mc', 'amex'],
    lang: 'en-US',
    onStatus: (status, message) => calls.status.push([status, message]),
    onEncryption: (data, endDigits) => calls.encryption.push({ data, endDigits }),
    onHolderName: (value) => calls.holder.push(value),
    onEnter: () => (calls.enter += 1),
    ...overrides,
  });
  const frames = [...document.querySelectorAll('iframe')].map((iframe) => {
    const address = readFrameAddress(new URL(iframe.src).hash)!;
    const posted = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => {});
    const commands = () =>
      posted.mock.calls.map(([data]) => JSON.parse(data as string) as { command: string });
    const say = (
      body: FrameAction,
      changes: { origin?: string; numKey?: number; fieldType?: FieldType } = {},
    ) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: changes.origin ?? FRAMES,
          source: iframe.contentWindow,
          data: writeFrameAction(
            {
              fieldType: changes.fieldType ?? address.fieldType,
              numKey: changes.numKey ?? address.numKey,
            },
            body,
          ),
        }),
      );
    return {
      iframe,
      address,
      posted,
      commands,
      say,
      load: () => iframe.dispatchEvent(new Event('load')),
    };
  });
  return { controller, frames, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('createSecuredFields', () => {
  it('creates titled iframes on the frames origin with their key and the host origin in the fragment', () => {
    const { frames } = setup();
    expect(frames.map(({ iframe }) => iframe.title)).toEqual([
      'Iframe for secured card number',
      'Iframe for secured card expiry date',
      'Iframe for secured card security code',
    ]);
    expect(frames[0]!.iframe.src).toMatch(/^http:\/\/localhost:3443\/frames\/card-number\.html#/);
    expect(frames[0]!.address).toMatchObject({
      fieldType: 'encryptedCardNumber',
      origin: window.location.origin,
    });
    expect(new Set(frames.map(({ address }) => address.numKey)).size).toBe(3);
  });

  it('configures and styles each frame once loaded, and is ready when all are configured', () => {
    const { controller, frames, calls } = setup({ style: { color: '#111' } });
    for (const frame of frames) frame.load();
    expect(frames[0]!.commands().map(({ command }) => command)).toEqual(['config', 'style']);
    expect(frames[0]!.posted.mock.calls[0]![1]).toBe(FRAMES);
    for (const frame of frames.slice(0, 2)) frame.say({ action: 'config' });
    expect(controller.status()).toBe('loading');
    frames[2]!.say({ action: 'config' });
    expect(calls.status).toEqual([['ready', undefined]]);
    vi.advanceTimersByTime(60_000);
    expect(controller.status()).toBe('ready');
  });

  it('posts nothing to a frame before its document has loaded (its window is the host origin blank page until then)', () => {
    const { controller, frames } = setup();
    // The form sets policies, shows errors and rules before the frames have loaded: a message then
    // would go to the frame's initial blank page, whose origin is the host's (Firefox throws).
    controller.setPolicy('encryptedSecurityCode', 'optional');
    controller.showError('encryptedCardNumber', null);
    controller.setNumberRules({ enableLuhnCheck: false, panLength: 16 });
    for (const frame of frames) expect(frame.posted).not.toHaveBeenCalled();
    // Once loaded, the policy set meanwhile arrives in the frame's config.
    frames[2]!.load();
    const [config] = frames[2]!.commands() as unknown as { config: { policy: string } }[];
    expect(config!.config.policy).toBe('optional');
    expect(frames[2]!.posted.mock.calls.map((call) => call[1])).toEqual([FRAMES]);
  });

  it('keeps a focus asked for while loading until the frames are ready, unless focus moved on', () => {
    const { controller, frames } = setup();
    const focusCommands = (index: number) =>
      frames[index]!.commands().filter(({ command }) => command === 'focus');
    // 'Manual card entry' pressed before the frames are configured: nothing is sent yet.
    controller.focus('encryptedCardNumber');
    for (const frame of frames) frame.load();
    expect(focusCommands(0)).toEqual([]);
    for (const frame of frames) frame.say({ action: 'config' });
    expect(focusCommands(0)).toHaveLength(1);

    // Asked for while loading, but the payer moved the focus elsewhere meanwhile: left alone.
    document.body.replaceChildren();
    const other = setup();
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    other.controller.focus('encryptedCardNumber');
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    for (const frame of other.frames) frame.load();
    for (const frame of other.frames) frame.say({ action: 'config' });
    expect(other.frames[0]!.commands().filter(({ command }) => command === 'focus')).toEqual([]);
  });

  it('ignores messages of another origin, key, field or source', () => {
    const { controller, frames } = setup();
    for (const frame of frames) frame.load();
    const [number, expiry, cvc] = frames;
    number!.say({ action: 'config' });
    expiry!.say({ action: 'config' });
    cvc!.say({ action: 'config' }, { origin: 'http://evil.test' });
    cvc!.say({ action: 'config' }, { numKey: cvc!.address.numKey + 1 });
    cvc!.say({ action: 'config' }, { fieldType: 'encryptedCardNumber' });
    window.dispatchEvent(
      new MessageEvent('message', { origin: FRAMES, data: '{"action":"config"}' }),
    );
    expect(controller.status()).toBe('loading');
    cvc!.say({ action: 'config' });
    expect(controller.status()).toBe('ready');
  });

  it("fails to load after 30 000 ms with §8's message", () => {
    const { frames, calls } = setup();
    frames[0]!.load();
    vi.advanceTimersByTime(29_999);
    expect(calls.status).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.status).toEqual([['csfLoadFailure', 'secured field iframes have failed to load']]);
  });

  it("fails to configure 15 000 ms after loading, with §8's message; timeouts are options", () => {
    const { frames, calls } = setup({ configTimeout: 100 });
    for (const frame of frames) frame.load();
    vi.advanceTimersByTime(99);
    expect(calls.status).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.status).toEqual([['csfConfigFailure', 'secured fields have failed to configure']]);
    const defaults = setup();
    for (const frame of defaults.frames) frame.load();
    vi.advanceTimersByTime(14_999);
    expect(defaults.calls.status).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(defaults.calls.status).toEqual([
      ['csfConfigFailure', 'secured fields have failed to configure'],
    ]);
  });

  it('destroys the fields when frames load more often than there are frames', () => {
    const { controller, frames, calls } = setup();
    for (const frame of frames) frame.load();
    frames[1]!.load();
    expect(calls.status).toEqual([
      [
        'destroyed',
        'One or more securedFields has just loaded new content... securedFields have been removed',
      ],
    ]);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(frames[0]!.commands().at(-1)).toMatchObject({ command: 'destroy' });
    expect(controller.status()).toBe('destroyed');
  });

  it('is ready and valid at once when no secured field is needed', () => {
    const { controller, calls } = setup({}, []);
    expect(calls.status).toEqual([['ready', undefined]]);
    expect(controller.isValid()).toBe(true);
  });

  it('keeps focus on a valid 13-digit Visa; moves on once the number has 16 digits (8-digit BIN)', () => {
    const { frames } = setup();
    for (const frame of frames) frame.load();
    const [number, expiry] = frames;
    const focusCommands = () => expiry!.commands().filter((command) => command.command === 'focus');
    number!.say({ action: 'focus', focus: true });
    number!.say({ action: 'binValue', binValue: '400000', encryptedBin: '', uuid: 'u' });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(focusCommands()).toEqual([]);
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: false });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    number!.say({ action: 'binValue', binValue: '40000000', encryptedBin: '', uuid: 'v' });
    expect(focusCommands()).toHaveLength(1);
  });

  it('moves focus once per completion, on no clock: repeated reports move nothing, a new completion does', () => {
    const { frames } = setup();
    for (const frame of frames) frame.load();
    const [number, expiry] = frames;
    const focusCommands = () => expiry!.commands().filter((command) => command.command === 'focus');
    number!.say({ action: 'focus', focus: true });
    number!.say({ action: 'binValue', binValue: '40000000', encryptedBin: '', uuid: 'u' });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(focusCommands()).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    number!.say({ action: 'binValue', binValue: '40000000', encryptedBin: '', uuid: 'v' });
    expect(focusCommands()).toHaveLength(1);
    number!.say({ action: 'validation', errorCode: 'cc.num.901', filled: true, valid: false });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(focusCommands()).toHaveLength(2);
  });

  it('stays failed when the frames load and configure after the load timeout', () => {
    const { frames, calls } = setup({ loadTimeout: 10 });
    vi.advanceTimersByTime(10);
    for (const frame of frames) frame.load();
    for (const frame of frames) frame.say({ action: 'config' });
    expect(calls.status).toEqual([['csfLoadFailure', 'secured field iframes have failed to load']]);
  });

  it('moves focus past an optional field: a complete expiry date leaves an optional code alone', () => {
    const { controller, frames } = setup();
    for (const frame of frames) frame.load();
    const [, expiry, cvc] = frames;
    controller.setPolicy('encryptedSecurityCode', 'optional');
    expiry!.say({ action: 'focus', focus: true });
    expiry!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(cvc!.commands().filter((command) => command.command === 'focus')).toEqual([]);
  });

  it('tells the security code’s frame the placeholder for the brand’s code, and no other frame', () => {
    const placeholderByCodeLength = { 3: '3 digits', 4: '4 digits' };
    const { frames } = setup({
      fields: TYPES.map((fieldType) => ({
        fieldType,
        mount: document.body.appendChild(document.createElement('div')),
        config: {
          ariaLabel: fieldType,
          placeholder: '',
          policy: 'required' as const,
          maskValue: false,
          autocomplete: 'off',
        },
        ...(fieldType === 'encryptedSecurityCode' ? { placeholderByCodeLength } : {}),
      })),
    });
    for (const frame of frames) frame.load();
    const [number, expiry, cvc] = frames;
    number!.say({ action: 'binValue', binValue: '371449', encryptedBin: '', uuid: 'u1' });
    expect(cvc!.commands().at(-1)).toMatchObject({
      command: 'brand',
      brand: 'amex',
      cvcLength: 4,
      placeholder: '4 digits',
    });
    expect(expiry!.commands().at(-1)).toMatchObject({ command: 'brand', brand: 'amex' });
    expect(expiry!.commands().at(-1)).not.toHaveProperty('placeholder');
    // The number cleared: no brand, a 3-digit code again.
    number!.say({ action: 'binValue', binValue: '', encryptedBin: '', uuid: 'u2' });
    expect(cvc!.commands().at(-1)).toMatchObject({
      command: 'brand',
      brand: null,
      cvcLength: 3,
      placeholder: '3 digits',
    });
  });

  it('tells a stored amex card’s security code frame its 4-digit placeholder once loaded', () => {
    const { frames } = setup(
      {
        brand: 'amex',
        fields: [
          {
            fieldType: 'encryptedSecurityCode',
            mount: document.body.appendChild(document.createElement('div')),
            config: {
              ariaLabel: 'Security code',
              placeholder: '3 digits',
              policy: 'required',
              maskValue: false,
              autocomplete: 'cc-csc',
            },
            placeholderByCodeLength: { 3: '3 digits', 4: '4 digits' },
          },
        ],
      },
      ['encryptedSecurityCode'],
    );
    frames[0]!.load();
    expect(frames[0]!.commands().at(-1)).toMatchObject({
      command: 'brand',
      placeholder: '4 digits',
    });
  });

  it('relays the brand from the BIN, moves focus on, and collects the blobs', () => {
    const { controller, frames, calls } = setup();
    for (const frame of frames) frame.load();
    const [number, expiry, cvc] = frames;
    number!.say({ action: 'focus', focus: true });
    number!.say({ action: 'binValue', binValue: '371449', encryptedBin: '', uuid: 'u' });
    expect(controller.brand()).toBe('amex');
    expect(cvc!.commands().at(-1)).toMatchObject({ command: 'brand', brand: 'amex', cvcLength: 4 });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(expiry!.commands().at(-1)).toEqual(
      expect.objectContaining({ command: 'focus', focus: true }),
    );
    number!.say({
      action: 'encryption',
      blobs: { encryptedCardNumber: 'a.b.c.d.e' },
      endDigits: '8431',
    });
    expiry!.say({
      action: 'encryption',
      blobs: { encryptedExpiryMonth: 'a..c.d.e', encryptedExpiryYear: 'f..h.i.j' },
      endDigits: '',
    });
    expect(calls.encryption.at(-1)).toEqual({
      data: {
        encryptedCardNumber: 'a.b.c.d.e',
        encryptedExpiryMonth: 'a..c.d.e',
        encryptedExpiryYear: 'f..h.i.j',
      },
      endDigits: '8431',
    });
    expect(controller.isValid()).toBe(false);
    expiry!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    cvc!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    cvc!.say({
      action: 'encryption',
      blobs: { encryptedSecurityCode: 'k..m.n.o' },
      endDigits: '',
    });
    expect(controller.isValid()).toBe(true);
  });

  it('counts a field valid only once its blob has arrived: the frame reports validity before it encrypts', () => {
    const reported: [FieldType, boolean][] = [];
    const { controller, frames } = setup({
      onFieldState: (fieldType, state) => reported.push([fieldType, state.valid]),
    });
    for (const frame of frames) frame.load();
    const [number, expiry, cvc] = frames;
    const blobs = {
      encryptedExpiryMonth: 'a..c.d.e',
      encryptedExpiryYear: 'f..h.i.j',
      encryptedSecurityCode: 'k..m.n.o',
    };
    expiry!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expiry!.say({ action: 'encryption', blobs, endDigits: '' });
    cvc!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    cvc!.say({ action: 'encryption', blobs, endDigits: '' });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(controller.fieldState('encryptedCardNumber')?.valid).toBe(false);
    expect(controller.isValid()).toBe(false);
    number!.say({
      action: 'encryption',
      blobs: { encryptedCardNumber: 'p.q.r.s.t' },
      endDigits: '1111',
    });
    expect(controller.fieldState('encryptedCardNumber')?.valid).toBe(true);
    expect(controller.isValid()).toBe(true);
    expect(reported.filter(([fieldType]) => fieldType === 'encryptedCardNumber')).toEqual([
      ['encryptedCardNumber', false],
      ['encryptedCardNumber', true],
    ]);
    // A value no longer valid is not valid, whatever blob it had.
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: false });
    expect(controller.isValid()).toBe(false);
    number!.say({ action: 'encryption', blobs: {}, endDigits: '' });
    number!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(controller.fieldState('encryptedCardNumber')?.valid).toBe(false);
  });

  it('counts an empty optional field valid with no blob; a value in it waits for its blob', () => {
    const { controller, frames } = setup({}, ['encryptedSecurityCode'], 'optional');
    const [cvc] = frames;
    cvc!.load();
    cvc!.say({ action: 'validation', errorCode: '', filled: false, valid: true });
    expect(controller.fieldState('encryptedSecurityCode')?.valid).toBe(true);
    expect(controller.isValid()).toBe(true);
    cvc!.say({ action: 'validation', errorCode: '', filled: true, valid: true });
    expect(controller.isValid()).toBe(false);
    const blobs = { encryptedSecurityCode: 'k..m.n.o' };
    cvc!.say({ action: 'encryption', blobs, endDigits: '' });
    expect(controller.isValid()).toBe(true);
  });

  it('sends focus back on Shift-Tab, submits on Enter, and relays autofill', () => {
    const { frames, calls } = setup({ onShiftTabFirst: vi.fn() });
    for (const frame of frames) frame.load();
    const [number, expiry, cvc] = frames;
    cvc!.iframe.focus();
    cvc!.say({ action: 'shifttab' });
    expect(expiry!.commands().at(-1)).toMatchObject({ command: 'focus', focus: true });
    // A Shift-Tab that arrives after the payer has gone on (the browser moved focus already, then
    // a Tab took it elsewhere) pulls nothing back.
    const sent = number!.commands().length;
    document.body.focus();
    expiry!.say({ action: 'shifttab' });
    expect(number!.commands()).toHaveLength(sent);
    expiry!.say({ action: 'enterKeyPressed' });
    expect(calls.enter).toBe(1);
    number!.say({ action: 'autoComplete', name: 'cc-exp', value: '03/2030' });
    expect(expiry!.commands().at(-1)).toMatchObject({ command: 'autofill', value: '03/30' });
    number!.say({ action: 'autoComplete', name: 'cc-name', value: 'J. Smith' });
    expect(calls.holder).toEqual(['J. Smith']);
    cvc!.say({ action: 'autoComplete', name: 'cc-name', value: 'not from the number frame' });
    expect(calls.holder).toEqual(['J. Smith']);
  });

  it('shows an error in a frame (aria-invalid and description) through a validation command', () => {
    const { controller, frames } = setup();
    for (const frame of frames) frame.load();
    controller.showError('encryptedSecurityCode', 'Incomplete field');
    expect(frames[2]!.commands().at(-1)).toEqual(
      expect.objectContaining({
        command: 'validation',
        showError: true,
        errorMessage: 'Incomplete field',
      }),
    );
  });
});
