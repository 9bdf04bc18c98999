import type { Route } from './router';
import { PayRouteElement } from './pay/pay-route';
import { PAY_ROUTES } from './pay/pay-routes';

/** `/pay/{token}`, `…/complete`, `…/processing`, `…/receipt` (spec §2). */
export const routes: Route[] = PAY_ROUTES.map(({ path, route }) => ({
  path,
  element: <PayRouteElement route={route} />,
}));
