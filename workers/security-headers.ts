/** Headers every HTML answer carries; the CSP is added beside them. */
export function securityHeaders(secureOrigin: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), payment=(self), geolocation=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(secureOrigin ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
