import { describe, expect, it, vi } from 'vitest';
import { frameAddress, writeHostCommand, type FieldType, type FrameConfig } from '../protocol';
import { startFrame } from './main';

const HOST = 'http://localhost:3000';
const NUM_KEY = 42;

async function publicKey() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { kid: 'k1', jwk: { kty: 'RSA' as const, n: jwk.n!, e: jwk.e! } };
}

/** The frame's document in jsdom, with a fake window around it (its parent is the host). */
function frame(fieldType: FieldType = 'encryptedCardNumber') {
  document.body.innerHTML =
    '<input id="field"><span id="error"></span><input data-catch="cc-exp" autocomplete="cc-exp">';
  const listeners: Record<string, (event: unknown) => void> = {};
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { hash: frameAddress(fieldType, NUM_KEY, HOST) },
    document,
    parent,
    crypto,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (listeners[type] = listener),
    removeEventListener: vi.fn(),
  } as unknown as Window;
  const stop = startFrame(win);
  const hostSays = (body: Parameters<typeof writeHostCommand>[1], origin = HOST) =>
    listeners.message?.({
      origin,
      source: parent,
      data: writeHostCommand({ fieldType, numKey: NUM_KEY }, body),
    });
  const actions = () =>
    parent.postMessage.mock.calls.map(
      ([data, origin]) =>
        ({ ...JSON.parse(data as string), to: origin }) as Record<string, unknown>,
    );
  const input = document.getElementById('field') as HTMLInputElement;
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { stop, hostSays, actions, input, type };
}

const config = (key: FrameConfig['publicKey']): FrameConfig => ({
  publicKey: key,
  ariaLabel: 'Card number',
  placeholder: '1234 5678 9012 3456',
  lang: 'en-US',
  brands: ['visa', 'mc', 'amex'],
  policy: 'required',
  enableLuhnCheck: true,
  maskValue: false,
  autocomplete: 'cc-number',
});

