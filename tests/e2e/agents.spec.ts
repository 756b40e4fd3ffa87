import { expect, test } from "./fixtures";
import { addToCart, stocked } from "./checkout-flow";
import { LANGUAGE_HOMES, text } from "./messages";

/** What an agent sends for a page's Markdown twin (issue 31). */
const MARKDOWN = { Accept: "text/markdown, text/html;q=0.9" };
/** French money spaces with (narrow) no-break spaces; assertions read plain ones. */
const plain = (body: string) => body.replace(/[\u00a0\u202f]/g, " ");

test.describe("issue 31: llms.txt for agents, per site and language", () => {
  test("/llms.txt names the shop and every site, each with its own file", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body.startsWith(`# ${text("en", "shell_brand")}\n`)).toBe(true);
    for (const prefix of ["fr-fr", "fr", "fr-ch", "en", "es-es", "es", "de-de", "de", "it-it", "it", "pl-pl", "pl"])
      expect(body).toContain(`/${prefix}/llms.txt>)`);
    expect(body).toContain(text("en", "agent_llms_markdown"));
  });

  for (const [prefix, language] of LANGUAGE_HOMES) {
    test(`/${prefix}/llms.txt describes the site in ${language}: catalogue, search, help, sites, Markdown`, async ({
      request,
    }) => {
      const body = await (await request.get(`/${prefix}/llms.txt`)).text();
      for (const key of ["agent_llms_catalogue", "agent_llms_help", "agent_llms_sites", "agent_llms_for_agents"])
        expect(body).toContain(`## ${text(language, key)}`);
      expect(body).toContain(text(language, "agent_llms_markdown"));
      expect(body).toContain(`/${prefix}/search?q=>)`);
      expect(body).toContain(`/sitemaps/${prefix}.xml>)`);
      // The first family's link answers with its listing.
      const family = /- \[[^\]]+\]\(<http:\/\/[^/]+(\/[^>]+--pl[A-Z_]+)>\)/.exec(body)?.[1];
      expect(family).toBeTruthy();
      expect((await request.get(family!, { headers: MARKDOWN })).status()).toBe(200);
    });
  }
});

