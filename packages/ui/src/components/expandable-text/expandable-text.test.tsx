import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpandableText } from './expandable-text';

const text = 'a'.repeat(100) + ' ' + 'b'.repeat(50);

/** The text on screen: without the copy that only prints (jsdom applies no CSS to hide it). */
function screenText(container: HTMLElement) {
  const clone = container.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[data-slot="expandable-text-print"]').forEach((node) => node.remove());
  return clone.textContent;
}

describe('ExpandableText', () => {
  it('passes toggleProps to the toggle, which keeps its own type, slot and click', async () => {
    // A caller may pass what the type leaves out (plain JavaScript, a cast): the toggle keeps its own.
    const toggleProps = {
      'data-early-action': 'see-more',
      type: 'submit',
      'data-slot': 'other',
    } as React.ComponentProps<typeof ExpandableText>['toggleProps'];
    render(<ExpandableText text={text} toggleProps={toggleProps} />);
    const toggle = screen.getByRole('button', { name: 'see more' });
    expect(toggle).toHaveAttribute('data-early-action', 'see-more');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('data-slot', 'expandable-text-toggle');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("cuts at maxLength characters with '...see more'", () => {
    const { container } = render(<ExpandableText text={text} maxLength={115} />);
    expect(screenText(container)).toBe(`${text.slice(0, 115)}...see more`);
    expect(screen.getByRole('button', { name: 'see more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("expands to the full text with 'see less', and back", async () => {
    const onExpandedChange = vi.fn();
    const { container } = render(
      <ExpandableText text={text} maxLength={115} onExpandedChange={onExpandedChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'see more' });
    await userEvent.click(toggle);
    expect(screenText(container)).toBe(`${text} see less`);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      text,
    );
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'see less' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    expect(screenText(container)).toContain('...see more');
  });

  it('prints the whole text while collapsed (paper has no see more)', () => {
    const { container } = render(<ExpandableText text={text} maxLength={115} />);
    const printed = container.querySelector('[data-slot="expandable-text-print"]');
    expect(printed).toHaveTextContent(text);
    expect(printed).toHaveClass('hidden', 'print:inline');
  });

  it.each([
    ['exactly maxLength', 'x'.repeat(115)],
    ['shorter', 'Website redesign'],
  ])('shows %s text whole, without a toggle', (_, value) => {
    const { container } = render(<ExpandableText text={value} maxLength={115} />);
    expect(container).toHaveTextContent(value);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never splits a character made of two code units', () => {
    const { container } = render(<ExpandableText text={'😀'.repeat(5)} maxLength={3} />);
    expect(screenText(container)).toBe('😀😀😀...see more');
  });

  it('trims the space before the ellipsis', () => {
    const { container } = render(<ExpandableText text="one two three" maxLength={4} />);
    expect(screenText(container)).toBe('one...see more');
  });

  it('renders markup in the text as text', () => {
    render(<ExpandableText text="<b>bold</b>" />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const onExpandedChange = vi.fn();
    render(
      <ExpandableText text={text} maxLength={10} expanded onExpandedChange={onExpandedChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'see less' }));
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    // Still expanded: the owner decides.
    expect(screen.getByRole('button', { name: 'see less' })).toBeInTheDocument();
  });
});
