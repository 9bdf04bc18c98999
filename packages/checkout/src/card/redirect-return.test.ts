import { afterEach, describe, expect, it } from 'vitest';
import { currentRedirectReturn, forgetRedirectReturn } from './redirect-return';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('forgetRedirectReturn', () => {
  it('takes the return’s parameters out of the address, keeping the rest and the history state', () => {
    window.history.pushState(
      { step: 'card' },
      '',
      '/pay/t1?lang=en&sessionId=CS1&redirectResult=Rr2#top',
    );
    const entries = window.history.length;
    expect(currentRedirectReturn()).toEqual({ sessionId: 'CS1', redirectResult: 'Rr2' });
    forgetRedirectReturn();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pay/t1?lang=en#top',
    );
    expect(window.history.state).toEqual({ step: 'card' });
    expect(window.history.length).toBe(entries);
    expect(currentRedirectReturn()).toBeNull();
  });

  it('leaves an address that is not a return alone', () => {
    window.history.pushState(null, '', '/pay/t1?sessionId=CS1');
    forgetRedirectReturn();
    expect(window.location.search).toBe('?sessionId=CS1');
  });
});