describe('the frame entry', () => {
  it('accepts config only from its host origin, then formats, validates and encrypts what is typed', async () => {
    const key = await publicKey();
    const { hostSays, actions, input, type } = frame();
    hostSays({ command: 'config', config: config(key) }, 'http://evil.test');
    expect(actions()).toEqual([]);
    hostSays({ command: 'config', config: config(key) });
    expect(actions()).toEqual([expect.objectContaining({ action: 'config', to: HOST })]);
    expect(input.getAttribute('aria-label')).toBe('Card number');

    type('4111111111111111');
    expect(input.value).toBe('4111 1111 1111 1111');
    await vi.waitFor(() =>
      expect(actions().some((action) => action.action === 'encryption')).toBe(true),
    );
    const sent = JSON.stringify(actions());
    expect(sent).not.toContain('4111111111111111');
    expect(actions()).toContainEqual(
      expect.objectContaining({ action: 'validation', errorCode: '', valid: true }),
    );
    expect(actions()).toContainEqual(
      expect.objectContaining({ action: 'binValue', binValue: '41111111' }),
    );
    const encryption = actions().find((action) => action.action === 'encryption')!;
    expect(encryption).toMatchObject({ endDigits: '1111' });
    expect(
      (encryption.blobs as Record<string, string>).encryptedCardNumber!.split('.'),
    ).toHaveLength(5);

    type('4111 1111 1111 111');
    await vi.waitFor(() =>
      expect(actions().at(-1)).toEqual(
        expect.objectContaining({ action: 'encryption', blobs: {}, endDigits: '' }),
      ),
    );
  });

  it('shows the placeholder the host gives with the brand (a 4-digit code for amex)', async () => {
    const { hostSays, input } = frame('encryptedSecurityCode');
    hostSays({
      command: 'config',
      config: { ...config(await publicKey()), placeholder: '3 digits', autocomplete: 'cc-csc' },
    });
    expect(input.placeholder).toBe('3 digits');
    const brand = {
      command: 'brand',
      cvcPolicy: 'required',
      expiryDatePolicy: 'required',
    } as const;
    hostSays({ ...brand, brand: 'amex', cvcLength: 4, placeholder: '4 digits' });
    expect(input.placeholder).toBe('4 digits');
    hostSays({ ...brand, brand: null, cvcLength: 3, placeholder: '3 digits' });
    expect(input.placeholder).toBe('3 digits');
    // A brand without a placeholder leaves the one shown.
    hostSays({ ...brand, brand: 'visa', cvcLength: 3 });
    expect(input.placeholder).toBe('3 digits');
  });

  it('shows the host validation on its input and sends autofill caught in the hidden inputs', async () => {
    const { hostSays, actions, input } = frame();
    hostSays({ command: 'config', config: config(await publicKey()) });
    hostSays({ command: 'validation', showError: true, errorMessage: 'Invalid card number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('error')!.textContent).toBe('Invalid card number');
    const catcher = document.querySelector<HTMLInputElement>('[data-catch]')!;
    catcher.value = '03/30';
    catcher.dispatchEvent(new Event('input'));
    expect(actions().at(-1)).toMatchObject({
      action: 'autoComplete',
      name: 'cc-exp',
      value: '03/30',
    });
  });

  it('still sends the blobs of a complete number when it is left while encrypting (focus moving on)', async () => {
    const { hostSays, actions, input, type } = frame();
    hostSays({ command: 'config', config: config(await publicKey()) });
    type('4111111111111111');
    // The host moves focus to the expiry frame at once: this input is left before its JWE is made.
    input.dispatchEvent(new Event('blur'));
    await vi.waitFor(() =>
      expect(actions()).toContainEqual(
        expect.objectContaining({
          action: 'encryption',
          blobs: { encryptedCardNumber: expect.any(String) },
        }),
      ),
    );
    expect(actions().filter((action) => action.action === 'encryption')).toHaveLength(1);
  });

  it('leaves Shift-Tab to the host: the browser does not move focus too, so the two never race', async () => {
    const { hostSays, actions, input } = frame();
    hostSays({ command: 'config', config: config(await publicKey()) });
    const shiftTab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true });
    input.dispatchEvent(shiftTab);
    expect(shiftTab.defaultPrevented).toBe(true);
    expect(actions().at(-1)).toMatchObject({ action: 'shifttab', to: HOST });
    // A plain Tab stays the browser's: it leaves the frame forwards by itself.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    input.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('keeps every digit and the caret through a reformat: typed mid-value, pasted whole, or while the brand arrives', async () => {
    const { hostSays, input } = frame();
    hostSays({ command: 'config', config: config(await publicKey()) });
    input.focus();
    /** The browser's insertion of `text` at the caret, then its input event (a key or a paste). */
    const insert = (text: string) => {
      const at = input.selectionStart ?? input.value.length;
      input.setRangeText(text, at, input.selectionEnd ?? at, 'end');
      input.dispatchEvent(new Event('input'));
    };
    // A burst of keys, each inserted where the caret is after the previous one's reformat.
    for (const key of '4111111111111111') insert(key);
    expect(input.value).toBe('4111 1111 1111 1111');
    // A digit corrected mid-value: the next one follows it, not the end of the number.
    input.value = '';
    input.dispatchEvent(new Event('input'));
    for (const key of '41111111') insert(key);
    input.setSelectionRange(2, 2);
    insert('2');
    expect(input.value).toBe('4121 1111 1');
    expect(input.selectionStart).toBe(3);
    insert('3');
    expect(input.value).toBe('4123 1111 11');
    expect(input.selectionStart).toBe(4);
    insert('9');
    expect(input.value).toBe('4123 9111 111');
    // Autofill or a paste: the whole value at once, then the brand round-trips to the host.
    input.value = '';
    input.dispatchEvent(new Event('input'));
    insert('5555555555554444');
    hostSays({
      command: 'brand',
      brand: 'mc',
      cvcLength: 3,
      cvcPolicy: 'required',
      expiryDatePolicy: 'required',
    });
    expect(input.value).toBe('5555 5555 5555 4444');
    expect(input.selectionStart).toBe(input.value.length);
  });
});
