import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The storefront Worker is built by the Cloudflare plugin (React Router's server build runs
 * in workerd). In `npm run dev` the offline mock backend runs beside it as an auxiliary
 * Worker, reached through the BACKEND service binding of wrangler.toml's `local` env.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers: command === "serve" ? [{ configPath: "./mocks/wrangler.toml" }] : [],
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 8787, host: "127.0.0.1" },
  // No modulepreload helper for dynamic imports: React Router preloads route modules from its own
  // manifest, and the app's only lazy import (the error page) needs nothing it has not loaded.
  build: { assetsInlineLimit: 0, modulePreload: false },
}));
