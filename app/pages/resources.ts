/**
 * The resource routes: addresses that answer data, a file or a form's post, never a page (no
 * layout, no checks, no funnel step). A locale's own resources live under its prefix, so the
 * request's API client, site parameters and store are the page's (not the locale cookie's); the
 * site's live outside any locale. `app/routes.ts` mounts them with their modules; `resourceHref()`
 * and `siteResourceHref()` (href.ts) link to them. Pure data without imports, like the page table,
 * and small enough for the browser to carry as it is.
 */
export const LOCALE_RESOURCE_PATHS = {
  wishlist: "resources/wishlist",
  "stock-alerts": "resources/stock-alerts",
  "legal-notices": "resources/legal-notices",
  "quick-add": "resources/quick-add",
  llms: "llms.txt",
  agents: "agents.md",
} as const;

export const SITE_RESOURCE_PATHS = {
  "country-popin-dismiss": "country-popin/dismiss",
  suggestions: "resources/suggestions",
  "store-map": "resources/store-map.svg",
  robots: "robots.txt",
  llms: "llms.txt",
  agents: "agents.md",
  sitemap: "sitemaps/:file",
  "page-messages": "page-messages/:build/:language/:routes",
} as const;

export type LocaleResourceName = keyof typeof LOCALE_RESOURCE_PATHS;
export type SiteResourceName = keyof typeof SITE_RESOURCE_PATHS;
