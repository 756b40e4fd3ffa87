import { findFault, readFaults } from "./faults";
import { createMockServer } from "./server";

const SUBSCRIPTION_HEADER = "Ocp-Apim-Subscription-Key";

export interface MockBackendOptions {
  subscriptionKey: string;
}

export interface MockBackend {
  handle(request: Request): Promise<Response>;
  /** Back to the seeded state. */
  reset(): void;
}

/**
 * The mock backend as one `handle(Request)`: the subscription key is required as by the
 * real API gateway, the fault switch applies first, then Mirage answers.
 */
export function createMockBackend({ subscriptionKey }: MockBackendOptions): MockBackend {
  let mirage = createMockServer();
  return {
    reset() {
      mirage.server.shutdown();
      mirage = createMockServer();
    },
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === "/__reset" && request.method === "POST") {
        this.reset();
        return new Response(null, { status: 204 });
      }
      if (request.headers.get(SUBSCRIPTION_HEADER) !== subscriptionKey) {
        return Response.json(
          { message: "Access denied due to missing or invalid subscription key." },
          { status: 401 },
        );
      }
      const { rules, invalid } = readFaults(request);
      const fault = findFault(rules, request.method, url.pathname);
      if (fault?.latency) await new Promise((resolve) => setTimeout(resolve, fault.latency));
      if (fault?.status) {
        return Response.json({ message: fault.message ?? `Mock fault ${fault.status}` }, { status: fault.status });
      }
      const response = await mirage.handle(request);
      if (invalid) response.headers.set("X-Mock-Fault-Ignored", "malformed fault switch");
      return response;
    },
  };
}
