/**
 * The early fetch: imported first by `render.tsx` (the page the browser renders itself; a page
 * the server rendered carries its data and never loads this), so `GET /api/v1/collect/{token}`
 * starts as the app's code begins to run, before React and the screens are evaluated and long
 * before the first render; the payment data provider then reads this request instead of making
 * its own.
 */
import { preloadPaymentRequest } from '@paypage/checkout';
import { payTokenFromPath } from './pay/pay-routes';

const token = payTokenFromPath(window.location.pathname);
if (token) preloadPaymentRequest(token);
