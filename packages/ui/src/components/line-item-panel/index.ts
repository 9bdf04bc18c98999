export {
  LineItemPanel,
  lineItemCount,
  type LineItemAmount,
  type LineItemPanelItem,
  type LineItemPanelProps,
} from './line-item-panel';
