import { href, resourceHref, siteResourceHref } from "../pages/href";
import { m } from "../paraglide/messages.js";
import { LOCALE_PREFIXES, type LocaleInfo } from "../lib/locales";
import { siteName } from "../features/shell/site-names";
import { escapeMarkdown } from "./markdown";
import { UCP_MCP_PATH, UCP_PROFILE_PATH, UCP_RATE } from "./ucp/protocol";
import { ACP_DISCOVERY_PATH } from "./acp/protocol";

/**
 * agents.md (issue 53): what an agent may do in this shop and how, in the site's language, from
 * what the shop really offers: the pages in Markdown, llms.txt, the UCP profile and its MCP
 * endpoint (catalogue, carts, checkout; paid by the shopper in the shop, or by her agent once she
 * linked her account, decision 202), the page's WebMCP tools, and
 * what stays with the shopper. `/agents.md` is the English one, with every site's beside it.
 */

const link = (text: string, url: string) => `[${escapeMarkdown(text)}](<${url}>)`;

export function agentsMd(
  origin: string,
  locale: LocaleInfo,
  { index, linking }: { index: boolean; linking: boolean },
): string {
  const options = { locale: locale.language };
  const brand = m.shell_brand({}, options);
  const site = siteName(locale.prefix, locale.language);
  const lines = [
    `# ${m.agent_rules_title({ brand }, options)}`,
    "",
    `> ${m.agent_rules_summary({ site, currency: locale.currency }, options)}`,
    "",
    `## ${m.agent_rules_read({}, options)}`,
    "",
    `- ${m.agent_rules_markdown({ home: `\`${origin}${href(locale.prefix, "index")}.md\`` }, options)}`,
    `- ${link("llms.txt", origin + resourceHref(locale.prefix, "llms"))}: ${m.agent_rules_llms({}, options)}`,
    `- ${link(m.agent_llms_sitemap({}, options), origin + siteResourceHref("sitemap", { file: `${locale.prefix}.xml` }))}`,
    "",
    `## ${m.agent_rules_shop({}, options)}`,
    "",
    `- ${link(UCP_PROFILE_PATH, origin + UCP_PROFILE_PATH)}: ${m.agent_rules_profile({}, options)} (\`${origin}${UCP_MCP_PATH}\`)`,
    `- ${m.agent_rules_calls({}, options)}`,
    `- ${m.agent_rules_rate({ count: UCP_RATE.requests }, options)}`,
    `- ${link(ACP_DISCOVERY_PATH, origin + ACP_DISCOVERY_PATH)}: ${m.agent_rules_acp({}, options)}`,
    `- ${m.agent_rules_handoff({}, options)}`,
    ...(linking ? [`- ${m.agent_rules_linking({}, options)}`] : []),
    "",
    `## ${m.agent_rules_in_page({}, options)}`,
    "",
    `- ${m.agent_rules_webmcp({}, options)}`,
    "",
    `## ${m.agent_rules_shopper({}, options)}`,
    "",
    `- ${m.agent_rules_no_account({}, options)}`,
    `- ${m.agent_rules_no_consent({}, options)}`,
    `- ${link(m.agent_rules_robots({}, options), origin + siteResourceHref("robots"))}`,
    ...(index
      ? [
          "",
          `## ${m.agent_llms_sites({}, options)}`,
          "",
          ...LOCALE_PREFIXES.map(
            (prefix) =>
              `- ${link(`${siteName(prefix, locale.language)} (${prefix})`, origin + resourceHref(prefix, "agents"))}`,
          ),
        ]
      : []),
  ];
  return `${lines.join("\n")}\n`;
}
