/**
 * A small W3C WebDriver (classic) client over HTTP: what the cross-engine journeys need of
 * WebKitWebDriver (sessions, navigation, elements, frames, keys, scripts, screenshots).
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {
  constructor(method, path, status, value) {
    super(`${method} ${path}: ${status} ${value?.error ?? ''} ${value?.message ?? ''}`.trim());
    this.code = value?.error;
  }
}

export async function command(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const value = text ? JSON.parse(text).value : null;
  if (!response.ok) throw new WebDriverError(method, path, response.status, value);
  return value;
}

/** One session: `call` sends a command of it; the helpers below are the ones the journeys use. */
export async function createSession(base, capabilities) {
  const created = await command(base, 'POST', '/session', { capabilities });
  const prefix = `/session/${created.sessionId}`;
  const call = (method, path = '', body) =>
    command(base, method, `${prefix}${path}`, method === 'POST' ? (body ?? {}) : undefined);
  return {
    capabilities: created.capabilities,
    call,
    /** `document.querySelector`'s element reference, or null. */
    async find(css) {
      try {
        return await call('POST', '/element', { using: 'css selector', value: css });
      } catch (error) {
        if (error.code === 'no such element') return null;
        throw error;
      }
    },
    execute: (script, args = []) => call('POST', '/execute/sync', { script, args }),
    executeAsync: (script, args = []) => call('POST', '/execute/async', { script, args }),
    frame: (element) => call('POST', '/frame', { id: element }),
    parentFrame: () => call('POST', '/frame/parent'),
    topFrame: () => call('POST', '/frame', { id: null }),
    keys: (element, text) => call('POST', `/element/${element[ELEMENT]}/value`, { text }),
    click: (element) => call('POST', `/element/${element[ELEMENT]}/click`),
    clear: (element) => call('POST', `/element/${element[ELEMENT]}/clear`),
    screenshot: () => call('GET', '/screenshot'),
    delete: () => call('DELETE'),
  };
}
