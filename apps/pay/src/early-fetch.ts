/**
 * The early fetch: imported first by `render.tsx` (the page the browser renders itself; a page
 * the server rendered carries its data and never loads this). It makes the page's payment data
 * store and starts `GET /api/v1/collect/{token}` in it as the app's code begins to run, before
 * React and the screens are evaluated and long before the first render; the app then renders
 * from this store, which has the request on its way (nothing is fetched twice).
 */
import { createApiClient, PaymentDataStore } from '@paypage/checkout';
import { parsePayerPath } from '@paypage/contract/payer-urls';

/** The store of this page load (this module runs once, in the browser, before the app). */
export const pageStore = new PaymentDataStore(createApiClient());

const payer = parsePayerPath(window.location.pathname);
if (payer) void pageStore.load(payer.token);
