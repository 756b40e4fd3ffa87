import type { z } from "zod";
import type { subscriptionKindSchema } from "../customer/schemas";

/**
 * The backend's message types (R3.21) and the subscription kinds the account shows for them:
 * an e-mail's unsubscribe link names its message type, the account speaks of kinds.
 */
export const MESSAGE_TYPES = ["NEWS", "TIC", "INVIT", "SURV"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type SubscriptionKind = z.infer<typeof subscriptionKindSchema>;

export const SUBSCRIPTION_KIND_BY_MESSAGE_TYPE: Record<MessageType, SubscriptionKind> = {
  NEWS: "newsletter",
  TIC: "eTicket",
  INVIT: "invitations",
  SURV: "survey",
};

export function messageTypeOf(kind: SubscriptionKind): MessageType {
  return MESSAGE_TYPES.find((type) => SUBSCRIPTION_KIND_BY_MESSAGE_TYPE[type] === kind)!;
}

/** The link's `type`: absent is the newsletter (older links carry none); anything else unknown is null. */
export function messageTypeFromLink(value: string | null): MessageType | null {
  if (value === null || value === "") return "NEWS";
  // No zod here: the unsubscribe page's browser code reads this module too.
  const type = value.toUpperCase();
  return (MESSAGE_TYPES as readonly string[]).includes(type) ? (type as MessageType) : null;
}
