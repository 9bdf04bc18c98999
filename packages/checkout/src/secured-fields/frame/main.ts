/**
 * The secured field frame's entry (no React): one input in its own document on the frames'
 * origin. It learns its field, key and host origin from its address, accepts commands only from
 * that host with that key, formats and validates what is typed, and sends the host the §7 actions;
 * the full number, security code and password leave it only as JWE.
 */
import { encryptField } from '../encrypt';
import {
  readFrameAddress,
  readHostCommand,
  writeFrameAction,
  type EncryptedKey,
  type FieldType,
  type FrameAction,
  type FrameConfig,
  type HostCommand,
} from '../protocol';
import { caretAfterFormat, evaluateField, type Evaluation, type FieldSettings } from './field';

/** One frame's live state, shared by the parts below (`startFrame` owns it). */
type Frame = {
  win: Window;
  doc: Document;
  input: HTMLInputElement;
  error: HTMLElement;
  fieldType: FieldType;
  numKey: number;
  origin: string;
  config: FrameConfig | null;
  settings: FieldSettings;
  blurred: boolean;
  last: Evaluation | null;
  sentBin: string;
  /** What the last encryption started was of (`valid:payloads`). */
  payloadKey: string;
  generation: number;
  binGeneration: number;
  stop: () => void;
};

function send(frame: Frame, body: FrameAction) {
  const { fieldType, numKey } = frame;
  frame.win.parent.postMessage(writeFrameAction({ fieldType, numKey }, body), frame.origin);
}

async function encrypt(evaluation: Evaluation, key: FrameConfig['publicKey']) {
  const generationtime = new Date().toISOString();
  const entries = await Promise.all(
    Object.entries(evaluation.payloads).map(
      async ([blob, payload]) =>
        [blob, await encryptField(key, { ...payload, generationtime })] as const,
    ),
  );
  return Object.fromEntries(entries) as Partial<Record<EncryptedKey, string>>;
}

/** The card number's BIN as a blob (sent from six digits on). */
function encryptBin(key: FrameConfig['publicKey'], binValue: string) {
  return encryptField(key, { binValue, generationtime: new Date().toISOString() });
}

/**
 * Shows the formatted value with the caret after the same digits as before. Setting `value`
 * alone puts the caret at the end, so a digit typed, pasted or corrected mid-value sent the keys
 * that followed to the end: the caret is set explicitly, and only while the input has focus (a
 * selection set in an unfocused field could pull the focus back in some engines).
 */
function showFormatted(frame: Frame, display: string) {
  const { input, doc } = frame;
  const raw = input.value;
  const focused = doc.activeElement === input;
  const caret = focused ? (input.selectionEnd ?? raw.length) : raw.length;
  input.value = display;
  if (!focused) return;
  const at = caretAfterFormat(raw, caret, display);
  input.setSelectionRange(at, at);
}

/** Re-evaluates the input and sends what changed: validation, BIN, then the blobs. */
async function update(frame: Frame) {
  const { config, input, settings, fieldType } = frame;
  if (!config) return;
  settings.today = new Date();
  const evaluation = evaluateField(fieldType, input.value, settings, frame.blurred);
  if (input.value !== evaluation.display) showFormatted(frame, evaluation.display);
  const previous = frame.last;
  frame.last = evaluation;
  if (
    !previous ||
    previous.errorCode !== evaluation.errorCode ||
    previous.valid !== evaluation.valid ||
    previous.filled !== evaluation.filled
  ) {
    send(frame, {
      action: 'validation',
      errorCode: evaluation.errorCode,
      filled: evaluation.filled,
      valid: evaluation.valid,
    });
  }
  // Only a change of what is to be encrypted starts a new encryption (a blur, say, changes
  // nothing: the encryption under way for the same value must still be sent). Claimed before any
  // await, so a later value always wins.
  const payloadKey = `${evaluation.valid}:${JSON.stringify(evaluation.payloads)}`;
  const payloadsChanged = payloadKey !== frame.payloadKey;
  if (payloadsChanged) frame.payloadKey = payloadKey;
  const thisGeneration = payloadsChanged ? ++frame.generation : frame.generation;
  if (fieldType === 'encryptedCardNumber' && evaluation.binValue !== frame.sentBin) {
    frame.sentBin = evaluation.binValue;
    const bin = frame.sentBin;
    const binGeneration = ++frame.binGeneration;
    const encryptedBin = bin.length >= 6 ? await encryptBin(config.publicKey, bin) : '';
    if (binGeneration === frame.binGeneration && frame.config)
      send(frame, {
        action: 'binValue',
        binValue: bin,
        encryptedBin,
        uuid: frame.win.crypto.randomUUID(),
      });
  }
  if (!payloadsChanged) return;
  const blobs = evaluation.valid ? await encrypt(evaluation, config.publicKey) : {};
  if (thisGeneration !== frame.generation) return;
  send(frame, { action: 'encryption', blobs, endDigits: evaluation.endDigits });
}

