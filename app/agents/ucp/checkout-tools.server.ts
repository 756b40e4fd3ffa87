import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { idempotencyName, type IdempotencyStore, onceForKey, sha256 } from "../idempotency";
import { cancelCheckout, type CheckoutDeps, createCheckout, updateCheckout } from "./checkout.server";
import { completeCheckout, getCheckout } from "./complete-checkout.server";
import { getOrder } from "./orders.server";
import type { CallerIdentity } from "./checkout-view.server";
import { marketPrefix } from "./market";
import { errorResponse } from "./protocol";
import {
  cancelCheckoutInput,
  completeCheckoutInput,
  createCheckoutInput,
  getCheckoutInput,
  getOrderInput,
  updateCheckoutInput,
} from "./schemas";
import { answer, READ, run, WRITE } from "./tool-results";

/**
 * A write done once per agent and idempotency key (`meta.idempotency-key`): the same call again
 * gets the first answer; another call with the key, or one while the first runs, is refused
 * (app/agents/idempotency.ts). Without a key the call simply runs.
 */
async function onceForAgent(
  store: IdempotencyStore,
  caller: { owner: string; meta: { "ucp-agent": { profile: string }; "idempotency-key"?: string } },
  call: string,
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  const { owner, meta } = caller;
  const key = meta["idempotency-key"];
  if (!key) return work();
  // A linked customer's keys are hers: another caller's same key and profile never meet them.
  const name = await idempotencyName(`${owner}:${meta["ucp-agent"].profile}`, key);
  const once = await onceForKey(store, { name, fingerprint: await sha256(call) }, async () => {
    const result = await work();
    const unavailable = result.isError && JSON.stringify(result.structuredContent).includes('"code":"unavailable"');
    return { status: unavailable ? 503 : 200, body: result as unknown as Record<string, unknown> };
  });
  if (once.outcome === "ran" || once.outcome === "replayed") return once.answer.body as unknown as CallToolResult;
  return answer(
    errorResponse(
      {
        type: "error",
        code: once.outcome === "conflict" ? "idempotency_conflict" : "idempotency_in_progress",
        content:
          once.outcome === "conflict"
            ? "This idempotency key was used with another request."
            : "A request with this idempotency key is still running; retry it in a moment.",
        severity: once.outcome === "conflict" ? "unrecoverable" : "recoverable",
      },
      "",
    ),
  );
}

/** The UCP checkout capability's five tools (checkout.server.ts), and get_order for a linked customer. */
export function registerCheckoutTools(
  server: McpServer,
  deps: CheckoutDeps & { orders: CallerIdentity | null },
  idempotency: IdempotencyStore,
) {
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
    ({ meta, checkout }) =>
      onceForAgent(idempotency, { owner: deps.owner, meta }, `create_checkout ${JSON.stringify(checkout)}`, () =>
        run(origin, "create_checkout", () => createCheckout(deps, marketPrefix(checkout.context), checkout)),
      ),
  );
  server.registerTool(
    "get_checkout",
    {
      title: "Get a checkout",
      description:
        "The checkout this id names. After a 3-D Secure check, it reads the bank's answer and, approved, places the order.",
      inputSchema: getCheckoutInput,
      // Not read-only: reading a challenged payment's answer may place its order.
      annotations: { ...WRITE, idempotentHint: true },
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
        "With the shopper's linked account (Authorization: Bearer, identity linking) and a card token from the card_token " +
        "payment handler (checkout.payment.instruments[0].credential.token): places the order and answers status completed " +
        "with order.id; a 3-D Secure check answers requires_escalation with continue_url, the cardholder's page (call " +
        "get_checkout once she answered); a refusal is a payment_failed message. Without a linked account, hands the " +
        "checkout to the shopper: requires_escalation and the continue_url where they sign in and pay on the site.",
      inputSchema: completeCheckoutInput,
      annotations: WRITE,
    },
    ({ meta, id, checkout }) =>
      onceForAgent(
        idempotency,
        { owner: deps.owner, meta },
        `complete_checkout ${id} ${JSON.stringify(checkout ?? {})}`,
        () => run(origin, "complete_checkout", () => completeCheckout(deps, id, checkout)),
      ),
  );
  server.registerTool(
    "get_order",
    {
      title: "Get an order",
      description:
        "An order the linked customer placed (Authorization: Bearer with the dev.ucp.shopping.order:read scope): its lines, " +
        "where it goes, totals in minor units and its page in the customer's account.",
      inputSchema: getOrderInput,
      annotations: READ,
    },
    ({ id, context }) =>
      run(origin, "get_order", () => getOrder({ ...deps, identity: deps.orders }, marketPrefix(context), id)),
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
