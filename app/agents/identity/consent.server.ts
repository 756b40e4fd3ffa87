import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";
import type { Answered } from "../../lib/form-answer";
import type { RequestContext } from "../../lib/request-context";
import { writeEndpoint } from "../../lib/write-endpoint.server";
import { formFields } from "../../lib/form-post.server";
import { m } from "../../paraglide/messages.js";
import { customerReader } from "../../features/customer/customer.server";
import { parseAgentClients } from "./clients";
import { SCOPES } from "./grants.server";
import { authorizationResponse, authorizeParamsSchema, issueCode, readAuthorizeRequest } from "./oauth.server";

/**
 * The consent page (`/{prefix}/account/agent-access`, decision 202): an agent platform asks to
 * act for the signed-in shopper; she sees who asks, what it may do and for how long, and allows
 * or refuses. Allowed, the agent's redirect URI gets a one-time code sealed with her session;
 * refused, `access_denied`. Both are a 303 to the redirect URI the registry holds for that agent.
 */

export const agentAccessFormSchema = authorizeParamsSchema.extend({ intent: z.enum(["allow", "deny"]) });
type AgentAccessForm = z.infer<typeof agentAccessFormSchema>;

export const agentAccessAnswerSchema = formAnswerSchema(z.enum(["allow", "deny"])).extend({
  next: z.string().max(3000).optional(),
});
export type AgentAccessAnswer = z.infer<typeof agentAccessAnswerSchema>;

const depsOf = (context: RequestContext) => ({
  origin: context.origin,
  secret: context.env.AGENT_TOKEN_SECRET,
  clients: parseAgentClients(context.env.AGENT_OAUTH_CLIENTS),
});

/** The page: who asks and what for, or why the link cannot be answered (never a redirect to an unknown address). */
export function loadAgentAccess(context: RequestContext, url: URL) {
  const reading = context.env.AGENT_TOKEN_SECRET ? readAuthorizeRequest(url.searchParams, depsOf(context)) : null;
  if (!reading?.ok) return { valid: false as const };
  const { request } = reading;
  const options = { locale: context.locale.language };
  const labels = {
    [SCOPES.checkout]: m.agent_link_scope_checkout({}, options),
    [SCOPES.orders]: m.agent_link_scope_orders({}, options),
  };
  return {
    valid: true as const,
    clientName: request.client.client_name,
    redirectHost: new URL(request.redirectUri).host,
    scopes: request.scope.map((scope) => labels[scope]),
    /**
     * The request as asked, posted back with the answer and checked again there: its own
     * parameters only, so nothing in the query (an `intent` above all) can speak for her buttons.
     */
    fields: Object.fromEntries(
      Object.keys(authorizeParamsSchema.shape).flatMap((name) => {
        const value = url.searchParams.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  };
}
export type AgentAccessData = ReturnType<typeof loadAgentAccess>;

/** The authorization request a post carries back (its hidden fields), read again as the query it came with. */
function postedRequest(form: AgentAccessForm, context: RequestContext) {
  const deps = depsOf(context);
  const query = new URLSearchParams(
    Object.entries(form).filter((entry): entry is [string, string] => entry[0] !== "intent" && entry[1] !== undefined),
  );
  return { deps, reading: deps.secret ? readAuthorizeRequest(query, deps) : null };
}

function linkRefused(intent: "allow" | "deny", context: RequestContext): Answered<AgentAccessAnswer> {
  const message = m.agent_link_refused_text({}, { locale: context.locale.language });
  return { answer: { intent, ok: false, message }, status: 400 };
}

export const agentAccessAction = writeEndpoint<AgentAccessForm, AgentAccessAnswer>({
  name: "agentAccess",
  schema: agentAccessFormSchema,
  signedIn: true,
  invalid: (named, context) => linkRefused(named ?? "deny", context),
  // Her answer is the button she pressed: a post naming two answers is none.
  fields: (form) => (form.getAll("intent").length === 1 ? formFields(form) : {}),
  next: (answer) => (answer.next ? { path: answer.next, document: true } : null),
  handlers: {
    async allow(form, context) {
      const { deps, reading } = postedRequest(form, context);
      const customer = await customerReader(context).signedIn();
      const { accessToken, refreshToken } = context.auth.tokens;
      if (!reading?.ok || !customer || !accessToken || !refreshToken) return linkRefused("allow", context);
      const code = await issueCode(
        reading.request,
        { id: customer.customerId, session: { accessToken, refreshToken } },
        deps,
      );
      const next = authorizationResponse(deps.origin, reading.request.redirectUri, reading.request.state, { code });
      const message = m.agent_link_allowed(
        { client: reading.request.client.client_name },
        { locale: context.locale.language },
      );
      return { answer: { intent: "allow", ok: true, message, next }, status: 200 };
    },
    async deny(form, context) {
      const { deps, reading } = postedRequest(form, context);
      if (!reading?.ok) return linkRefused("deny", context);
      const next = authorizationResponse(deps.origin, reading.request.redirectUri, reading.request.state, {
        error: "access_denied",
        error_description: "The shopper did not allow access.",
      });
      const message = m.agent_link_denied({}, { locale: context.locale.language });
      return { answer: { intent: "deny", ok: true, message, next }, status: 200 };
    },
  },
});
