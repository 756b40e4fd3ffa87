// The content domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { cmsMetaOf, withCmsSeo } from "./cms-meta";
export {
  commercialOffersSchema,
  footerEntriesSchema,
  type FooterLayout,
  headerEntriesSchema,
  type HeaderLayout,
  type HelpTopic,
  legalNoticesSchema,
  newsletterAnswerSchema,
  siteSelectorEntriesSchema,
} from "./schemas";
