import { m } from "../../paraglide/messages.js";
import type { Message } from "../../lib/i18n";
import { LOCALES, type Language, type LocalePrefix, type Site } from "../../lib/locales";

const SITE_NAMES: Record<Site, Message> = {
  FR: m.site_name_fr,
  CH: m.site_name_ch,
  GB: m.site_name_en,
  ES: m.site_name_es,
  DE: m.site_name_de,
  IT: m.site_name_it,
  PL: m.site_name_pl,
};

/** "Deutschland (Deutsch)"-style names of the country sites, in the reader's language (a short prefix names its language's main site). */
export function siteName(prefix: LocalePrefix, language: Language): string {
  return SITE_NAMES[LOCALES[prefix].site]({}, { locale: language });
}
