import { z } from "zod";
import { parsePublicOrigins } from "./trusted-origin";

/**
 * The Worker's configuration, checked once per isolate. Bindings (the mock backend's
 * service binding) sit beside the plain variables.
 */
const envSchema = z.object({
  ENVIRONMENT: z.enum(["production", "staging", "local"]),
  API_BASE_URL: z.url(),
  API_SUBSCRIPTION_KEY: z.string().min(1),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  AUTH_PROVIDER_URL: z.string().min(1),
  /** The sign-in provider's token endpoint, where the callback exchanges its one-time code. */
  AUTH_TOKEN_URL: z.url(),
  /** Local only: forward the mock backend's fault switch (header or cookie) to the backend. */
  MOCK_FAULTS: z.enum(["on", "off"]).default("off"),
  /**
   * The storefront's public origins, comma-separated, the primary first: absolute URLs use the
   * one the request came to, and any other Host is refused (lib/trusted-origin.ts). Required.
   */
  PUBLIC_ORIGINS: z
    .string()
    .transform((raw, ctx) => {
      try {
        return parsePublicOrigins(raw);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string()).min(1, "PUBLIC_ORIGINS: at least one public origin is required")),
  COOKIE_DOMAIN: z.string().default(""),
  SITE_VERSION: z.string().default("dev"),
  /**
   * The API keys agent platforms call the ACP checkout sessions with (`Authorization: Bearer`),
   * comma-separated: a secret in production (`wrangler secret put ACP_API_KEYS`); none: every
   * call is refused (workers/acp.ts).
   */
  ACP_API_KEYS: z
    .string()
    .default("")
    .transform((raw) =>
      raw
        .split(",")
        .map((key) => key.trim())
        .filter((key) => key.length >= 16),
    ),
  /**
   * The key agents' OAuth codes and tokens are sealed with (UCP identity linking, decision 202),
   * at least 32 characters: a secret in production (`wrangler secret put AGENT_TOKEN_SECRET`);
   * none: no account linking is offered.
   */
  AGENT_TOKEN_SECRET: z
    .string()
    .default("")
    .transform((raw) => (raw.length >= 32 ? raw : "")),
  /**
   * The agent platforms that may ask a shopper to link her account: a JSON array of
   * { client_id, client_name, redirect_uris } (app/agents/identity/clients.ts).
   */
  AGENT_OAUTH_CLIENTS: z.string().default("[]"),
  /** The recaptcha script (spec 4): recaptcha is active where this is set. */
  RECAPTCHA_SCRIPT_URL: z.string().default(""),
  /**
   * Analytics ids by shop domain ("*=GTM-ABC123,pl=G-XYZ789"); an id that is not GTM- or G-
   * followed by letters and digits switches that site's analytics off (R5.11).
   */
  ANALYTICS_IDS: z.string().default(""),
  /** Where the tag manager's script lives (gtm.js, gtag/js). */
  TAG_MANAGER_URL: z.string().default("https://www.googletagmanager.com"),
  /** The A/B testing service's script; A/B testing is off where empty. */
  AB_TESTING_SCRIPT_URL: z.string().default(""),
  /** The user-generated gallery's widget (site flag `olapic`); empty: off. */
  OLAPIC_SCRIPT_URL: z.string().default(""),
  /** The recommendation service's script (site flag `richRelevance`); empty: off. */
  RICH_RELEVANCE_SCRIPT_URL: z.string().default(""),
  /** The edge cache of anonymous pages (workers/page-cache.ts). */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
});

/** The Durable Object namespace binding (workers/cart-session.ts), as much of it as we use. */
export interface CartSessionNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(input: string, init?: RequestInit): Promise<Response> };
}

export type AppConfig = z.infer<typeof envSchema>;

export interface BackendBinding {
  fetch(request: Request): Promise<Response>;
}

export interface AppEnv extends AppConfig {
  BACKEND?: BackendBinding;
  /** One Durable Object per anonymous session, taking cart writes in turn (workers/cart-session.ts). */
  CART_SESSIONS?: CartSessionNamespace;
  /** One Durable Object per agent checkout, keeping it between the agent's calls (workers/agent-checkout.ts). */
  AGENT_CHECKOUTS?: CartSessionNamespace;
}

/** How the worker reaches the backend: the service binding where there is one (local mock), else the network. */
export const backendFetch = (env: AppEnv): ((request: Request) => Promise<Response>) =>
  env.BACKEND ? (request) => env.BACKEND!.fetch(request) : (request) => fetch(request);

let cached: { raw: unknown; env: AppEnv } | undefined;

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  if (cached?.raw === raw) return cached.env;
  const config = envSchema.parse(raw);
  const binding = raw.BACKEND as BackendBinding | undefined;
  const sessions = raw.CART_SESSIONS as CartSessionNamespace | undefined;
  const checkouts = raw.AGENT_CHECKOUTS as CartSessionNamespace | undefined;
  const env: AppEnv = {
    ...config,
    BACKEND: binding && typeof binding.fetch === "function" ? binding : undefined,
    CART_SESSIONS: sessions && typeof sessions.idFromName === "function" ? sessions : undefined,
    AGENT_CHECKOUTS: checkouts && typeof checkouts.idFromName === "function" ? checkouts : undefined,
  };
  cached = { raw, env };
  return env;
}
