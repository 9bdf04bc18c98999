/**
 * The demo shop (README "Embedding the card widget"): `GET /demo/checkout` is a small merchant
 * page — a cart of two items, its total, and the card widget mounted from the script-tag build
 * with a session the shop's server makes. Served by this process in sandbox mode only, on the
 * page's origin and under the page's policy (its `frame-src` names the secured fields' origin).
 *
 * - `GET /demo/checkout`, `GET /demo/shop.js`: the page and its script (apps/api/demo/);
 * - `GET /demo/widget/{file}`: the widget's script-tag build (packages/widget/dist/cdn), to any
 *   origin;
 * - `POST /demo/checkout/session`: what the shop's server does, in process — a payment request
 *   for the cart through the scenario API, then its card session — answering the widget's
 *   options `{ session: { id, sessionData }, clientKey, environment }` and the request's token
 *   (`paymentRequest`; the page keeps it all in the tab over a reload). Its optional JSON body
 *   `{ clickToPay?: { shopperEmail?, recognisedEmail? }, fastCheckout?: true, wallet?: outcome }`
 *   turns Click to Pay and the fast-checkout sign-up on, and both wallets with their
 *   sandbox outcome (`paid`, `unavailable`, `script-error`, `authorisation-error`); the
 *   page passes them from its query string. `stored: true` pays as the demo shopper:
 *   the answer adds the shopper's `storedPaymentMethods` for the shop's 'Saved cards' list.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SANDBOX_DEMO_SHOPPER,
  SANDBOX_WALLET_OUTCOMES,
  type SandboxWalletOutcome,
} from '@paypage/contract';
import { clickToPayInputSchema } from '@paypage/contract/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** The cart the demo sells (minor units). */
export const DEMO_CART = [
  { name: 'Sourdough loaf', amountInCents: 850 },
  { name: 'Almond croissants, box of 4', amountInCents: 1_200 },
] as const;

export const DEMO_MERCHANT = 'Corner Bakery';

/** The fast-checkout sign-up's config when the demo turns it on (§3, §5). */
export const DEMO_FAST_CHECKOUT = {
  showConsent: true,
  defaultToggleState: false,
  termsAndConditionsLink: 'https://paypage.example/fast-checkout/terms',
  privacyPolicyLink: 'https://paypage.example/fast-checkout/privacy',
  termsAndConditionsVersion: 'v1',
  fastlaneSessionId: 'demo-fastlane-session',
} as const;

/** Click to Pay and the sign-up as the demo's body asks for them (anything else: off). */
async function demoFlows(c: Context) {
  let body: Record<string, unknown> = {};
  try {
    const parsed = (await c.req.json()) as unknown;
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // No body: the plain demo.
  }
  const clickToPay = clickToPayInputSchema.safeParse(body.clickToPay);
  // The wallets: off unless the page asks for them with their sandbox outcome.
  const wallet = (SANDBOX_WALLET_OUTCOMES as readonly unknown[]).includes(body.wallet)
    ? (body.wallet as SandboxWalletOutcome)
    : null;
  return {
    // The demo shopper: the session's setup lists the shopper's stored cards.
    ...(body.stored === true ? { shopperReference: SANDBOX_DEMO_SHOPPER } : {}),
    ...(clickToPay.success ? { clickToPay: clickToPay.data } : {}),
    ...(body.fastCheckout === true ? { fastCheckout: DEMO_FAST_CHECKOUT } : {}),
    ...(wallet ? { showGooglePay: true, showApplePay: true, walletOutcome: wallet } : {}),
  };
}

export type DemoOptions = {
  /** The page and its script (apps/api/demo). */
  pageDir: string;
  /** The widget's script-tag build (packages/widget/dist/cdn). */
  widgetDir: string;
  /** The scenario API's key when it needs one (SANDBOX_KEY); null: the scenario API is off. */
  sandboxKey: string | null | undefined;
};

const PAGE_FILES: Record<string, string> = {
  checkout: 'checkout.html',
  'shop.js': 'shop.js',
};

/** The widget's script-tag build by extension (packages/widget/dist/cdn). */
const WIDGET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
};
/** A file of that build: a versioned or content-hashed name, in the folder or its `chunks/`. */
const WIDGET_FILE = /^(?:chunks\/)?[a-z0-9][a-z0-9._-]*\.(js|css|woff2)$/i;

