/**
 * Logs: one line per event, as text locally or as one JSON object per line in production
 * (LOG_FORMAT=json|text; default json when NODE_ENV or PAYPAGE_MODE is production). What is
 * logged goes through `redact` first: never a token, a secret key, an Authorization header or a
 * card number. Request and response bodies are never logged.
 */
import { format } from 'node:util';

export type LogFormat = 'json' | 'text';
export type LogLevel = 'info' | 'warn' | 'error';

/** LOG_FORMAT, else json in production (NODE_ENV or PAYPAGE_MODE), else text. */
export function logFormatFrom(env: NodeJS.ProcessEnv): LogFormat {
  const raw = env.LOG_FORMAT;
  if (raw === 'json' || raw === 'text') return raw;
  if (raw) throw new Error(`LOG_FORMAT must be "json" or "text", not "${raw}".`);
  return env.NODE_ENV === 'production' || env.PAYPAGE_MODE === 'production' ? 'json' : 'text';
}

/** Whether a run of digits passes the Luhn check every card number passes. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Field names whose value is a secret, a credential or a token, whatever it looks like. */
const SECRET_FIELD =
  '[A-Za-z_-]*(?:token|secret|password|passwd|api[_-]?key|hmac[_-]?key|session[_-]?(?:data|result|id)|signature|credential|cvc|cvv|security[_-]?code)[A-Za-z_]*';

/** The routes whose path segment after them is a token (a payment request's, a session's). */
const TOKEN_ROUTES = 'collect|pay|email-tracking|payment-requests|sessions|invoices';

/**
 * What is never logged, in the order it is replaced: by field name (a value after `name=`,
 * `name:` or `"name":`), by the known shapes of keys and tokens, tokens in paths, and card
 * numbers (13–19 digits that pass the Luhn check). Nothing else is touched: request ids,
 * variable names and ordinary identifiers stay readable.
 */
export const REDACTIONS: readonly {
  name: string;
  pattern: RegExp;
  replacement: string | ((match: string, ...groups: string[]) => string);
}[] = [
  {
    name: 'authorization header',
    pattern:
      /\b((?:proxy-)?authorization)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;}]+/gi,
    replacement: '$1$2[redacted]',
  },
  {
    name: 'bearer credential',
    pattern: /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi,
    replacement: '$1 [redacted]',
  },
  {
    name: 'secret field',
    pattern: new RegExp(`\\b(${SECRET_FIELD})(["']?\\s*[:=]\\s*["']?)[^\\s"',;}&)]+`, 'gi'),
    replacement: '$1$2[redacted]',
  },
  {
    // PostgreSQL's detail of a constraint: `Key (token)=(…) already exists`.
    name: 'database key detail',
    pattern: /\b(Key \([^)]*\)=\()[^)]*\)/g,
    replacement: '$1[redacted])',
  },
  {
    name: 'secret key',
    pattern: /\b(?:[a-z]+_)?(?:sk|rk|whsec)_[A-Za-z0-9_-]+/gi,
    replacement: '[redacted key]',
  },
  {
    name: 'Plaid token',
    pattern: /\b(?:access|public|link|processor)-(?:sandbox|development|production)-[A-Za-z0-9-]+/g,
    replacement: '[redacted key]',
  },
  {
    name: 'token in a route path',
    pattern: new RegExp(`/(${TOKEN_ROUTES})/(?!:token\\b)[^/\\s?#"')]+`, 'g'),
    replacement: '/$1/:token',
  },
  {
    name: 'attachment in a path',
    pattern: /\/files\/att_[^/\s?#"')]+(\/[^/\s?#"')]*)?/g,
    replacement: '/files/:file',
  },
  {
    // Any path segment shaped like a token (22+ base64url characters), on a route not listed.
    name: 'token-like path segment',
    pattern: /(?<=\/)[A-Za-z0-9_-]{22,}(?=[/?#\s"')]|$)/g,
    replacement: '[redacted]',
  },
  {
    name: 'card number',
    pattern: /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g,
    replacement: (match: string) =>
      luhnValid(match.replace(/[ -]/g, '')) ? '[redacted card]' : match,
  },
];

/** `text` without secrets, tokens, Authorization credentials or card numbers (`REDACTIONS`). */
export function redact(text: string): string {
  let result = text;
  for (const { pattern, replacement } of REDACTIONS) {
    result = result.replace(pattern, replacement as (match: string) => string);
  }
  return result;
}

/**
 * A request path as logged: no query string, the token segments of payment-request routes as
 * `:token` (`/pay/{token}` → `/pay/:token`), attachments as `:file`, by `redact`.
 */
export function redactPath(pathname: string): string {
  return redact(pathname.split(/[?#]/)[0] ?? '');
}

export type RequestEntry = {
  method: string;
  path: string;
  status: number;
  ms: number;
  requestId: string;
};

/** One request's line: `[api] GET /pay/:token 200 3ms` or its JSON object. */
export function requestLine(logFormat: LogFormat, entry: RequestEntry, now = new Date()): string {
  const path = redactPath(entry.path);
  if (logFormat === 'text') return `[api] ${entry.method} ${path} ${entry.status} ${entry.ms}ms`;
  const level: LogLevel = entry.status >= 500 ? 'error' : 'info';
  return JSON.stringify({
    time: now.toISOString(),
    level,
    msg: 'request',
    method: entry.method,
    path,
    status: entry.status,
    ms: entry.ms,
    requestId: entry.requestId,
  });
}

/** Any other line (start, errors, workers) as JSON: `{time, level, msg}`, redacted. */
export function jsonLine(level: LogLevel, message: string, now = new Date()): string {
  return JSON.stringify({ time: now.toISOString(), level, msg: redact(message) });
}

/**
 * In json format, routes `console.log/info/warn/error` through `jsonLine` (one object per line
 * on stdout, errors on stderr), so every line the server prints is JSON. Returns the undo.
 */
export function useJsonConsole(
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): () => void {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  console.log = (...args: unknown[]) => out(jsonLine('info', format(...args)));
  console.info = console.log;
  console.warn = (...args: unknown[]) => err(jsonLine('warn', format(...args)));
  console.error = (...args: unknown[]) => err(jsonLine('error', format(...args)));
  return () => Object.assign(console, saved);
}

/** The request id: the caller's X-Request-Id when it is short and plain, else a new one. */
export function requestIdOf(header: string | undefined): string {
  if (header && /^[A-Za-z0-9._:-]{1,64}$/.test(header)) return header;
  return crypto.randomUUID();
}
