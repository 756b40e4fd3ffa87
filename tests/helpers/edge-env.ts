import type { MockBackend } from "../../mocks/backend";

export const MOCK_KEY = "local-key";

/** The edge worker's raw configuration in local mode, its BACKEND binding an in-process mock. */
export function edgeTestEnv(backend: MockBackend, overrides: Record<string, unknown> = {}) {
  return {
    ENVIRONMENT: "local",
    API_BASE_URL: "http://mock.backend.internal/",
    API_SUBSCRIPTION_KEY: MOCK_KEY,
    AUTH_PROVIDER_URL: "/__mock/auth",
    MOCK_FAULTS: "on",
    BACKEND: { fetch: (request: Request) => backend.handle(request) },
    ...overrides,
  };
}
