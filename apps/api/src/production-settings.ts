/**
 * What production mode refuses to start without (docs/operations.md "Production mode"), each named by its
 * setting: the public origin payers' links and returns use, on https (the server itself may
 * listen on plain HTTP behind a TLS proxy); the key that seals webhook signing secrets at rest;
 * and the card fields' frames' origin, on https. Empty when nothing is missing.
 */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string[] {
  const https = (value: string | undefined) =>
    value !== undefined && /^https:\/\/[^/?#\s]+\/?$/.test(value);
  const missing: string[] = [];
  if (!https(env.PUBLIC_ORIGIN)) {
    missing.push(
      'PUBLIC_ORIGIN (the https origin payers’ links and returns use, e.g. https://pay.example.com)',
    );
  }
  if (!env.WEBHOOK_SECRET_KEY) {
    missing.push('WEBHOOK_SECRET_KEY (32+ characters: seals the webhook signing secrets at rest)');
  }
  if (!https(env.SECURED_FIELDS_ORIGIN)) {
    missing.push(
      'SECURED_FIELDS_ORIGIN (the https origin the card fields’ frames are served from)',
    );
  }
  return missing;
}

/** The start-up error of `missingProductionSettings`, or null. */
export function productionSettingsError(env: NodeJS.ProcessEnv): string | null {
  const missing = missingProductionSettings(env);
  return missing.length === 0
    ? null
    : `Production mode does not start without: ${missing.join('; ')}.`;
}
