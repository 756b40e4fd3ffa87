import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import { SUBSCRIPTION_KIND_BY_MESSAGE_TYPE, type MessageType } from "./message-types";

/** The kind's name as the account's subscriptions page shows it. */
export function subscriptionKindLabel(type: MessageType, language: Language): string {
  const options = { locale: language };
  switch (SUBSCRIPTION_KIND_BY_MESSAGE_TYPE[type]) {
    case "newsletter":
      return m.account_subscription_newsletter({}, options);
    case "eTicket":
      return m.account_subscription_eticket({}, options);
    case "invitations":
      return m.account_subscription_invitations({}, options);
    case "survey":
      return m.account_subscription_survey({}, options);
  }
}
