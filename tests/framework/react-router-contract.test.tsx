import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
// React's Node build, as app/entry.server.tsx renders with it (decision 167).
import { renderToReadableStream } from "react-dom/server.node";
import {
  createRequestHandler,
  type EntryContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ServerBuild,
  ServerRouter,
} from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { DATA_ROUTER_CONTEXT, useRouterStateSource, type RouterStateSource } from "../../app/framework/data-router";
import { documentStream, type UnrecognisedShape } from "../../app/framework/document-stream.server";
import { ROUTE_MANIFEST_GLOBAL, ROUTE_MODULES_GLOBAL } from "../../app/framework/hydration-names";

/**
 * The contract between app/framework/ and the INSTALLED react-router and react-dom (decision 192):
 * a document rendered the way app/root.tsx and app/entry.server.tsx render it, by React Router's
 * own request handler, must have every shape the patches rely on. Each describe names one patch
 * (scripts/upgrade-check.mjs prints them); a failure says which patch an upgrade breaks and what
 * React Router writes instead.
 */

const require = createRequire(import.meta.url);
const VERSIONS = `react-router ${require("react-router/package.json").version}, react-dom ${require("react-dom/package.json").version}`;

const NONCE = "Y29udHJhY3Q=";
const ENTRY = "/assets/entry.client-E1.js";
const ROUTE_IDS = ["root", "fr-fr", "fr-fr:cart"] as const;

let routerSeen: RouterStateSource | null = null;
function RouterProbe() {
  routerSeen = useRouterStateSource();
  return null;
}

/** The app's document, in miniature: the same head and body components, in the same order (app/root.tsx). */
function Root() {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links nonce={NONCE} />
      </head>
      <body>
        <Outlet />
        <RouterProbe />
        <ScrollRestoration nonce={NONCE} />
        <Scripts nonce={NONCE} />
      </body>
    </html>
  );
}

