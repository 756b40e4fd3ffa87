import { PAGES } from "./table";

/**
 * Pages every anonymous shopper sees alike, which the edge may keep (workers/page-cache.ts):
 * home, catalogue, product, editorial, help and store pages. Cart, checkout, account, search
 * (unbounded queries) and the flows are always rendered for their shopper. Read from the page
 * table on the server: the browser never needs it.
 */
export function isSharedPageName(name: string | undefined): boolean {
  return Boolean(name && Object.hasOwn(PAGES, name) && "shared" in PAGES[name as keyof typeof PAGES]);
}
