/**
 * The cart page's idle islands (cart-page.tsx) as one module: the browser fetches their code in
 * one request when it is idle, rather than one per form (decision 207). They all load at the same
 * moment anyway, so a shopper's first press on one brings the others' few kilobytes along.
 */
export { Donations } from "./donations";
export { GiftCards } from "./gift-cards";
export { LoyaltyCard } from "./loyalty-card";
export { LoyaltyOffers } from "./loyalty-offers";
export { PromoCodes } from "./promo-codes";
export { SharedCartOffer, ShareCart } from "./share-cart";
