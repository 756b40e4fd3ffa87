// The content domain's public face on the server: what other domains and the routes use of it.
export { CMS_TTL_SECONDS, cmsAssets, cmsEntries, CONTENT_BUDGET_MS } from "./cms.server";
export { helpPageAtOwnUrl, helpPath, loadHelpTopics } from "./help.server";
export { legalNotices } from "./legal-notices.server";
