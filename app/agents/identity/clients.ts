import { z } from "zod";

/**
 * The agent platforms that may ask a shopper to link her account (UCP identity linking, decision
 * 202): each with the name the consent page shows and the redirect URIs registered for it. A
 * platform not registered here is never sent a code, so a page can never be made to hand a code
 * to an address the shop did not agree to. Public clients (PKCE, no secret): the token endpoint
 * trusts the code's verifier, not a password a desktop agent could not keep.
 */

export const agentClientSchema = z.object({
  client_id: z.string().regex(/^[\w.:-]{3,100}$/),
  client_name: z.string().trim().min(1).max(60),
  redirect_uris: z
    .array(z.url().refine((uri) => /^https:|^http:\/\/(127\.0\.0\.1|\[::1\])[:/]/.test(uri), "https or loopback only"))
    .min(1)
    .max(10),
});
export type AgentClient = z.infer<typeof agentClientSchema>;

/** The registry as configured (`AGENT_OAUTH_CLIENTS`, JSON); a malformed one registers nobody. */
export function parseAgentClients(raw: string): AgentClient[] {
  try {
    const parsed = z
      .array(agentClientSchema)
      .max(50)
      .safeParse(JSON.parse(raw || "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|\[::1\])(:\d+)?(\/.*)?$/;

/**
 * Exact match, except a loopback address, whose port a desktop agent gets from its system at run
 * time (RFC 8252 7.3): there scheme, host and path must match, the port may differ.
 */
export function redirectMatches(registered: string, asked: string): boolean {
  // Only an address a browser can go to: a port past 65535 is none (and must never reach `new URL`).
  if (!URL.canParse(asked)) return false;
  if (registered === asked) return true;
  const mine = LOOPBACK.exec(registered);
  const theirs = LOOPBACK.exec(asked);
  return Boolean(mine && theirs && mine[1] === theirs[1] && (mine[3] ?? "/") === (theirs[3] ?? "/"));
}

/** Whether the shop registers this client id (a platform removed from the registry is refused at once). */
export const isRegistered = (clients: readonly AgentClient[], clientId: string) =>
  clients.some((client) => client.client_id === clientId);

/** The client this id names, when the redirect URI asked is one of its own. */
export function registeredClient(clients: readonly AgentClient[], clientId: string, redirectUri: string) {
  const client = clients.find((entry) => entry.client_id === clientId);
  return client?.redirect_uris.some((uri) => redirectMatches(uri, redirectUri)) ? client : null;
}

/** The origins a consent may send the shopper back to: the page's `form-action` must allow them. */
export function redirectOrigins(clients: readonly AgentClient[]): string[] {
  // CSP has no host-source for an IPv6 literal: only 127.0.0.1's loopback port is a wildcard.
  const origins = clients.flatMap((client) =>
    client.redirect_uris.flatMap((uri) => {
      const loopback = LOOPBACK.exec(uri);
      if (!loopback) return [new URL(uri).origin];
      return loopback[1] === "127.0.0.1" ? ["http://127.0.0.1:*"] : [];
    }),
  );
  return [...new Set(origins)];
}
