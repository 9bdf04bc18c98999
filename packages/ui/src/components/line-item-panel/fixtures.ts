import type { LineItemPanelItem } from './line-item-panel';

/** Integer cents to US dollars, for stories and tests (the checkout package has its own). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.trunc(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

export const invoiceItems: readonly LineItemPanelItem[] = [
  {
    id: 'brand',
    description: 'Brand identity: logo, colour palette and typography',
    quantity: 1,
    unitPrice: 240_000,
    total: 240_000,
  },
  {
    id: 'pages',
    description: 'Website design (per page)',
    quantity: 5,
    unitPrice: 48_000,
    total: 240_000,
  },
  { id: 'hosting', description: 'Hosting setup', quantity: 1, unitPrice: 15_000, total: 15_000 },
];

export const invoiceTotals = {
  subtotal: 495_000,
  discount: -49_500,
  tax: 35_640,
  total: 481_140,
} as const;

/** `count` items of a few cents each, for the long-list stories and tests. */
export function manyItems(count: number): LineItemPanelItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index + 1}`,
    description: `Support ticket #${10_000 + index + 1}`,
    quantity: (index % 4) + 1,
    unitPrice: 2_500,
    total: ((index % 4) + 1) * 2_500,
  }));
}
