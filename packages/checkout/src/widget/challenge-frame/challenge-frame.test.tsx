import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it("fills its container edge to edge at '05' only", () => {
    const { container, rerender } = render(<ChallengeFrame windowSize="05" src="/acs" />);
    expect(box(container)?.className).toContain('border-0');
    expect(box(container)?.className).not.toContain('rounded-lg');
    rerender(<ChallengeFrame windowSize="04" src="/acs" />);
    expect(box(container)?.className).toContain('rounded-lg');
    expect(box(container)?.className).not.toContain('border-0');
  });

  it('is titled and announced as the bank’s verification unless told otherwise', () => {
    const { rerender } = render(<ChallengeFrame name="threeDSIframe" src="/acs" />);
    expect(screen.getByTitle('Bank verification')).toHaveAttribute('name', 'threeDSIframe');
    expect(screen.getByRole('status')).toHaveTextContent('Loading bank verification…');
    rerender(
      <ChallengeFrame src="/acs" title="Verify it’s you" loadingLabel="Connecting to your bank…" />,
    );
    expect(screen.getByTitle('Verify it’s you').tagName).toBe('IFRAME');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to your bank…');
  });
});
