/**
 * Icons of the payment options the kit does not draw: ACH (money moving between two accounts)
 * and wire (a transfer sent out). Line icons on the kit's 24 × 24 grid.
 */
import { createIcon } from '@paypage/ui';

export const AchTransferIcon = createIcon(
  'ach-transfer',
  <path d="M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5" />,
);

export const WireTransferIcon = createIcon(
  'wire-transfer',
  <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3Z" />,
);
