/** A device fingerprint as the page sends it (spec §3). */
export const fingerprint = {
  deviceId: 'dev_123',
  clientIp: '203.0.113.9',
  platform: 'MacIntel',
  userAgent: 'Mozilla/5.0',
  timezone: 'America/New_York',
  locale: 'en-US',
  capturedAt: '2026-11-22T15:04:05.000Z',
};
