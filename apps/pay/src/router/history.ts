/** The address bar as a small observable: the browser's, or an in-memory one for stories and tests. */
export type RouterLocation = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Changes on every navigation, including to the same address. */
  key: number;
};

export type History = {
  readonly location: RouterLocation;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  subscribe(listener: () => void): () => void;
};

function parse(to: string, state: unknown, key: number): RouterLocation {
  const url = new URL(to, 'http://paypage.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export function createBrowserHistory(win: Window = window): History {
  const listeners = new Set<() => void>();
  let key = 0;
  const read = () =>
    parse(
      `${win.location.pathname}${win.location.search}${win.location.hash}`,
      win.history.state,
      (key += 1),
    );
  let location = read();
  const notify = () => {
    location = read();
    listeners.forEach((listener) => listener());
  };
  win.addEventListener('popstate', notify);
  return {
    get location() {
      return location;
    },
    push(to, state = null) {
      win.history.pushState(state, '', to);
      notify();
    },
    replace(to, state = null) {
      win.history.replaceState(state, '', to);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history that lives in memory: `entries` records every address for assertions. */
export function createMemoryHistory(initial = '/'): History & { entries: string[] } {
  const listeners = new Set<() => void>();
  const entries = [initial];
  let key = 1;
  let location = parse(initial, null, key);
  const go = (to: string, state: unknown, replace: boolean) => {
    location = parse(to, state, (key += 1));
    const href = `${location.pathname}${location.search}${location.hash}`;
    if (replace) entries[entries.length - 1] = href;
    else entries.push(href);
    listeners.forEach((listener) => listener());
  };
  return {
    entries,
    get location() {
      return location;
    },
    push: (to, state = null) => go(to, state, false),
    replace: (to, state = null) => go(to, state, true),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
