import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** An agent's side of UCP over MCP, with the MCP SDK's own client: the UCP specs share it. */

export const BASE = "http://localhost:8787";
export const META = { "ucp-agent": { profile: "https://agent.example/profiles/shopping-agent.json" } };

/** Every tool the endpoint lists: catalogue, cart and checkout. */
export const UCP_TOOLS = [
  "search_catalog",
  "lookup_catalog",
  "get_product",
  "create_cart",
  "get_cart",
  "update_cart",
  "cancel_cart",
  "create_checkout",
  "get_checkout",
  "update_checkout",
  "complete_checkout",
  "cancel_checkout",
  "get_order",
] as const;

/** The MCP endpoint, as an agent finds it: from the business profile. */
export async function endpoint(): Promise<string> {
  const profile = (await (await fetch(`${BASE}/.well-known/ucp`)).json()) as {
    ucp: { services: Record<string, { transport: string; endpoint: string }[]> };
  };
  return profile.ucp.services["dev.ucp.shopping"]!.find((entry) => entry.transport === "mcp")!.endpoint;
}

export async function connect(headers: Record<string, string> = {}) {
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(await endpoint()), { requestInit: { headers } }));
  return client;
}

export async function call<T>(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: { meta: META, ...args } });
  return { result, ucp: result.structuredContent as T & { ucp: { version: string; status?: string } } };
}

const POLAND = { address_country: "PL", language: "pl" };

/**
 * A size M jumper in stock on the Polish site, found as an agent finds it: once per worker, as
 * the endpoint holds each client to 120 calls a minute (workers/ucp.ts).
 */
let jumper: Promise<string> | undefined;
export const jumperInM = (client: Client) => {
  jumper ??= findJumperInM(client);
  return jumper;
};

async function findJumperInM(client: Client): Promise<string> {
  const search = await call<{ products: { id: string }[] }>(client, "search_catalog", {
    catalog: { query: "sweter", context: POLAND, pagination: { limit: 12 } },
  });
  for (const { id } of search.ucp.products) {
    const product = await call<{
      product: { variants: { id: string; title: string; availability: { available: boolean } }[] };
    }>(client, "get_product", { catalog: { id, context: POLAND } });
    const size = product.ucp.product.variants.find(
      (variant) => / M$/.test(variant.title) && variant.availability.available,
    );
    if (size) return size.id;
  }
  throw new Error("No size M jumper in stock on the Polish site");
}
