import { describe, expect, it } from 'vitest';
import { missingProductionSettings, productionSettingsError } from './production-settings.ts';

const complete = {
  PUBLIC_ORIGIN: 'https://pay.example.com',
  WEBHOOK_SECRET_KEY: 'k'.repeat(32),
  SECURED_FIELDS_ORIGIN: 'https://frames.example.com',
};

describe('missingProductionSettings', () => {
  it.each([
    ['all set', {}, []],
    ['no PUBLIC_ORIGIN', { PUBLIC_ORIGIN: undefined }, ['PUBLIC_ORIGIN']],
    ['an http PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'http://localhost:3000' }, ['PUBLIC_ORIGIN']],
    ['no WEBHOOK_SECRET_KEY', { WEBHOOK_SECRET_KEY: '' }, ['WEBHOOK_SECRET_KEY']],
    ['no frames origin', { SECURED_FIELDS_ORIGIN: undefined }, ['SECURED_FIELDS_ORIGIN']],
    [
      'an http frames origin',
      { SECURED_FIELDS_ORIGIN: 'http://localhost:3443' },
      ['SECURED_FIELDS_ORIGIN'],
    ],
    [
      'none of them',
      { PUBLIC_ORIGIN: undefined, WEBHOOK_SECRET_KEY: undefined, SECURED_FIELDS_ORIGIN: undefined },
      ['PUBLIC_ORIGIN', 'WEBHOOK_SECRET_KEY', 'SECURED_FIELDS_ORIGIN'],
    ],
  ])('%s', (_name, change, names) => {
    const missing = missingProductionSettings({ ...complete, ...change });
    expect(missing.map((line) => line.split(' ')[0])).toEqual(names);
  });

  it('words one error naming each missing setting', () => {
    expect(productionSettingsError(complete)).toBeNull();
    expect(productionSettingsError({})).toBe(
      'Production mode does not start without: PUBLIC_ORIGIN (the https origin payers’ links and returns use, e.g. https://pay.example.com); WEBHOOK_SECRET_KEY (32+ characters: seals the webhook signing secrets at rest); SECURED_FIELDS_ORIGIN (the https origin the card fields’ frames are served from).',
    );
  });
});
