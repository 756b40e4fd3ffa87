import { z } from "zod";
import { CARD_HANDLER_ID } from "../ucp/protocol";
import { OAUTH_PATHS } from "../identity/oauth.server";

/**
 * The Agentic Commerce Protocol as this shop speaks it (issue 53): the agentic checkout's REST
 * sessions of the RFC version below, on the same checkout, cart and order path as UCP
 * (app/agents/ucp/checkout.server.ts). Errors are ACP's flat shape; amounts integers in minor
 * units; `param` an RFC 9535 JSONPath into the request.
 */

export const ACP_VERSION = "2026-01-16";
export const ACP_SUPPORTED_VERSIONS = [ACP_VERSION] as const;
export const ACP_DISCOVERY_PATH = "/.well-known/acp.json";
export const ACP_API_BASE = "/acp";

export type AcpErrorType = "invalid_request" | "request_not_idempotent" | "processing_error" | "service_unavailable";

export interface AcpError {
  type: AcpErrorType;
  code: string;
  message: string;
  param?: string;
  supported_versions?: readonly string[];
}

/** The discovery document: protocol, version, API base, transports and what the sessions offer. */
export function acpDiscovery(origin: string, linking = false) {
  return {
    protocol: "acp",
    version: ACP_VERSION,
    supported_versions: ACP_SUPPORTED_VERSIONS,
    api_base: `${origin}${ACP_API_BASE}`,
    transports: ["rest"],
    // The platform's key; where account linking is offered, a linked shopper's OAuth token too (decision 202).
    authentication: {
      type: "bearer",
      ...(linking ? { oauth_authorization_server: origin + OAUTH_PATHS.metadata } : {}),
    },
    capabilities: {
      checkout_sessions: ["create", "update", "retrieve", "complete", "cancel"],
      idempotency: { header: "Idempotency-Key", methods: ["create", "complete"] },
      fulfillment_types: ["shipping", "pickup"],
      discount_codes: true,
      // Without a linked shopper the shopper pays on the site (requires_sign_in, decision 200);
      // a linked shopper's platform pays with a card token of the shop's handler (decision 202).
      payment_providers: linking ? [CARD_HANDLER_ID] : [],
    },
  };
}

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().max(max);

/** An address as ACP sends it. */
const address = z
  .object({
    name: text(80).optional(),
    line_one: text(120),
    line_two: text(120).optional(),
    city: text(80),
    state: text(80).optional(),
    country: z.string().regex(/^[A-Za-z]{2}$/),
    postal_code: text(20),
  })
  .loose();

const sessionFields = {
  items: z
    .array(z.object({ id, quantity: z.number().int().min(1).max(10) }).loose())
    .max(20)
    .optional(),
  buyer: z
    .object({
      first_name: text(40).optional(),
      last_name: text(40).optional(),
      email: text(254).optional(),
      phone_number: text(30).optional(),
    })
    .loose()
    .optional(),
  fulfillment_details: z
    .object({
      name: text(80).optional(),
      phone_number: text(30).optional(),
      email: text(254).optional(),
      address: address.optional(),
    })
    .loose()
    .optional(),
  selected_fulfillment_options: z
    .array(z.object({ option_id: z.string().max(64), item_ids: z.array(id).max(20).optional() }).loose())
    .max(5)
    .optional(),
  discounts: z
    .object({ codes: z.array(z.string().max(40)).max(5) })
    .loose()
    .optional(),
};

export const createSessionBody = z.object(sessionFields).loose();
export const updateSessionBody = z.object(sessionFields).loose();
/**
 * What pays a session: the shop's card-token handler and its vault token (the RFC's current
 * `handler_id` + `instrument.credential`, or its first `token` + `provider`), with the card's billing address.
 */
export const completeSessionBody = z
  .object({
    payment_data: z
      .object({
        handler_id: z.string().max(64).optional(),
        instrument: z
          .object({
            type: z.string().max(20).optional(),
            credential: z.object({ type: z.string().max(30).optional(), token: z.string().min(1).max(200) }).loose(),
          })
          .loose()
          .optional(),
        token: z.string().max(500).optional(),
        provider: z.string().max(40).optional(),
        billing_address: address.optional(),
      })
      .loose()
      .optional(),
    buyer: sessionFields.buyer,
  })
  .loose();
export type CompleteBody = z.infer<typeof completeSessionBody>;

export type SessionBody = z.infer<typeof createSessionBody>;
