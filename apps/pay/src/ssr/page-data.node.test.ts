import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { makePaymentRequest } from '@paypage/checkout/mocks';
import {
  PAGE_DATA_ELEMENT_ID,
  pageDataScript,
  parsePageData,
  serializePageData,
  zoneOffsetMinutes,
  type PageData,
} from './page-data';

const pageData = (description: string): PageData => ({
  token: 'tok_1234567890abcdef',
  data: {
    paymentRequest: makePaymentRequest({ description }),
    stripeClientKey: null,
    adyenSession: null,
    loading: false,
    error: null,
  },
  today: { now: new Date('2026-11-22T15:00:00.000Z'), timeZone: 'America/New_York' },
  offsetMinutes: -300,
  texts: { 'date short UTC 2026-12-06': 'Dec 6, 2026' },
});

describe('the page data of a server-rendered page', () => {
  it('reads back what was written', () => {
    const written = pageData('Boiler service');
    expect(parsePageData(serializePageData(written))).toEqual(written);
  });

  it('cannot end its script element or open another: markup in request text stays data', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const script = pageDataScript(pageData(hostile));
    expect(script.startsWith(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`)).toBe(
      true,
    );
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(parsePageData(body)?.data.paymentRequest?.description).toBe(hostile);
  });

  it('refuses anything else: absent, not JSON, still loading, no today', () => {
    const good = JSON.parse(serializePageData(pageData('x'))) as Record<string, unknown>;
    expect(parsePageData(null)).toBeNull();
    expect(parsePageData('{')).toBeNull();
    expect(parsePageData('[]')).toBeNull();
    expect(parsePageData(JSON.stringify({ ...good, data: { loading: true } }))).toBeNull();
    expect(parsePageData(JSON.stringify({ ...good, today: { timeZone: 'UTC' } }))).toBeNull();
  });

  it('knows the UTC offset of a zone at an instant, across daylight saving', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-22T15:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T15:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-22T15:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2026-11-22T15:00:00Z'), 'UTC')).toBe(0);
  });

  it('makes one formatter per zone for every render of the process (a server render costs none)', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new Original(...args);
    });
    try {
      const zone = 'Pacific/Chatham';
      expect(zoneOffsetMinutes(new Date('2026-11-22T15:00:00Z'), zone)).toBe(825);
      expect(zoneOffsetMinutes(new Date('2026-07-01T15:00:00Z'), zone)).toBe(765);
      expect(made.mock.calls.filter(([, options]) => options?.timeZone === zone)).toHaveLength(1);
    } finally {
      made.mockRestore();
    }
  });

  it('is found by the entry under the same id (the entry keeps a literal to stay one file)', () => {
    const entry = readFileSync(new URL('../main.tsx', import.meta.url), 'utf8');
    expect(entry).toContain(`const PAGE_DATA_ELEMENT_ID = '${PAGE_DATA_ELEMENT_ID}';`);
  });

  it('is found under the same id by the early-tap recorder, which starts the app after the paint', () => {
    const recorder = readFileSync(
      new URL('../../public/early-actions.js', import.meta.url),
      'utf8',
    );
    expect(recorder).toContain(`document.getElementById('${PAGE_DATA_ELEMENT_ID}')`);
  });
});
