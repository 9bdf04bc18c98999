/**
 * The secured-field frames in jsdom (tests only). jsdom does not load the frames' documents, so
 * this plays their side with the frames' REAL code: for each of the widget's iframes it writes the
 * frame document (as build-frames.mjs does) into the iframe's own document, and runs the frame
 * entry (`startFrame`) there with a window whose address is the iframe's (its field, key and host
 * origin in the fragment). Host → frame messages are what the host posts to the iframe's window;
 * frame → host messages are `MessageEvent`s on the page's window with the frames' origin and
 * `source` = the iframe's window. So the host's code (origin, key and source checks included) runs
 * as it does in a browser, the frame formats, validates and encrypts (to the key the host sent:
 * the mocks' key, whose private half the mocked processor opens), and the test types into the
 * frame's input as a payer types in the frame.
 */
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { FRAME_DOCUMENTS } from '../../secured-fields/host';
import { startFrame } from '../../secured-fields/frame/main';
import { readFrameAddress, type HostCommand } from '../../secured-fields/protocol';
import type { CardField } from '../form/card-form';

const realSetTimeout = globalThis.setTimeout;
const tick = (ms = 1) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));
// The real clock, as the real timers: a test may fake both.
const realNow = performance.now.bind(performance);

const FIELDS = {
  encryptedCardNumber: 'cardNumber',
  encryptedExpiryDate: 'expiryDate',
  encryptedSecurityCode: 'securityCode',
  encryptedPassword: 'password',
  // A gift card's frames.
  encryptedGiftCardNumber: 'giftCardNumber',
  encryptedGiftCardPin: 'giftCardPin',
} as const;

/** A field of the card, or of a gift card. */
export type SimulatedField = CardField | 'giftCardNumber' | 'giftCardPin';

// The frame documents' bodies, as build-frames.mjs writes them.
const CATCHERS =
  '<input class="hidden" data-catch="cc-exp" autocomplete="cc-exp" tabindex="-1" aria-hidden="true" name="exp">' +
  '<input class="hidden" data-catch="cc-name" autocomplete="cc-name" tabindex="-1" aria-hidden="true" name="name">';
const frameBody = (autocomplete: string, catches: boolean) =>
  `<input id="field" name="field" type="text" inputmode="numeric" autocomplete="${autocomplete}" autocorrect="off" spellcheck="false" aria-describedby="error" aria-invalid="false"><span id="error" class="hidden"></span>${catches ? CATCHERS : ''}`;
const AUTOCOMPLETE = {
  cardNumber: 'cc-number',
  expiryDate: 'cc-exp',
  securityCode: 'cc-csc',
  password: 'off',
  giftCardNumber: 'off',
  giftCardPin: 'off',
};

export type SimulatedFrame = {
  field: SimulatedField;
  iframe: HTMLIFrameElement;
  /** The frame's input (in the frame's own document: the page's queries never find it). */
  input: HTMLInputElement;
  /** The frame's error text (what the host's `validation` command put there). */
  error: HTMLElement;
  /** The host's commands to this frame so far, as the frame read them. */
  commands: () => HostCommand[];
};

export type SimulatedFrames = {
  frame: (field: SimulatedField) => SimulatedFrame;
  /** Focuses the frame's input and types `text` character by character; waits for its messages. */
  type: (field: SimulatedField, text: string) => Promise<void>;
  /** Replaces the frame's value at once (a paste or the browser's autofill). */
  paste: (field: SimulatedField, text: string) => Promise<void>;
  /** Empties the field (select all, delete). */
  clear: (field: SimulatedField) => Promise<void>;
  /** Leaves the field (its input loses focus). */
  blur: (field: SimulatedField) => Promise<void>;
  /** A key in the frame: Enter, or Shift-Tab. */
  press: (field: SimulatedField, key: 'Enter' | 'Shift+Tab') => Promise<void>;
  /** The browser's autofill filling one of the number frame's hidden catchers. */
  autofill: (name: 'cc-exp' | 'cc-name', value: string) => Promise<void>;
  /** The field whose frame input has focus, or null. */
  focused: () => SimulatedField | null;
  /**
   * Waits until the page is quiet: the frames' encryption done and their messages read, its
   * requests answered and its lazy parts loaded (see `settle` below).
   */
  settle: () => Promise<void>;
};

type Options = {
  /** How many new iframes to wait for (default 3: the card's). */
  count?: number;
  /** Fire the iframes' load (default true); false leaves them loading. */
  load?: boolean;
  /** Run the frames (default true); false: they load but never answer (never configured). */
  answer?: boolean;
};

/** How long `settle` waits for a quiet page before it fails, naming what is still under way. */
export const SETTLE_LIMIT_MS = 10_000;

