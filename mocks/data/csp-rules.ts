/** What merge-csp answers for the storefront: our own origin plus the image CDN and analytics. */
export const CSP_RULES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "https://www.googletagmanager.com", "'unsafe-inline'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https://images.atelier-sept.example", "https://www.googletagmanager.com"],
  "font-src": ["'self'"],
  "connect-src": ["'self'", "https://www.google-analytics.com"],
  "frame-src": ["'self'", "https://www.google.com"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
  "upgrade-insecure-requests": [],
};
