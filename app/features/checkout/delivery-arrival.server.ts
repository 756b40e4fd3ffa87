import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { arrivalText } from "../cart-model/delivery-promise";
import { deliveryMethodsOf } from "../cart-model/site-figures.server";

/**
 * When the chosen delivery arrives, as the delivery step said it: the method's promise (its
 * working days in the delivery country, the one source: decision 174) counted from `from` in
 * the site's calendar. The overview counts from now, the confirmation from the order's time.
 * None without a method, or when its promise cannot be had (logged; the page goes without).
 */
export async function chosenArrival(
  context: RequestContext,
  choice: { method: string | null | undefined; country: string | null | undefined },
  from: Date,
  url: string,
): Promise<string | null> {
  if (!choice.method) return null;
  try {
    const site = await context.siteParams();
    const methods = await deliveryMethodsOf(context, choice.country ?? site.countryCodeISO2);
    const days = methods.find((method) => method.key === choice.method)?.shippingMethods[0]?.deliveryDays ?? null;
    return arrivalText(days, context.locale, from);
  } catch (error) {
    logWarning({
      message: "Delivery promise unavailable",
      url,
      cause: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
