import { z } from "zod";
import type { RequestContext } from "../../lib/request-context";
import { withSiteFigures } from "../site/site-figures";
import { loadSiteFigures } from "../site/site-figures.server";
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
