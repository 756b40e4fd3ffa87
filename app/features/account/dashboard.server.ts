import { href } from "../../pages/href";
import { redirect } from "react-router";

import { fullDate } from "../../lib/dates";
import type { RequestContext } from "../../lib/request-context";
import { sameSitePath } from "../../lib/return-to";
import { orderListEntry } from "../orders/order-view.server";
import { unavailable } from "./page-read.server";
import { accountService } from "./account.server";
import { orderService } from "../orders/orders.server";

/**
 * The dashboard: a greeting, the loyalty card at a glance, the last purchase (lastPurchaseDate:
 * 'new' when none) and the last order. Only the customer's own record must be read; the rest
 * fails soft (spec 8), each part simply left out.
 */
export async function loadDashboard(context: RequestContext) {
  const customer = await accountService(context)
    .customer()
    .catch(() => null);
  if (!customer) return unavailable();
  // A deleted account (isDeleted) is offered its way back first.
  if (customer.isDeleted) throw redirect(href(context.locale.prefix, "account-delete"));
  const site = await context.siteParams();
  const cardHolder = site.params.flags.loyalty && customer.loyaltyType === "FID";
  const [lastPurchase, orders, loyalty] = await Promise.all([
    accountService(context).lastPurchaseDate(),
    orderService(context)
      .list()
      .catch(() => []),
    cardHolder
      ? accountService(context)
          .loyalty(0, 1)
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  const last = orders[0];
  return {
    failed: false as const,
    firstName: customer.firstName,
    loyalty: site.params.flags.loyalty ? { cardHolder, points: loyalty?.balance ?? null } : null,
    lastPurchase:
      lastPurchase === "new"
        ? ("new" as const)
        : /^\d{8}$/.test(lastPurchase)
          ? fullDate(context.locale, `${lastPurchase.slice(0, 4)}-${lastPurchase.slice(4, 6)}-${lastPurchase.slice(6)}`)
          : null,
    lastOrder: last ? orderListEntry(last, context.locale) : null,
    wishlist: site.params.flags.wishlist,
  };
}

/** Where a new customer lands after creating the account, with the way back to where they were. */
export async function loadWelcome(context: RequestContext, url: URL) {
  const customer = await accountService(context)
    .customer()
    .catch(() => null);
  return { firstName: customer?.firstName ?? "", from: sameSitePath(url.searchParams.get("from"), context.origin) };
}
