/**
 * What merge-csp answers for the storefront: our own origin plus the image CDN and the third
 * parties (tag manager, analytics, A/B testing, recaptcha). Scripts also need the page's nonce
 * (workers/csp.ts): a host alone never runs a script in a browser that knows 'strict-dynamic'.
 */
export const CSP_RULES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": [
    "'self'",
    "https://www.googletagmanager.com",
    "https://try.abtasty.com",
    "https://www.google.com/recaptcha/",
    "https://www.gstatic.com/recaptcha/",
    "'unsafe-inline'",
  ],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https://images.atelier-sept.example", "https://www.googletagmanager.com"],
  "font-src": ["'self'"],
  "connect-src": [
    "'self'",
    "https://www.google-analytics.com",
    "https://*.abtasty.com",
    "https://www.google.com/recaptcha/",
  ],
  "frame-src": ["'self'", "https://www.google.com"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
  "upgrade-insecure-requests": [],
};
