import { describe, expect, it } from "vitest";
import { withoutHeadModulePreloads } from "../../app/lib/document-stream.server";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(withoutHeadModulePreloads())).text();
}

const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="n"/>`;

describe("the document's head without module preloads", () => {
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
    const text = await new Response(source.pipeThrough(withoutHeadModulePreloads())).text();
    expect(text).toBe("<html><head><title>Été</title></head><body>Zürich — ok</body></html>");
  });

  it("passes a document without a head end through", async () => {
    expect(await through(["<p>", "partial ", "<b"])).toBe("<p>partial <b");
  });
});
