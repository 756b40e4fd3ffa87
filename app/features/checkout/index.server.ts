// The checkout domain's public face on the server: what other domains and the routes use of it.
export { checkoutAction, checkoutFormAnswer } from "./actions.server";
export { checkoutAnswerSchema } from "./answer.server";
export { loadBilling } from "./billing.server";
export { checkoutService } from "./checkout.server";
export { loadConfirmation } from "./confirmation.server";
export { chosenArrival } from "./delivery-arrival.server";
export { loadDelivery } from "./delivery.server";
export { loadPayment, providerReturn } from "./payment.server";
export { cartAtStep } from "./steps.server";
export { methodsFor } from "./payment-actions.server";
