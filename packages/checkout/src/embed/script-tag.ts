/**
 * The script-tag build's entry (dist/widget/paypage-widget.js): `window.Paypage.mountCardWidget`,
 * with its own renderer (Preact's React compatibility layer, aliased by scripts/build-widget.mjs),
 * so a page without React mounts the widget with one script and one stylesheet.
 */
export { mountCardWidget } from './mount-card-widget';
export { CheckoutError } from '../rules';
export { EMBED_ERRORS } from './embed-options';
