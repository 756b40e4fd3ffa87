// Serves the local build from workerd: the storefront Worker plus the offline mock backend
// Worker in one wrangler session (the storefront reaches the mock via its BACKEND binding).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const storefrontConfig = "build/local/server/wrangler.json";
if (!existsSync(storefrontConfig)) {
  console.error(`${storefrontConfig} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const port = process.env.PORT ?? "8787";
// Through npm scripts node_modules/.bin is on PATH; name the binary so `node scripts/serve.mjs` works too.
const wrangler = fileURLToPath(new URL("../node_modules/.bin/wrangler", import.meta.url));
const child = spawn(
  wrangler,
  ["dev", "-c", storefrontConfig, "-c", "mocks/wrangler.toml", "--ip", "127.0.0.1", "--port", port, "--log-level", process.env.WRANGLER_LOG ?? "log", "--show-interactive-dev-session=false"],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
