import { z } from "zod";
import type { RequestContext } from "../../lib/request-context";
import { edgeCached } from "../../lib/edge-cache.server";
import { helpTopicSchema } from "./schemas";

const helpEntriesSchema = z.object({ entries: z.array(helpTopicSchema) });

/** The help centre's topics in the page's language (CMS content type help_topic), edge-cached. */
export async function loadHelpTopics(context: RequestContext) {
  const language = context.locale.language;
  const answer = await edgeCached({
    key: `cms/help_topic/${language}`,
    schema: helpEntriesSchema,
    ttlSeconds: 300,
    bypass: context.bypassCache,
    waitUntil: context.waitUntil,
    load: () =>
      context.api.call("cms/v3/content_types/help_topic/entries", {
        query: { locale: language, environment: "production" },
        schema: helpEntriesSchema,
        auth: false,
      }),
  });
  return [...answer.entries].sort((a, b) => a.rank - b.rank);
}
