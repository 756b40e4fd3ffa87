// The loyalty domain's public face on the server: what other domains and the routes use of it.
export {
  type AdvantagesData,
  currentOfferViews,
  fetchCustomerOffers,
  loadAdvantages,
  type OfferView,
} from "./advantages.server";
export { loyaltyOffers } from "./offers.server";
