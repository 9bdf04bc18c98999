import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCents, invoiceItems, invoiceTotals, manyItems } from './fixtures';
import { LineItemPanel, lineItemCount } from './line-item-panel';

const toggle = () => screen.getByRole('button', { name: /line items$/ });

describe('lineItemCount', () => {
  it.each([
    [0, 'No line items'],
    [1, '1 line item'],
    [2, '2 line items'],
    [1000, '1,000 line items'],
  ])('%d → %s', (count, text) => {
    expect(lineItemCount(count)).toBe(text);
  });
});

describe('LineItemPanel', () => {
  it('is a region named Details with the count, the action and the totals', () => {
    render(
      <LineItemPanel
        items={invoiceItems}
        {...invoiceTotals}
        formatAmount={formatCents}
        discountName="Returning client (10%)"
        action={<button type="button">Download PDF</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Details' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(within(region).getByText('3 line items')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    const totals = [...region.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(totals).toEqual([
      ['Subtotal', '$4,950.00'],
      ['Returning client (10%)', '−$495.00'],
      ['Tax', '$356.40'],
      ['Total', '$4,811.40'],
    ]);
  });

  it('toggles the list with aria-expanded and aria-controls', async () => {
    const onExpandedChange = vi.fn();
    render(
      <LineItemPanel
        items={invoiceItems}
        formatAmount={formatCents}
        onExpandedChange={onExpandedChange}
      />,
    );
    expect(toggle()).toHaveAccessibleName('See line items');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Hide line items');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(controlled).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Website design (per page)');
    expect(items[1]).toHaveTextContent('Qty 5');
    expect(items[1]).toHaveTextContent('Unit price $480.00');
    expect(items[1]).toHaveTextContent('Line total: $2,400.00');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('See line items');
    expect(screen.queryByRole('list')).toBeNull();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('can be controlled', async () => {
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <LineItemPanel items={invoiceItems} expanded={false} onExpandedChange={onExpandedChange} />,
    );
    await userEvent.click(toggle());
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    rerender(<LineItemPanel items={invoiceItems} expanded onExpandedChange={onExpandedChange} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a dash read as "not provided" for every missing amount', () => {
    render(
      <LineItemPanel
        items={[{ description: 'Travel', quantity: null, unitPrice: null, total: undefined }]}
        subtotal={1000}
        discount={null}
        tax=""
        formatAmount={formatCents}
        defaultExpanded
      />,
    );
    // Qty, unit price, line total, discount, tax and total.
    expect(screen.getAllByText('not provided')).toHaveLength(6);
    expect(screen.getAllByText('—')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('$10.00')).toBeInTheDocument();
  });

  it.each([
    [undefined, 'Discount'],
    [null, 'Discount'],
    ['  ', 'Discount'],
    ['Spring sale', 'Spring sale'],
  ])('labels the discount %j as %j', (discountName, label) => {
    render(<LineItemPanel items={invoiceItems} discount="-$5.00" discountName={discountName} />);
    expect(screen.getByText('-$5.00').closest('div')?.querySelector('dt')).toHaveTextContent(label);
  });

  it('renders descriptions as text, never as HTML', () => {
    render(
      <LineItemPanel
        items={[{ description: '<img src=x onerror=alert(1)> <b>bold</b>', total: '$1.00' }]}
        defaultExpanded
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('counts one item in the singular and hides the toggle without items', () => {
    const { rerender } = render(<LineItemPanel items={invoiceItems.slice(0, 1)} />);
    expect(screen.getByText('1 line item')).toBeInTheDocument();
    rerender(<LineItemPanel items={[]} />);
    expect(screen.getByText('No line items')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders a thousand items when opened', async () => {
    render(<LineItemPanel items={manyItems(1000)} formatAmount={formatCents} />);
    expect(screen.getByText('1,000 line items')).toBeInTheDocument();
    await userEvent.click(toggle());
    // (Plain selectors: role queries over a thousand items are slow in jsdom.)
    const items = document.querySelectorAll('[data-slot="line-item-panel-list"] li');
    expect(items).toHaveLength(1000);
    expect(items[999]).toHaveTextContent('Support ticket #11000');
  });

  it('opens with the first 50 items committed and busy, the rest in a later render', async () => {
    // What each commit left in the list (React's Profiler reports every commit of its tree).
    const commits: Array<{ items: number; busy: boolean }> = [];
    const record = () => {
      const list = document.querySelector('[data-slot="line-item-panel-list"] ul');
      if (!list) return;
      commits.push({ items: list.children.length, busy: list.hasAttribute('aria-busy') });
    };
    render(
      <React.Profiler id="panel" onRender={record}>
        <LineItemPanel items={manyItems(200)} formatAmount={formatCents} />
      </React.Profiler>,
    );
    await userEvent.click(toggle());
    await waitFor(() => expect(commits.at(-1)).toEqual({ items: 200, busy: false }));
    expect(commits[0]).toEqual({ items: 50, busy: true });
  });

  it('formats numeric quantities in en-US and takes the heading level and classes', () => {
    render(
      <LineItemPanel
        items={[{ description: 'Hours', quantity: 1234.5, total: '$1.00' }]}
        headingLevel={3}
        className="shadow-none"
        defaultExpanded
      />,
    );
    expect(screen.getByText('Qty 1,234.5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Details' });
    expect(region.className).toContain('shadow-none');
    expect(region.className).not.toContain('shadow-sm');
  });
});

describe('formatCents (fixture)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123_456, '$1,234.56'],
    [-49_500, '−$495.00'],
  ])('%d → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
