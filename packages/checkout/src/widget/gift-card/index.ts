/**
 * The gift card: its section and its secured frames.
 *
 * Loaded through `import()` by path, so not re-exported here: `gift-card-section`.
 */
export { type GiftCardFrames, useGiftCardFrames } from './use-gift-card-frames';
