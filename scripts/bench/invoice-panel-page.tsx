// The page the invoice-panel benchmark renders in Chromium: LineItemPanel, expanded, with N items.
import '@paypage/ui/styles.css';
import { LineItemPanel } from '@paypage/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatAmount = (cents: number) => usd.format(cents / 100);

function items(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    description: `Consulting, week ${index + 1}: discovery, design reviews and implementation support`,
    quantity: (index % 4) + 1,
    unitPrice: 12_500 + index,
    total: ((index % 4) + 1) * (12_500 + index),
  }));
}

let root: Root | undefined;

/** Renders the panel with `count` items synchronously; resolves to the milliseconds it took. */
function renderPanel(count: number): number {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  root?.unmount();
  root = createRoot(container);
  const list = items(count);
  const start = performance.now();
  flushSync(() => {
    root?.render(
      <LineItemPanel
        items={list}
        subtotal={1}
        discount={0}
        tax={0}
        total={1}
        formatAmount={formatAmount}
        defaultExpanded
      />,
    );
  });
  // Include style and layout of what was rendered.
  void container.getBoundingClientRect().height;
  return performance.now() - start;
}

(window as unknown as { renderPanel: typeof renderPanel }).renderPanel = renderPanel;
