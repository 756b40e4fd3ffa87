import { href } from "../../pages/href";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { logWarning } from "../../lib/log.server";
import type { LocalePrefix } from "../../lib/locales";
import { cancelCart, createCart, getCart, type MarketContext, updateCart } from "./cart.server";
import { cancelCheckout, completeCheckout, createCheckout, getCheckout, updateCheckout } from "./checkout.server";
import type { CheckoutStore } from "./checkout-store";
import { getProduct, lookupCatalog, searchCatalog } from "./catalog.server";
import { marketPrefix } from "./market";
import { errorResponse, UCP_VERSION } from "./protocol";
import {
  cancelCartInput,
  cancelCheckoutInput,
  completeCheckoutInput,
  createCartInput,
  createCheckoutInput,
  getCartInput,
  getCheckoutInput,
  getProductInput,
  lookupCatalogInput,
  searchCatalogInput,
  updateCartInput,
  updateCheckoutInput,
} from "./schemas";

/**
 * The shop's UCP endpoint over MCP (issue 31): stateless, JSON answers, one server and transport
 * per request (the SDK's rule for stateless servers). Every answer is the UCP object in
 * `structuredContent` and the same JSON as text. A failing backend is a UCP error answer
 * (`status: "error"`, a recoverable `unavailable` message), never a 5xx of the endpoint.
 */

const READ = { readOnlyHint: true, openWorldHint: false } as const;
const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

function answer(ucp: object): CallToolResult {
  const failed = "ucp" in ucp && (ucp.ucp as { status?: string }).status === "error";
  return {
    content: [{ type: "text", text: JSON.stringify(ucp) }],
    structuredContent: ucp as Record<string, unknown>,
    ...(failed ? { isError: true } : {}),
  };
}

/** Runs a tool; a backend that fails (or any error) is a recoverable UCP error, logged. */
async function run(origin: string, tool: string, work: () => Promise<object>): Promise<CallToolResult> {
  try {
    return answer(await work());
  } catch (error) {
    logWarning({ message: `UCP ${tool} failed`, status: 503, url: origin, cause: String(error) });
    return answer(
      errorResponse(
        {
          type: "error",
          code: "unavailable",
          content: "The shop cannot answer right now; try again in a moment.",
          severity: "recoverable",
        },
        origin,
      ),
    );
  }
}

function createServer(origin: string, contextFor: MarketContext, store: CheckoutStore): McpServer {
  const server = new McpServer(
    { name: "atelier-sept-ucp", title: "Atelier Sept", version: UCP_VERSION },
    {
      // ajv compiles validators with `new Function`, which Workers forbid.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
      instructions:
        "Atelier Sept's catalogue and carts (UCP). Prices are integers in minor units with an ISO 4217 currency. " +
        "context.address_country and context.language choose the site (FR, CH, GB, ES, DE, IT, PL). " +
        "Cart line items take a variant id from get_product or lookup_catalog (a size's SKU). " +
        "A cart answer's messages say each line refused or changed (path: the line in your request); " +
        "a create_cart whose lines were all refused makes no cart and answers an error. " +
        "A checkout (create_checkout from a cart_id or line items) takes the buyer's e-mail, one of the site's delivery " +
        "options (fulfillment) and promo codes (discounts), and totals what the site charges. The shopper signs in and " +
        "pays on the site: a complete checkout answers requires_escalation with its continue_url.",
    },
  );
  const market = (prefix: LocalePrefix) => contextFor(prefix);

  server.registerTool(
    "search_catalog",
    {
      title: "Search the catalogue",
      description:
        "Search products by words, in the market given by catalog.context. Each result's variant is one colour; get_product lists its sizes.",
      inputSchema: searchCatalogInput,
      annotations: READ,
    },
    ({ catalog }) =>
      run(origin, "search_catalog", async () => searchCatalog(await market(marketPrefix(catalog.context)), catalog)),
  );
  server.registerTool(
    "lookup_catalog",
    {
      title: "Look up products",
      description: "Products by id (a product id or a colour's id), with every colour and size as variants.",
      inputSchema: lookupCatalogInput,
      annotations: READ,
    },
    ({ catalog }) =>
      run(origin, "lookup_catalog", async () =>
        lookupCatalog(await market(marketPrefix(catalog.context)), catalog.ids),
      ),
  );
  server.registerTool(
    "get_product",
    {
      title: "Get a product",
      description:
        "One product with its colours and sizes (variants: a size's SKU, price, availability). catalog.selected picks a colour.",
      inputSchema: getProductInput,
      annotations: READ,
    },
    ({ catalog }) =>
      run(origin, "get_product", async () => {
        const context = await market(marketPrefix(catalog.context));
        return (
          (await getProduct(context, catalog)) ??
          errorResponse(
            { type: "error", code: "not_found", content: `No product ${catalog.id}.`, severity: "unrecoverable" },
            context.origin + href(context.locale.prefix, "index"),
          )
        );
      }),
  );
  server.registerTool(
    "create_cart",
    {
      title: "Create a cart",
      description:
        "A new cart with these line items (item.id: a size's SKU; item.price: the price you were shown, to be told if it changed). " +
        "Returns its id and continue_url, the link that opens it on the site. Lines refused (unknown id, sold-out size) " +
        "or changed (quantity lowered to the stock, another price) are in messages; when no line can be added there is no cart.",
      inputSchema: createCartInput,
      annotations: WRITE,
    },
    ({ cart }) => run(origin, "create_cart", () => createCart(contextFor, marketPrefix(cart.context), cart.line_items)),
  );
  server.registerTool(
    "get_cart",
    { title: "Get a cart", description: "The cart this id names.", inputSchema: getCartInput, annotations: READ },
    ({ id }) => run(origin, "get_cart", () => getCart(contextFor, origin, id)),
  );
  server.registerTool(
    "update_cart",
    {
      title: "Update a cart",
      description:
        "Replaces the cart's line items with these (send every line to keep). Lines refused or changed are in messages.",
      inputSchema: updateCartInput,
      annotations: { ...WRITE, idempotentHint: true },
    },
    ({ id, cart }) => run(origin, "update_cart", () => updateCart(contextFor, origin, id, cart.line_items)),
  );
  server.registerTool(
    "cancel_cart",
    {
      title: "Cancel a cart",
      description: "Empties and closes the cart; returns it as it was.",
      inputSchema: cancelCartInput,
      annotations: { ...WRITE, destructiveHint: true },
    },
    ({ id }) => run(origin, "cancel_cart", () => cancelCart(contextFor, origin, id)),
  );
  registerCheckoutTools(server, { contextFor, store, origin });
  return server;
}

