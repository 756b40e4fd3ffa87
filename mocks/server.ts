import { Model, Response } from "miragejs";
import { createWorkerServer, type MirageWorkerServer } from "./mirage-adapter";
import { CSP_RULES } from "./data/csp-rules";
import { WEB_DOMAINS } from "./data/web-domains";

/**
 * The mock backend's Mirage server: models, seeds and the route handlers of spec section 7.
 * Each call answers exactly what the real backend would, including its error shapes
 * ({ message } with the status).
 */
export function createMockServer(): MirageWorkerServer {
  return createWorkerServer({
    environment: "development",
    models: {
      webDomain: Model,
    },
    seeds(server) {
      for (const domain of WEB_DOMAINS) server.create("webDomain", { ...domain, id: domain.domain } as never);
    },
    routes() {
      this.get("/web-domains/", (schema, request) => {
        const domain = request.queryParams.domain;
        const strip = ({ id: _id, ...attrs }: Record<string, unknown>) => attrs;
        if (!domain) return schema.all("webDomain").models.map((model) => strip(model.attrs));
        const found = schema.find("webDomain", String(domain));
        if (!found) return new Response(404, {}, { message: `No web domain ${domain}` });
        return strip(found.attrs);
      });

      this.post("/applications/front-ecommerce/rules/merge-csp", (_schema, request) => {
        let body: { rulesType?: unknown } = {};
        try {
          body = JSON.parse(request.requestBody || "{}");
        } catch {
          return new Response(400, {}, { message: "Body must be JSON" });
        }
        if (typeof body.rulesType !== "string" || !body.rulesType) {
          return new Response(400, {}, { message: "rulesType is required" });
        }
        return CSP_RULES;
      });
    },
  });
}
