import { m } from "../../paraglide/messages.js";
import { isLocalePrefix, LOCALES, type LocalePrefix } from "../../lib/locales";
import { cancelCheckout, type CheckoutDeps, createCheckout, updateCheckout } from "../ucp/checkout.server";
import { completeCheckout, getCheckout } from "../ucp/complete-checkout.server";
import type { checkoutView } from "../ucp/checkout-view.server";
import type { CheckoutInput } from "../ucp/checkout-input";
import { marketPrefix } from "../ucp/market";
import { isUcpError, type UcpMessage } from "../ucp/protocol";
import type { AcpError, SessionBody } from "./protocol";

/**
 * ACP's checkout sessions on the UCP checkout (one checkout, cart and order path for both
 * protocols, decision 200): the request read as a checkout input, the checkout written as an
 * ACP session. The shop takes no payment from an agent: a session is never `ready_for_payment`;
 * once it has its buyer and delivery option it says `requires_sign_in` with the link where the
 * shopper signs in and pays on the site, and `complete` answers that as an error.
 */

type Checkout = Extract<Awaited<ReturnType<typeof checkoutView>>, { fulfillment: unknown }>;
/** A checkout an ACP session shows: open (a completed one, only a linked UCP customer's, is none of ACP's). */
const isSession = (answer: Awaited<ReturnType<typeof checkoutView>>): answer is Checkout =>
  !isUcpError(answer) && "fulfillment" in answer;
export type AcpAnswer = { status: number; body: object };

/** Where a UCP message's place is in an ACP request. */
const ACP_PARAMS: [RegExp, string][] = [
  [/^\$\.line_items\[(\d+)\]/, "$.items[$1]"],
  [/^\$\.fulfillment\.methods\[0\]\.groups\[0\]\.selected_option_id$/, "$.selected_fulfillment_options[0].option_id"],
];
const acpParam = (path: string | undefined) =>
  path ? ACP_PARAMS.reduce((param, [pattern, replacement]) => param.replace(pattern, replacement), path) : undefined;

/** The market of a session: its delivery country and the agent's language, as UCP chooses it. */
export function sessionMarket(body: SessionBody, acceptLanguage: string | null): LocalePrefix {
  const language = acceptLanguage?.split(",")[0]?.trim();
  return marketPrefix({ address_country: body.fulfillment_details?.address?.country, language });
}

/** The request as the checkout reads it: items, buyer, the delivery option, codes. */
export function checkoutInputOf(body: SessionBody): CheckoutInput {
  const email = body.buyer?.email ?? body.fulfillment_details?.email;
  return {
    line_items: body.items?.map((item) => ({ item: { id: item.id }, quantity: item.quantity })),
    buyer:
      body.buyer || email ? { email, first_name: body.buyer?.first_name, last_name: body.buyer?.last_name } : undefined,
    fulfillment: body.selected_fulfillment_options
      ? { methods: [{ groups: [{ selected_option_id: body.selected_fulfillment_options[0]?.option_id ?? null }] }] }
      : undefined,
    discounts: body.discounts,
  };
}

function acpMessage(message: UcpMessage, continueUrl: string, language: LocalePrefix) {
  const options = { locale: LOCALES[language].language };
  const param = "path" in message ? acpParam(message.path) : undefined;
  if (message.type === "error" && message.code === "requires_sign_in")
    return {
      type: "error",
      code: "requires_sign_in",
      content_type: "markdown",
      content: m.agent_acp_handoff({ url: continueUrl }, options),
    };
  return {
    type: message.type === "error" ? "error" : "info",
    ...(message.type === "error" ? { code: message.code } : {}),
    ...(param ? { param } : {}),
    content_type: "plain",
    content: message.content,
  };
}

