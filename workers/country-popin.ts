import {
  LOCALES,
  parseAcceptLanguage,
  proposedLocaleFor,
  type LocaleInfo,
  type LocalePrefix,
} from "../app/lib/locales";

/**
 * The country popin's proposal (spec 4): from the browser's first language, the site we
 * would serve it; none when it is the site already shown, or when the shopper dismissed
 * that proposal in the last 30 days.
 */
export function countryPopinProposal(
  acceptLanguage: string | null,
  current: LocaleInfo,
  isDismissed: (proposal: LocalePrefix) => boolean,
): LocalePrefix | null {
  const [first] = parseAcceptLanguage(acceptLanguage);
  if (!first) return null;
  const proposal = proposedLocaleFor(first);
  if (LOCALES[proposal].site === current.site && LOCALES[proposal].language === current.language) return null;
  return isDismissed(proposal) ? null : proposal;
}
