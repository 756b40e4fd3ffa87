import { m } from "../../paraglide/messages.js";
import type { Language, LocalePrefix } from "../../lib/locales";

/** "Deutschland (Deutsch)"-style names of the country sites, in the reader's language. */
export function siteName(prefix: LocalePrefix, language: Language): string {
  const options = { locale: language };
  switch (prefix) {
    case "fr-fr":
    case "fr":
      return m.site_name_fr({}, options);
    case "fr-ch":
      return m.site_name_ch({}, options);
    case "en":
      return m.site_name_en({}, options);
    case "es-es":
    case "es":
      return m.site_name_es({}, options);
    case "de-de":
    case "de":
      return m.site_name_de({}, options);
    case "it-it":
    case "it":
      return m.site_name_it({}, options);
    case "pl-pl":
    case "pl":
      return m.site_name_pl({}, options);
  }
}
