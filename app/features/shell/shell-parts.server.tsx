import { DocumentOnlyContext, putDocumentOnly } from "../../lib/document-only";
import type { LocaleInfo } from "../../lib/locales";
import { staticParts, type StaticParts } from "../../ui/static-html.server";
import type { SegmentationTitles } from "./cms-links";
import {
  ALL_SEGMENTATION_TITLES,
  FULL_FOOTER,
  FULL_HEADER,
  type FooterLayout,
  type HeaderLayout,
} from "./shell-document";
import { everyShellPart } from "./shell-parts";

/**
 * The HTML of the shell's HTML-only parts (`SHELL_PARTS`: the menus' panels, desktop and
 * drawer, and the footer's reassurance and columns), rendered once per locale and version of the CMS header,
 * footer and families (the objects the isolate keeps in memory), then written as they are into
 * every page (decision 166). They read only the document-only data given here.
 */
export function renderedShellParts({
  locale,
  header,
  footer,
  segmentations,
  titles,
}: {
  locale: LocaleInfo;
  header: HeaderLayout | null;
  footer: FooterLayout | null;
  /** The families as loaded (their identity keys the memory); `titles` is made from them. */
  segmentations: unknown;
  titles: SegmentationTitles;
}): Promise<StaticParts> {
  return staticParts(locale.prefix, [header, footer, segmentations], () => {
    const documentOnly = new Map<string, unknown>();
    putDocumentOnly(documentOnly, FULL_HEADER, header);
    putDocumentOnly(documentOnly, FULL_FOOTER, footer);
    putDocumentOnly(documentOnly, ALL_SEGMENTATION_TITLES, titles);
    return everyShellPart({ locale, titles }, { header, footer }).map((part) => ({
      id: part.id,
      element: <DocumentOnlyContext.Provider value={documentOnly}>{part.render()}</DocumentOnlyContext.Provider>,
    }));
  });
}
