import { z } from "zod";
import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import type { RequestContext } from "../../lib/request-context";
import { cartService } from "../../features/cart/service.server";
import { compactPhone, isPhoneNumber } from "../../features/addresses/address-rules";
import type { CheckoutRecord } from "./checkout-store";
import type { UcpMessage } from "./protocol";
import type { CheckoutFieldsInput } from "./schemas";

/**
 * What an agent's create_checkout or update_checkout asks, read against the site's rules: the
 * buyer's e-mail and names, the delivery option chosen, the promo codes. Each thing refused is a
 * message naming where it was in the request (`path`), in the market's language; nothing refused
 * is kept, and nothing is dropped without a message.
 */

export type CheckoutInput = CheckoutFieldsInput;

const email = z.email().max(254);
/** A name as the account's forms take it: letters, spaces, hyphens and apostrophes, at most 40. */
const NAME = /^\p{L}[\p{L} '’-]{0,39}$/u;
/** A promo code as the cart's form takes it (features/cart/intents.ts), upper case. */
const PROMO_CODE = /^[A-Z0-9_-]{2,30}$/;

/** What is wrong at `path` of the request, the agent able to send it again: missing or invalid. */
export const fieldMessage = (code: "missing" | "invalid", path: string, content: string): UcpMessage => ({
  type: "error",
  code,
  path,
  content,
  severity: "recoverable",
});
const refusal = (path: string, content: string) => fieldMessage("invalid", path, content);

/** The buyer to keep: undefined when the request names none or its e-mail is refused (said in `messages`). */
export function buyerOf(
  buyer: CheckoutInput["buyer"],
  language: Language,
  messages: UcpMessage[],
): CheckoutRecord["buyer"] | undefined {
  if (!buyer) return undefined;
  const options = { locale: language };
  const address = buyer.email?.trim().toLowerCase() ?? "";
  if (!email.safeParse(address).success) {
    messages.push(
      refusal(
        "$.buyer.email",
        address ? m.agent_checkout_email_invalid({}, options) : m.agent_checkout_email_missing({}, options),
      ),
    );
    return undefined;
  }
  const name = (field: "first_name" | "last_name") => {
    const value = buyer[field]?.trim();
    if (!value) return undefined;
    if (NAME.test(value)) return value;
    messages.push(refusal(`$.buyer.${field}`, m.agent_checkout_name_invalid({}, options)));
    return undefined;
  };
  const first = name("first_name");
  const last = name("last_name");
  // A carrier's text message for a parcel locker or a pickup point: checked as the delivery form checks it.
  const typedPhone = buyer.phone_number?.trim();
  const phone = typedPhone && isPhoneNumber(typedPhone) ? compactPhone(typedPhone) : undefined;
  if (typedPhone && !phone) messages.push(refusal("$.buyer.phone_number", m.checkout_error_phone({}, options)));
  return {
    email: address,
    ...(first ? { first_name: first } : {}),
    ...(last ? { last_name: last } : {}),
    ...(phone ? { phone_number: phone } : {}),
  };
}

/** The delivery option the request chose (null: it cleared it; undefined: it said nothing). */
export function selectedOption(fulfillment: CheckoutInput["fulfillment"]): string | null | undefined {
  const groups = fulfillment?.methods.flatMap((method) => method.groups ?? []) ?? [];
  const chosen = groups.find((group) => group.selected_option_id !== undefined);
  return chosen ? (chosen.selected_option_id ?? null) : undefined;
}

/** The destination the request chose (null: it cleared it; undefined: it said nothing). */
export function selectedDestination(fulfillment: CheckoutInput["fulfillment"]): string | null | undefined {
  const chosen = fulfillment?.methods.find((method) => method.selected_destination_id !== undefined);
  return chosen ? (chosen.selected_destination_id ?? null) : undefined;
}

/** The shipping address the request gives (a linked customer's new address), when it gives one. */
export function givenAddress(fulfillment: CheckoutInput["fulfillment"]) {
  return fulfillment?.methods.find((method) => method.destinations?.length)?.destinations?.[0];
}

/**
 * The cart's codes made those asked: each new one applied, each no longer asked removed. A code
 * refused (unknown, its minimum not met, malformed) is a message at its place in the request.
 */
export async function applyDiscountCodes(context: RequestContext, asked: readonly string[]): Promise<UcpMessage[]> {
  const options = { locale: context.locale.language };
  const cart = cartService(context);
  const messages: UcpMessage[] = [];
  const wanted = asked.map((code) => code.trim().toUpperCase());
  const held = (await cart.read())?.discountCode.map((entry) => entry.code) ?? [];
  for (const code of held) if (!wanted.includes(code)) await cart.removePromo(code);
  for (const [index, code] of wanted.entries()) {
    if (held.includes(code) || wanted.indexOf(code) !== index) continue;
    const path = `$.discounts.codes[${index}]`;
    if (!PROMO_CODE.test(code)) {
      messages.push(refusal(path, m.cart_promo_invalid({ code }, options)));
      continue;
    }
    const outcome = await cart.addPromo(code);
    if (outcome.ok || outcome.code === "promo-already-applied") continue;
    // The backend did not answer: not the code's fault; the call answers "unavailable" (mcp.server.ts).
    if (!["promo-invalid", "promo-minimum-not-met", "rejected"].includes(outcome.code))
      throw new Error(`Promo code not applied: ${outcome.code}`);
    messages.push(
      refusal(
        path,
        outcome.code === "promo-minimum-not-met"
          ? m.cart_promo_minimum({ code }, options)
          : m.cart_promo_invalid({ code }, options),
      ),
    );
  }
  return messages;
}
