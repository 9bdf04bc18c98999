import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmbeddedFrame, type EmbeddedFrameProps } from './embedded-frame';

const box = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="embedded-frame"]');

function renderFrame(props: Partial<EmbeddedFrameProps> = {}) {
  return render(
    <EmbeddedFrame
      width="390px"
      height="400px"
      title="Embedded page"
      loadingLabel="Loading the page…"
      {...props}
    />,
  );
}

describe('EmbeddedFrame', () => {
  it.each([
    ['250px', '400px'],
    ['600px', '400px'],
    ['100%', '100%'],
  ])('is %s × %s, never wider than its container', (width, height) => {
    const { container } = renderFrame({ width, height, src: '/page' });
    expect(box(container)?.style.width).toBe(width);
    expect(box(container)?.style.height).toBe(height);
    expect(box(container)?.className).toContain('max-w-full');
  });

  it('has a border and rounded corners, unless flush', () => {
    const { container, rerender } = renderFrame({ src: '/page' });
    expect(box(container)?.className).toContain('rounded-lg');
    expect(box(container)?.className).toContain('border-border');
    rerender(
      <EmbeddedFrame width="100%" height="100%" title="t" loadingLabel="l" src="/page" flush />,
    );
    expect(box(container)?.className).toContain('rounded-none');
    expect(box(container)?.className).toContain('border-0');
    expect(box(container)?.className).not.toContain('rounded-lg');
  });

  it('renders a titled, named iframe with the given page', () => {
    const ref = createRef<HTMLIFrameElement>();
    renderFrame({ name: 'target', src: '/page', title: 'Your bank’s page', frameRef: ref });
    const frame = screen.getByTitle('Your bank’s page');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('name', 'target');
    expect(frame).toHaveAttribute('src', '/page');
    expect(ref.current).toBe(frame);
  });

  it('shows a loading status until the page loads, then calls onFrameLoad', () => {
    const onFrameLoad = vi.fn();
    const { container } = renderFrame({ src: '/page', onFrameLoad });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(box(container)).toHaveAttribute('aria-busy', 'true');
    expect(box(container)).toHaveAttribute('data-state', 'loading');

    const frame = screen.getByTitle('Embedded page') as HTMLIFrameElement;
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
    expect(box(container)).toHaveAttribute('data-state', 'ready');
    expect(box(container)).not.toHaveAttribute('aria-busy');
    expect(onFrameLoad).toHaveBeenCalledWith(frame);
  });

  it('loads again when given another page', () => {
    const { container, rerender } = renderFrame({ src: '/page/1' });
    fireEvent.load(screen.getByTitle('Embedded page'));
    expect(box(container)).toHaveAttribute('data-state', 'ready');
    rerender(
      <EmbeddedFrame
        width="390px"
        height="400px"
        title="Embedded page"
        loadingLabel="…"
        src="/2"
      />,
    );
    expect(box(container)).toHaveAttribute('data-state', 'loading');
  });

  it('without a page of its own, ignores the blank page and waits for the form post', () => {
    const onFrameLoad = vi.fn();
    const { container } = renderFrame({ name: 'target', onFrameLoad });
    fireEvent.load(screen.getByTitle('Embedded page'));
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(onFrameLoad).not.toHaveBeenCalled();
  });

  it('lets the caller’s class and attributes win', () => {
    const { container } = renderFrame({
      src: '/page',
      className: 'rounded-none',
      style: { height: '10rem' },
    });
    expect(box(container)?.className).toContain('rounded-none');
    expect(box(container)?.className).not.toContain('rounded-lg');
    expect(box(container)?.style.height).toBe('10rem');
  });
});
