// The account domain's public face on the server: what other domains and the routes use of it.
export { accountService } from "./account.server";
export { accountAction } from "./actions.server";
export { loadAlerts } from "./alerts.server";
export { accountAnswerSchema } from "./answer.server";
export { loadDashboard, loadWelcome } from "./dashboard.server";
export { loadLoyalty, loadLoyaltyHistory } from "./loyalty.server";
export { loadDownloads, loadReservations } from "./reservations.server";
export {
  loadAddressForm,
  loadBankDetails,
  loadBillingForm,
  loadDeliveryAddresses,
  loadPasswordForm,
  loadProfileForm,
  loadSettings,
  loadSubscriptions,
} from "./settings.server";
export { loadDeletion, loadPreferredStore } from "./store-and-deletion.server";
export { loadWishlist } from "./wishlist.server";
