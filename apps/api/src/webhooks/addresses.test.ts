import { describe, expect, it } from 'vitest';
import {
  addressRule,
  hostNameRule,
  judgeAddress,
  parseAllowCidrs,
  parseCidr,
  parseIp,
  type TargetPolicy,
} from './addresses.ts';

/** The host of a URL as the server reads it (the URL parser's spelling of an address). */
const hostOf = (written: string) => new URL(`http://${written}/`).hostname;

const production: TargetPolicy = { allowLoopback: false, allowCidrs: [] };
const sandbox: TargetPolicy = { allowLoopback: true, allowCidrs: [] };

describe('address rules', () => {
  it.each([
    // loopback in every spelling the URL parser accepts
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['[::1]', 'loopback'],
    ['[0:0:0:0:0:0:0:1]', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['[64:ff9b::127.0.0.1]', 'loopback'],
    ['[2002:7f00:1::]', 'loopback'],
    // link-local, the cloud metadata address
    ['169.254.169.254', 'link-local'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['[fe80::1]', 'link-local'],
    ['[febf::1]', 'link-local'],
    // private, unique-local, CGNAT
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['[::ffff:10.1.2.3]', 'private'],
    ['[::ffff:192.168.0.1]', 'private'],
    ['[fec0::1]', 'private'],
    ['[64:ff9b:1::a]', 'private'],
    ['[fc00::1]', 'unique-local'],
    ['[fd12:3456::1]', 'unique-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    // multicast, broadcast, unspecified
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['[ff02::1]', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['[::]', 'unspecified'],
    ['[::ffff:0.0.0.0]', 'unspecified'],
    // documentation, benchmarking, reserved
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['[2001:db8::1]', 'documentation'],
    ['[3fff::1]', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.0.8', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['[2001::1]', 'reserved'],
    ['[100::1]', 'reserved'],
    ['[::127.0.0.1]', 'reserved'],
    ['[4000::1]', 'reserved'],
  ])('%s is %s', (written, rule) => {
    expect(addressRule(parseIp(hostOf(written))!)).toBe(rule);
    expect(judgeAddress(hostOf(written), production)).toEqual({ allowed: false, rule });
  });

  it.each([
    ['93.184.216.34'],
    ['8.8.8.8'],
    ['100.63.255.255'],
    ['100.128.0.0'],
    ['172.15.255.255'],
    ['172.32.0.0'],
    ['169.253.255.255'],
    ['223.255.255.255'],
    ['[2606:4700::1111]'],
    ['[2001:4860:4860::8888]'],
    ['[::ffff:93.184.216.34]'],
    ['[64:ff9b::8.8.8.8]'],
    ['[2002:5db8:d822::1]'],
  ])('%s is public unicast', (written) => {
    expect(addressRule(parseIp(hostOf(written))!)).toBeNull();
    expect(judgeAddress(hostOf(written), production)).toEqual({ allowed: true });
  });

  it('addresses as a resolver gives them (dotted IPv4 inside IPv6, no brackets)', () => {
    expect(judgeAddress('::ffff:127.0.0.1', production)).toEqual({
      allowed: false,
      rule: 'loopback',
    });
    expect(judgeAddress('fe80::1%eth0', production)).toEqual({ allowed: false, rule: 'not an IP' });
    expect(judgeAddress('shop.example', production)).toEqual({ allowed: false, rule: 'not an IP' });
  });

  it('the sandbox also takes loopback, and nothing else more', () => {
    expect(judgeAddress('127.0.0.1', sandbox)).toEqual({ allowed: true });
    expect(judgeAddress('::1', sandbox)).toEqual({ allowed: true });
    expect(judgeAddress('::ffff:127.0.0.1', sandbox)).toEqual({ allowed: true });
    expect(judgeAddress('169.254.169.254', sandbox)).toEqual({
      allowed: false,
      rule: 'link-local',
    });
    expect(judgeAddress('10.0.0.5', sandbox)).toEqual({ allowed: false, rule: 'private' });
  });

  it('WEBHOOK_ALLOW_CIDRS opens exactly its ranges', () => {
    const policy = {
      allowLoopback: false,
      allowCidrs: parseAllowCidrs('10.1.2.0/24, fd00:1::/32 127.0.0.1'),
    };
    expect(judgeAddress('10.1.2.200', policy)).toEqual({ allowed: true });
    expect(judgeAddress('::ffff:10.1.2.200', policy)).toEqual({ allowed: false, rule: 'private' });
    expect(judgeAddress('10.1.3.1', policy)).toEqual({ allowed: false, rule: 'private' });
    expect(judgeAddress('fd00:1::9', policy)).toEqual({ allowed: true });
    expect(judgeAddress('fd00:2::9', policy)).toEqual({ allowed: false, rule: 'unique-local' });
    expect(judgeAddress('127.0.0.1', policy)).toEqual({ allowed: true });
    expect(judgeAddress('127.0.0.2', policy)).toEqual({ allowed: false, rule: 'loopback' });
  });

  it.each([['10.0.0.0/33'], ['10.0.0/8'], ['shop.example/8'], ['10.0.0.0/8/1'], ['::/129']])(
    'refuses the CIDR %s',
    (text) => {
      expect(parseCidr(text)).toBeNull();
      expect(() => parseAllowCidrs(text)).toThrow(/WEBHOOK_ALLOW_CIDRS: ".*" is not a CIDR/);
    },
  );

  it('takes no CIDR from an empty setting', () => {
    expect(parseAllowCidrs(undefined)).toEqual([]);
    expect(parseAllowCidrs(' ')).toEqual([]);
  });
});

describe('host name rules', () => {
  it.each([
    ['localhost', 'loopback'],
    ['LOCALHOST.', 'loopback'],
    ['api.localhost', 'loopback'],
    ['db', 'internal host name'],
    ['metadata', 'internal host name'],
    ['metadata.google.internal', 'internal host name'],
    ['printer.local', 'internal host name'],
    ['nas.home.arpa', 'internal host name'],
    ['shop.example', null],
    ['hooks.shop.example.com', null],
  ])('%s: %s', (name, rule) => {
    expect(hostNameRule(name)).toBe(rule);
  });
});
