/**
 * The script tag's module (loaded by `script-tag.ts`): hands the mount to `window.Paypage`, which
 * runs the calls the page made before this module arrived, in their order.
 */
import { CheckoutError, EMBED_ERRORS, mountCardWidget } from '@paypage/checkout/widget';
import { WIDGET_RUNTIME, type WidgetGlobal } from './script-queue';

const global = (globalThis as { Paypage?: WidgetGlobal }).Paypage;
global?.[WIDGET_RUNTIME]?.ready({ mountCardWidget, CheckoutError, EMBED_ERRORS });
