import { createMockBackend, type MockBackend } from "./backend";
import type { PhotoEncoder } from "./photos";

interface MockEnv {
  MOCK_SUBSCRIPTION_KEY: string;
  MOCK_JWT_SECRET?: string;
  /** Token lifetimes in seconds (short ones make expiry testable). */
  MOCK_ACCESS_TOKEN_SECONDS?: string;
  MOCK_REFRESH_TOKEN_SECONDS?: string;
  /** Comma-separated storefront origins the sign-in provider may redirect to. */
  MOCK_ALLOWED_ORIGINS?: string;
  /** The media service's photo encoder (serve.mjs binds it; decision 195). */
  MEDIA?: PhotoEncoder;
}

let backend: MockBackend | undefined;

const seconds = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The offline backend as a Worker, reached through the storefront's BACKEND binding. */
export default {
  fetch(request: Request, env: MockEnv): Promise<Response> {
    backend ??= createMockBackend({
      subscriptionKey: env.MOCK_SUBSCRIPTION_KEY,
      jwtSecret: env.MOCK_JWT_SECRET,
      lifetimes: {
        accessSeconds: seconds(env.MOCK_ACCESS_TOKEN_SECONDS),
        refreshSeconds: seconds(env.MOCK_REFRESH_TOKEN_SECONDS),
      },
      allowedOrigins: env.MOCK_ALLOWED_ORIGINS?.split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
      photos: env.MEDIA,
    });
    return backend.handle(request);
  },
};
