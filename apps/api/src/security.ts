import { createHash } from 'node:crypto';
import type { ServerMode } from '@paypage/contract';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { LiveProvidersConfig } from './providers/live/config.ts';

/** The hosts of a page's sources: scripts, calls, frames and images. */
type Hosts = { script: string[]; connect: string[]; frame: string[]; img: string[] };

/**
 * The hosts Adyen Web needs in an environment (`test`, `live`, `live-us`, …: its Checkout shopper
 * host), with the wallets it shows (Google Pay, Apple Pay).
 */
const adyenHosts = (environment: string): Hosts => {
  const checkout = `https://checkoutshopper-${environment}.adyen.com`;
  return {
    script: [checkout, 'https://pay.google.com', 'https://applepay.cdn-apple.com'],
    connect: [checkout, 'https://pay.google.com'],
    frame: [checkout, 'https://pay.google.com'],
    img: [checkout],
  };
};

/**
 * Click to Pay through Adyen Web (CLICK_TO_PAY_*): the Visa and Mastercard SDKs' hosts,
 * their sandbox for `test`, production for every live region (docs/widget.md#calls).
 */
const clickToPayHosts = (environment: string): Hosts => {
  const live = environment.startsWith('live');
  const visa = live
    ? ['https://assets.secure.checkout.visa.com', 'https://secure.checkout.visa.com']
    : [
        'https://sandbox-assets.secure.checkout.visa.com',
        'https://sandbox.secure.checkout.visa.com',
      ];
  const mastercard = live ? 'https://src.mastercard.com' : 'https://sandbox.src.mastercard.com';
  const all = [...visa, mastercard];
  return { script: [visa[0]!, mastercard], connect: all, frame: all, img: all };
};

/** Plaid Link: its script and frame, and its API. */
const plaidHosts: Hosts = {
  script: ['https://cdn.plaid.com'],
  connect: ['https://*.plaid.com'],
  frame: ['https://cdn.plaid.com'],
  img: [],
};

/**
 * The hosts of the providers configured in production mode, and only those (Stripe's PaymentIntent
 * is confirmed by the API: the page loads nothing of Stripe's). The sandbox needs none.
 */
export function providerHosts(mode: ServerMode, live: LiveProvidersConfig | undefined): Hosts {
  const all = [
    ...(mode === 'production' && live?.adyen ? [adyenHosts(live.adyen.webEnvironment)] : []),
    ...(mode === 'production' && live?.adyen?.clickToPay
      ? [clickToPayHosts(live.adyen.webEnvironment)]
      : []),
    ...(mode === 'production' && live?.plaid ? [plaidHosts] : []),
  ];
  const join = (kind: keyof Hosts) => [...new Set(all.flatMap((hosts) => hosts[kind]))];
  return {
    script: join('script'),
    connect: join('connect'),
    frame: join('frame'),
    img: join('img'),
  };
}

type Policy = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/**
 * The `'sha256-…'` sources of the scripts an HTML document runs inline: the built page's one,
 * the early-tap recorder that starts the app after the first paint (apps/pay/vite.config.ts,
 * `entryAfterPaint`). Data blocks (`type="application/json"`, the server render's page data) and
 * scripts with a `src` are not inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of the page: no inline script but those named by their hash (the
 * built page's, `inlineScriptHashes`), no framing by others; in production mode the hosts of the
 * configured providers (`live`) and no others.
 */
export function pagePolicy(
  mode: ServerMode,
  frameAncestors = "'none'",
  framesOrigin?: string,
  live?: LiveProvidersConfig,
  scriptHashes: readonly string[] = [],
): Policy {
  const hosts = providerHosts(mode, live);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...hosts.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...hosts.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...hosts.connect],
    // The secured field frames' origin (SECURED_FIELDS_ORIGIN), and nothing broader.
    frameSrc: ["'self'", 'blob:', ...(framesOrigin ? [framesOrigin] : []), ...hosts.frame],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
  };
}

/** The policy of a file the API serves (an invoice PDF, an attachment): only its own content. */
export const filePolicy: Policy = {
  defaultSrc: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  styleSrc: ["'unsafe-inline'"],
  objectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The policy of the API reference (`/docs/api`): its renderer's script from this origin, the
 * styles it injects, the document it fetches and the search worker it starts from a blob.
 */
export const docsPolicy: Policy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ['blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Security headers (hono/secure-headers), set to exactly these: the policy, no referrer, no
 * sniffing, no opener, no camera, microphone or geolocation, and no framing by others; none of
 * the library's other defaults. The app mounts it for every response; a route whose documents
 * need another policy mounts its own (`{ policy: filePolicy }` for a file, `{ frameAncestors:
 * "'self'" }` for the sandbox 3-D Secure challenge the page frames), and the app's mount never
 * replaces a header a route set.
 */
export function securityHeaders(
  mode: ServerMode,
  options: {
    /** `*`: a sandbox issuer's page (its ACS, its 3-D Secure method), framed by any shop's page. */
    frameAncestors?: "'none'" | "'self'" | '*';
    policy?: Policy;
    framesOrigin?: string;
    /** The configured live providers, whose hosts the page's policy lists (production mode). */
    live?: LiveProvidersConfig | undefined;
    /** The page's inline scripts, allowed by their hashes (`inlineScriptHashes`). */
    scriptHashes?: readonly string[];
  } = {},
): MiddlewareHandler {
  const policy =
    options.policy ??
    pagePolicy(
      mode,
      options.frameAncestors,
      options.framesOrigin,
      options.live,
      options.scriptHashes,
    );
  return secureHeaders({
    contentSecurityPolicy: policy,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    xFrameOptions: policy?.frameAncestors?.includes('*')
      ? false
      : policy?.frameAncestors?.includes("'self'")
        ? 'SAMEORIGIN'
        : 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    // Production is served over HTTPS only (behind a TLS proxy); the sandbox runs on plain HTTP.
    strictTransportSecurity: mode === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}
