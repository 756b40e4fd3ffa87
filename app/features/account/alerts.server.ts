import type { RequestContext } from "../../lib/request-context";
import { alertOrder } from "./alerts-order";
import { savedProducts } from "./saved-products.server";
import { accountService } from "./account.server";

/**
 * The stock alerts of the site (GET product-stock-alert?id={storeId}; empty when the read fails,
 * spec 8), each with its product. Ordered by product and size, not by date: an alert re-created
 * by its undo comes back in its place (decision 86).
 */
export async function loadAlerts(context: RequestContext) {
  const site = await context.siteParams();
  const alerts = await accountService(context).stockAlerts(site.storeId);
  const products = await savedProducts(
    context,
    alerts.map((alert) => ({ productId: alert.productId, optionId: alert.optionId, sku: alert.sku })),
  );
  return {
    alerts: products
      .filter((product): product is typeof product & { sku: string } => product.sku !== null)
      .sort(alertOrder(context.locale.hrefLang)),
  };
}

export type AlertsData = Awaited<ReturnType<typeof loadAlerts>>;