/** The checkout as an ACP session: lines, options, totals with their words, messages, links. */
export function acpSession(checkout: Checkout, prefix: LocalePrefix, body: SessionBody | null = null) {
  const options = { locale: LOCALES[prefix].language };
  const methods = checkout.fulfillment.methods;
  const fulfillmentOptions = methods.flatMap((method) =>
    method.groups.flatMap((group) =>
      group.options.map((option) => ({
        type: method.type,
        id: option.id,
        title: option.title,
        description: option.description,
        totals: option.totals.map((entry) => ({ ...entry, display_text: option.title })),
      })),
    ),
  );
  const chosen = methods.flatMap((method) =>
    method.groups.flatMap((group) =>
      group.selected_option_id ? [{ type: method.type, id: group.selected_option_id }] : [],
    ),
  )[0];
  const skus = checkout.line_items.map((line) => line.item.id);
  const count = checkout.line_items.reduce((sum, line) => sum + line.quantity, 0);
  const words: Record<string, string> = {
    subtotal: m.cart_summary_items({ count }, options),
    discount: m.cart_summary_discount({ code: checkout.discounts.codes.join(", ") }, options),
    fulfillment: fulfillmentOptions.find((option) => option.id === chosen?.id)?.title ?? "",
    total: `${m.cart_summary_total({}, options)} ${m.summary_total_vat({}, options)}`,
  };
  const addressSent = Boolean(body?.fulfillment_details?.address);
  return {
    id: checkout.id,
    status: checkout.status === "canceled" ? "canceled" : "not_ready_for_payment",
    currency: checkout.currency.toLowerCase(),
    line_items: checkout.line_items.map((line) => {
      const total = line.totals.find((entry) => entry.type === "total")?.amount ?? 0;
      const base = line.item.price * line.quantity;
      return {
        id: line.id,
        item: { id: line.item.id, quantity: line.quantity },
        name: line.item.title,
        images: [line.item.image_url],
        unit_amount: line.item.price,
        base_amount: base,
        discount: Math.max(0, base - total),
        subtotal: total,
        // Prices include VAT (said in the totals' words): nothing is added on top.
        tax: 0,
        total,
      };
    }),
    ...(checkout.buyer ? { buyer: checkout.buyer } : {}),
    fulfillment_options: fulfillmentOptions,
    selected_fulfillment_options: chosen ? [{ type: chosen.type, option_id: chosen.id, item_ids: skus }] : [],
    discounts: checkout.discounts,
    totals: checkout.totals.map((entry) => ({ ...entry, display_text: words[entry.type] ?? entry.type })),
    messages: [
      ...checkout.messages.map((message) => acpMessage(message, checkout.continue_url, prefix)),
      // The delivery address is the shopper's to confirm on the site: said, never silently kept.
      ...(addressSent
        ? [
            {
              type: "info",
              param: "$.fulfillment_details.address",
              content_type: "plain",
              content: m.agent_acp_address_on_site({}, options),
            },
          ]
        : []),
    ],
    links: checkout.links.map((link) => ({
      ...link,
      type: link.type === "terms_of_service" ? "terms_of_use" : link.type,
    })),
  };
}

const notFound: AcpAnswer = {
  status: 404,
  body: {
    type: "invalid_request",
    code: "not_found",
    message: "Checkout session not found or no longer open.",
  } satisfies AcpError,
};

/** The market a session id's checkout is in, read from the checkout itself. */
function prefixOf(checkout: Checkout): LocalePrefix {
  const prefix = new URL(checkout.continue_url).pathname.split("/")[1];
  return isLocalePrefix(prefix) ? prefix : "en";
}

/** POST /checkout_sessions: 201 with the session, or the first reason nothing could be made. */
export async function createSession(
  deps: CheckoutDeps,
  body: SessionBody,
  acceptLanguage: string | null,
): Promise<AcpAnswer> {
  const prefix = sessionMarket(body, acceptLanguage);
  const made = await createCheckout(deps, prefix, checkoutInputOf(body));
  if (!isSession(made)) {
    if (!isUcpError(made)) return notFound;
    const first = made.messages[0];
    return {
      status: 400,
      body: {
        type: "invalid_request",
        code: first?.type === "error" ? first.code : "invalid",
        message: first?.content ?? "No line could be added.",
        ...(first && "path" in first && first.path ? { param: acpParam(first.path) } : {}),
      } satisfies AcpError,
    };
  }
  return { status: 201, body: acpSession(made, prefix, body) };
}

export async function retrieveSession(deps: CheckoutDeps, id: string): Promise<AcpAnswer> {
  const checkout = await getCheckout(deps, id);
  return isSession(checkout) ? { status: 200, body: acpSession(checkout, prefixOf(checkout)) } : notFound;
}

export async function updateSession(deps: CheckoutDeps, id: string, body: SessionBody): Promise<AcpAnswer> {
  const checkout = await updateCheckout(deps, id, checkoutInputOf(body));
  return isSession(checkout) ? { status: 200, body: acpSession(checkout, prefixOf(checkout), body) } : notFound;
}

/**
 * POST /complete: no payment is taken from an agent. A session with its buyer and delivery is
 * handed to the shopper (`requires_sign_in`, with the link); one still missing something says what.
 */
export async function completeSession(deps: CheckoutDeps, id: string): Promise<AcpAnswer> {
  const checkout = await completeCheckout(deps, id);
  if (!isSession(checkout)) return notFound;
  const prefix = prefixOf(checkout);
  const first = acpSession(checkout, prefix).messages.find((message) => message.type === "error");
  return {
    status: 400,
    body: {
      type: "invalid_request",
      code: first && "code" in first ? String(first.code) : "requires_sign_in",
      message: first?.content ?? "",
      param: first && "param" in first && first.param ? String(first.param) : "$.payment_data",
    } satisfies AcpError,
  };
}

/** POST /cancel: 200 with the session cancelled; 405 when it already is (or is gone). */
export async function cancelSession(deps: CheckoutDeps, id: string): Promise<AcpAnswer> {
  const checkout = await cancelCheckout(deps, id);
  if (!isSession(checkout))
    return {
      status: 405,
      body: {
        type: "invalid_request",
        code: "not_cancelable",
        message: "This checkout session is not open.",
      } satisfies AcpError,
    };
  return { status: 200, body: acpSession(checkout, prefixOf(checkout)) };
}
