import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-ip.ts';

describe('forwardedClient', () => {
  it.each([
    // [X-Forwarded-For, trusted hops, the client]
    ['one proxy: the address it appended', '203.0.113.7', 1, '203.0.113.7'],
    [
      'one proxy: a spoofed leftmost entry is not the client',
      '6.6.6.6, 203.0.113.7',
      1,
      '203.0.113.7',
    ],
    ['one proxy: many spoofed entries', '1.1.1.1, 2.2.2.2,3.3.3.3 , 203.0.113.7', 1, '203.0.113.7'],
    [
      'two proxies: the entry before the first proxy’s',
      '6.6.6.6, 203.0.113.7, 10.0.0.2',
      2,
      '203.0.113.7',
    ],
    ['two proxies, no spoofing', '203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['fewer entries than hops: the furthest known', '203.0.113.7', 3, '203.0.113.7'],
    ['IPv6 entries', '2001:db8::1, 2001:db8::7', 1, '2001:db8::7'],
    ['empty entries are skipped', '203.0.113.7, ,', 1, '203.0.113.7'],
  ])('%s', (_name, header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });

  it.each([
    ['no header', undefined, 1],
    ['an empty header', ' , ', 1],
    ['no trusted proxy', '203.0.113.7', 0],
  ])('%s: none (the socket’s address is the client)', (_name, header, hops) => {
    expect(forwardedClient(header, hops)).toBeNull();
  });
});
