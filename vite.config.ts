import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { pageMessages } from "./scripts/page-messages-plugin.ts";

/** App modules that only the pages of one area use (issue 30: first-load JS). */
const AREA_MODULES =
  /[\\/]app[\\/](features[\\/](account|checkout|stores|newsletter|recaptcha)[\\/]|features[\\/]consent[\\/]consent-purposes\.tsx|features[\\/]analytics[\\/](third-party-hooks|script-loader|data-layer|ab-testing)\.ts|features[\\/]catalog[\\/](quick-add|listing-query)\.tsx?|features[\\/]cart[\\/](components[\\/](undo-banner|outcome|points-earned|remove-button)\.tsx|use-cart-format\.ts)|ui[\\/](read-failed|page-heading|arrived-answer|form-validity)\.tsx?|lib[\\/]dates\.ts|pages[\\/](href|paths\.generated)\.ts|ui[\\/](mask|field-validity|page-view)\.tsx?|routing[\\/]friendly-(urls|views|intent)\.ts|features[\\/]catalog[\\/](listing-view|family-offers|catalog-page|editorial-page|editorial-route|editorial-meta)\.tsx?)/;

/**
 * The page views routes load by name (app/ui/page-view.tsx, decision 160): each its own chunk,
 * which a document names when it shows that view.
 */
const PAGE_VIEWS = {
  product: "app/routing/friendly-product-page.tsx",
  catalog: "app/features/catalog/catalog-page.tsx",
  editorial: "app/features/catalog/editorial-page.tsx",
};

/** Chunks every page loads up front, whose functions nearly all run (code split groups below). */
const EAGERLY_COMPILED_CHUNKS = new Set(["framework", "shared"]);

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
    pageMessages({
      views: Object.fromEntries(Object.entries(PAGE_VIEWS).map(([name, file]) => [name, resolve(file)])),
    }),
    {
      // Vite wraps every dynamic import in its preload helper even with `modulePreload: false`
      // (vitejs/vite#18551): 3.4 KB of code in the shared chunk, for lists of dependencies that
      // are all empty here (no JS preloads, and no chunk loaded later brings CSS of its own, which
      // generateBundle checks). The helper becomes the import itself.
      name: "atelier:no-preload-helper",
      apply: "build",
      enforce: "pre",
      load(id) {
        if (id === "\0vite/preload-helper.js") return "export const __vitePreload = (load) => load();";
        return undefined;
      },
      generateBundle(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size)
            this.error(`${chunk.fileName} brings CSS of its own: it needs Vite's preload helper back`);
      },
    },
    {
      // V8's explicit compile hint (decision 155): the framework and the shared app chunk are
      // compiled whole on a background thread while they stream in, instead of function by
      // function on the main thread the first time each runs: hydration, and the first cart
      // form a page posts (about 100 functions, 36 ms at 4x CPU), no longer compile anything.
      // After minification, which would drop the comment.
      name: "atelier:compile-hints",
      apply: "build",
      generateBundle(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && EAGERLY_COMPILED_CHUNKS.has(chunk.name))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 8787, host: "127.0.0.1" },
  // No modulepreload helper for dynamic imports: React Router preloads route modules from its own
  // manifest, and the app's only lazy import (the error page) needs nothing it has not loaded.
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    rollupOptions: {
      output: {
        // Few requests before first paint (decision 94): the framework in one chunk, the app's
        // modules that two or more pages share in another, each page's own code in its route
        // chunk. Left to itself the bundler made 40-odd chunks per page, many under 1 KB.
        codeSplitting: {
          groups: [
            // What pages load up front only: a library that code loaded later needs (zod, for the agent
            // tools) stays in that code's chunk.
            { name: "framework", test: /[\\/]node_modules[\\/](?!web-vitals)/, tags: ["$initial"], priority: 2 },
            {
              name: "shared",
              // Message modules stay out: in the one shared chunk, every message two pages show would
              // be inlined in every document (lib/page-messages.server.ts); they follow their users.
              // Nor the modules of one area's pages (account, checkout, stores, listings): every page,
              // the home included, loaded them; left to the bundler, they follow the pages using them.
              test: (id: string) =>
                /[\\/]app[\\/]/.test(id) && !/[\\/]app[\\/](routes|paraglide)[\\/]/.test(id) && !AREA_MODULES.test(id),
              // Only what pages load up front: code loaded later (idle islands) keeps its own chunks.
              tags: ["$initial"],
              minShareCount: 2,
              maxModuleSize: 3000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // Part of the edge page cache's key (workers/edge.ts): a new build never serves an old page.
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
}));
