// The checkout domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { BillingPage } from "./billing-page";
export { DeliveryPage } from "./delivery-page";
export { PaymentPage } from "./payment-page";
export { confirmationPath, hasSomethingToOrder, stepPath } from "./steps";
export { TransactionEventPush } from "./transaction-event";
export { cardProviderFor, CARD_PRODUCTS } from "./payment-methods";
