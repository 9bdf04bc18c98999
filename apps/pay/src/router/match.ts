/** Route patterns like `/pay/:token/receipt`: static segments and named parameters. */
export type Params = Record<string, string>;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return null;
  const params: Params = {};
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] as string;
    const got = actual[index] as string;
    if (want.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(got);
      } catch {
        return null;
      }
      params[want.slice(1)] = value;
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

/** Resolves `to` against `from` the way links do: `./processing`, `../receipt`, `/pay/x`. */
export function resolvePath(to: string, from: string): string {
  if (to.startsWith('/')) return to;
  const [toPath = '', ...rest] = to.split(/(?=[?#])/);
  const base = segments(from);
  for (const part of segments(toPath)) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  return `/${base.join('/')}${rest.join('')}`;
}
