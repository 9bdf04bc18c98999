import { describe, expect, it } from 'vitest';
import { CLICK_TO_PAY_SDK_URLS, clickToPaySdkUrl } from './sdk-loader';

// The loader itself is never called here: no script is loaded in tests.
describe("the networks' SDK URLs by environment", () => {
  it.each([
    ['test', 'visa', CLICK_TO_PAY_SDK_URLS.test.visa],
    ['test', 'mc', CLICK_TO_PAY_SDK_URLS.test.mc],
    ['live', 'visa', CLICK_TO_PAY_SDK_URLS.live.visa],
    ['live-us', 'mc', CLICK_TO_PAY_SDK_URLS.live.mc],
    ['live-au', 'visa', CLICK_TO_PAY_SDK_URLS.live.visa],
    ['anything-else', 'mc', CLICK_TO_PAY_SDK_URLS.test.mc],
  ] as const)('%s, %s', (environment, network, url) => {
    expect(clickToPaySdkUrl(environment, network)).toBe(url);
  });

  it('uses sandbox hosts for test only, https everywhere', () => {
    for (const url of Object.values(CLICK_TO_PAY_SDK_URLS.test))
      expect(url).toMatch(/^https:\/\/sandbox/);
    for (const url of Object.values(CLICK_TO_PAY_SDK_URLS.live)) {
      expect(url).toMatch(/^https:\/\//);
      expect(url).not.toContain('sandbox');
    }
  });
});
