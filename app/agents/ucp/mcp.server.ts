import { href } from "../../pages/href";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import type { LocalePrefix } from "../../lib/locales";
import { cancelCart, createCart, getCart, type MarketContext, updateCart } from "./cart.server";
import { registerCheckoutTools } from "./checkout-tools.server";
import type { CheckoutStore } from "./checkout-store";
import type { IdempotencyStore } from "../idempotency";
import { SCOPES } from "../identity/grants.server";
import { type CallerIdentity, linkedOwner } from "./checkout-view.server";
import { getProduct, lookupCatalog, searchCatalog } from "./catalog.server";
import { marketPrefix } from "./market";
import { errorResponse, UCP_VERSION } from "./protocol";
import { READ, run, WRITE } from "./tool-results";
import {
  cancelCartInput,
  createCartInput,
  getCartInput,
  getProductInput,
  lookupCatalogInput,
  searchCatalogInput,
  updateCartInput,
} from "./schemas";

/**
 * The shop's UCP endpoint over MCP (issue 31): stateless, JSON answers, one server and transport
 * per request (the SDK's rule for stateless servers). Every answer is the UCP object in
 * `structuredContent` and the same JSON as text. A failing backend is a UCP error answer
 * (`status: "error"`, a recoverable `unavailable` message), never a 5xx of the endpoint.
 */

interface AgentStores {
  checkouts: CheckoutStore;
  idempotency: IdempotencyStore;
}

/** The customer a call acts for (a linked account's bearer token, decision 202) and what it may do. */
export interface CallerGrant {
  identity: CallerIdentity;
  scope: readonly string[];
}

async function createServer(
  origin: string,
  contextFor: MarketContext,
  stores: AgentStores,
  caller: CallerGrant | null,
): Promise<McpServer> {
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
        "options (fulfillment) and promo codes (discounts), and totals what the site charges. With the shopper's linked " +
        "account (OAuth, /.well-known/oauth-authorization-server) it lists where it may go (destinations) and " +
        "complete_checkout pays with a card token and places the order; without, the shopper signs in and pays on the " +
        "site: a complete checkout answers requires_escalation with its continue_url.",
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
  // A linked customer's checkouts are hers alone; one made without a token is any holder of its id's.
  const paying = caller?.scope.includes(SCOPES.checkout) ? caller.identity : null;
  const owner = paying ? await linkedOwner(paying.customer) : "ucp";
  registerCheckoutTools(
    server,
    {
      contextFor,
      store: stores.checkouts,
      origin,
      owner,
      identity: paying,
      orders: caller?.scope.includes(SCOPES.orders) ? caller.identity : null,
    },
    stores.idempotency,
  );
  return server;
}

/** One MCP request (POST, JSON-RPC): answered by a server made for it. */
export async function handleUcpMcp(
  request: Request,
  origin: string,
  contextFor: MarketContext,
  stores: AgentStores,
  caller: CallerGrant | null = null,
): Promise<Response> {
  const server = await createServer(origin, contextFor, stores, caller);
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
