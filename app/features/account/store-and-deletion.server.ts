import type { RequestContext } from "../../lib/request-context";
import { loadFinder } from "../stores/finder.server";
import { storePath } from "../stores/links";
import { unavailable } from "./page-read.server";
import { accountService } from "./account.server";
import { storeService } from "../stores/stores.server";

/** The deletion page: what deleting means, or, for a deleted account (isDeleted), the way back. */
export async function loadDeletion(context: RequestContext) {
  const customer = await accountService(context)
    .customer()
    .catch(() => null);
  if (!customer) return unavailable();
  return { failed: false as const, deleted: customer.isDeleted, email: customer.email };
}

/**
 * The preferred store: the one chosen (looked up by its id) and the place finder to choose
 * another, where the site has stores; a store the locator no longer knows is simply not shown.
 */
export async function loadPreferredStore(context: RequestContext, url: URL) {
  const [site, customer] = await Promise.all([
    context.siteParams(),
    accountService(context)
      .customer()
      .catch(() => null),
  ]);
  if (!customer) return unavailable();
  if (!site.params.storeLocator.isActive)
    return { failed: false as const, offered: false as const, current: null, finder: null };
  const [current, finder] = await Promise.all([
    customer.preferredStore
      ? storeService(context)
          .store(customer.preferredStore, null)
          .catch(() => null)
      : Promise.resolve(null),
    loadFinder(context, url, { kind: "stores", context: "ACCOUNT" }),
  ]);
  const { found: _found, ...words } = finder;
  return {
    failed: false as const,
    offered: true as const,
    current: current
      ? {
          id: current.storeId,
          name: current.name,
          lines: [current.address.line1, `${current.address.zipCode} ${current.address.city}`],
          href: storePath(context.locale.prefix, current),
        }
      : null,
    finder: words,
  };
}
