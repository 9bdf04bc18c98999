/**
 * Firefox ESR and WebKitGTK from Debian behind one small interface, so each journey is written
 * once: Firefox over WebDriver BiDi (puppeteer-core), WebKit over WebKitWebDriver driving its
 * MiniBrowser on an Xvfb display. Nothing is downloaded: both browsers are Debian's packages.
 *
 * Functions passed to `run` and `waitFor` are serialised and run in the page (or a frame).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { createSession } from './webdriver.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Records what the console cannot be asked for over classic WebDriver: uncaught errors, unhandled
 * rejections and console.error, in the window it runs in (the page or a frame), read back later.
 */
export const RECORDER = `(() => {
  if (window.__engineErrors) return;
  const seen = (window.__engineErrors = []);
  const text = (value) => (value instanceof Error ? value.message : String(value)).slice(0, 300);
  addEventListener('error', (event) => { if (event instanceof ErrorEvent) seen.push('error: ' + text(event.error ?? event.message)); });
  addEventListener('unhandledrejection', (event) => seen.push('unhandledrejection: ' + text(event.reason)));
  const original = console.error.bind(console);
  console.error = (...args) => { seen.push('console.error: ' + args.map(text).join(' ')); original(...args); };
})();`;

const call = (fn, args) => `(${fn.toString()})(...${JSON.stringify(args)})`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `fn` in the page until it answers something truthy, or fails after `timeout`. */
async function poll(browser, fn, args, timeout, what) {
  const until = Date.now() + timeout;
  let last;
  while (Date.now() < until) {
    last = await browser
      .run(`(...args) => Boolean((${fn})(...args))`, ...args)
      .catch((error) => ({ error: error.message }));
    if (last && !last.error) return last;
    await sleep(150);
  }
  throw new Error(
    `timed out after ${timeout} ms waiting for ${what ?? fn.toString().slice(0, 120)} (${JSON.stringify(last)})`,
  );
}

const frameCss = (title) => `iframe[title="${title}"]`;

export async function launchFirefox({ width, height }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'dom.events.testing.asyncClipboard': true },
  });
  const errors = [];
  /** A new tab at the viewport's size, its errors recorded. */
  const openPage = async () => {
    const opened = await browser.newPage();
    await opened.setViewport({ width, height });
    opened.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    opened.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await opened.evaluateOnNewDocument(RECORDER);
    return opened;
  };
  let page = await openPage();
  const frameOf = async (title) => (await page.waitForSelector(frameCss(title))).contentFrame();
  const input = async (title, css = '#field') => {
    const frame = await frameOf(title);
    return { frame, field: await frame.waitForSelector(css) };
  };
  const api = {
    name: 'firefox',
    version: await browser.version(),
    goto: (url) => page.goto(url),
    /**
     * Each journey starts in a new tab, the last one closed: nothing a journey's page left behind
     * (a navigation under way, timers, frames) reaches the next journey.
     */
    async fresh() {
      const previous = page;
      page = await openPage();
      await previous.close();
    },
    url: () => page.url(),
    run: (fn, ...args) => page.evaluate(call(fn, args)),
    waitFor: (fn, args = [], timeout = 15_000, what) => poll(api, fn, args, timeout, what),
    /** Clicks the element `fn` finds, as a pointer does. */
    async click(fn, ...args) {
      await api.waitFor(fn, args);
      const handle = await page.evaluateHandle(call(fn, args));
      await handle.asElement().click();
    },
    /** Types `text` into the element `fn` finds (empty), as a keyboard does. */
    async type(fn, text, ...args) {
      await api.waitFor(fn, args);
      const handle = (await page.evaluateHandle(call(fn, args))).asElement();
      await handle.click();
      await handle.type(text);
    },
    /** Types `text` into the frame's secured field (or the element `css` names) as keys come. */
    async typeInFrame(title, text, css) {
      const { field } = await input(title, css);
      await field.click();
      await field.type(text);
    },
    async clickInFrame(title, css) {
      const { field } = await input(title, css);
      await field.click();
    },
    async runInFrame(title, fn, ...args) {
      const frame = await frameOf(title);
      return frame.evaluate(call(fn, args));
    },
    async screenshot(file) {
      await writeFile(file, await page.screenshot({ type: 'png' }));
    },
    pdf: async () => Buffer.from(await page.pdf()),
    async errors() {
      const recorded = [];
      for (const frame of page.frames()) {
        recorded.push(...(await frame.evaluate('window.__engineErrors ?? []').catch(() => [])));
      }
      return [...errors.splice(0), ...recorded];
    },
    close: () => browser.close(),
  };
  return api;
}