const entryRoute = (id: string, parentId: string | undefined, path: string) => ({
  id,
  parentId,
  path,
  module: `/assets/${id.replace(":", "-")}-R1.js`,
  imports: [`/assets/chunk-${id.replace(":", "-")}-C1.js`],
  css: [],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/** A server build as `react-router build` makes one: lazy route discovery (react-router.config.ts), ssr. */
function build(): ServerBuild {
  const paths = { root: "", "fr-fr": "fr-fr", "fr-fr:cart": "cart" } as const;
  const parents = { root: undefined, "fr-fr": "root", "fr-fr:cart": "fr-fr" } as const;
  const modules = {
    root: { default: Root, loader: () => ({ site: "fr" }) },
    "fr-fr": { default: () => <Outlet />, loader: () => ({ prefix: "fr-fr" }) },
    "fr-fr:cart": {
      default: () => <main>Panier</main>,
      loader: () => ({ lines: [{ name: "Robe </script> d'été" }] }),
    },
  };
  const routes = Object.fromEntries(
    ROUTE_IDS.map((id) => [id, { id, parentId: parents[id], path: paths[id], module: modules[id] }]),
  );
  const assetRoutes = Object.fromEntries(ROUTE_IDS.map((id) => [id, entryRoute(id, parents[id], paths[id])]));
  return {
    entry: {
      module: {
        default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
          const body = await renderToReadableStream(
            <ServerRouter context={context} url={request.url} nonce={NONCE} />,
            {
              nonce: NONCE,
              progressiveChunkSize: Number.MAX_SAFE_INTEGER,
            },
          );
          await body.allReady;
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(body, { status, headers });
        },
      },
    },
    routes,
    assets: {
      entry: { module: ENTRY, imports: ["/assets/chunk-framework-F1.js"] },
      routes: assetRoutes,
      url: "/assets/manifest-M1.js",
      version: "M1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The document React Router renders for the French cart with the installed versions. */
async function renderDocument(): Promise<string> {
  const response = await createRequestHandler(build(), "production")(new Request("http://localhost/fr-fr/cart"));
  expect(response.status, `${VERSIONS} did not render the contract's document`).toBe(200);
  return response.text();
}

async function throughDocumentStream(html: string): Promise<{ html: string; unrecognised: UnrecognisedShape[] }> {
  const unrecognised: UnrecognisedShape[] = [];
  const stream = new Response(html).body!.pipeThrough(documentStream((shape) => unrecognised.push(shape)));
  return { html: await new Response(stream).text(), unrecognised };
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const tagsMatching = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);
/** Every script element of the document: its opening tag and its text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map((match) => ({ tag: match[1]!, text: match[2]! }));
const hydrationScriptOf = (html: string) => scriptsOf(html).filter((script) => /type="module"/.test(script.tag));

/** What document-stream.server.ts and hydration-start.ts rely on in React Router's hydration script. */
function expectHydrationScriptShape(html: string): void {
  const modules = hydrationScriptOf(html);
  expect(
    modules.map((script) => script.tag),
    "React Router's module scripts changed in number",
  ).toHaveLength(1);
  expect(
    modules[0]!.tag,
    `document-stream.server.ts's HYDRATION_SCRIPT (nonce, then type, then async) no longer matches what ${VERSIONS} writes`,
  ).toBe(`<script nonce="${NONCE}" type="module" async="">`);
  const { text } = modules[0]!;
  expect(text, "it no longer assigns the route modules the document stream recognises it by").toContain(
    `window.${ROUTE_MODULES_GLOBAL} = {${ROUTE_IDS.map((id, index) => `${JSON.stringify(id)}:route${index}`).join(",")}};`,
  );
  expect(text, "it no longer ends by importing the client entry").toMatch(
    new RegExp(`\\nimport\\(${JSON.stringify(ENTRY).replace(/[.]/g, "\\.")}\\);\\s*$`),
  );
  // Self-contained: anything tied to the element React rendered would change when the starter replaces it.
  expect(text, "it now reads its own element or module URL").not.toMatch(/document\.currentScript|import\.meta/);
}

/** React Router's document, or why it could not be rendered: then every patch's tests fail, saying so. */
let rendered = "";
let renderFailure: unknown;
try {
  rendered = await renderDocument();
} catch (error) {
  renderFailure = error;
}
beforeEach(() => {
  if (renderFailure) throw new Error(`${VERSIONS} did not render the contract's document: ${String(renderFailure)}`);
});

describe("patch module-preloads: React Router's module preloads taken out of the head (document-stream.server.ts; decisions 143, 192)", () => {
  test(`the head's module preloads are written <link rel="modulepreload" …>, rel first (${VERSIONS})`, () => {
    const preloads = tagsMatching(headOf(rendered), /<link\b[^>]*modulepreload[^>]*>/g);
    expect(
      preloads.length,
      "React Router no longer writes module preloads in the head: the patch has nothing to remove",
    ).toBeGreaterThan(0);
    for (const tag of preloads)
      expect(tag, `document-stream.server.ts's MODULE_PRELOAD no longer matches what ${VERSIONS} writes`).toMatch(
        /^<link rel="modulepreload"[^>]*>$/,
      );
  });

  test("through the document stream, the head has none left and the stream recognised them all", async () => {
    const streamed = await throughDocumentStream(rendered);
    expect(headOf(streamed.html)).not.toContain("modulepreload");
    expect(streamed.unrecognised, "the document stream reported a shape it did not recognise").not.toContain(
      "module-preloads",
    );
  });
});

describe("patch hydration-script: React Router's hydration script recognised by the document stream (for its compact manifest) and left a module script (document-stream.server.ts; decisions 170, 192, 197)", () => {
  test(`one hydration script, written <script nonce="…" type="module" async="">, naming its route modules and importing the client entry last (${VERSIONS})`, () => {
    expectHydrationScriptShape(rendered);
  });

  test("altered by hand (its attributes in another order), the contract fails naming the patch, and the stream leaves it as React Router wrote it", async () => {
    const original = `<script nonce="${NONCE}" type="module" async="">`;
    const altered = rendered.replace(original, `<script type="module" nonce="${NONCE}" async="">`);
    expect(altered).not.toBe(rendered);
    expect(() => expectHydrationScriptShape(altered)).toThrow(/HYDRATION_SCRIPT/);
    const streamed = await throughDocumentStream(altered);
    expect(streamed.unrecognised).toEqual(["hydration-script"]);
    expect(streamed.html.slice(streamed.html.indexOf("</head>"))).toBe(altered.slice(altered.indexOf("</head>")));
  });

  test("altered by hand (its route modules under another name), the contract fails naming the patch, and the stream leaves it a module", async () => {
    const altered = rendered.replace(`window.${ROUTE_MODULES_GLOBAL} = `, "window.__routeModules = ");
    expect(() => expectHydrationScriptShape(altered)).toThrow(/route modules/);
    const streamed = await throughDocumentStream(altered);
    expect(streamed.unrecognised).toEqual(["hydration-script"]);
    expect(hydrationScriptOf(streamed.html)).toHaveLength(1);
  });

  test("React Router's context script, a classic script, comes before it and sets what the hydration script's entry reads", () => {
    const scripts = scriptsOf(rendered);
    const hydration = scripts.findIndex((script) => /type="module"/.test(script.tag));
    const context = scripts.findIndex((script) => script.text.includes("window.__reactRouterContext = "));
    expect(
      context,
      "React Router's context script moved after its hydration script, or is gone",
    ).toBeGreaterThanOrEqual(0);
    expect(context).toBeLessThan(hydration);
    expect(scripts[context]!.tag).not.toMatch(/type=/);
  });

  test("through the document stream: the same script, a module with its nonce, only its manifest compact, and nothing else changed", async () => {
    const streamed = await throughDocumentStream(rendered);
    expect(streamed.unrecognised, "the document stream reported a shape it did not recognise").toEqual([]);
    const original = hydrationScriptOf(rendered)[0]!;
    const kept = hydrationScriptOf(streamed.html);
    expect(kept.map((script) => script.tag)).toEqual([`<script nonce="${NONCE}" type="module" async="">`]);
    const withoutManifest = (text: string) => text.replace(/window\.__reactRouterManifest = [\s\S]*?};\n/, "");
    expect(withoutManifest(kept[0]!.text)).toBe(withoutManifest(original.text));
    // Outside the head and that script, the document is byte for byte React Router's.
    const rest = (html: string) =>
      html.slice(html.indexOf("</head>")).replace(/<script nonce[^>]*type="module"[\s\S]*?<\/script>/, "");
    expect(rest(streamed.html)).toBe(rest(rendered));
  });
});

describe("patch compact-manifest: the hydration script's route manifest written compact (document-stream.server.ts; decisions 170, 192)", () => {
  test(`lazy route discovery writes window.__reactRouterManifest = <JSON indented by 2>; (${VERSIONS})`, () => {
    const { text } = hydrationScriptOf(rendered)[0]!;
    const assignment = text.match(/window\.__reactRouterManifest = (\{[\s\S]*?\n\});/);
    expect(assignment, "document-stream.server.ts's MANIFEST no longer finds the manifest").not.toBeNull();
    const manifest = JSON.parse(assignment![1]!);
    expect(assignment![1], "the manifest is no longer indented by JSON.stringify(…, null, 2)").toBe(
      JSON.stringify(manifest, null, 2),
    );
    expect(Object.keys(manifest.routes).sort()).toEqual([...ROUTE_IDS].sort());
  });

  test("through the document stream, the same manifest, compact", async () => {
    const streamed = await throughDocumentStream(rendered);
    const kept = hydrationScriptOf(streamed.html)[0]!;
    const compact = kept.text.match(/window\.__reactRouterManifest = (.*);\n/);
    expect(compact, "the manifest was not written compact").not.toBeNull();
    const original = hydrationScriptOf(rendered)[0]!.text.match(/window\.__reactRouterManifest = (\{[\s\S]*?\n\});/)!;
    expect(JSON.parse(compact![1]!)).toEqual(JSON.parse(original[1]!));
  });
});

/** The installed react-router's browser build (`react-router/dom`), every file of it. */
function browserBuildSource(): string {
  const read = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return read(path);
      return name.endsWith(".js") ? [readFileSync(path, "utf8")] : [];
    });
  return read(dirname(require.resolve("react-router/dom"))).join("\n");
}

describe("patch shell-routes: the shell's routes added to React Router's manifest in the browser (route-manifest.ts; decision 192)", () => {
  test(`HydratedRouter builds its routes from window.__reactRouterManifest itself, with window.__reactRouterRouteModules (${VERSIONS})`, () => {
    const source = browserBuildSource();
    expect(source, "HydratedRouter no longer reads the manifest object from the window global").toMatch(
      new RegExp(`manifest:\\s*window\\.${ROUTE_MANIFEST_GLOBAL}\\b`),
    );
    expect(source, "HydratedRouter no longer reads the route modules from the window global").toMatch(
      new RegExp(`routeModules:\\s*window\\.${ROUTE_MODULES_GLOBAL}\\b`),
    );
    expect(source, "HydratedRouter no longer builds its routes from that manifest's routes").toMatch(
      /createClientRoutes\w*\([^)]*manifest\.routes/,
    );
  });
});

describe("patch data-router: the router's state and subscription through React Router's data router context (data-router.ts; decisions 172, 192)", () => {
  test(`react-router exports its data router context, a React context (${VERSIONS})`, () => {
    expect(DATA_ROUTER_CONTEXT, "react-router no longer exports the data router context").toBeDefined();
    expect(DATA_ROUTER_CONTEXT).toHaveProperty("Provider");
  });

  test("under React Router's server render, the context hands a component the router, with its state and subscribe", () => {
    expect(routerSeen, "useRouterStateSource() found no router in React Router's document").not.toBeNull();
    expect(typeof routerSeen!.subscribe).toBe("function");
    expect(routerSeen!.state.fetchers).toBeInstanceOf(Map);
    expect(Object.keys(routerSeen!.state.loaderData).sort()).toEqual([...ROUTE_IDS].sort());
  });
});
