/**
 * A client key's environment against the server's (card-widget spec §8, "wrong-environment
 * key"): a `sandbox_` key pays only on a sandbox-mode server, a `test_` key only with
 * ADYEN_ENVIRONMENT=TEST, a `live_` key only with a live one (LIVE or a live region). The widget
 * checks its key against its `environment` option before it renders; the server checks the key a
 * widget sends against where it runs, and refuses a mismatch with 422 `WRONG_ENVIRONMENT`.
 */
export const WRONG_ENVIRONMENT = 'WRONG_ENVIRONMENT';

export type KeyEnvironment = 'sandbox' | 'test' | 'live';

const PREFIXES = [
  ['sandbox_', 'sandbox'],
  ['test_', 'test'],
  ['live_', 'live'],
] as const satisfies readonly (readonly [string, KeyEnvironment])[];

/** The environment a client key belongs to, by its prefix (null: not a client key). */
export function clientKeyEnvironment(key: string): KeyEnvironment | null {
  return PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
}

/**
 * Where this server pays: `sandbox` in sandbox mode, else Adyen Web's environment of
 * ADYEN_ENVIRONMENT (`test`, `live`, `live-us`, …; null: no card provider configured).
 */
export type ServerCardEnvironment = 'sandbox' | 'test' | `live${string}` | null;

/** Null when `key` may pay here, else the words of the refusal. */
export function wrongEnvironment(key: string, server: ServerCardEnvironment): string | null {
  const environment = clientKeyEnvironment(key);
  if (environment === null) return 'The clientKey must start with sandbox_, test_ or live_.';
  if (server === null) return null;
  const fits =
    server === 'sandbox' || server === 'test' ? environment === server : environment === 'live';
  return fits
    ? null
    : `The clientKey is a ${environment}_ key, which does not work with this server (the ${server} environment).`;
}
