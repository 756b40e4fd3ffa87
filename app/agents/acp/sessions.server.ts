import { m } from "../../paraglide/messages.js";
import { isLocalePrefix, LOCALES, type LocalePrefix } from "../../lib/locales";
import { cancelCheckout, type CheckoutDeps, createCheckout, updateCheckout } from "../ucp/checkout.server";
import { completeCheckout, getCheckout } from "../ucp/complete-checkout.server";
import type { checkoutView } from "../ucp/checkout-view.server";
import { isUcpError, type UcpMessage } from "../ucp/protocol";
import { type AcpError, acpPaymentHandlers, type CompleteBody, type SessionBody } from "./protocol";
import { checkoutInputOf, paymentOf, sessionMarket } from "./session-input";

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
  [/^\$\.fulfillment\.methods\[0\]\.(destinations\[0\]|selected_destination_id)$/, "$.fulfillment_details.address"],
  [/^\$\.payment\.instruments(\[0\])?/, "$.payment_data"],
  [/^\$\.buyer\.phone_number$/, "$.fulfillment_details.phone_number"],
];
const acpParam = (path: string | undefined) =>
  path ? ACP_PARAMS.reduce((param, [pattern, replacement]) => param.replace(pattern, replacement), path) : undefined;

/** What the shopper does on a page of her own, said in Markdown with its link: sign in and pay, or answer her bank. */
const SHOPPER_HANDOFFS: Record<string, typeof m.agent_acp_handoff> = {
  requires_sign_in: m.agent_acp_handoff,
  requires_3ds: m.agent_acp_challenge,
};

function acpMessage(message: UcpMessage, continueUrl: string, language: LocalePrefix) {
  const options = { locale: LOCALES[language].language };
  const param = "path" in message ? acpParam(message.path) : undefined;
  const handoff = message.type === "error" ? SHOPPER_HANDOFFS[message.code] : undefined;
  if (message.type === "error" && handoff)
    return {
      type: "error",
      code: message.code,
      content_type: "markdown",
      content: handoff({ url: continueUrl }, options),
    };
  if (message.type === "error" && message.code === "payment_failed")
    return {
      type: "error",
      code: "payment_declined",
      param: "$.payment_data",
      content_type: "plain",
      content: message.content,
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
export function acpSession(checkout: Checkout, prefix: LocalePrefix, body: SessionBody | null = null, linked = false) {
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
  // A linked shopper's address is where it goes; anyone else's is confirmed on the site.
  const addressSent = Boolean(body?.fulfillment_details?.address) && !linked;
  return {
    id: checkout.id,
    status:
      (linked || checkout.status !== "requires_escalation" ? ACP_STATUS[checkout.status] : null) ??
      "not_ready_for_payment",
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
    // A linked shopper's platform pays here: the session says with what (ACP's inline capabilities).
    ...(linked && checkout.links[0]
      ? { capabilities: { payment: { handlers: acpPaymentHandlers(new URL(checkout.links[0].url).origin) } } }
      : {}),
    ...("order" in checkout && checkout.order
      ? {
          order: {
            id: checkout.order.id,
            checkout_session_id: checkout.id,
            permalink_url: checkout.order.permalink_url,
          },
        }
      : {}),
  };
}

/** UCP's statuses in ACP's words: a 3-D Secure check waiting for the cardholder is in progress. */
const ACP_STATUS: Record<string, string> = {
  canceled: "canceled",
  ready_for_complete: "ready_for_payment",
  completed: "completed",
  // A linked shopper's payment waiting for her bank; anyone else's is handed over (not ready).
  requires_escalation: "in_progress",
};

const notFound: AcpAnswer = {
  status: 404,
  body: {
    type: "invalid_request",
    code: "not_found",
    message: "Checkout session not found or no longer open.",
  } satisfies AcpError,
};

/** The market a session id's checkout is in, read from the checkout itself (its terms of sale are its site's). */
function prefixOf(checkout: Checkout): LocalePrefix {
  const prefix = new URL(checkout.links[0]?.url ?? checkout.continue_url).pathname.split("/")[1];
  return isLocalePrefix(prefix) ? prefix : "en";
}

/** The caller acts for a shopper who linked her account (decision 202). */
const isLinkedCaller = (deps: CheckoutDeps) => Boolean(deps.identity);

/** POST /checkout_sessions: 201 with the session, or the first reason nothing could be made. */
export async function createSession(
  deps: CheckoutDeps,
  body: SessionBody,
  acceptLanguage: string | null,
): Promise<AcpAnswer> {
  const prefix = sessionMarket(body, acceptLanguage);
  const linked = isLinkedCaller(deps);
  const made = await createCheckout(deps, prefix, checkoutInputOf(body, linked));
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
  return { status: 201, body: acpSession(made, prefix, body, linked) };
}

export async function retrieveSession(deps: CheckoutDeps, id: string): Promise<AcpAnswer> {
  const checkout = await getCheckout(deps, id);
  return isSession(checkout)
    ? { status: 200, body: acpSession(checkout, prefixOf(checkout), null, isLinkedCaller(deps)) }
    : notFound;
}

export async function updateSession(deps: CheckoutDeps, id: string, body: SessionBody): Promise<AcpAnswer> {
  const linked = isLinkedCaller(deps);
  const checkout = await updateCheckout(deps, id, checkoutInputOf(body, linked));
  return isSession(checkout) ? { status: 200, body: acpSession(checkout, prefixOf(checkout), body, linked) } : notFound;
}

/**
 * POST /complete. A linked shopper's platform pays with a card token (decision 202): 200 with the
 * session `completed` and its order; a 3-D Secure check leaves it `in_progress`, its message
 * linking the bank's page; a declined card is `payment_declined`. Anyone else's session with its
 * buyer and delivery is handed to the shopper (`requires_sign_in`, with the link); one still
 * missing something says what.
 */
export async function completeSession(deps: CheckoutDeps, id: string, body: CompleteBody = {}): Promise<AcpAnswer> {
  // Only a linked shopper's platform pays here: anyone else's payment data is not asked for.
  const checkout = await completeCheckout(deps, id, isLinkedCaller(deps) ? paymentOf(body) : undefined);
  if (!isSession(checkout)) return notFound;
  const prefix = prefixOf(checkout);
  const session = acpSession(checkout, prefix, null, isLinkedCaller(deps));
  if (session.status === "completed" || checkout.messages.some((message) => message.code === "requires_3ds"))
    return { status: 200, body: session };
  const first = session.messages.find((message) => message.type === "error");
  return {
    status: first && "code" in first && first.code === "payment_declined" ? 402 : 400,
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
