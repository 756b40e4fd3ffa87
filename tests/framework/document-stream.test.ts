import { describe, expect, it, vi } from "vitest";
import { compactManifest, documentStream, type UnrecognisedShape } from "../../app/framework/document-stream.server";

/** The shapes the stream reported not recognised in the last document sent `through` it. */
let unrecognised: UnrecognisedShape[] = [];

async function through(chunks: string[]): Promise<string> {
  unrecognised = [];
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(documentStream((shape) => unrecognised.push(shape)))).text();
}

/** React Router's hydration script as it writes it: its route modules, then the client entry's import. */
const routeModules = `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;
const hydration = (nonce: string) => `<script nonce="${nonce}" type="module" async="">${routeModules}</script>`;

const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="n"/>`;

describe("the document stream: no module preloads in the head, React Router's hydration script as it wrote it but for a compact manifest", () => {
  it("drops every module preload of the head and keeps the rest whole", async () => {
    const head = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preload("a")}${preload("b")}<link rel="stylesheet" href="/assets/s.css"/></head>`;
    const body = `<body><p>Prêt-à-porter</p>${preload("kept")}</body></html>`;
    expect(await through([head + body])).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/s.css"/></head>${body}`,
    );
  });

  it("finds a tag cut between two chunks, and a character cut between two chunks' bytes", async () => {
    const html = `<html><head><title>Été</title>${preload("a")}</head><body>Zürich — ok</body></html>`;
    const bytes = new TextEncoder().encode(html);
    const cuts = [20, 31, 40, 75, bytes.length - 14];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        let from = 0;
        for (const cut of cuts) {
          controller.enqueue(bytes.slice(from, cut));
          from = cut;
        }
        controller.enqueue(bytes.slice(from));
        controller.close();
      },
    });
    const text = await new Response(source.pipeThrough(documentStream(() => undefined))).text();
    expect(text).toBe("<html><head><title>Été</title></head><body>Zürich — ok</body></html>");
  });

  it("passes a document without a head end through", async () => {
    expect(await through(["<p>", "partial ", "<b"])).toBe("<p>partial <b");
  });

  it("leaves React Router's hydration script as it wrote it, a module with its nonce, no longer inert (decision 197)", async () => {
    const head = `<html><head>${preload("a")}</head>`;
    const body = `<body><main>Robes</main>${hydration("n1")}<script type="module">import "/later.js";</script>${hydration("n2")}</body></html>`;
    expect(await through([head, body])).toBe(`<html><head></head>${body}`);
    expect(unrecognised).toEqual([]);
  });

  it("finds the hydration script's tag wherever the chunks cut it", async () => {
    const html = `<html><head></head><body><p>Zürich</p>${hydration("abc")}</body></html>`;
    const start = html.indexOf("<script");
    for (let cut = start - 2; cut < start + 45; cut += 1) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(html);
      expect(unrecognised).toEqual([]);
    }
  });

  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"], css: [] },
    routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root.js" } },
  };
  const withManifest = `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;

  it("writes the hydration script's route manifest compact, the same JSON, wherever the chunks cut the script", async () => {
    const html = `<html><head></head><body><p>Zürich</p><script nonce="n" type="module" async="">${withManifest}</script><p>after</p></body></html>`;
    const expected = `<html><head></head><body><p>Zürich</p><script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script><p>after</p></body></html>`;
    expect(html.length - expected.length).toBeGreaterThan(60);
    for (let cut = 20; cut < html.length; cut += 7) {
      expect(await through([html.slice(0, cut), html.slice(cut, cut + 40), html.slice(cut + 40)])).toBe(expected);
    }
  });

  it("leaves a manifest that does not read as JSON as it is, and says so; a script cut off before its end goes out as React Router wrote it", async () => {
    const odd = withManifest.replace('"root": {', "root: {");
    expect(compactManifest(odd)).toBe(odd);
    const html = `<html><head></head><body><script nonce="n" type="module" async="">${odd}</script></body></html>`;
    expect(await through([html])).toBe(html);
    expect(unrecognised).toEqual(["route-manifest"]);
    const cutOff = `<html><head></head><body><script type="module" async="">${withManifest.slice(0, 60)}`;
    expect(await through([cutOff])).toBe(cutOff);
    expect(unrecognised).toEqual([]);
  });
});

describe("the document stream's guard: a shape it does not recognise is left as React Router wrote it, and reported (decision 192)", () => {
  const document = (script: string) =>
    `<html><head>${preload("a")}</head><body><main>Robes</main>${script}<p>after</p></body></html>`;

  it("a hydration script whose attributes come in another order stays a module script, and is reported once per document", async () => {
    const reordered = document(`<script type="module" nonce="n" async="">${routeModules}</script>`);
    expect(await through([reordered])).toBe(reordered.replace(preload("a"), ""));
    expect(unrecognised).toEqual(["hydration-script"]);
  });

  it("a module script of the same tag that is not React Router's is left as it is, and the hydration script after it is still recognised", async () => {
    const other = `<script nonce="n" type="module" async="">import "/assets/widget.js";</script>`;
    const html = document(`${other}${hydration("n")}`);
    const expected = html.replace(preload("a"), "");
    for (const cut of [0, 60, 90, 140]) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
      expect(unrecognised).toEqual([]);
    }
  });

  it("a hydration script whose text no longer names its route modules is left as it is, and reported", async () => {
    const renamed = document(hydration("n").replace("__reactRouterRouteModules", "__reactRouterModules"));
    expect(await through([renamed])).toBe(renamed.replace(preload("a"), ""));
    expect(unrecognised).toEqual(["hydration-script"]);
  });

  it("a module preload written with another attribute first stays in the head, and is reported", async () => {
    const html = `<html><head><link href="/assets/a.js" rel="modulepreload"/></head><body>${hydration("n")}</body></html>`;
    expect(await through([html])).toBe(html);
    expect(unrecognised).toEqual(["module-preloads"]);
  });

  it("by default, says each shape it did not recognise once, in a warning that names the patch", async () => {
    vi.resetModules();
    const fresh = await import("../../app/framework/document-stream.server");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const reordered = document(`<script type="module" nonce="n" async="">${routeModules}</script>`);
    for (let page = 0; page < 3; page += 1) {
      const stream = new Response(reordered).body!.pipeThrough(fresh.documentStream());
      expect(await new Response(stream).text()).toBe(reordered.replace(preload("a"), ""));
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      level: "warn",
      patch: "document-stream/hydration-script",
    });
    warn.mockRestore();
  });

  it("a document cut off before its body's end reports nothing", async () => {
    expect(await through(["<html><head></head><body><p>Robes"])).toBe("<html><head></head><body><p>Robes");
    expect(unrecognised).toEqual([]);
  });
});
