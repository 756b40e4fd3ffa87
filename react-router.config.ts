import type { Config } from "@react-router/dev/config";

// `npm run build:production` makes the deployable build; `npm run build` copies it to build/local
// with the local env's configuration (scripts/local-build.mjs). A build made with
// CLOUDFLARE_ENV=local goes to its own folder, so it can never be the one deployed.
const target = process.env.CLOUDFLARE_ENV === "local" ? "local" : "production";

export default {
  ssr: true,
  buildDirectory: `build/${target}`,
  // Only the routes a page can reach are sent to the browser, not the 12 × 70 route table.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