test.describe("issue 31: Markdown twins of pages on Accept: text/markdown", () => {
  test("a product in French: colour, price in euros, sizes with availability, description, its page; HTML for browsers", async ({
    request,
  }) => {
    const path = "/fr-fr/robe-midi-en-popeline-de-coton-rose--p1000003";
    const response = await request.get(path, { headers: MARKDOWN });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(response.headers().vary).toContain("Accept");
    expect(response.headers()["content-language"]).toBe("fr-FR");
    const body = plain(await response.text());
    expect(body).toContain("# Robe midi en popeline de coton\n");
    expect(body).toMatch(/- Prix : \d+,\d\d €/);
    expect(body).toContain(`## ${text("fr", "agent_md_sizes")}`);
    expect(body).toMatch(/- 36: [^\n]+ \(SKU \d+\)/);
    expect(body).toContain(`## ${text("fr", "product_description")}`);
    expect(body).toContain(`(<http://localhost:8787${path}>)`);
    // The same URL in a browser is the page, also saying it varies by Accept.
    const html = await request.get(path, { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(html.headers()["content-type"]).toContain("text/html");
    expect(html.headers().vary).toContain("Accept");
  });

  test("a product in Polish, by an old slug: redirected to its own URL, prices in złoty", async ({ request }) => {
    const response = await request.get("/pl-pl/x--p1000002", { headers: MARKDOWN });
    expect(response.url()).toMatch(/\/pl-pl\/[a-z-]+--p1000002$/);
    const body = plain(await response.text());
    expect(body).toMatch(/- Cena: \d+(,\d\d)? zł/);
    expect(body).toContain(`## ${text("pl", "agent_md_sizes")}`);
  });

  test("a catalogue page in German: count, products with prices, and a next page that answers too", async ({
    request,
  }) => {
    const body = plain(await (await request.get("/de-de/damen--plWOMEN", { headers: MARKDOWN })).text());
    expect(body).toMatch(/^# Damen\n\n\d+ Artikel\nSeite 1 von \d+\n/);
    expect(body).toMatch(/- \[[^\]]+\]\(<http:\/\/localhost:8787\/de-de\/[a-z0-9-]+--p\d+>\): \d+,\d\d €/);
    const next = new RegExp(`\\[${text("de", "pagination_next")}\\]\\(<http://localhost:8787([^>]+)>\\)`).exec(
      body,
    )?.[1];
    expect(next).toBe("/de-de/damen--plWOMEN?p=2");
    expect(plain(await (await request.get(next!, { headers: MARKDOWN })).text())).toContain("Seite 2 von");
  });

  test("search in Spanish: results, and no result said in words", async ({ request }) => {
    const found = await (await request.get("/es-es/search?q=lino", { headers: MARKDOWN })).text();
    expect(found).toContain(`# ${text("es", "search_results_title", { query: "lino" })}`);
    expect(found).toMatch(/- \[[^\]]+\]\(<[^>]+--p\d+>\)/);
    const none = await (await request.get("/es-es/search?q=zzqqxx", { headers: MARKDOWN })).text();
    expect(none).toContain(text("es", "agent_md_no_results", { query: "zzqqxx" }));
  });

  test("the help centre in Italian, a topic, and an unknown topic's 404 in words", async ({ request }) => {
    const index = await (await request.get("/it-it/aiuto", { headers: MARKDOWN })).text();
    expect(index).toContain(`# ${text("it", "help_title")}`);
    const topic = /- \[[^\]]+\]\(<http:\/\/localhost:8787(\/it-it\/aiuto\/[^>]+)>\)/.exec(index)?.[1];
    const page = await request.get(topic!, { headers: MARKDOWN });
    expect(page.status()).toBe(200);
    expect(await page.text()).toMatch(/^# .+\n\n> .+/);
    const missing = await request.get("/it-it/aiuto/nessun-argomento", { headers: MARKDOWN });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).toContain("text/markdown");
    expect(await missing.text()).toBe(`# ${text("it", "error404_title")}\n\n${text("it", "error404_text1")}\n`);
  });

  test("a store in English: address, opening hours, services", async ({ request }) => {
    const body = await (
      await request.get("/en/stores/united-kingdom/london/london-covent-garden-301/", { headers: MARKDOWN })
    ).text();
    expect(body).toContain("# Atelier Sept London Covent Garden");
    expect(body).toContain(`- ${text("en", "agent_md_address")} 40 Long Acre`);
    expect(body).toContain(`## ${text("en", "stores_hours_title")}`);
  });

  test("kept by the edge like the HTML, in an entry of its own", async ({ request }) => {
    const path = "/en/dresses--plWOMEN_DRESSES";
    await request.get(path, { headers: MARKDOWN });
    const again = await request.get(path, { headers: MARKDOWN });
    expect(again.headers()["cache-status"]).toContain("hit");
    expect(again.headers()["content-type"]).toContain("text/markdown");
    expect(again.headers().vary).toContain("Accept");
    const html = await request.get(path);
    expect(html.headers()["content-type"]).toContain("text/html");
  });

  test("under the mock's fault switch a failing search answers 503 in words, never a 5xx page nor a 500", async ({
    request,
  }) => {
    const response = await request.get("/de-de/search?q=leinen", {
      headers: {
        ...MARKDOWN,
        "x-mock-fault": JSON.stringify({ call: "GET /ecommerce/v3/catalog/search", status: 500 }),
      },
    });
    expect(response.status()).toBe(503);
    expect(await response.text()).toBe(`# ${text("de", "error500_title")}\n\n${text("de", "error500_text1")}\n`);
  });
});

