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

/**
 * What is never logged, in the order it is replaced. Keys first (their body would otherwise
 * read as a bare token), card-like digit runs (13–19 digits, spaces or dashes between) before
 * bare tokens (22+ base64url characters: payment-request tokens, session ids, secrets).
 */
export const REDACTIONS = [
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
    name: 'secret key',
    pattern: /\b(?:[a-z]+_)?(?:sk|rk|whsec)_[A-Za-z0-9_-]+/gi,
    replacement: '[redacted key]',
  },
  {
    name: 'card number',
    pattern: /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g,
    replacement: '[redacted card]',
  },
  { name: 'token', pattern: /[A-Za-z0-9_-]{22,}/g, replacement: '[redacted]' },
] as const satisfies readonly { name: string; pattern: RegExp; replacement: string }[];

/** `text` without tokens, secret keys, Authorization credentials or card numbers. */
export function redact(text: string): string {
  let result = text;
  for (const { pattern, replacement } of REDACTIONS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A request path as logged: no query string, the token segments of payment-request routes as
 * `:token` (`/pay/{token}` → `/pay/:token`), attachments as `:file`, then `redact` over the rest.
 */
export function redactPath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '';
  return redact(
    withoutQuery
      .replace(
        /\/(collect|pay|email-tracking|payment-requests|sessions|invoices)\/[^/]+/g,
        '/$1/:token',
      )
      .replace(/\/files\/att_[^/]+(\/[^/]*)?/g, '/files/:file'),
  );
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
