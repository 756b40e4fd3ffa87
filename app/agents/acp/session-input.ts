import type { CheckoutInput } from "../ucp/checkout-input";
import { marketPrefix } from "../ucp/market";
import type { CompleteCheckoutInput } from "../ucp/schemas";
import type { LocalePrefix } from "../../lib/locales";
import type { CompleteBody, SessionBody } from "./protocol";

/**
 * An ACP request as the shop's checkout reads it (decisions 200 and 202): the session's market,
 * its items, buyer, delivery option, codes and, for a linked shopper, the address it goes to; the
 * card a linked shopper's platform pays with.
 */

/** The market of a session: its delivery country and the agent's language, as UCP chooses it. */
export function sessionMarket(body: SessionBody, acceptLanguage: string | null): LocalePrefix {
  const language = acceptLanguage?.split(",")[0]?.trim();
  return marketPrefix({ address_country: body.fulfillment_details?.address?.country, language });
}

/** An ACP address as UCP writes one: its `name` split into first and last names. */
function ucpAddress(address: NonNullable<NonNullable<SessionBody["fulfillment_details"]>["address"]>) {
  const [first, ...rest] = (address.name ?? "").trim().split(/\s+/);
  return {
    ...(first ? { first_name: first } : {}),
    ...(rest.length ? { last_name: rest.join(" ") } : {}),
    street_address: address.line_one,
    ...(address.line_two ? { extended_address: address.line_two } : {}),
    address_locality: address.city,
    postal_code: address.postal_code,
    address_country: address.country.toUpperCase(),
  };
}

/**
 * The request as the checkout reads it: items, buyer, the delivery option, codes; for a linked
 * shopper (decision 202) also the delivery address, delivered there once paid.
 */
export function checkoutInputOf(body: SessionBody, linked = false): CheckoutInput {
  const details = body.fulfillment_details;
  const email = body.buyer?.email ?? details?.email;
  const phone = body.buyer?.phone_number ?? details?.phone_number;
  const address = linked && details?.address ? ucpAddress(details.address) : undefined;
  const option = body.selected_fulfillment_options?.[0]?.option_id;
  return {
    line_items: body.items?.map((item) => ({ item: { id: item.id }, quantity: item.quantity })),
    buyer:
      body.buyer || email
        ? {
            email,
            first_name: body.buyer?.first_name,
            last_name: body.buyer?.last_name,
            ...(linked && phone ? { phone_number: phone } : {}),
          }
        : undefined,
    ...(details?.address ? { context: { postal_code: details.address.postal_code } } : {}),
    fulfillment:
      body.selected_fulfillment_options || address
        ? {
            methods: [
              {
                ...(body.selected_fulfillment_options ? { groups: [{ selected_option_id: option ?? null }] } : {}),
                ...(address ? { destinations: [address] } : {}),
              },
            ],
          }
        : undefined,
    discounts: body.discounts,
  };
}

/** The card a linked shopper's platform pays with, as UCP's complete_checkout takes it. */
export function paymentOf(body: CompleteBody): CompleteCheckoutInput | undefined {
  const data = body.payment_data;
  const token = data?.instrument?.credential.token ?? data?.token;
  if (!data || !token) return undefined;
  const billing = data.billing_address;
  return {
    payment: {
      instruments: [
        {
          handler_id: data.handler_id ?? data.provider ?? "",
          credential: { type: "token", token },
          ...(billing ? { billing_address: ucpAddress(billing) } : {}),
        },
      ],
    },
  };
}
