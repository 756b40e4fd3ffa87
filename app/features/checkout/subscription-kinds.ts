/**
 * Which of the customer's own subscriptions (GET /customers-self/subscriptions) each kind offered
 * with an order is (GET /customers-self/transaction-subscriptions): loyalty news are the loyalty
 * members' invitations (decision 120). The storefront ticks a box from it, and the offline mock
 * answers and subscribes by the same table.
 */
export const TRANSACTION_SUBSCRIPTION_KIND: Readonly<Record<string, string>> = {
  eTicket: "eTicket",
  newsletter: "newsletter",
  loyaltyNews: "invitations",
};
