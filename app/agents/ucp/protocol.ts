import { siteResourceHref } from "../../pages/href";
/**
 * The Universal Commerce Protocol as this shop speaks it (issue 31; ucp.dev, version 2026-04-08):
 * the business profile at /.well-known/ucp, the response envelope, messages and money. Catalogue
 * search and lookup, the cart, the checkout and orders, over MCP; a linked customer's agent pays
 * with a card token, anyone else's checkout is paid by the shopper on the site (`continue_url`).
 */

export const UCP_VERSION = "2026-04-08";
export const UCP_MCP_PATH = "/api/ucp/mcp";
export const UCP_PROFILE_PATH = "/.well-known/ucp";

/** Calls per client and window at the MCP endpoint: an agent's conversation is a few calls a minute. */
export const UCP_RATE = { requests: 120, windowMs: 60_000 } as const;

export const CAPABILITIES = {
  search: "dev.ucp.shopping.catalog.search",
  lookup: "dev.ucp.shopping.catalog.lookup",
  cart: "dev.ucp.shopping.cart",
  checkout: "dev.ucp.shopping.checkout",
  fulfillment: "dev.ucp.shopping.fulfillment",
  discount: "dev.ucp.shopping.discount",
  order: "dev.ucp.shopping.order",
  identityLinking: "dev.ucp.common.identity_linking",
} as const;

/** The shop's one payment handler (decision 202): cards its payment provider's vault tokenised. */
export const CARD_HANDLER_ID = "card_token";
export const CARD_HANDLER_NAME = "com.atelier-sept.card_token";
type Capability = (typeof CAPABILITIES)[keyof typeof CAPABILITIES];

const SPEC = `https://ucp.dev/${UCP_VERSION}`;

/** What each scope of identity linking gates (decision 202): paying a checkout, reading orders. */
const LINKING_SCOPES = {
  "dev.ucp.shopping.checkout:manage": {
    description: { plain: "Prepare checkouts and place orders with the payment you give your assistant." },
  },
  "dev.ucp.shopping.order:read": { description: { plain: "Read the orders you placed." } },
};

/**
 * The business profile: the MCP service, the catalogue, carts, checkout with its delivery and
 * discount extensions, orders; where account linking is offered (`linking`), identity linking with
 * its scopes, and the card-token payment handler a linked customer's agent pays with.
 */
export function ucpProfile(origin: string, linking = false) {
  const capability = (path: string, schema: string, folder = "shopping") => [
    { version: UCP_VERSION, spec: `${SPEC}/specification/${path}`, schema: `${SPEC}/schemas/${folder}/${schema}` },
  ];
  const extension = (path: string, schema: string) =>
    capability(path, schema).map((entry) => ({ ...entry, extends: CAPABILITIES.checkout }));
  return {
    ucp: {
      version: UCP_VERSION,
      services: {
        "dev.ucp.shopping": [
          {
            version: UCP_VERSION,
            spec: `${SPEC}/specification/overview`,
            transport: "mcp",
            schema: `${SPEC}/services/shopping/mcp.openrpc.json`,
            endpoint: `${origin}${UCP_MCP_PATH}`,
          },
        ],
      },
      capabilities: {
        [CAPABILITIES.search]: capability("catalog/search", "catalog_search.json"),
        [CAPABILITIES.lookup]: capability("catalog/lookup", "catalog_lookup.json"),
        [CAPABILITIES.cart]: capability("cart", "cart.json"),
        [CAPABILITIES.checkout]: capability("checkout", "checkout.json"),
        // Extensions of the checkout: the site's delivery options, and promo codes.
        [CAPABILITIES.fulfillment]: extension("fulfillment", "fulfillment.json"),
        [CAPABILITIES.discount]: extension("discount", "discount.json"),
        ...(linking
          ? {
              [CAPABILITIES.order]: capability("order", "order.json"),
              [CAPABILITIES.identityLinking]: capability("identity-linking", "identity_linking.json", "common").map(
                (entry) => ({ ...entry, config: { scopes: LINKING_SCOPES } }),
              ),
            }
          : {}),
      },
      payment_handlers: linking
        ? {
            [CARD_HANDLER_NAME]: [
              {
                id: CARD_HANDLER_ID,
                version: UCP_VERSION,
                spec: origin + siteResourceHref("agents"),
                config: { credential_types: ["token"], card_networks: ["visa", "mastercard", "amex", "cb"] },
              },
            ],
          }
        : {},
    },
  };
}

/** The `ucp` object of an answer: the version and the capability it answers for. */
export const envelope = (capability: Capability) => ({
  version: UCP_VERSION,
  capabilities: { [capability]: [{ version: UCP_VERSION }] },
});

/**
 * What an answer says beside its resource. `path` (RFC 9535 JSONPath) names what the message is
 * about: for a cart, the line as the agent sent it, `$.line_items[i]` of its request (decision 185).
 */
export type UcpMessage =
  | {
      type: "error";
      code: string;
      path?: string;
      content: string;
      severity: "recoverable" | "requires_buyer_input" | "requires_buyer_review" | "unrecoverable";
    }
  | { type: "warning"; code: string; path?: string; content: string }
  | { type: "info"; code?: string; path?: string; content: string };

export type UcpError = Extract<UcpMessage, { type: "error" }>;

/**
 * A business outcome with no resource to return (a cart that is gone, a cart none of whose lines
 * could be made): status "error", its message first, then any others it comes with.
 */
export function errorResponse(message: UcpError, continueUrl: string, others: readonly UcpMessage[] = []) {
  return {
    ucp: { version: UCP_VERSION, status: "error" as const },
    messages: [message, ...others],
    continue_url: continueUrl,
  };
}

/** Whether an answer is a business outcome with no resource (errorResponse). */
export const isUcpError = (answer: { ucp: object }): answer is ReturnType<typeof errorResponse> =>
  "status" in answer.ucp && answer.ucp.status === "error";

/** Money as UCP has it: an integer amount in minor units, with its ISO 4217 currency. */
export const money = (amount: number, currency: string) => ({ amount, currency });
