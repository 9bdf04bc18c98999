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
  type FrameAction,
  type FrameConfig,
  type HostCommand,
} from '../protocol';
import { evaluateField, type Evaluation, type FieldSettings } from './field';

export function startFrame(win: Window = window): (() => void) | null {
  const address = readFrameAddress(win.location.hash);
  const doc = win.document;
  const input = doc.getElementById('field') as HTMLInputElement | null;
  const error = doc.getElementById('error');
  if (!address || !input || !error || win.parent === win) return null;
  const { fieldType, numKey, origin } = address;
  const envelope = { fieldType, numKey };
  const send = (body: FrameAction) =>
    win.parent.postMessage(writeFrameAction(envelope, body), origin);

  let config: FrameConfig | null = null;
  const settings: FieldSettings = {
    brands: [],
    enableLuhnCheck: true,
    brand: null,
    cvcLength: 3,
    policy: 'required',
    today: new Date(),
  };
  let blurred = false;
  let last: Evaluation | null = null;
  let sentBin = '';
  let generation = 0;

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

  async function update() {
    if (!config || !input) return;
    settings.today = new Date();
    const evaluation = evaluateField(fieldType, input.value, settings, blurred);
    if (input.value !== evaluation.display) input.value = evaluation.display;
    const previous = last;
    last = evaluation;
    const thisGeneration = ++generation;
    if (
      !previous ||
      previous.errorCode !== evaluation.errorCode ||
      previous.valid !== evaluation.valid ||
      previous.filled !== evaluation.filled
    ) {
      send({
        action: 'validation',
        errorCode: evaluation.errorCode,
        filled: evaluation.filled,
        valid: evaluation.valid,
      });
    }
    if (fieldType === 'encryptedCardNumber' && evaluation.binValue !== sentBin) {
      sentBin = evaluation.binValue;
      const bin = sentBin;
      const encryptedBin =
        bin.length >= 6
          ? await encryptField(config.publicKey, {
              binValue: bin,
              generationtime: new Date().toISOString(),
            })
          : '';
      if (thisGeneration === generation)
        send({ action: 'binValue', binValue: bin, encryptedBin, uuid: win.crypto.randomUUID() });
    }
    const payloadKey = JSON.stringify(evaluation.payloads);
    if (
      previous &&
      JSON.stringify(previous.payloads) === payloadKey &&
      previous.valid === evaluation.valid
    )
      return;
    const blobs = evaluation.valid ? await encrypt(evaluation, config.publicKey) : {};
    if (thisGeneration !== generation) return;
    if (!evaluation.valid && !previous?.valid) return;
    send({ action: 'encryption', blobs, endDigits: evaluation.endDigits });
  }

  function configure(next: FrameConfig) {
    if (!input) return;
    config = next;
    settings.brands = next.brands;
    settings.enableLuhnCheck = next.enableLuhnCheck;
    settings.policy = next.policy;
    doc.documentElement.lang = next.lang;
    input.setAttribute('aria-label', next.ariaLabel);
    input.placeholder = next.placeholder;
    input.autocomplete = next.autocomplete as AutoFill;
    if (next.maskValue) input.classList.add('masked');
    send({ action: 'config' });
  }

  function apply(command: HostCommand) {
    if (!input || !error) return;
    switch (command.command) {
      case 'config':
        return configure(command.config);
      case 'brand':
        settings.brand = command.brand;
        settings.cvcLength = command.cvcLength === 4 ? 4 : 3;
        if (fieldType === 'encryptedSecurityCode') settings.policy = command.cvcPolicy;
        if (fieldType === 'encryptedExpiryDate') settings.policy = command.expiryDatePolicy;
        return void update();
      case 'policy':
        settings.policy = command.policy;
        return void update();
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
        return void update();
      case 'destroy':
        return stop();
    }
  }

  function onMessage(event: MessageEvent) {
    const message = readHostCommand(
      { origin: event.origin, data: event.data },
      { origin, numKey, fieldType },
    );
    if (!message || event.source !== win.parent) return;
    if (!config && message.command !== 'config') return;
    apply(message);
  }

  const onInput = () => void update();
  const onFocus = () => {
    send({ action: 'focus', focus: true });
  };
  const onBlur = () => {
    blurred = true;
    send({ action: 'focus', focus: false });
    send({ action: 'touch' });
    void update();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && event.shiftKey) send({ action: 'shifttab' });
    if (event.key === 'Enter') send({ action: 'enterKeyPressed' });
  };
  const catchers = [...doc.querySelectorAll<HTMLInputElement>('input[data-catch]')];
  const onCatch = (event: Event) => {
    const catcher = event.target as HTMLInputElement;
    const name = catcher.dataset.catch === 'cc-exp' ? 'cc-exp' : 'cc-name';
    if (config && catcher.value)
      send({ action: 'autoComplete', name, value: catcher.value.slice(0, 200) });
    catcher.value = '';
  };

  win.addEventListener('message', onMessage);
  input.addEventListener('input', onInput);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  input.addEventListener('keydown', onKey);
  for (const catcher of catchers) catcher.addEventListener('input', onCatch);

  function stop() {
    generation += 1;
    win.removeEventListener('message', onMessage);
    if (!input) return;
    input.value = '';
    input.removeEventListener('input', onInput);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('keydown', onKey);
    for (const catcher of catchers) catcher.removeEventListener('input', onCatch);
  }
  return stop;
}
