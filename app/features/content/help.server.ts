import { z } from "zod";
import type { RequestContext } from "../../lib/request-context";
import { cmsEntries } from "./cms.server";
import { helpTopicSchema } from "./schemas";

const helpEntriesSchema = z.object({ entries: z.array(helpTopicSchema) });

/** The help centre's topics in the page's language (CMS content type help_topic), edge-cached. */
export async function loadHelpTopics(context: RequestContext) {
  const answer = await cmsEntries(context, "help_topic", helpEntriesSchema);
  return [...answer.entries].sort((a, b) => a.rank - b.rank);
}
