import { routeComponent } from "../routing/route-component";
import { NavLink, Outlet } from "react-router";
import { m } from "../paraglide/messages.js";
import { accountMenuFor, ACCOUNT_PAGE_TITLES } from "../features/account/account-pages";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useLocale } from "../lib/i18n";
import { useRootData } from "../lib/root-data";
import { href } from "../pages/href";
import { useArrivedAnswerToast } from "../ui/arrived-answer";

/** Customer account: the account menu beside the page (signed-in only, noindex). */
function AccountLayout() {
  const root = useRootData();
  const locale = useLocale();
  const options = { locale: locale.language };
  // An account form done with scripts went on to this page: its answer comes as a toast.
  useArrivedAnswerToast("account");
  return (
    <>
      <SiteHeader />
      <div className="page container account-layout" data-layout="account">
        <nav className="account-nav" aria-label={m.account_menu_label({}, options)}>
          <ul>
            {accountMenuFor(root?.flags).map((name) => (
              <li key={name}>
                <NavLink to={href(locale.prefix, name)}>{ACCOUNT_PAGE_TITLES[name]!({}, options)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <Outlet />
        </main>
      </div>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}

export default routeComponent(AccountLayout);
