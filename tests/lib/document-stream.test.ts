import { describe, expect, it } from "vitest";
import { compactManifest, documentStream } from "../../app/lib/document-stream.server";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(documentStream())).text();
}

const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="n"/>`;

describe("the document stream: no module preloads in the head, React Router's hydration script inert", () => {
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
    const text = await new Response(source.pipeThrough(documentStream())).text();
    expect(text).toBe("<html><head><title>Été</title></head><body>Zürich — ok</body></html>");
  });

  it("passes a document without a head end through", async () => {
    expect(await through(["<p>", "partial ", "<b"])).toBe("<p>partial <b");
  });

  const hydration = (nonce: string) =>
    `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`;

  it("makes React Router's hydration script inert, once, keeping its nonce and its text (decision 170)", async () => {
    const head = `<html><head>${preload("a")}</head>`;
    const body = `<body><main>Robes</main>${hydration("n1")}<script type="module">import "/later.js";</script>${hydration("n2")}</body></html>`;
    expect(await through([head, body])).toBe(
      `<html><head></head><body><main>Robes</main><script nonce="n1" type="text/plain" id="hydration-modules">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script><script type="module">import "/later.js";</script>${hydration("n2")}</body></html>`,
    );
  });

  it("finds the hydration script's tag wherever the chunks cut it", async () => {
    const html = `<html><head></head><body><p>Zürich</p>${hydration("abc")}</body></html>`;
    const expected = html.replace(
      `<script nonce="abc" type="module" async="">`,
      `<script nonce="abc" type="text/plain" id="hydration-modules">`,
    );
    const start = html.indexOf("<script");
    for (let cut = start - 2; cut < start + 45; cut += 1) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"], css: [] },
    routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root.js" } },
  };
  const withManifest = `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;

  it("writes the hydration script's route manifest compact, the same JSON, wherever the chunks cut the script", async () => {
    const html = `<html><head></head><body><p>Zürich</p><script nonce="n" type="module" async="">${withManifest}</script><p>after</p></body></html>`;
    const expected = `<html><head></head><body><p>Zürich</p><script nonce="n" type="text/plain" id="hydration-modules">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script><p>after</p></body></html>`;
    expect(html.length - expected.length).toBeGreaterThan(60);
    for (let cut = 20; cut < html.length; cut += 7) {
      expect(await through([html.slice(0, cut), html.slice(cut, cut + 40), html.slice(cut + 40)])).toBe(expected);
    }
  });

  it("leaves a manifest that does not read as JSON, and a script cut off before its end, as they are", async () => {
    const odd = withManifest.replace('"root": {', "root: {");
    expect(compactManifest(odd)).toBe(odd);
    const cutOff = `<html><head></head><body><script type="module" async="">${withManifest.slice(0, 60)}`;
    expect(await through([cutOff])).toBe(
      cutOff.replace('type="module" async=""', 'type="text/plain" id="hydration-modules"'),
    );
  });
});