async function sendFile(
  c: Context,
  file: string,
  type: string,
  headers: Record<string, string> = {},
) {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return c.json({ message: 'Not found' }, 404);
  }
  c.header('Content-Type', type);
  c.header('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.body(new Uint8Array(body));
}

/**
 * The demo's routes; `api` answers `/api/v1` requests in process (the app itself), as the shop's
 * server would call the API over the network.
 */
export function demoRoutes(
  options: DemoOptions,
  api: (request: Request, c: Context<AppEnv>) => Promise<Response>,
) {
  const routes = new Hono<AppEnv>();
  routes.get('/checkout', (c) =>
    sendFile(c, path.join(options.pageDir, PAGE_FILES.checkout!), 'text/html; charset=utf-8'),
  );
  routes.get('/shop.js', (c) =>
    sendFile(c, path.join(options.pageDir, PAGE_FILES['shop.js']!), WIDGET_TYPES.js!),
  );
  // The widget's files load from any page (README "Embedding the card widget"): its module
  // scripts and font are fetched in CORS mode, so they answer every origin (no credentials).
  routes.get('/widget/*', (c) => {
    const file = c.req.path.slice(c.req.path.indexOf('/widget/') + '/widget/'.length);
    const match = WIDGET_FILE.exec(file);
    if (!match) return c.json({ message: 'Not found' }, 404);
    return sendFile(c, path.join(options.widgetDir, file), WIDGET_TYPES[match[1]!.toLowerCase()]!, {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  routes.post('/checkout/session', async (c) => {
    if (options.sandboxKey === null) {
      return c.json({ message: 'The demo needs the scenario API (set SANDBOX_KEY).' }, 503);
    }
    const origin = new URL(c.req.url).origin;
    const flows = await demoFlows(c);
    const call = (pathname: string, body: unknown) =>
      api(
        new Request(`${origin}/api/v1${pathname}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': c.req.header('user-agent') ?? 'demo-shop',
            ...(options.sandboxKey ? { Authorization: `Bearer ${options.sandboxKey}` } : {}),
          },
          body: JSON.stringify(body),
        }),
        c,
      );
    const created = await call('/sandbox/payment-requests', {
      merchant: { name: DEMO_MERCHANT },
      amountInCents: DEMO_CART.reduce((total, item) => total + item.amountInCents, 0),
      paymentMethod: ['Card'],
      organizationId: 'org_demo_shop',
      sandbox: {
        label: 'demo-shop',
        showGooglePay: false,
        showApplePay: false,
        showCardOnFile: false,
        ...flows,
      },
    });
    if (created.status !== 201)
      return c.json({ message: 'The demo could not create a payment.' }, 502);
    const { token } = (await created.json()) as { token: string };
    const opened = await call(`/collect/${token}/adyen/session`, {
      organizationId: 'org_demo_shop',
    });
    if (opened.status !== 200)
      return c.json({ message: 'The demo could not open a card session.' }, 502);
    const session = (await opened.json()) as {
      id: string;
      sessionData: string;
      clientConfig: { key: string; environment: string };
    };
    // The demo shopper's stored cards, for the shop's 'Saved cards' list.
    let storedPaymentMethods: unknown[] | undefined;
    if ('shopperReference' in flows) {
      const setup = await call(`/sandbox/adyen/sessions/${session.id}/setup`, {
        sessionData: session.sessionData,
      });
      if (setup.status !== 200)
        return c.json({ message: 'The demo could not list the saved cards.' }, 502);
      storedPaymentMethods = ((await setup.json()) as { storedPaymentMethods?: unknown[] })
        .storedPaymentMethods;
    }
    c.header('Cache-Control', 'no-store');
    return c.json({
      session: { id: session.id, sessionData: session.sessionData },
      clientKey: session.clientConfig.key,
      environment: session.clientConfig.environment,
      // The demo's payment request (its scenario API pages): not a widget option.
      paymentRequest: token,
      ...(storedPaymentMethods ? { storedPaymentMethods } : {}),
    });
  });
  return routes;
}
