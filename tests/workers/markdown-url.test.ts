import { describe, expect, it } from "vitest";
import { markdownUrlResponse, pageOfMarkdownUrl } from "../../workers/markdown-url";

const at = (path: string) => new URL(path, "http://localhost:8787");

describe("a page's Markdown twin at its .md URL (issue 53)", () => {
  it("stands for the page of a site without its .md, keeping the query; the home page is /{prefix}.md", () => {
    expect(pageOfMarkdownUrl(at("/en.md"))?.pathname).toBe("/en");
    expect(pageOfMarkdownUrl(at("/fr-fr/stores.md?q=Lyon"))?.href).toBe("http://localhost:8787/fr-fr/stores?q=Lyon");
    expect(pageOfMarkdownUrl(at("/de-de/damen--plWOMEN.md"))?.pathname).toBe("/de-de/damen--plWOMEN");
  });

  it("leaves alone what is no page of a site: the root's files, a site's agents.md, other paths", () => {
    for (const path of ["/agents.md", "/fr-fr/agents.md", "/README.md", "/xx/page.md", "/en/help", "/en.mdx"])
      expect(pageOfMarkdownUrl(at(path)), path).toBeNull();
  });

  it("keeps the .md through a redirect within the sites; a page without a twin, or whose redirect leaves them, is a 404 in Markdown", async () => {
    const request = new Request(at("/en/x--p1.md"));
    const moved = await markdownUrlResponse(request, at("/en/x--p1"), "http://localhost:8787", async () =>
      Response.redirect("http://localhost:8787/en/jumper-navy--p1?colour=2", 301),
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/en/jumper-navy--p1.md?colour=2");

    const signIn = await markdownUrlResponse(request, at("/de-de/account"), "http://localhost:8787", async () =>
      Response.redirect("http://localhost:8787/__mock/auth/sign-in?state=x", 302),
    );
    expect(signIn.status).toBe(404);
    expect(signIn.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(signIn.headers.get("Content-Language")).toBe("de-DE");
    expect(await signIn.text()).toContain("(<http://localhost:8787/de-de/account>)");

    const html = await markdownUrlResponse(
      request,
      at("/en/account"),
      "http://localhost:8787",
      async () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }),
    );
    expect(html.status).toBe(404);
  });

  it("passes the twin through without its Vary, and a failing page as the twins say it (spec 8)", async () => {
    const request = new Request(at("/en.md"));
    const twin = await markdownUrlResponse(request, at("/en"), "http://localhost:8787", async (page) => {
      expect(page.headers.get("Accept")).toBe("text/markdown");
      return new Response("# Home\n", { headers: { "Content-Type": "text/markdown; charset=utf-8", Vary: "Accept" } });
    });
    expect(twin.headers.get("Vary")).toBeNull();
    expect(await twin.text()).toBe("# Home\n");
    const failed = await markdownUrlResponse(
      request,
      at("/en"),
      "http://localhost:8787",
      async () => new Response("<!doctype html>", { status: 503, headers: { "Content-Type": "text/html" } }),
    );
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
  });
});
