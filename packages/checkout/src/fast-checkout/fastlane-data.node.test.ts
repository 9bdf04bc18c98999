import { exampleFastCheckoutConfig } from '@paypage/contract/fixtures';
import { describe, expect, it } from 'vitest';
import {
  buildFastCheckoutData,
  checkFastCheckoutSection,
  decodeFastlaneData,
  encodeFastlaneData,
  fastCheckoutPayment,
  type FastCheckoutState,
} from './fastlane-data';

const CONFIG = exampleFastCheckoutConfig;

const STATE: FastCheckoutState = {
  config: CONFIG,
  consentShown: true,
  displayed: true,
  toggleOn: true,
  telephoneDigits: '4155550132',
};

describe('buildFastCheckoutData (§3)', () => {
  it.each<[string, Partial<FastCheckoutState>, object]>([
    [
      'toggle on, complete number',
      {},
      {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: true,
        consentVersion: 'v2',
        telephoneNumber: '4155550132',
      },
    ],
    [
      'toggle on, no number',
      { telephoneDigits: '' },
      {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: true,
        consentVersion: 'v2',
      },
    ],
    [
      'toggle on, incomplete number: not sent',
      { telephoneDigits: '415555' },
      {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: true,
        consentVersion: 'v2',
      },
    ],
    [
      'toggle off: no consent, no number',
      { toggleOn: false },
      {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: false,
        consentVersion: 'v2',
      },
    ],
    [
      'shown before, hidden now (amex): no consent even with the toggle on',
      { displayed: false },
      {
        consentShown: true,
        fastlaneSessionId: 'fl-session-1',
        consentGiven: false,
        consentVersion: 'v2',
      },
    ],
    [
      'never shown (showConsent false)',
      {
        config: { showConsent: false, fastlaneSessionId: 'fl-session-1' },
        consentShown: false,
        displayed: false,
        toggleOn: false,
      },
      { consentShown: false, fastlaneSessionId: 'fl-session-1', consentGiven: false },
    ],
    [
      'no session id, version padded',
      {
        config: { ...CONFIG, fastlaneSessionId: undefined, termsAndConditionsVersion: ' v3 ' },
      },
      {
        consentShown: true,
        consentGiven: true,
        consentVersion: 'v3',
        telephoneNumber: '4155550132',
      },
    ],
    [
      'empty session id left out',
      { config: { ...CONFIG, fastlaneSessionId: '' }, toggleOn: false },
      { consentShown: true, consentGiven: false, consentVersion: 'v2' },
    ],
  ])('%s', (_name, change, expected) => {
    const data = buildFastCheckoutData({ ...STATE, ...change });
    expect(data).toStrictEqual(expected);
  });

  it('keeps the reference key order (consentShown, fastlaneSessionId, consentGiven, consentVersion, telephoneNumber)', () => {
    expect(Object.keys(buildFastCheckoutData(STATE))).toEqual([
      'consentShown',
      'fastlaneSessionId',
      'consentGiven',
      'consentVersion',
      'telephoneNumber',
    ]);
  });
});

describe('fastlaneData encoding (§3 encoded blob, §5 base64 JSON)', () => {
  it('is base64 of the JSON, the same bytes as btoa(JSON.stringify(data)) for ASCII', () => {
    const data = buildFastCheckoutData(STATE);
    const encoded = encodeFastlaneData(data);
    expect(encoded).toBe(btoa(JSON.stringify(data)));
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(
      '{"consentShown":true,"fastlaneSessionId":"fl-session-1","consentGiven":true,"consentVersion":"v2","telephoneNumber":"4155550132"}',
    );
  });

  it('encodes text beyond Latin-1 as UTF-8 and decodes it back', () => {
    const data = { consentShown: true, consentGiven: false, consentVersion: 'Ausgabe 2 – März ✓' };
    const encoded = encodeFastlaneData(data);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(JSON.stringify(data));
    expect(decodeFastlaneData(encoded)).toStrictEqual(data);
  });

  it('fastCheckoutPayment gives { fastlaneData } that decodes to the data', () => {
    const payment = fastCheckoutPayment({ ...STATE, toggleOn: false });
    expect(Object.keys(payment)).toEqual(['fastlaneData']);
    expect(decodeFastlaneData(payment.fastlaneData)).toStrictEqual({
      consentShown: true,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: false,
      consentVersion: 'v2',
    });
  });
});

describe('checkFastCheckoutSection', () => {
  it.each<[string, unknown, string | null]>([
    ['complete', CONFIG, null],
    ['consent not shown: no links needed', { showConsent: false }, null],
    ['no showConsent (§5)', {}, 'showConsent must be a boolean'],
    [
      'an http terms link: shown links are https only',
      { ...CONFIG, termsAndConditionsLink: 'http://shop.example.com/terms' },
      'termsAndConditionsLink must be an https URL',
    ],
    [
      'a javascript: privacy link',
      { ...CONFIG, privacyPolicyLink: 'javascript:alert(1)' },
      'privacyPolicyLink must be a URL',
    ],
    [
      'no version',
      { ...CONFIG, termsAndConditionsVersion: '' },
      'termsAndConditionsVersion is missing',
    ],
  ])('%s', (_name, config, problem) => {
    const check = checkFastCheckoutSection(config);
    if (problem === null) {
      expect(check).toEqual({ valid: true, config });
    } else {
      expect(check.valid).toBe(false);
      expect(!check.valid && check.warning).toMatch(/^Fast checkout is not displayed: /);
      expect(!check.valid && check.warning).toContain(problem);
    }
  });
});
