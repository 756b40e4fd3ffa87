import type { z } from "zod";
import { fullDate } from "../../lib/dates";
import type { LocaleInfo } from "../../lib/locales";
import type { editorialPageSchema } from "../catalog-model/schemas";

/** An editorial page as the page shows it: its publication day already written. */
export type EditorialPageView = z.infer<typeof editorialPageSchema> & { published: string | null };

/**
 * Adds the publication day, written by the server in the site's time zone: a browser's Intl data
 * and zone may differ from the server's, and the page must hydrate the text it was sent.
 */
export function editorialView(page: z.infer<typeof editorialPageSchema>, locale: LocaleInfo): EditorialPageView {
  return { ...page, published: page.publishedAt ? fullDate(locale, page.publishedAt) : null };
}
