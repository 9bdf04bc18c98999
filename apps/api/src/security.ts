import type { MiddlewareHandler } from 'hono';

export type ServerMode = 'sandbox' | 'production';

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

/** The Content-Security-Policy of the page: no inline script, no framing by others. */
export function contentSecurityPolicy(mode: ServerMode, frameAncestors = "'none'"): string {
  const extra = (list: string[]) => (mode === 'production' ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${extra(providerHosts.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(providerHosts.img)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(providerHosts.connect)}`,
    `frame-src 'self' blob:${extra(providerHosts.frame)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Security headers on every response. A route that must be framed by the page itself (the
 * sandbox 3-D Secure challenge) sets `c.set('frameAncestors', "'self'")` before responding; one
 * that answers a document with a policy of its own (a file) sets `contentSecurityPolicy`.
 */
export function securityHeaders(
  mode: ServerMode,
): MiddlewareHandler<{ Variables: { frameAncestors?: string; contentSecurityPolicy?: string } }> {
  return async (c, next) => {
    await next();
    const frameAncestors = c.get('frameAncestors') ?? "'none'";
    c.header(
      'Content-Security-Policy',
      c.get('contentSecurityPolicy') ?? contentSecurityPolicy(mode, frameAncestors),
    );
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (frameAncestors === "'none'") c.header('X-Frame-Options', 'DENY');
    else if (frameAncestors === "'self'") c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
