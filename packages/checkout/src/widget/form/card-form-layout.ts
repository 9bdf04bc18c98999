/**
 * The card form's layout, shared by the sandbox widget and the skeleton the card step shows while
 * a widget loads, so the skeleton has the form's final size (no layout shift).
 */
/**
 * The spec's small-screen breakpoints (§9), in the classes below as `min-[480px]:` and
 * `min-[768px]:` (Tailwind needs the literal class names): the wallets side by side and the street
 * beside its house number from 480 px, city, state and postal code in one row from 768 px
 * (docs/widget.md#limits).
 */
export const SMALL_SCREEN_BREAKPOINTS_PX = [480, 768] as const;

export const cardFormLayout = {
  /** The form's column of fields and sections. */
  stack: 'flex flex-col gap-5',
  /**
   * Expiry date and security code side by side at every width; their label, box and error rows
   * are shared (subgrid), so the boxes stay level when one label wraps.
   */
  pair: 'grid grid-cols-2 grid-rows-[auto_auto_auto] gap-x-4 gap-y-1.5',
  pairItem: 'row-span-3 grid grid-rows-subgrid',
  /**
   * Street and house number: stacked on phones, 70/30 from 480 px. One column of `minmax(0, 1fr)`
   * on phones, not the implicit `auto` one: an input's intrinsic width pushed the boxes 14 px past
   * the column at 320 px.
   */
  street:
    'grid grid-cols-1 items-start gap-5 min-[480px]:grid-cols-[minmax(0,7fr)_minmax(0,3fr)] min-[480px]:gap-4',
  /**
   * City, state and postal code: one column on phones (a state select at half a phone's width cut
   * its placeholder to 'Select a s…'), three columns from 768 px.
   */
  locality: 'grid grid-cols-1 items-start gap-x-4 gap-y-5 min-[768px]:grid-cols-3',
  /** The billing address group. */
  address: 'flex min-w-0 flex-col gap-5',
  /** Its legend. */
  legend: 'mb-4 text-base font-semibold text-text',
  /** The wallets under 'or pay with'. */
  wallets: 'flex flex-col gap-4',
  walletButtons: 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2',
} as const;
