import type { MockBackend } from "../../mocks/backend";

export const MOCK_KEY = "local-key";

/** The edge worker's raw configuration in local mode, its BACKEND binding an in-process mock. */
export function edgeTestEnv(backend: MockBackend, overrides: Record<string, unknown> = {}) {
  return {
    ENVIRONMENT: "local",
    API_BASE_URL: "http://mock.backend.internal/",
    API_SUBSCRIPTION_KEY: MOCK_KEY,
    AUTH_PROVIDER_URL: "/__mock/auth",
    AUTH_TOKEN_URL: "http://mock.backend.internal/auth/token",
    MOCK_FAULTS: "on",
    PUBLIC_ORIGINS: "http://localhost:8787,http://127.0.0.1:8787",
    BACKEND: { fetch: (request: Request) => backend.handle(request) },
    ...overrides,
  };
}
