import { z } from "zod";
import { siteResourceHref } from "../../pages/href";
import { CARD_HANDLER_ID, CARD_HANDLER_NAME, UCP_VERSION } from "../ucp/protocol";

/**
 * The Agentic Commerce Protocol as this shop speaks it (issue 53): the agentic checkout's REST
 * sessions of the releases below, on the same checkout, cart and order path as UCP
 * (app/agents/ucp/checkout.server.ts). Errors are ACP's flat shape; amounts integers in minor
 * units; `param` an RFC 9535 JSONPath into the request. What differs between the releases read
 * (idempotency's rules and codes) is decided per request by its `API-Version`.
 */

/** Oldest first, the last the latest (ACP's own order). */
export const ACP_SUPPORTED_VERSIONS = ["2026-01-16", "2026-04-17"] as const;
export type AcpVersion = (typeof ACP_SUPPORTED_VERSIONS)[number];
export const ACP_VERSION: AcpVersion = "2026-04-17";
export const ACP_DISCOVERY_PATH = "/.well-known/acp.json";
export const ACP_API_BASE = "/acp";

/**
 * 2026-04-17 made `Idempotency-Key` mandatory on every POST, its conflict a 422 and a request in
 * flight `idempotency_in_flight`, all `invalid_request`; 2026-01-16 kept it optional, on create
 * and complete, with `request_not_idempotent` errors.
 */
export const strictIdempotency = (version: AcpVersion) => version >= "2026-04-17";

export type AcpErrorType = "invalid_request" | "request_not_idempotent" | "processing_error" | "service_unavailable";

export interface AcpError {
  type: AcpErrorType;
  code: string;
  message: string;
  param?: string;
  supported_versions?: readonly string[];
}

/**
 * The discovery document (2026-04-17's, RFC 8615 at /.well-known/acp.json): protocol and
 * versions, the API base, transports, and what does not vary per session. Payment handlers are
 * each session's (`capabilities.payment`); how a linked shopper's platform authenticates is said
 * in agents.md and the OAuth server's own metadata.
 */
export function acpDiscovery(origin: string, markets: { currencies: string[]; locales: string[] }) {
  return {
    protocol: {
      name: "acp",
      version: ACP_VERSION,
      supported_versions: ACP_SUPPORTED_VERSIONS,
      documentation_url: origin + siteResourceHref("agents"),
    },
    api_base_url: `${origin}${ACP_API_BASE}`,
    transports: ["rest"],
    capabilities: {
      services: ["checkout"],
      extensions: [{ name: "discount" }],
      intervention_types: ["3ds"],
      supported_currencies: markets.currencies,
      supported_locales: markets.locales,
    },
  };
}

/** The payment handler a linked shopper's session offers (decision 202): the shop's card tokens. */
export function acpPaymentHandlers(origin: string) {
  return [
    {
      id: CARD_HANDLER_ID,
      name: CARD_HANDLER_NAME,
      version: UCP_VERSION,
      spec: origin + siteResourceHref("agents"),
      requires_delegate_payment: false,
      requires_pci_compliance: false,
      psp: "atelier-sept",
      config_schema: origin + siteResourceHref("agents"),
      instrument_schemas: [],
      config: { credential_types: ["token"], card_networks: ["visa", "mastercard", "amex", "cb"] },
    },
  ];
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
    // 2026-04-17 lets a quantity be decimal (goods sold by weight): ours are sold whole.
    .array(
      z
        .object({
          id,
          quantity: z.number().int("Items are sold whole: quantity is a whole number.").min(1).max(10),
        })
        .loose(),
    )
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
