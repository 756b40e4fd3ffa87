import { href, resourceHref, siteResourceHref } from "../pages/href";
import { m } from "../paraglide/messages.js";
import { LOCALE_PREFIXES, LOCALES, type Language, type LocalePrefix } from "../lib/locales";
import type { RequestContext } from "../lib/request-context";
import { familyPath } from "../pages/catalog-links";
import { catalogApi } from "../features/catalog-model/catalog.server";
import { loadHelpTopics } from "../features/content/help.server";
import { siteName } from "../features/shell/site-names";
import { escapeMarkdown } from "./markdown";

/**
 * llms.txt (llmstxt.org, issue 31): what the shop sells and where an agent finds it. `/llms.txt`
 * lists the sites; `/{prefix}/llms.txt` describes one site in its language: its catalogue's
 * families, search, help and policies, stores, the other sites, and how to read pages as
 * Markdown. A backend that fails leaves its section out, never the file.
 */

const link = (text: string, url: string) => `[${escapeMarkdown(text)}](<${url}>)`;

function languageName(code: Language, inLanguage: Language): string {
  const name = new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/** "France · Français": a site and its language, in the reader's language. */
function siteLabel(prefix: LocalePrefix, reader: Language): string {
  return `${siteName(prefix, reader)} · ${languageName(LOCALES[prefix].language, reader)} (${prefix})`;
}

function sitesSection(origin: string, reader: Language): string[] {
  return LOCALE_PREFIXES.map((prefix) => `- ${link(siteLabel(prefix, reader), origin + resourceHref(prefix, "llms"))}`);
}

/** The root file: the shop and its sites, each with its own file. */
export function llmsTxtIndex(origin: string): string {
  const options = { locale: "en" as const };
  return `${[
    `# ${m.shell_brand({}, options)}`,
    "",
    `> ${m.shell_default_description({}, options)}`,
    "",
    `## ${m.agent_llms_sites({}, options)}`,
    "",
    ...sitesSection(origin, "en"),
    "",
    `## ${m.agent_llms_for_agents({}, options)}`,
    "",
    `- ${link("agents.md", origin + siteResourceHref("agents"))}: ${m.agent_rules_summary({ site: m.shell_brand({}, options), currency: [...new Set(LOCALE_PREFIXES.map((prefix) => LOCALES[prefix].currency))].join(", ") }, options)}`,
    `- ${m.agent_llms_markdown({}, options)}`,
  ].join("\n")}\n`;
}

/** One site's file, in its language. */
export async function siteLlmsTxt(context: RequestContext): Promise<string> {
  const { locale, origin, api } = context;
  const options = { locale: locale.language };
  const [segmentations, topics, site] = await Promise.all([
    catalogApi(api)
      .segmentations()
      .catch(() => []),
    loadHelpTopics(context).catch(() => []),
    context.siteParams().catch(() => null),
  ]);
  const families = segmentations.filter((entry) => entry.parent === null);
  const help = origin + href(locale.prefix, "help");
  const storesActive = site?.params.storeLocator.isActive ?? false;
  const lines = [
    `# ${m.shell_brand({}, options)}: ${siteLabel(locale.prefix, locale.language)}`,
    "",
    `> ${m.agent_llms_summary(
      { brand: m.shell_brand({}, options), site: siteName(locale.prefix, locale.language), currency: locale.currency },
      options,
    )}`,
    "",
    `## ${m.agent_llms_catalogue({}, options)}`,
    "",
    ...families.map((family) => `- ${link(family.title, origin + familyPath(locale.prefix, family))}`),
    `- ${link(m.agent_llms_search({}, options), `${origin}${href(locale.prefix, "search")}?q=`)}`,
    "",
    `## ${m.agent_llms_help({}, options)}`,
    "",
    `- ${link(m.help_title({}, options), help)}: ${escapeMarkdown(m.help_description({}, options))}`,
    ...(locale.isShort ? [] : topics).map(
      (topic) =>
        `- ${link(topic.title, origin + href(locale.prefix, "help", { page: topic.slug }))}: ${escapeMarkdown(topic.summary)}`,
    ),
    `- ${link(m.footer_privacy_settings({}, options), origin + href(locale.prefix, "privacy-settings"))}`,
    ...(storesActive
      ? [
          "",
          `## ${m.agent_llms_stores({}, options)}`,
          "",
          `- ${link(m.agent_llms_stores({}, options), origin + href(locale.prefix, "stores-all"))}`,
        ]
      : []),
    "",
    `## ${m.agent_llms_sites({}, options)}`,
    "",
    ...sitesSection(origin, locale.language),
    "",
    `## ${m.agent_llms_for_agents({}, options)}`,
    "",
    `- ${link("agents.md", origin + resourceHref(locale.prefix, "agents"))}: ${m.agent_rules_summary({ site: siteName(locale.prefix, locale.language), currency: locale.currency }, options)}`,
    `- ${m.agent_llms_markdown({}, options)}`,
    `- ${link(m.agent_llms_sitemap({}, options), origin + siteResourceHref("sitemap", { file: `${locale.prefix}.xml` }))}`,
  ];
  return `${lines.join("\n")}\n`;
}