test.describe("issue 53: every page type in Markdown, by Accept and at its .md URL", () => {
  const origin = "http://localhost:8787";

  test("the home page at /en.md and /de-de.md: its blocks and their links; the HTML names its twin", async ({
    request,
  }) => {
    const english = await request.get("/en.md");
    expect(english.status()).toBe(200);
    expect(english.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    // One URL, one format: no Vary: Accept on a .md URL.
    expect(english.headers().vary ?? "").not.toContain("Accept");
    const body = await english.text();
    expect(body.startsWith(`# ${text("en", "shell_brand")}\n\n> ${text("en", "home_description")}\n`)).toBe(true);
    expect(body).toMatch(/^## .+$/m);
    expect(body).toContain(`(<${origin}/en/women--plWOMEN>)`);
    expect(body).toMatch(/- \[[^\]]+\]\(<http:\/\/localhost:8787\/en\/[a-z0-9-]+--p\d+>\): €\d+/);
    const german = await request.get("/de-de.md");
    expect(german.headers()["content-language"]).toBe("de-DE");
    expect(await german.text()).toContain(`> ${text("de", "home_description")}`);
    const html = await request.get("/en");
    expect(html.headers().link).toContain(`<${origin}/en.md>; rel="alternate"; type="text/markdown"`);
  });

  test("an editorial page in French, its looks with prices; its old address moves to its own .md", async ({
    request,
  }) => {
    const own = "/fr-fr/lookbook-printemps-ete-2026--lbpLOOKBOOK_SS26";
    const body = plain(await (await request.get(`${own}.md`)).text());
    expect(body).toMatch(/^# Lookbook printemps-été 2026\n\n> .+\n/);
    expect(body).toMatch(/- \[[^\]]+\]\(<http:\/\/localhost:8787\/fr-fr\/[a-z0-9-]+--p\d+>\): \d+,\d\d €/);
    expect(body).toContain(`[${text("fr", "agent_md_open_in_shop")}](<${origin}${own}>)`);
    const moved = await request.get("/fr-fr/x--lbpLOOKBOOK_SS26.md", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${own}.md`);
    // The same twin by Accept.
    expect(plain(await (await request.get(own, { headers: MARKDOWN })).text())).toBe(body);
  });

  test("the shopper's own cart in Spanish: each line's size, quantity, amount and SKU, the total, delivery; never kept", async ({
    context,
  }) => {
    const { request } = context;
    const empty = await request.get("/es-es/cart.md");
    expect(await empty.text()).toContain(text("es", "cart_empty"));
    await addToCart(request, "es-es");
    const answer = await request.get("/es-es/cart.md");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const body = plain(await answer.text());
    expect(body).toContain(`# ${text("es", "cart_title")}\n`);
    expect(body).toContain(`## ${text("es", "cart_lines_label")}`);
    expect(body).toContain(`SKU ${stocked.sku}`);
    expect(body).toContain(text("es", "cart_line_size", { size: stocked.label }));
    expect(body).toContain(`## ${text("es", "cart_summary_title")}`);
    expect(body).toMatch(
      new RegExp(`\\*\\*${text("es", "cart_summary_total_before_delivery")} [^:]+: \\d+,\\d\\d €\\*\\*`),
    );
    expect(body).toContain(`## ${text("es", "cart_delivery_title")}`);
    expect(body).toContain(`[${text("es", "cart_checkout")}](<${origin}/es-es/order-billing>)`);
  });

  test("the store locator in French: a town's stores linked to their pages, how to search, and every store by country and city", async ({
    request,
  }) => {
    const found = plain(await (await request.get("/fr-fr/stores.md?q=Lyon")).text());
    expect(found).toContain(`# ${text("fr", "stores_title")}`);
    expect(found).toContain(`[${text("fr", "stores_search_field")}](<${origin}/fr-fr/stores?q=>)`);
    expect(found).toMatch(
      /- \[Atelier Sept Lyon [^\]]+\]\(<http:\/\/localhost:8787\/fr-fr\/stores\/france\/lyon\/[^>]+>\): [^\n]*69\d\d\d Lyon/,
    );
    const all = plain(await (await request.get("/fr-fr/stores/all", { headers: MARKDOWN })).text());
    expect(all).toContain(`# ${text("fr", "stores_all_title")}`);
    expect(all).toMatch(/^## France$/m);
    expect(all).toMatch(/^### Lyon$/m);
  });

  test("a page without a twin is a 404 in Markdown at its .md URL, in its language; a page that is not found says so", async ({
    request,
  }) => {
    const account = await request.get("/de-de/account.md", { maxRedirects: 0 });
    expect(account.status()).toBe(404);
    expect(account.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(await account.text()).toContain(text("de", "agent_md_no_twin"));
    const unknown = await request.get("/it-it/aiuto/nessun-argomento.md");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain(text("it", "error404_text1"));
  });

  test("agents.md: the shop's in English with every site's, each site's in its language, naming what really answers", async ({
    request,
  }) => {
    const index = await request.get("/agents.md");
    expect(index.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const body = await index.text();
    expect(body).toContain(`# ${text("en", "agent_rules_title", { brand: text("en", "shell_brand") })}`);
    for (const prefix of ["fr-fr", "fr-ch", "en", "es-es", "de-de", "it-it", "pl-pl"])
      expect(body).toContain(`(<${origin}/${prefix}/agents.md>)`);
    const italian = await (await request.get("/it-it/agents.md")).text();
    expect(italian).toContain(`## ${text("it", "agent_rules_shop")}`);
    expect(italian).toContain(text("it", "agent_rules_handoff"));
    // Every address it names answers: the profile, the home page's twin, llms.txt.
    const profile = /\[\/\.well-known\/ucp\]\(<([^>]+)>\)/.exec(italian)?.[1];
    expect((await (await request.get(profile!)).json()).ucp.services["dev.ucp.shopping"][0].endpoint).toBe(
      `${origin}/api/ucp/mcp`,
    );
    expect((await request.get("/it-it.md")).status()).toBe(200);
    expect(await (await request.get("/it-it/llms.txt")).text()).toContain(`(<${origin}/it-it/agents.md>)`);
  });
});