async function until(check, timeout, what) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start within ${timeout} ms`);
}

/** An Xvfb display for MiniBrowser (its own number), stopped with `stop()`. */
export async function startDisplay(display) {
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await sleep(500);
  if (xvfb.exitCode !== null) throw new Error(`Xvfb ${display} exited (${xvfb.exitCode})`);
  return { display, stop: () => xvfb.kill() };
}

export async function launchWebKit({ width, height, display, port }) {
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const base = `http://127.0.0.1:${port}`;
  await until(() => fetch(`${base}/status`).then((r) => r.ok), 10_000, 'WebKitWebDriver');
  let session;
  try {
    session = await createSession(base, {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    });
  } catch (error) {
    driver.kill();
    throw error;
  }
  await session.call('POST', '/window/rect', { width, height });
  const errors = [];
  /** Reads back (and empties) the recorder of the window the session is in. */
  const drain = () =>
    session.execute(
      'const seen = window.__engineErrors ?? []; window.__engineErrors = []; return seen.splice(0);',
    );
  const enterFrame = async (title) => {
    const frame = await session.find(frameCss(title));
    if (!frame) throw new Error(`no frame ${title}`);
    await session.frame(frame);
    await session.execute(RECORDER);
  };
  const findSoon = async (css) => {
    const end = Date.now() + 15_000;
    for (;;) {
      const element = await session.find(css);
      if (element) return element;
      if (Date.now() > end) throw new Error(`no ${css} in the frame`);
      await sleep(150);
    }
  };
  const inFrame = async (title, work) => {
    await enterFrame(title);
    try {
      return await work();
    } finally {
      errors.push(...(await drain().catch(() => [])));
      await session.topFrame();
    }
  };
  const api = {
    name: 'webkit',
    version: session.capabilities.browserVersion,
    async goto(url) {
      await session.call('POST', '/url', { url });
      await session.execute(RECORDER);
    },
    url: () => session.call('GET', '/url'),
    run: (fn, ...args) => session.execute(`return ${call(fn, args)}`),
    waitFor: (fn, args = [], timeout = 15_000, what) => poll(api, fn, args, timeout, what),
    async click(fn, ...args) {
      await api.waitFor(fn, args);
      const element = await session.execute(`return ${call(fn, args)}`);
      await session.click(element);
    },
    async type(fn, text, ...args) {
      await api.waitFor(fn, args);
      const element = await session.execute(`return ${call(fn, args)}`);
      await session.click(element);
      await session.keys(element, text);
    },
    typeInFrame: (title, text, css = '#field') =>
      inFrame(title, async () => {
        const field = await findSoon(css);
        await session.click(field);
        await session.keys(field, text);
      }),
    clickInFrame: (title, css) => inFrame(title, async () => session.click(await findSoon(css))),
    runInFrame: (title, fn, ...args) =>
      inFrame(title, () => session.execute(`return ${call(fn, args)}`)),
    async screenshot(file) {
      await writeFile(file, Buffer.from(await session.screenshot(), 'base64'));
    },
    // WebKitWebDriver has no Print command (404 unknown command): no PDF from this engine.
    pdf: async () => null,
    async errors() {
      const recorded = await drain().catch(() => []);
      return [...errors.splice(0), ...recorded];
    },
    async close() {
      await session.delete().catch(() => undefined);
      driver.kill();
    },
  };
  return api;
}