// What the page has under way, which `settle` waits for: WebCrypto calls (the frames' JWE, the
// mocks opening it) and requests (fetch, answered by MSW or by a test's stub).
let cryptoInFlight = 0;
const requestsInFlight = new Set<{ label: string }>();

const COUNTING = Symbol('counting calls in flight');
type AsyncFunction = ((...args: unknown[]) => Promise<unknown>) & { [COUNTING]?: true };

/**
 * Until the current test ends, the async function `owner[key]` calls `start(args)` first, and
 * the function `start` returned once its own promise has settled. Installed by every test that
 * connects frames and put back by its own end (`onTestFinished`), not with `vi.spyOn` or
 * `vi.stubGlobal`: Vitest undoes those before the next test only (restoreMocks, unstubGlobals),
 * which may be another file's, whose MSW server has patched `fetch` anew by then.
 */
function countCalls(owner: object, key: string, start: (args: unknown[]) => () => void) {
  const target = owner as Record<string, AsyncFunction>;
  const original = target[key]!;
  if (original[COUNTING]) return;
  const own = Object.prototype.hasOwnProperty.call(owner, key);
  const counting: AsyncFunction = async function (this: unknown, ...args: unknown[]) {
    const done = start(args);
    try {
      return await original.apply(this ?? owner, args);
    } finally {
      done();
    }
  };
  counting[COUNTING] = true;
  target[key] = counting;
  onTestFinished(() => {
    if (target[key] !== counting) return;
    if (own) target[key] = original;
    else delete target[key];
  });
}

/** Counts the page's WebCrypto calls and requests in flight for the rest of the current test. */
function countWork() {
  const subtle = globalThis.crypto.subtle;
  // The frames' JWE (a key's import, then its encryption), and the mocks' opening of it.
  for (const method of ['importKey', 'encrypt', 'decrypt']) {
    countCalls(subtle, method, () => {
      cryptoInFlight += 1;
      return () => {
        cryptoInFlight -= 1;
      };
    });
  }
  countCalls(globalThis, 'fetch', ([input, init]) => {
    const url = input instanceof Request ? input.url : String(input);
    const method =
      (init as RequestInit | undefined)?.method ??
      (input instanceof Request ? input.method : 'GET');
    const request = { label: `${method} ${url}` };
    requestsInFlight.add(request);
    return () => requestsInFlight.delete(request);
  });
}

/** Vitest's wait for the modules being imported (`import()`), one at a time for every turn. */
let importsSettling: Promise<void> | undefined;
function importsSettled(): Promise<void> {
  importsSettling ??= vi.dynamicImportSettled().finally(() => {
    importsSettling = undefined;
  });
  return importsSettling;
}

/**
 * Waits until the page is quiet for 3 turns in a row: no WebCrypto call, no request and no
 * module `import()` (a lazy part, the BIN lookup's client) in flight. Each turn is an `act` of its
 * own, so React renders what arrived (a message, an answer, a lazy part) and runs its effects,
 * which may start more work that the next turn sees. Fails after `SETTLE_LIMIT_MS` without quiet.
 */
async function settle() {
  const deadline = realNow() + SETTLE_LIMIT_MS;
  for (let quiet = 0; quiet < 3;) {
    let importing = true;
    await act(async () => {
      // An import is in flight when Vitest has not seen them all settled within the turn.
      await Promise.race([
        importsSettled().then(() => {
          importing = false;
        }),
        tick(2),
      ]);
    });
    quiet = importing || cryptoInFlight > 0 || requestsInFlight.size > 0 ? 0 : quiet + 1;
    if (quiet < 3 && realNow() > deadline) {
      const busy = [
        ...(importing ? ['a module import()'] : []),
        ...(cryptoInFlight > 0 ? [`${cryptoInFlight} WebCrypto call(s)`] : []),
        ...[...requestsInFlight].map(({ label }) => label),
      ];
      throw new Error(
        `The page was not quiet within ${SETTLE_LIMIT_MS} ms; in flight: ${busy.join(', ') || 'nothing at the last turn'}`,
      );
    }
  }
}

const connected = new WeakSet<HTMLIFrameElement>();

function fieldOfIframe(iframe: HTMLIFrameElement): SimulatedField | null {
  const fieldType = readFrameAddress(new URL(iframe.src).hash)?.fieldType;
  return fieldType && fieldType in FIELDS ? FIELDS[fieldType as keyof typeof FIELDS] : null;
}

