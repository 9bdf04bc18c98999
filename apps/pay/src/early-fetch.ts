/**
 * The early fetch: imported first by `main.tsx`, so `GET /api/v1/collect/{token}` starts as the
 * bundle begins to run, before React and the screens are evaluated and long before the first
 * render; the payment data provider then reads this request instead of making its own. A page
 * the server rendered carries its data (nothing to fetch).
 */
import { preloadPaymentRequest } from '@paypage/checkout';
import { payTokenFromPath } from './pay/pay-routes';
import { PAGE_DATA_ELEMENT_ID } from './ssr/page-data';

const token = payTokenFromPath(window.location.pathname);
if (token && !document.getElementById(PAGE_DATA_ELEMENT_ID)) preloadPaymentRequest(token);
