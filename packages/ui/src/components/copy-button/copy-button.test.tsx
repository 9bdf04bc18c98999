import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const ROUTING = '021000021';

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onCopyResult = vi.fn();
  render(<CopyButton value={ROUTING} label="Copy routing number" onCopyResult={onCopyResult} />);
  const button = screen.getByRole('button', { name: 'Copy routing number' });
  /** Clicks, then lets the copy's promise settle and React render its outcome. */
  const press = async () => {
    await user.click(button);
    await act(async () => {});
  };
  return { press, onCopyResult, button };
}

/** Replaces `document.execCommand` (jsdom has none) and records what was selected to copy. */
function stubExecCommand(succeeds: boolean) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const active = document.activeElement;
    if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value);
    return succeeds;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, copied };
}

const status = () => screen.getByRole('status');
const tooltip = () => screen.queryByRole('tooltip');

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes its async work with a 0 ms timer and advances fake timers only when
    // it sees Jest's; this lets it advance Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it("copies the value, shows and announces 'Copied', then clears it after 2 seconds", async () => {
    const { press, button, onCopyResult } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await press();

    expect(writeText).toHaveBeenCalledWith(ROUTING);
    expect(onCopyResult).toHaveBeenCalledWith('clipboard');
    expect(tooltip()).toHaveTextContent('Copied');
    expect(status()).toHaveTextContent('Copied');
    expect(button).toHaveAttribute('data-status', 'copied');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(tooltip()).toHaveTextContent('Copied');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status()).toBeEmptyDOMElement();
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('a second press restarts the 2 seconds', async () => {
    const { press } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await press();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await press();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(status()).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(status()).toBeEmptyDOMElement();
  });

  it('falls back to a hidden textarea when the Clipboard API is denied', async () => {
    const { press, button, onCopyResult } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const { execCommand, copied } = stubExecCommand(true);

    await press();

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual([ROUTING]);
    expect(onCopyResult).toHaveBeenCalledWith('fallback');
    expect(status()).toHaveTextContent('Copied');
    // The textarea is gone and focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    const { press } = setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { copied } = stubExecCommand(true);
    await press();
    expect(copied).toEqual([ROUTING]);
    expect(status()).toHaveTextContent('Copied');
  });

  it('says so when copying fails, for longer than a success', async () => {
    const { press, onCopyResult } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    stubExecCommand(false);

    await press();

    expect(onCopyResult).toHaveBeenCalledWith('failed');
    expect(status()).toHaveTextContent('Couldn’t copy. Select the text and copy it instead.');
    expect(tooltip()).toHaveTextContent('Couldn’t copy');
    expect(screen.queryByText('Copied')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(status()).toHaveTextContent('Couldn’t copy');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(status()).toBeEmptyDOMElement();
  });
});
