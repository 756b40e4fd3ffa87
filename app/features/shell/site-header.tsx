import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Icon } from "../../ui/icon";

/**
 * The site header: logo home and the shopper's entry points. `minimal` (sign-in, newsletter,
 * checkout) keeps the logo only, so nothing distracts from the task at hand.
 */
export function SiteHeader({ minimal = false, children }: { minimal?: boolean; children?: React.ReactNode }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const home = `/${locale.prefix}`;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {m.shell_skip_to_content({}, options)}
      </a>
      <div className="container site-header__bar">
        <Link to={home} className="site-header__logo" aria-label={m.shell_home_link({}, options)}>
          {m.shell_brand({}, options)}
        </Link>
        {children}
        {minimal ? null : (
          <nav aria-label={m.shell_quick_links({}, options)}>
            <ul className="site-header__actions">
              <li>
                <Link className="site-header__action" to={`${home}/search`}>
                  <Icon name="search" />
                  <span className="site-header__label">{m.shell_search({}, options)}</span>
                </Link>
              </li>
              <li>
                <Link className="site-header__action" to={`${home}/account/dashboard`}>
                  <Icon name="user" />
                  <span className="site-header__label">{m.shell_account({}, options)}</span>
                </Link>
              </li>
              <li>
                <Link className="site-header__action" to={`${home}/cart`}>
                  <Icon name="bag" />
                  <span className="site-header__label">{m.shell_cart({}, options)}</span>
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