function configure(frame: Frame, next: FrameConfig) {
  const { input, settings } = frame;
  frame.config = next;
  settings.brands = next.brands;
  settings.enableLuhnCheck = next.enableLuhnCheck;
  settings.policy = next.policy;
  settings.minimumExpiryDate = next.minimumExpiryDate;
  frame.doc.documentElement.lang = next.lang;
  input.setAttribute('aria-label', next.ariaLabel);
  input.placeholder = next.placeholder;
  input.autocomplete = next.autocomplete as AutoFill;
  if (next.maskValue) input.classList.add('masked');
  send(frame, { action: 'config' });
}

/** One keyed command from the host. */
function apply(frame: Frame, command: HostCommand) {
  const { input, error, settings, fieldType } = frame;
  switch (command.command) {
    case 'config':
      return configure(frame, command.config);
    case 'brand':
      settings.brand = command.brand;
      settings.cvcLength = command.cvcLength === 4 ? 4 : 3;
      if (command.placeholder !== undefined) input.placeholder = command.placeholder;
      if (fieldType === 'encryptedSecurityCode') settings.policy = command.cvcPolicy;
      if (fieldType === 'encryptedExpiryDate') settings.policy = command.expiryDatePolicy;
      return void update(frame);
    case 'policy':
      settings.policy = command.policy;
      return void update(frame);
    case 'numberRules':
      settings.enableLuhnCheck = command.enableLuhnCheck;
      settings.panLength = command.panLength;
      return void update(frame);
    case 'focus':
      return command.focus ? input.focus() : input.blur();
    case 'style':
      for (const [property, value] of Object.entries(command.style)) {
        const name = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        input.style.setProperty(name === 'placeholder-color' ? '--placeholder' : name, value);
      }
      return;
    case 'validation':
      input.setAttribute('aria-invalid', String(command.showError));
      error.textContent = command.showError ? command.errorMessage : '';
      return;
    case 'autofill':
      if (fieldType !== 'encryptedExpiryDate') return;
      input.value = command.value;
      return void update(frame);
    case 'destroy':
      return frame.stop();
  }
}

/** Wires the window's messages, the input's events and the autofill catchers; returns the stop. */
function listen(frame: Frame): () => void {
  const { win, doc, input, origin, numKey, fieldType } = frame;
  const onMessage = (event: MessageEvent) => {
    const message = readHostCommand(
      { origin: event.origin, data: event.data },
      { origin, numKey, fieldType },
    );
    if (!message || event.source !== win.parent) return;
    if (!frame.config && message.command !== 'config') return;
    apply(frame, message);
  };
  const onInput = () => void update(frame);
  const onFocus = () => {
    send(frame, { action: 'focus', focus: true });
  };
  const onBlur = () => {
    frame.blurred = true;
    send(frame, { action: 'focus', focus: false });
    send(frame, { action: 'touch' });
    void update(frame);
  };
  const onKey = (event: KeyboardEvent) => {
    // Shift-Tab is the host's to carry out (to the previous frame, or out of the first): were the
    // browser to move focus as well, its move and the host's late one could race, and a payer who
    // tabbed on at once was pulled back. A plain Tab stays the browser's own.
    if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      send(frame, { action: 'shifttab' });
    }
    if (event.key === 'Enter') send(frame, { action: 'enterKeyPressed' });
  };
  const catchers = [...doc.querySelectorAll<HTMLInputElement>('input[data-catch]')];
  const onCatch = (event: Event) => {
    const catcher = event.target as HTMLInputElement;
    const name = catcher.dataset.catch === 'cc-exp' ? 'cc-exp' : 'cc-name';
    if (frame.config && catcher.value)
      send(frame, { action: 'autoComplete', name, value: catcher.value.slice(0, 200) });
    catcher.value = '';
  };

  win.addEventListener('message', onMessage);
  input.addEventListener('input', onInput);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  input.addEventListener('keydown', onKey);
  for (const catcher of catchers) catcher.addEventListener('input', onCatch);

  return () => {
    frame.generation += 1;
    frame.binGeneration += 1;
    win.removeEventListener('message', onMessage);
    input.value = '';
    input.removeEventListener('input', onInput);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('keydown', onKey);
    for (const catcher of catchers) catcher.removeEventListener('input', onCatch);
  };
}

export function startFrame(win: Window = window): (() => void) | null {
  const address = readFrameAddress(win.location.hash);
  const doc = win.document;
  const input = doc.getElementById('field') as HTMLInputElement | null;
  const error = doc.getElementById('error');
  if (!address || !input || !error || win.parent === win) return null;
  const frame: Frame = {
    win,
    doc,
    input,
    error,
    ...address,
    config: null,
    settings: {
      brands: [],
      enableLuhnCheck: true,
      brand: null,
      cvcLength: 3,
      policy: 'required',
      panLength: null,
      today: new Date(),
    },
    blurred: false,
    last: null,
    sentBin: '',
    payloadKey: 'false:{}',
    generation: 0,
    binGeneration: 0,
    stop: () => {},
  };
  frame.stop = listen(frame);
  return frame.stop;
}
