import type { Config } from "@react-router/dev/config";

// `npm run build` makes the local build (mock backend binding); `npm run build:production`
// the deployable one. Separate folders, so a test run never ships the local configuration.
const target = process.env.CLOUDFLARE_ENV === "local" ? "local" : "production";

export default {
  ssr: true,
  buildDirectory: `build/${target}`,
  // Only the routes a page can reach are sent to the browser, not the 12 × 70 route table.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
