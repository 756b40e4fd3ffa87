import { createMockBackend, type MockBackend } from "./backend";

interface MockEnv {
  MOCK_SUBSCRIPTION_KEY: string;
}

let backend: MockBackend | undefined;

/** The offline backend as a Worker, reached through the storefront's BACKEND binding. */
export default {
  fetch(request: Request, env: MockEnv): Promise<Response> {
    backend ??= createMockBackend({ subscriptionKey: env.MOCK_SUBSCRIPTION_KEY });
    return backend.handle(request);
  },
};
