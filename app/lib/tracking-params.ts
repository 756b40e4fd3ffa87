/**
 * Query parameters that never change a page: campaign and click tracking. The edge cache drops
 * them from its key, and the page rendered for a URL carrying them must therefore be the clean
 * URL's page byte for byte (R9.09: a newsletter link must not store a noindex copy).
 */
const TRACKING_PARAMS = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl)$/i;

export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAMS.test(name);
}

/** The query's parameters without the tracking ones, in their order. */
export function withoutTrackingParams(search: string): URLSearchParams {
  return new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => !isTrackingParam(name)));
}

/**
 * This page's own path for what the page writes into itself (a form's `returnTo`, the sign-in
 * link's state): without tracking parameters, so the copy the edge cache shares does not hand
 * one visitor's campaign to every other (and counts no one twice in the campaign's figures).
 */
export function pagePath(pathname: string, search: string): string {
  const query = withoutTrackingParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}
