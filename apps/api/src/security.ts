import type { ServerMode } from '@paypage/contract';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Hosts the payment providers need in production: Adyen Web and Plaid Link. */
const providerHosts = {
  script: [
    'https://checkoutshopper-live.adyen.com',
    'https://checkoutshopper-test.adyen.com',
    'https://cdn.plaid.com',
    'https://pay.google.com',
    'https://applepay.cdn-apple.com',
  ],
  connect: [
    'https://checkoutshopper-live.adyen.com',
    'https://checkoutshopper-test.adyen.com',
    'https://*.plaid.com',
    'https://pay.google.com',
  ],
  frame: [
    'https://checkoutshopper-live.adyen.com',
    'https://checkoutshopper-test.adyen.com',
    'https://cdn.plaid.com',
    'https://pay.google.com',
  ],
  img: ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
};

type Policy = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/** The Content-Security-Policy of the page: no inline script, no framing by others. */
export function pagePolicy(
  mode: ServerMode,
  frameAncestors = "'none'",
  framesOrigin?: string,
): Policy {
  const hosts = (list: string[]) => (mode === 'production' ? list : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hosts(providerHosts.script)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...hosts(providerHosts.img)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...hosts(providerHosts.connect)],
    // The secured field frames' origin (SECURED_FIELDS_ORIGIN), and nothing broader.
    frameSrc: [
      "'self'",
      'blob:',
      ...(framesOrigin ? [framesOrigin] : []),
      ...hosts(providerHosts.frame),
    ],
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
 * Security headers (hono/secure-headers), set to exactly these: the policy, no referrer, no
 * sniffing, no opener, no camera, microphone or geolocation, and no framing by others; none of
 * the library's other defaults. The app mounts it for every response; a route whose documents
 * need another policy mounts its own (`{ policy: filePolicy }` for a file, `{ frameAncestors:
 * "'self'" }` for the sandbox 3-D Secure challenge the page frames), and the app's mount never
 * replaces a header a route set.
 */
export function securityHeaders(
  mode: ServerMode,
  options: { frameAncestors?: "'none'" | "'self'"; policy?: Policy; framesOrigin?: string } = {},
): MiddlewareHandler {
  const policy = options.policy ?? pagePolicy(mode, options.frameAncestors, options.framesOrigin);
  return secureHeaders({
    contentSecurityPolicy: policy,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    xFrameOptions: policy?.frameAncestors?.includes("'self'") ? 'SAMEORIGIN' : 'DENY',
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
