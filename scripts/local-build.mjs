// The local build is the production build with wrangler.toml's `local` env: the same client and
// server bytes (two Vite builds differed only by their build id and a folder name the Worker never
// reads), so `npm start` and the e2e suite run what `wrangler deploy` ships, and `npm test` builds
// once instead of twice (decision 210).
// What the env changes is read from wrangler itself (the keys whose values differ between the
// top level and `env.local`), then set on the production build's generated wrangler.json. The
// offline mock backend, the local build's second Worker, is bundled beside it by wrangler, as
// `wrangler dev` bundles it (scripts/serve.mjs runs the two).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";

const root = fileURLToPath(new URL("..", import.meta.url));
const production = resolve(root, "build/production");
const local = resolve(root, "build/local");
const generatedConfig = "server/wrangler.json";

if (!existsSync(resolve(production, generatedConfig))) {
  console.error("build/production is missing: run `npm run build:production:generated` first.");
  process.exit(1);
}

const read = (config, env) => unstable_readConfig({ config: resolve(root, config), env }, { hideWarnings: true });
const topLevel = read("wrangler.toml", undefined);
const localEnv = read("wrangler.toml", "local");
const built = JSON.parse(readFileSync(resolve(production, generatedConfig), "utf8"));

const changed = Object.keys(localEnv).filter((key) => JSON.stringify(topLevel[key]) !== JSON.stringify(localEnv[key]));
// A key the build itself rewrites (the entry module, the assets folder...) cannot be swapped
// after the build: the env would need a Vite build of its own.
const rewritten = changed.filter(
  (key) => key in built && JSON.stringify(built[key]) !== JSON.stringify(topLevel[key] ?? null),
);
if (rewritten.length) {
  console.error(
    `wrangler.toml's local env changes ${rewritten.join(", ")}, which the build rewrites: build it with CLOUDFLARE_ENV=local instead.`,
  );
  process.exit(1);
}

rmSync(local, { recursive: true, force: true });
cpSync(production, local, { recursive: true });
for (const key of changed) built[key] = localEnv[key];
writeFileSync(resolve(local, generatedConfig), JSON.stringify(built));
console.log(`build/local: the production build with wrangler.toml's local env (${changed.join(", ")})`);

const mockOut = resolve(local, "mock");
const bundled = spawnSync(
  resolve(root, "node_modules/.bin/wrangler"),
  ["deploy", "--dry-run", "-c", resolve(root, "mocks/wrangler.toml"), "-e", "local", "--outdir", mockOut],
  { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
// What serve.mjs runs the bundle with, beside it as the storefront's is beside its own.
const mock = read("mocks/wrangler.toml", "local");
const { name, compatibility_date, compatibility_flags, vars } = mock;
writeFileSync(
  resolve(mockOut, "wrangler.json"),
  JSON.stringify({ name, main: "worker.js", compatibility_date, compatibility_flags, vars }),
);
console.log("build/local/mock: the offline mock backend");
