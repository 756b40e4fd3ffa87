import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";

/** The footer: help, stores, copyright with the current year and, outside production, the version. */
export function SiteFooter({ siteVersion }: { siteVersion?: string | null }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__row">
        <nav aria-label={m.shell_footer_links({}, options)}>
          <Link to={`/${locale.prefix}/${locale.helpSegment}`}>{m.help_title({}, options)}</Link>
        </nav>
        <p>
          {m.shell_copyright({ year: String(year) }, options)}
          {siteVersion ? <span> · {m.shell_version({ version: siteVersion }, options)}</span> : null}
        </p>
      </div>
    </footer>
  );
}