function runFrame(
  iframe: HTMLIFrameElement,
  field: SimulatedField,
  answer: boolean,
): SimulatedFrame {
  const url = new URL(iframe.src);
  const framesOrigin = url.origin;
  const frameWindow = iframe.contentWindow!;
  const doc = iframe.contentDocument!;
  // jsdom leaves the document of a frame it does not load empty.
  if (!doc.documentElement) doc.append(doc.createElement('html'));
  if (!doc.body) doc.documentElement.append(doc.createElement('body'));
  doc.body.innerHTML = frameBody(AUTOCOMPLETE[field], field === 'cardNumber');
  const input = doc.getElementById('field') as HTMLInputElement;
  const error = doc.getElementById('error') as HTMLElement;

  const listeners = new Set<(event: unknown) => void>();
  // The frame's parent: what it posts arrives at the page from the frames' origin.
  const parent = {
    postMessage: (data: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: framesOrigin, source: frameWindow }),
      ),
  };
  const received: HostCommand[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((
    data: unknown,
    targetOrigin: string,
  ) => {
    if (targetOrigin !== framesOrigin) return;
    try {
      received.push(JSON.parse(String(data)) as HostCommand);
    } catch {
      // not a command
    }
    // Delivered later, as a browser delivers a message.
    void Promise.resolve().then(() => {
      for (const listener of listeners)
        listener({ origin: window.location.origin, data, source: parent });
    });
  }) as Window['postMessage']);

  if (answer) {
    const win = {
      location: { hash: url.hash },
      document: doc,
      parent,
      crypto: globalThis.crypto,
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'message') listeners.add(listener);
      },
      removeEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'message') listeners.delete(listener);
      },
    } as unknown as Window;
    startFrame(win);
  }
  return { field, iframe, input, error, commands: () => [...received] };
}

/**
 * Connects the widget's iframes not connected yet (waits for them to appear), loads them, runs
 * the frames in them, and waits until they are configured.
 */
export async function connectSimulatedFrames(options: Options = {}): Promise<SimulatedFrames> {
  const { load = true, answer = true, count = 3 } = options;
  countWork();
  let iframes: HTMLIFrameElement[] = [];
  // The frames appear once the form's lazy parts have loaded: seconds on a loaded machine.
  for (const deadline = realNow() + SETTLE_LIMIT_MS; ;) {
    iframes = [...document.querySelectorAll('iframe')].filter(
      (iframe) =>
        !connected.has(iframe) &&
        Object.values(FRAME_DOCUMENTS).some(({ file }) => iframe.src.includes(file)),
    );
    if (iframes.length >= count || realNow() > deadline) break;
    await act(() => tick(5));
  }
  if (iframes.length === 0) throw new Error('no secured-field iframes on the page');
  const frames = new Map<SimulatedField, SimulatedFrame>();
  for (const iframe of iframes) {
    const field = fieldOfIframe(iframe);
    if (!field) continue;
    connected.add(iframe);
    frames.set(field, runFrame(iframe, field, answer));
  }

  let focused: SimulatedField | null = null;
  const all = () => [...frames.values()];
  for (const each of all()) {
    // One focus for the whole page: a frame's input taking it leaves the one that had it.
    each.input.addEventListener('focus', () => {
      const before = focused;
      focused = each.field;
      if (before && before !== each.field) frames.get(before)?.input.blur();
    });
    each.input.addEventListener('blur', () => {
      if (focused === each.field) focused = null;
    });
  }
  // The page's own element taking focus leaves the frame.
  document.addEventListener('focusin', () => {
    if (focused) frames.get(focused)?.input.blur();
  });

  const frame = (field: SimulatedField) => {
    const found = frames.get(field);
    if (!found) throw new Error(`no ${field} frame`);
    return found;
  };
  const focusInput = (field: SimulatedField) => {
    if (focused !== field) frame(field).input.focus();
  };
  const input = (field: SimulatedField, value: string) => {
    const { input: element } = frame(field);
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };

  if (load)
    await act(async () => {
      for (const each of all()) each.iframe.dispatchEvent(new Event('load'));
    });
  await settle();

  return {
    frame,
    async type(field, text) {
      await act(async () => {
        focusInput(field);
        for (const character of text) {
          input(field, frame(field).input.value + character);
          await tick(0);
        }
      });
      await settle();
    },
    async paste(field, text) {
      await act(async () => {
        focusInput(field);
        input(field, text);
      });
      await settle();
    },
    async clear(field) {
      await act(async () => {
        focusInput(field);
        input(field, '');
      });
      await settle();
    },
    async blur(field) {
      await act(async () => frame(field).input.blur());
      await settle();
    },
    async press(field, key) {
      await act(async () => {
        focusInput(field);
        frame(field).input.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: key === 'Enter' ? 'Enter' : 'Tab',
            shiftKey: key === 'Shift+Tab',
            bubbles: true,
          }),
        );
      });
      await settle();
    },
    async autofill(name, value) {
      const catcher = frame('cardNumber').iframe.contentDocument!.querySelector<HTMLInputElement>(
        `input[data-catch="${name}"]`,
      )!;
      await act(async () => {
        catcher.value = value;
        catcher.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await settle();
    },
    focused: () => focused,
    settle,
  };
}
