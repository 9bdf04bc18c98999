import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The recorder as the page loads it (its text, run below as a classic script).
import RECORDER_SOURCE from '../../public/early-actions.js?raw';
import { replayEarlyActions, type EarlyActionRecorder } from './early-actions';

function loadRecorder(): EarlyActionRecorder {
  new Function(RECORDER_SOURCE)();
  const recorder = window.paypageEarlyActions;
  if (!recorder) throw new Error('the recorder put nothing on window');
  return recorder;
}

/** Clicks `element` as the browser would and says whether its default was held back. */
function click(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  document.body.innerHTML = `
    <p><button type="button" id="more" data-early-action="see-more"><span id="label">see more</span></button></p>
    <form><button type="submit" id="next" data-early-action="continue-to-payment">Continue to payment</button></form>
    <button type="submit" id="off" data-early-action="off" disabled>Off</button>
    <a href="#elsewhere" id="link">Elsewhere</a>`;
  // jsdom does not submit forms: a submit the recorder lets through ends here.
  document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
});

afterEach(() => {
  window.paypageEarlyActions?.take(); // stops a recorder a test left listening
  delete window.paypageEarlyActions;
  delete document.documentElement.dataset.ready;
  vi.useRealTimers();
});

describe('the early-action recorder (public/early-actions.js)', () => {
  it('keeps presses on marked controls, in order, and holds back only their default', () => {
    const recorder = loadRecorder();
    expect(click(byId('label'))).toBe(true); // inside the marked button
    expect(click(byId('next'))).toBe(true); // a submit: no page reload
    expect(click(byId('link'))).toBe(false);
    expect(click(byId('off'))).toBe(false); // disabled: nothing to replay
    expect(click(byId('more'))).toBe(true);
    expect(recorder.take()).toEqual(['see-more', 'continue-to-payment', 'see-more']);
  });

  it('records nothing once the page is live', () => {
    const recorder = loadRecorder();
    document.documentElement.dataset.ready = 'true';
    expect(click(byId('next'))).toBe(false);
    expect(recorder.take()).toEqual([]);
  });

  it('stops when the app takes the presses', () => {
    const recorder = loadRecorder();
    click(byId('more'));
    expect(recorder.take()).toEqual(['see-more']);
    expect(click(byId('next'))).toBe(false);
    expect(recorder.take()).toEqual([]);
  });
});

describe('the early-action recorder starting the app after the first paint', () => {
  const entry = ['/assets/index.js', '/assets/helper.js'];
  const hydration = Array.from({ length: 10 }, (_, index) => `/assets/h${index}.js`);
  let report: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;

  /** Runs the recorder as the build's page does (its tag's lists), paint timing told by the test. */
  function loadAsBuilt(serverRendered: boolean, modules = entry) {
    vi.useFakeTimers();
    if (serverRendered) {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<script type="application/json" id="paypage-data">{}</script>',
      );
    }
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
    const tag = document.createElement('script');
    if (modules.length) tag.setAttribute('data-modules', modules.join(' '));
    tag.setAttribute('data-preload', hydration.join(' '));
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    const recorder = loadRecorder();
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const started = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      );
    return { recorder, preloaded, started };
  }

  afterEach(() => {
    document.head.innerHTML = '';
    report = undefined;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a server-rendered page: nothing requested until the frame after the first contentful paint, then the entry, the hydration, and the app told', () => {
    const { recorder, preloaded, started } = loadAsBuilt(true);
    const told: (string | null)[][] = [];
    recorder.whenPainted!(() => told.push(started()));
    vi.advanceTimersByTime(100);
    report!({ getEntries: () => [{ name: 'first-paint' }] });
    vi.advanceTimersByTime(100);
    report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    // Not at the paint (its largest text may come in the next frame): a frame later.
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(15);
    expect(started()).toEqual([]);
    expect(recorder.preloaded).toBe(false);
    vi.advanceTimersByTime(1); // the frame
    vi.runOnlyPendingTimers(); // the task after it
    expect(started()).toEqual(['/assets/index.js']);
    // The entry's imports and the hydration: 8 links a task.
    expect(preloaded()).toEqual(['/assets/helper.js', ...hydration.slice(0, 7)]);
    expect(recorder.preloaded).toBe(true);
    expect(told).toEqual([['/assets/index.js']]); // told with the entry on its way
    vi.runOnlyPendingTimers();
    expect(preloaded()).toEqual(['/assets/helper.js', ...hydration]);
    // At low priority: out of the page's critical chains (they follow its paint).
    const elements = [...document.head.querySelectorAll('link, script')];
    expect(elements.map((element) => (element as HTMLLinkElement).fetchPriority)).toEqual(
      elements.map(() => 'low'),
    );
    // Asked after the paint: told in a task of its own.
    recorder.whenPainted!(() => told.push([]));
    expect(told).toHaveLength(1);
    vi.runOnlyPendingTimers();
    expect(told).toHaveLength(2);
    expect(started()).toEqual(['/assets/index.js']); // started once
  });

  it('a page the app draws itself: the entry and its imports at once, no paint awaited, no hydration', () => {
    const { recorder, preloaded, started } = loadAsBuilt(false);
    expect(started()).toEqual(['/assets/index.js']);
    expect(preloaded()).toEqual(['/assets/helper.js']);
    vi.advanceTimersByTime(100);
    expect(report).toBeUndefined();
    expect(recorder.preloaded).toBe(false);
  });

  it('in development (no data-modules: the page has its own entry) it starts nothing, and tells', () => {
    const { recorder, preloaded, started } = loadAsBuilt(true, []);
    const told: number[] = [];
    recorder.whenPainted!(() => told.push(1));
    report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    vi.advanceTimersByTime(50);
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual(hydration);
    expect(told).toEqual([1]);
  });
});

describe('replayEarlyActions', () => {
  it('stops the recorder at once and presses the same controls again in a task of their own', () => {
    vi.useFakeTimers();
    const recorder = loadRecorder();
    click(byId('more'));
    click(byId('next'));
    const pressed: string[] = [];
    byId('more').addEventListener('click', () => pressed.push('more'));
    const form = byId('next').closest('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      pressed.push('submit');
    });

    replayEarlyActions(recorder);
    expect(click(byId('link'))).toBe(false);
    expect(pressed).toEqual([]); // not inside the app's first effect
    vi.runAllTimers();
    expect(pressed).toEqual(['more', 'submit']);
    expect(recorder.take()).toEqual([]);
  });

  it('skips a press whose control is gone, and does nothing without a recorder', () => {
    vi.useFakeTimers();
    const pressed: string[] = [];
    byId('more').addEventListener('click', () => pressed.push('more'));
    replayEarlyActions({ take: () => ['gone', 'see-more'] });
    vi.runAllTimers();
    expect(pressed).toEqual(['more']);
    expect(() => replayEarlyActions(undefined)).not.toThrow();
  });
});
