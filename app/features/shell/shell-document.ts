import type { FooterLayout, HeaderLayout } from "../content/schemas";
import { documentOnlyKey } from "../../lib/document-only";
import type { SegmentationTitles } from "./cms-links";

export type { FooterLayout, HeaderLayout };

/**
 * The CMS header and footer split in two (decision 144): whole for the server's render of their
 * HTML-only parts (the menus' panels, the footer's reassurance and link columns), and as the
 * summaries below for what hydrates (entries, banners, networks, legal lines).
 */
export const FULL_HEADER = documentOnlyKey<HeaderLayout | null>("shell:header");
export const FULL_FOOTER = documentOnlyKey<FooterLayout | null>("shell:footer");

/** Every family's title, for the links of the HTML-only parts (their slugs are made from it). */
export const ALL_SEGMENTATION_TITLES = documentOnlyKey<SegmentationTitles>("shell:segmentation-titles");

const SEGMENTATION_REFERENCE = /"segmentation:([\w-]+)/g;

/**
 * The family titles the browser needs (issue 30: the shell's hydration data): the top families
 * (the home page's default keywords) and those the hydrated summaries link to. The menus' panels
 * and the footer's columns link to the others and take them from the document.
 */
export function hydratedTitles(
  segmentations: readonly { segmentationId: string; parent: string | null; title: string }[],
  summaries: unknown,
): SegmentationTitles {
  const linked = new Set([...JSON.stringify(summaries).matchAll(SEGMENTATION_REFERENCE)].map((match) => match[1]));
  return Object.fromEntries(
    segmentations
      .filter((entry) => entry.parent === null || linked.has(entry.segmentationId))
      .map((entry) => [entry.segmentationId, entry.title]),
  );
}

type NavEntry = HeaderLayout["navigation_modular"][number]["navigation_entry_block"];

/** A menu entry as the browser gets it: the content of its panel stays in the document. */
export type NavEntrySummary = Omit<NavEntry, "sub_entries_modular"> & { hasPanel: boolean };

export type HeaderSummary = Omit<HeaderLayout, "navigation_modular"> & {
  navigation_modular: { navigation_entry_block: NavEntrySummary }[];
};

export type FooterSummary = Omit<FooterLayout, "links_modular" | "community" | "reinsurances"> & {
  hasReassurance: boolean;
};

export function headerSummary(header: HeaderLayout): HeaderSummary {
  return {
    ...header,
    navigation_modular: header.navigation_modular.map(
      ({ navigation_entry_block: { sub_entries_modular, ...entry } }) => ({
        navigation_entry_block: { ...entry, hasPanel: sub_entries_modular.length > 0 },
      }),
    ),
  };
}

export function footerSummary(footer: FooterLayout): FooterSummary {
  const { links_modular: _columns, community: _community, reinsurances, ...kept } = footer;
  return { ...kept, hasReassurance: reinsurances.length > 0 };
}
