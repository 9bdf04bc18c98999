import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeFrame } from './challenge-frame';

const box = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="challenge-frame"]');

describe('ChallengeFrame', () => {
  it.each([
    [undefined, '02', '390px', '400px'],
    ['01', '01', '250px', '400px'],
    ['03', '03', '500px', '600px'],
    ['4', '04', '600px', '400px'],
    ['05', '05', '100%', '100%'],
    ['42', '02', '390px', '400px'],
  ])('window size %j is %s: %s × %s', (windowSize, code, width, height) => {
    const { container } = render(<ChallengeFrame windowSize={windowSize} src="/acs" />);
    const element = box(container);
    expect(element).toHaveAttribute('data-window-size', code);
    expect(element?.style.width).toBe(width);
    expect(element?.style.height).toBe(height);
    expect(element?.className).toContain('max-w-full');
  });

  it('renders a titled, named iframe with the given page', () => {
    const ref = createRef<HTMLIFrameElement>();
    render(
      <ChallengeFrame name="threeDSIframe" src="/acs" title="Verify it’s you" frameRef={ref} />,
    );
    const frame = screen.getByTitle('Verify it’s you');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('name', 'threeDSIframe');
    expect(frame).toHaveAttribute('src', '/acs');
    expect(ref.current).toBe(frame);
  });

  it('shows a loading status until the page loads, then calls onFrameLoad', () => {
    const onFrameLoad = vi.fn();
    const { container } = render(<ChallengeFrame src="/acs" onFrameLoad={onFrameLoad} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bank verification…');
    expect(box(container)).toHaveAttribute('aria-busy', 'true');
    expect(box(container)).toHaveAttribute('data-state', 'loading');

    const frame = screen.getByTitle('Bank verification') as HTMLIFrameElement;
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
    expect(box(container)).toHaveAttribute('data-state', 'ready');
    expect(box(container)).not.toHaveAttribute('aria-busy');
    expect(onFrameLoad).toHaveBeenCalledWith(frame);
  });

  it('loads again when given another page', () => {
    const { container, rerender } = render(<ChallengeFrame src="/acs/1" />);
    fireEvent.load(screen.getByTitle('Bank verification'));
    expect(box(container)).toHaveAttribute('data-state', 'ready');
    rerender(<ChallengeFrame src="/acs/2" />);
    expect(box(container)).toHaveAttribute('data-state', 'loading');
  });

  it('without a page of its own, ignores the blank page and waits for the form post', () => {
    const onFrameLoad = vi.fn();
    const { container } = render(<ChallengeFrame name="challenge" onFrameLoad={onFrameLoad} />);
    fireEvent.load(screen.getByTitle('Bank verification'));
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(onFrameLoad).not.toHaveBeenCalled();
  });

  it('takes a custom loading label and lets the caller’s class win', () => {
    const { container } = render(
      <ChallengeFrame
        src="/acs"
        loadingLabel="Connecting to your bank…"
        className="rounded-none"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to your bank…');
    expect(box(container)?.className).toContain('rounded-none');
    expect(box(container)?.className).not.toContain('rounded-lg');
  });
});
