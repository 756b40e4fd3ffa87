// Serves the local build from workerd: the storefront Worker (with its Durable Object and static
// assets) plus the offline mock backend Worker, reached through the storefront's BACKEND binding.
// Straight through Miniflare, the engine under `wrangler dev`, without wrangler dev's proxy in
// front: that proxy drops pooled connections to the Worker under bursts ("Network connection
// lost", answered 500: workers-sdk #14641, #15317), which a shopper never meets in production
// (decision 124). Both Workers come from `npm run build` (scripts/local-build.mjs bundles the mock
// exactly as `wrangler dev` bundles it).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { convertV4MiniflareOptions, Miniflare, Log, LogLevel, Response } from "miniflare";
import { createPhotoService } from "./mock-photos.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverDir = resolve(root, "build/local/server");
const mockOut = resolve(root, "build/local/mock");
/** A Worker's configuration as `npm run build` wrote it beside its bundle. */
function builtConfig(dir) {
  const path = resolve(dir, "wrangler.json");
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, "utf8"));
}
const storefront = builtConfig(serverDir);
const mock = builtConfig(mockOut);

/** Every module of a bundle folder, its main module first (workerd needs them all listed). */
function modulesOf(dir, main) {
  const files = readdirSync(dir, { recursive: true }).filter((file) => /\.m?js$/.test(file) && file !== main);
  return [main, ...files].map((file) => ({ type: "ESModule", path: resolve(dir, file) }));
}

const port = Number(process.env.PORT ?? 8787);
const photo = createPhotoService({ cacheDir: resolve(root, "node_modules/.cache/mock-photos") });
const LOG_LEVELS = {
  error: LogLevel.ERROR,
  warn: LogLevel.WARN,
  info: LogLevel.INFO,
  log: LogLevel.INFO,
  debug: LogLevel.DEBUG,
};
const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port,
    // Requests' `cf` object from Miniflare's placeholder, without asking workers.cloudflare.com
    // for one first: offline, that lookup only fails (or hangs on a resolver that never answers).
    cf: false,
    log: new Log(LOG_LEVELS[process.env.WRANGLER_LOG ?? "log"] ?? LogLevel.INFO),
    workers: [
      {
        name: storefront.name,
        modules: modulesOf(serverDir, storefront.main),
        modulesRoot: serverDir,
        compatibilityDate: storefront.compatibility_date,
        compatibilityFlags: storefront.compatibility_flags,
        bindings: storefront.vars,
        durableObjects: Object.fromEntries(
          storefront.durable_objects.bindings.map((binding) => [binding.name, binding.class_name]),
        ),
        serviceBindings: Object.fromEntries(storefront.services.map((service) => [service.binding, service.service])),
        assets: { directory: resolve(serverDir, storefront.assets.directory), routerConfig: { has_user_worker: true } },
      },
      {
        name: mock.name,
        modules: modulesOf(mockOut, mock.main),
        modulesRoot: mockOut,
        compatibilityDate: mock.compatibility_date,
        compatibilityFlags: mock.compatibility_flags,
        bindings: mock.vars,
        // The media service's encoder (decision 195): the mock's drawings as photo-weight JPEG,
        // WebP or AVIF. Without it (wrangler dev, unit tests) the mock serves the drawings.
        serviceBindings: {
          MEDIA: async (request) => {
            const { status, type, bytes } = await photo(request);
            return new Response(bytes, { status, headers: { "Content-Type": type } });
          },
        },
      },
    ],
  }),
);
await mf.ready;
// Miniflare says "Ready on" itself at its info level; quieter, the line tools wait for is still said.
if ((LOG_LEVELS[process.env.WRANGLER_LOG ?? "log"] ?? LogLevel.INFO) < LogLevel.INFO)
  console.log(`Ready on http://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void mf.dispose().then(() => process.exit(0)));
