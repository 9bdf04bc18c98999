import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THREEDS2_CHALLENGE_TIMEOUT_MS } from '../../rules';
import { CHALLENGE_MESSAGE_TYPE } from './three-ds';
import { ThreeDSChallenge } from './three-ds-challenge';

const token = {
  acsURL: '/api/v1/sandbox/3ds/challenge',
  acsTransID: 'b0c4a2d6-3e1f-4a8b-9c7d-5e6f7a8b9c0d',
  messageVersion: '2.2.0',
  threeDSServerTransID: '8a880dc0-d2d2-4067-bcb1-b08d1690b26e',
};
// The API's origin, not the page's: a relative acsURL is the ACS on the API's origin.
const ORIGIN = 'http://api.test:3100';

let submitted: HTMLFormElement[];
beforeEach(() => {
  submitted = [];
  const record = function (this: HTMLFormElement) {
    submitted.push(this);
  };
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(record);
  // The form may be built in the frame's own document (another realm, another prototype): record
  // its submit() there too, as soon as the frame's document is read.
  const read = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentDocument')?.get;
  vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    const doc = (read?.call(this) ?? null) as Document | null;
    const realm = doc?.defaultView as (Window & typeof globalThis) | null | undefined;
    if (realm && realm.HTMLFormElement.prototype.submit !== record) {
      realm.HTMLFormElement.prototype.submit = record;
    }
    return doc;
  });
});

afterEach(() => vi.useRealTimers());

function renderChallenge(windowSize?: string) {
  const onResult = vi.fn();
  const onError = vi.fn();
  const view = render(
    <ThreeDSChallenge
      token={token}
      windowSize={windowSize}
      expectedOrigin={ORIGIN}
      onResult={onResult}
      onError={onError}
    />,
  );
  const frame = view.container.querySelector('iframe') as HTMLIFrameElement;
  const post = (data: unknown, options: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: options.origin ?? ORIGIN,
          source: options.source === undefined ? frame.contentWindow : options.source,
        }),
      );
    });
  const root = view.container.querySelector('[data-slot="three-ds-challenge"]') as HTMLElement;
  return { onResult, onError, frame, post, root, view };
}

const message = (transStatus: string, id = token.threeDSServerTransID) =>
  JSON.stringify({ type: CHALLENGE_MESSAGE_TYPE, transStatus, threeDSServerTransID: id });

describe('the 3-D Secure challenge', () => {
  it('posts the CReq into its frame at the window size, once, and takes focus', () => {
    const { frame, root } = renderChallenge('04');
    expect(submitted).toHaveLength(1);
    const form = submitted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://api.test:3100/api/v1/sandbox/3ds/challenge');
    const creq = (form.elements.namedItem('creq') as HTMLInputElement).value;
    expect(JSON.parse(atob(creq.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({
      acsTransID: token.acsTransID,
      threeDSServerTransID: token.threeDSServerTransID,
      messageType: 'CReq',
      challengeWindowSize: '04',
    });
    // Built in the frame's own document, or else targeted at the frame.
    expect(form.ownerDocument === frame.contentDocument || form.target === frame.name).toBe(true);
    expect(root).toHaveAttribute('data-window-size', '04');
    expect(root).toHaveAttribute('data-state', 'init');
    expect(
      screen.getByRole('heading', { name: 'Confirm this payment with your bank' }),
    ).toHaveFocus();
    expect(screen.getByTitle('Bank verification')).toBe(frame);
  });

  it('defaults to window size 02', () => {
    expect(renderChallenge().root).toHaveAttribute('data-window-size', '02');
  });

  it('accepts the answer of its frame, from the expected origin, for its transaction', () => {
    const { post, onResult, onError, root } = renderChallenge();
    post(message('Y'));
    expect(onResult).toHaveBeenCalledWith({ transStatus: 'Y' });
    expect(onError).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'complete');
    // One answer only.
    post(message('N'));
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin, another window, another transaction or of another shape', () => {
    const { post, onResult, onError, root } = renderChallenge();
    post(message('Y'), { origin: 'https://evil.example' });
    post(message('Y'), { source: window });
    post(message('Y', '00000000-0000-0000-0000-000000000000'));
    post({
      type: CHALLENGE_MESSAGE_TYPE,
      transStatus: 'Y',
      threeDSServerTransID: token.threeDSServerTransID,
    });
    post('not json');
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(root).not.toHaveAttribute('data-state', 'complete');
  });

  it('reports 801 for an answer without a valid transStatus', () => {
    const { post, onError, onResult, root } = renderChallenge();
    post(message('maybe'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorCode: 801 }));
    expect(onResult).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'error');
  });

  it('completes with transStatus U and errorCode timeout after 600000 ms without an answer', () => {
    vi.useFakeTimers();
    const { onResult, root } = renderChallenge();
    act(() => {
      vi.advanceTimersByTime(THREEDS2_CHALLENGE_TIMEOUT_MS - 1);
    });
    expect(onResult).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onResult).toHaveBeenCalledWith({ transStatus: 'U', errorCode: 'timeout' });
    expect(root).toHaveAttribute('data-state', 'complete');
  });

  it('stops listening when it goes', () => {
    vi.useFakeTimers();
    const { onResult, view } = renderChallenge();
    view.unmount();
    act(() => {
      vi.advanceTimersByTime(THREEDS2_CHALLENGE_TIMEOUT_MS);
    });
    expect(onResult).not.toHaveBeenCalled();
  });
});
