import { describe, expect, it, vi } from 'vitest';
import type { ErrorLevel } from './embed-options';
import { reportFailedCall } from './error-level';
import { SessionCallError, sessionCallReport } from '../widget/session';

const failure = {
  name: 'NETWORK_ERROR' as const,
  message: 'Call to http://localhost:3000/api/v1/sandbox/adyen/sessions/{id}/payments failed',
  errorCode: '620',
};

function sink(withOnError: boolean) {
  return {
    onError: withOnError ? vi.fn() : undefined,
    console: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    throwUncaught: vi.fn(),
  };
}

describe('the error levels of a failed call (docs/widget.md#errors)', () => {
  it.each([
    // level, onError given, console line at, onError called, thrown uncaught
    ['silent', true, null, false, false],
    ['info', true, 'info', false, false],
    ['warn', true, 'warn', false, false],
    ['error', false, 'error', false, false],
    ['throw', true, null, true, false],
    ['throw', false, null, false, true],
  ] as const)(
    '%s (onError given: %s): console %s, onError %s, uncaught %s',
    (level, withOnError, line, toOnError, uncaught) => {
      const out = sink(withOnError);
      reportFailedCall(level as ErrorLevel, failure, out);
      for (const method of ['info', 'warn', 'error'] as const) {
        if (method === line) expect(out.console[method]).toHaveBeenCalledWith(failure.message);
        else expect(out.console[method]).not.toHaveBeenCalled();
      }
      if (toOnError) expect(out.onError).toHaveBeenCalledWith(failure);
      else if (out.onError) expect(out.onError).not.toHaveBeenCalled();
      if (uncaught) {
        const error = out.throwUncaught.mock.calls[0]?.[0] as Error;
        expect(error).toMatchObject({ name: 'NETWORK_ERROR', message: failure.message });
      } else expect(out.throwUncaught).not.toHaveBeenCalled();
    },
  );
});

describe('a page the API does not allow (README "Embedding the card widget")', () => {
  const refused = {
    name: 'IMPLEMENTATION_ERROR' as const,
    message:
      'The card widget on http://shop.test may not call this API: add http://shop.test to SECURED_FIELDS_PARENTS.',
    errorCode: 'ORIGIN_NOT_ALLOWED',
  };

  it.each(['silent', 'info', 'warn', 'error', 'throw'] as const)(
    'at any level (%s) is a console error naming the setting and the origin, and onError',
    (level) => {
      const out = sink(true);
      reportFailedCall(level, refused, out);
      expect(out.console.error).toHaveBeenCalledWith(refused.message);
      expect(out.onError).toHaveBeenCalledWith(refused);
      expect(out.throwUncaught).not.toHaveBeenCalled();
    },
  );

  it("is the session call's report of the API's 403", () => {
    const error = new SessionCallError(
      'setup',
      'http://api.test/api/v1/sandbox/adyen/sessions/{id}/setup',
      refused.message,
      { reason: 'http', status: 403 },
      { status: 403, errorCode: 'ORIGIN_NOT_ALLOWED', message: refused.message },
    );
    expect(sessionCallReport(error)).toEqual(refused);
  });
});
