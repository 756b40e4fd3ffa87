import { renderToReadableStream } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { FOOTER_LAYOUT, HEADER_LAYOUT } from "../../mocks/data/cms";
import { SEGMENTATIONS } from "../../mocks/data/catalog/segmentations";
import { footerEntriesSchema, headerEntriesSchema } from "../../app/features/content/schemas";
import { renderedShellParts } from "../../app/features/shell/shell-parts.server";
import { SHELL_PARTS, shellPart } from "../../app/features/shell/shell-parts";
import { ALL_SEGMENTATION_TITLES, FULL_FOOTER, FULL_HEADER } from "../../app/features/shell/shell-document";
import { DocumentOnlyContext, putDocumentOnly } from "../../app/lib/document-only";
import { LOCALES } from "../../app/lib/locales";
import { RENDERED_STATIC_PARTS, StaticHtml } from "../../app/ui/static-html";
import { staticParts } from "../../app/ui/static-html.server";

/** A part whose content cannot render. */
function Broken(): React.ReactNode {
  throw new Error("no content");
}

async function html(element: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("issue 30: HTML-only parts rendered once, not on every page", () => {
  test("the same inputs (the same objects) give the parts kept; new content renders them again", async () => {
    let renders = 0;
    const content = { title: "Robes" };
    const parts = () => {
      renders += 1;
      return [{ id: "a", element: <p>{content.title}</p> }];
    };
    const first = await staticParts("fr-fr", [content, null], parts);
    expect(first.get("a")).toBe("<p>Robes</p>");
    expect(await staticParts("fr-fr", [content, null], parts)).toBe(first);
    expect(renders).toBe(1);
    await staticParts("fr-fr", [{ title: "Robes" }, null], parts);
    await staticParts("de-de", [content, null], parts);
    expect(renders).toBe(3);
  });

  test("a part whose render fails is left out (the page renders it in place); the others are kept", async () => {
    const parts = await staticParts("fr-fr", [{}], () => [
      { id: "broken", element: <Broken /> },
      { id: "fine", element: <span>ok</span> },
    ]);
    expect(parts.has("broken")).toBe(false);
    expect(parts.get("fine")).toBe("<span>ok</span>");
  });

  test("a set of parts that cannot be made is none, never a failure of the page, and is tried again", async () => {
    const content = {};
    let calls = 0;
    const failing = () => {
      calls += 1;
      throw new Error("no parts");
    };
    expect((await staticParts("fr-fr", [content], failing)).size).toBe(0);
    expect((await staticParts("fr-fr", [content], failing)).size).toBe(0);
    expect(calls).toBe(2);
  });

  test("a page writes a kept part exactly as it would have rendered it", async () => {
    const documentOnly = new Map<string, unknown>();
    const page = () => (
      <DocumentOnlyContext.Provider value={documentOnly}>
        <StaticHtml id="part" as="ul" className="links" render={() => <li>Une ligne</li>} />
      </DocumentOnlyContext.Provider>
    );
    const inPlace = await html(page());
    putDocumentOnly(documentOnly, RENDERED_STATIC_PARTS, new Map([["part", "<li>Une ligne</li>"]]));
    expect(await html(page())).toBe(inPlace);
    expect(inPlace).toBe('<ul class="links"><li>Une ligne</li></ul>');
  });

  test.each(["fr-fr", "pl-pl", "en"] as const)(
    "%s: the menus' panels and the footer's columns kept are those the page renders in place",
    async (prefix) => {
      const locale = LOCALES[prefix];
      const language = locale.language as keyof typeof HEADER_LAYOUT;
      const header = headerEntriesSchema.parse({ entries: [HEADER_LAYOUT[language]] }).entries[0]!;
      const footer = footerEntriesSchema.parse({ entries: [FOOTER_LAYOUT[language]] }).entries[0]!;
      const segmentations = SEGMENTATIONS.map((entry) => ({
        segmentationId: entry.segmentationId,
        parent: entry.parent,
        title: entry.title[language],
      }));
      const titles = Object.fromEntries(segmentations.map((entry) => [entry.segmentationId, entry.title]));
      const parts = await renderedShellParts({ locale, header, footer, segmentations, titles });

      const documentOnly = new Map<string, unknown>();
      putDocumentOnly(documentOnly, FULL_HEADER, header);
      putDocumentOnly(documentOnly, FULL_FOOTER, footer);
      putDocumentOnly(documentOnly, ALL_SEGMENTATION_TITLES, titles);
      const nav = { locale, titles: {} };
      const inPlace = (element: React.ReactNode) =>
        html(<DocumentOnlyContext.Provider value={documentOnly}>{element}</DocumentOnlyContext.Provider>);
      // What the menus and the footer show, as their components name it.
      const shown = [
        ...header.navigation_modular.flatMap((_, index) => [
          shellPart(SHELL_PARTS.mainNavPanel, nav, index),
          shellPart(SHELL_PARTS.mobileNavPanel, nav, index),
        ]),
        shellPart(SHELL_PARTS.footerReassurance, nav),
        shellPart(SHELL_PARTS.footerColumns, nav),
      ];
      const expected = new Map<string, string>();
      for (const part of shown) expected.set(part.id, await inPlace(part.render()));
      expect(new Map(parts)).toEqual(expected);
      // Real content: links to the families, in the page's language.
      expect(parts.get(shellPart(SHELL_PARTS.mainNavPanel, nav, 0).id)).toMatch(/<a href="\/[a-z-]+\/[^"]+"/);
    },
  );
});
