import { CSP_RULES } from "../data/csp-rules";
import { WEB_DOMAINS } from "../data/web-domains";
import { bodyOf, firstQuery } from "../request-info";
import { fail, type Routes } from "../http";

/** Site parameters and CSP rules (spec 7, "Site and session"). */
export function registerSiteRoutes(routes: Routes) {
  routes.get("/web-domains/", (_schema, request) => {
    const domain = firstQuery(request, "domain");
    if (!domain) return WEB_DOMAINS;
    return WEB_DOMAINS.find((entry) => entry.domain === domain) ?? fail(404, `No web domain ${domain}`);
  });

  routes.post("/applications/front-ecommerce/rules/merge-csp", (_schema, request) => {
    const body = bodyOf(request) as { rulesType?: unknown } | undefined;
    if (!body) return fail(400, "Body must be JSON");
    if (typeof body.rulesType !== "string" || !body.rulesType) return fail(400, "rulesType is required");
    return CSP_RULES;
  });

  // Recaptcha verification (designed, docs/api.md): the fake script's token is a human, anything else a bot.
  routes.post("/applications/front-ecommerce/recaptcha/verify", (_schema, request) => {
    const body = bodyOf(request) as { token?: unknown; action?: unknown } | undefined;
    if (!body || typeof body.token !== "string" || typeof body.action !== "string")
      return fail(400, "token and action are required");
    const human = body.token === MOCK_RECAPTCHA_TOKEN;
    return { success: human, score: human ? 0.9 : 0.1, action: body.action };
  });
}

/** What the offline recaptcha script (mocks/browser-pages.ts) hands out. */
export const MOCK_RECAPTCHA_TOKEN = "mock-recaptcha-token";
