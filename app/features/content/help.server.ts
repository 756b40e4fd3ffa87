import { href } from "../../pages/href";
import { z } from "zod";
import type { LocaleInfo } from "../../lib/locales";
import { pageNotFound } from "../../lib/not-found.server";
import { redirectToOwnUrl } from "../../lib/own-url.server";
import type { RequestContext } from "../../lib/request-context";
import { orServiceUnavailable } from "../../lib/service-unavailable.server";
import { withSiteFigures } from "../cart-model/site-figures";
import { loadSiteFigures } from "../cart-model/site-figures.server";
import { cmsEntries } from "./cms.server";
import { helpTopicSchema, type HelpTopic } from "./schemas";

const helpEntriesSchema = z.object({ entries: z.array(helpTopicSchema) });

/**
 * The help centre's topics in the page's language (CMS content type help_topic), edge-cached,
 * as the site says them: the prices, thresholds, delays and payment methods its texts name are
 * the site's own (decision 174); a paragraph naming one the site does not have is left out, and
 * a topic whose title or summary does is not the site's.
 */
export async function loadHelpTopics(context: RequestContext): Promise<HelpTopic[]> {
  const [answer, figures] = await Promise.all([
    cmsEntries(context, "help_topic", helpEntriesSchema),
    loadSiteFigures(context, context.origin),
  ]);
  const said = (text: string) => withSiteFigures(text, figures, context.locale);
  return [...answer.entries]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((topic) => {
      const [title, summary] = [said(topic.title), said(topic.summary)];
      const body = topic.body.flatMap((paragraph) => said(paragraph) ?? []);
      return title === null || summary === null || body.length === 0 ? [] : [{ ...topic, title, summary, body }];
    });
}

/** The help centre's own URL under a locale, or a topic's: its slug in the locale's language (the sitemap's). */
export function helpPath(locale: Pick<LocaleInfo, "prefix">, slug?: string): string {
  return href(locale.prefix, "help", { page: slug });
}

/**
 * The help centre's index, or one topic, at its own URL (decision 183): a topic named by its id
 * (the legal lines' and price notes' links) or in another case moves permanently to its slug,
 * keeping the query; an unknown topic is the 404 page, an outage of the content service a 503.
 */
export async function helpPageAtOwnUrl(url: URL, context: RequestContext, page: string | undefined) {
  const topics = await orServiceUnavailable(loadHelpTopics(context), "Help centre");
  const topic = page ? topics.find((entry) => entry.slug === page || entry.uid === page) : null;
  if (topic === undefined) pageNotFound(url);
  redirectToOwnUrl(url, helpPath(context.locale, topic?.slug));
  return { topics, topic };
}
