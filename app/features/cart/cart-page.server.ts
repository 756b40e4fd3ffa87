import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import { logWarning } from "../../lib/log.server";
import type { RequestContext } from "../../lib/request-context";
import { activeDonations } from "../site/site-params";
import { deliveryEstimates, usableMethods } from "./delivery";
import type { Cart } from "../cart-model/schemas";
import { shareUrl, type SharedCart } from "./share";
import { sharedCartPreview } from "./shared-cart.server";
import { cartService } from "./service.server";
import { catalogService } from "../catalog-model/catalog.server";
import { loyaltyOffers } from "../loyalty/offers.server";
import { shippingMethods } from "../cart-model/shipping-methods.server";

const hasContent = (cart: Cart | null): cart is Cart =>
  Boolean(cart && (cart.lineItems.length > 0 || cart.giftCards.length > 0 || cart.loyaltyCard));

/**
 * The cart page (funnel step 1): the cart with what the page offers around it (delivery
 * estimates, loyalty card and offers, gift cards, donations, sharing). Its forms post to the
 * cart's one write endpoint (actions.server.ts); `shared` is the link the share-cart check opened,
 * shown line by line before it is taken (shared-cart.server.ts).
 */
export async function loadCartPage(url: URL, context: RequestContext, shared: SharedCart | null) {
  const { locale } = context;
  const [site, cart, customer] = await Promise.all([
    context.siteParams(),
    // The cart page is its cart: a failed read is the plain 503 page (spec 8), not a blank cart.
    orServiceUnavailable(cartService(context).read(), "Cart"),
    cartService(context).customer(),
  ]);
  const loyaltyCustomer = customer?.loyaltyType === "FID";
  const sharing = site.params.flags.allowShareCart;
  const currency = cart?.totalPrice.currencyCode ?? locale.currency;
  const [methods, offers, share] = await Promise.all([
    hasContent(cart)
      ? shippingMethods(context, cart.id, site.countryCodeISO2).catch((error) => {
          logWarning({ message: "Shipping methods unavailable", url: url.href, cause: String(error) });
          return null;
        })
      : null,
    loyaltyCustomer && site.params.flags.loyalty && cart ? loyaltyOffers(context, site.storeId) : [],
    sharing && shared
      ? sharedCartPreview(shared, { catalog: catalogService(context), prefix: locale.prefix, cart, currency })
      : null,
  ]);
  return {
    cart,
    currency,
    signedIn: context.auth.signedIn(),
    loyaltyCustomer,
    loyaltyOffers: offers,
    // Free delivery compares the total before delivery (spec 9), whatever method is chosen.
    delivery:
      cart && methods
        ? deliveryEstimates(
            usableMethods(methods, cart, site.params.freeCartCriteria),
            cart.totalPrice.centAmount - (cart.shippingInfo?.price.centAmount ?? 0),
          )
        : null,
    giftCard: site.params.giftCard,
    donations: activeDonations(site),
    loyalty: site.params.flags.loyalty ? { cardPrice: site.params.loyaltyCardCentAmount } : null,
    share,
    shareUrl: sharing && cart ? shareUrl(context.origin, locale.prefix, cart.lineItems) : null,
  };
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
