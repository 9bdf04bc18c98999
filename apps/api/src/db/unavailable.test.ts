import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['host not found', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'), true],
    ['a dropped connection', new Error('Connection terminated unexpectedly'), true],
    ['the pool’s connect timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      'the server shutting down',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    ['the server starting up', withCode('the database system is starting up', '57P03'), true],
    ['too many connections', withCode('sorry, too many clients already', '53300'), true],
    ['a connection exception (class 08)', withCode('connection failure', '08006'), true],
    ['PGlite closed', new Error('PGlite is closed'), true],
    [
      'wrapped in a cause',
      new Error('query failed', { cause: withCode('x', 'ECONNREFUSED') }),
      true,
    ],
    [
      'a unique violation',
      withCode('duplicate key value violates unique constraint', '23505'),
      false,
    ],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601'), false],
    ['a plain error', new Error('Maximum call stack size exceeded'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s → %s', (_name, error, unavailable) => {
    expect(databaseUnavailable(error)).toBe(unavailable);
  });
});
