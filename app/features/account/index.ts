// The account domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { ACCOUNT_PAGE_TITLES, accountMenuFor } from "./account-pages";
export { AddressListPage } from "./address-list-page";
export { AddressFormPage, AddressGone, DeleteAddressPage } from "./address-pages";
export { AdvantagesPage } from "./advantages-page";
export { AlertsPage } from "./alerts-page";
export { DashboardPage } from "./dashboard-page";
export { LoyaltyHistoryPage, LoyaltyPage } from "./loyalty-pages";
export { FailedPage } from "./page-states";
export { PasswordPage, ProfilePage } from "./profile-pages";
export { DownloadsPage, ReservationsPage } from "./reservations-pages";
export { BankDetailsPage, BillingAddressPage, SettingsPage } from "./settings-pages";
export { DeletionPage, PreferredStorePage } from "./store-and-deletion-pages";
export { SubscriptionsPage } from "./subscriptions-page";
export { WelcomePage } from "./welcome-page";
export { WishlistPage } from "./wishlist-page";
