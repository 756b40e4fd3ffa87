import type { RequestContext } from "../../lib/request-context";
import { loyaltyOffersSchema } from "./schemas";

/**
 * GET customers-self/loyalty/offers/{storeId}: the signed-in customer's offers on this site, in
 * the request's language; none when the read fails (spec 8: the cart and the account page go on
 * without them).
 */
export const loyaltyOffers = (context: Pick<RequestContext, "api">, storeId: string) =>
  context.api
    .call(`customers-self/loyalty/offers/${encodeURIComponent(storeId)}`, { schema: loyaltyOffersSchema })
    .catch(() => []);