/** The UCP checkout capability's five tools (checkout.server.ts). */
function registerCheckoutTools(server: McpServer, deps: Parameters<typeof getCheckout>[0]) {
  const { origin } = deps;
  server.registerTool(
    "create_checkout",
    {
      title: "Create a checkout",
      description:
        "A checkout on a cart (checkout.cart_id, from create_cart) or on new line items, with the buyer (e-mail, names), " +
        "a delivery option (fulfillment.methods[].groups[].selected_option_id) and promo codes (discounts.codes). " +
        "Returns the delivery options with their prices, the totals in minor units, and messages for anything missing or refused.",
      inputSchema: createCheckoutInput,
      annotations: WRITE,
    },
    ({ checkout }) =>
      run(origin, "create_checkout", () => createCheckout(deps, marketPrefix(checkout.context), checkout)),
  );
  server.registerTool(
    "get_checkout",
    {
      title: "Get a checkout",
      description: "The checkout this id names.",
      inputSchema: getCheckoutInput,
      annotations: READ,
    },
    ({ id }) => run(origin, "get_checkout", () => getCheckout(deps, id)),
  );
  server.registerTool(
    "update_checkout",
    {
      title: "Update a checkout",
      description:
        "Changes what is sent: line_items replace the cart's lines; buyer, the delivery option and discounts.codes (all the codes wanted) as given.",
      inputSchema: updateCheckoutInput,
      annotations: { ...WRITE, idempotentHint: true },
    },
    ({ id, checkout }) => run(origin, "update_checkout", () => updateCheckout(deps, id, checkout)),
  );
  server.registerTool(
    "complete_checkout",
    {
      title: "Complete a checkout",
      description:
        "Hands a checkout with its buyer and delivery option to the shopper: status requires_escalation and the continue_url " +
        "where they sign in and pay on the site, with the same cart and codes. An agent cannot pay here.",
      inputSchema: completeCheckoutInput,
      annotations: WRITE,
    },
    ({ id }) => run(origin, "complete_checkout", () => completeCheckout(deps, id)),
  );
  server.registerTool(
    "cancel_checkout",
    {
      title: "Cancel a checkout",
      description: "Closes the checkout and empties its cart; returns it as it was, cancelled.",
      inputSchema: cancelCheckoutInput,
      annotations: { ...WRITE, destructiveHint: true },
    },
    ({ id }) => run(origin, "cancel_checkout", () => cancelCheckout(deps, id)),
  );
}

/** One MCP request (POST, JSON-RPC): answered by a server made for it. */
export async function handleUcpMcp(
  request: Request,
  origin: string,
  contextFor: MarketContext,
  store: CheckoutStore,
): Promise<Response> {
  const server = createServer(origin, contextFor, store);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
