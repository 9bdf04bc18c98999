import { describe, expect, it } from 'vitest';
import { redactPath } from './app.ts';
import { redactSecrets } from './http/errors.ts';

const token = 'XSRiG70LNiwOSN11a8yj0oAvphVnFNMw';

describe('redactPath', () => {
  it.each([
    [`/api/v1/collect/${token}`, '/api/v1/collect/:token'],
    [`/api/v1/collect/${token}/adyen/session`, '/api/v1/collect/:token/adyen/session'],
    [`/pay/${token}/receipt`, '/pay/:token/receipt'],
    [`/api/v1/email-tracking/${token}/link-opened`, '/api/v1/email-tracking/:token/link-opened'],
    [
      `/api/v1/sandbox/payment-requests/${token}/status`,
      '/api/v1/sandbox/payment-requests/:token/status',
    ],
    [
      '/api/v1/sandbox/adyen/sessions/CS0123456789ABCDEF01234567/payments',
      '/api/v1/sandbox/adyen/sessions/:token/payments',
    ],
    [`/api/v1/files/invoices/${token}.pdf`, '/api/v1/files/invoices/:token'],
    ['/api/v1/files/att_abcdefghijklmnopqrstuv/Salary%20slip.pdf', '/api/v1/files/:file'],
    ['/api/v1/client-info', '/api/v1/client-info'],
  ])('%s → %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
  });
});

describe('redactSecrets', () => {
  it('hides the value of a database key in an error message', () => {
    expect(redactSecrets(`Key (token)=(${token}) already exists`)).toBe(
      'Key (token)=([redacted]) already exists',
    );
    expect(redactSecrets('connection refused')).toBe('connection refused');
  });
});
