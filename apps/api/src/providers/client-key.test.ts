import { describe, expect, it } from 'vitest';
import {
  clientKeyEnvironment,
  type ServerCardEnvironment,
  wrongEnvironment,
} from './client-key.ts';

describe('a client key’s environment', () => {
  it.each([
    ['sandbox_K2', 'sandbox'],
    ['test_7VJQ3XK2', 'test'],
    ['live_ABCD', 'live'],
    ['pk_test_1', null],
    ['', null],
    ['TEST_7V', null],
  ])('%j is a key of %s', (key, environment) => {
    expect(clientKeyEnvironment(key)).toBe(environment);
  });

  const fits: [string, ServerCardEnvironment, boolean][] = [
    ['sandbox_K2', 'sandbox', true],
    ['test_K2', 'sandbox', false],
    ['live_K2', 'sandbox', false],
    ['test_K2', 'test', true],
    ['sandbox_K2', 'test', false],
    ['live_K2', 'test', false],
    ['live_K2', 'live', true],
    ['live_K2', 'live-us', true],
    ['live_K2', 'live-apse', true],
    ['test_K2', 'live-au', false],
    ['sandbox_K2', 'live', false],
  ];
  it.each(fits)('%s on a server of %s: allowed %s', (key, server, allowed) => {
    expect(wrongEnvironment(key, server) === null).toBe(allowed);
  });

  it('names the key’s environment and the server’s', () => {
    expect(wrongEnvironment('test_K2', 'sandbox')).toBe(
      'The clientKey is a test_ key, which does not work with this server (the sandbox environment).',
    );
  });

  it('refuses what is no client key, whatever the server', () => {
    expect(wrongEnvironment('pk_live_1', null)).toMatch(/must start with sandbox_, test_ or live_/);
  });
});
