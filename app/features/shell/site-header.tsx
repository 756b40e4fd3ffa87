import { href } from "../../pages/href";
import { Suspense, useCallback, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Icon } from "../../ui/icon";
import { AccountMenu } from "./account-menu";
import { HeaderSearch } from "./header-search";
import { CmsLink } from "./nav-content";
import { MainNav } from "./main-nav";
import { MiniCart } from "./mini-cart";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { useRootData } from "../../lib/root-data";
import { useShell } from "./use-shell";

const HEADER_PARSED_ID = "site-header-parsed";

/** Back: the previous page when there is one in this tab, else home; hidden on home (spec 2.6). */
function BackButton({ home, label }: { home: string; label: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={home}
      className="site-header__action site-header__back"
      aria-label={label}
      onClick={(event) => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <Icon name="arrow-left" />
    </a>
  );
}

/**
 * The site header (spec 2.6): notification banner, back, logo, CMS mega-menu, search, account
 * entry and mini-cart; on mobile the menu slides in. `minimal` (sign-in, newsletter,
 * checkout) keeps the logo only, so nothing distracts from the task at hand.
 */
export function SiteHeader({ minimal = false, children }: { minimal?: boolean; children?: React.ReactNode }) {
  // The mobile app has its own header (R6.04): a page keeps only what it adds (the checkout steps).
  if (useRootData()?.appMode) return children ? <div className="container site-header--app">{children}</div> : null;
  return <FullHeader minimal={minimal}>{children}</FullHeader>;
}

function FullHeader({ minimal, children }: { minimal: boolean; children?: React.ReactNode }) {
  const shell = useShell();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const options = { locale: locale.language };
  const home = href(locale.prefix, "index");
  const isHome = pathname.replace(/\/$/, "") === home;
  const nav = { locale, titles: shell?.segmentationTitles ?? {} };
  const banner = shell?.header?.notification_banner;
  // A shared page can be served from the edge cache after the sale closed: the browser hides it then.
  const saleEnd = shell?.privateSale?.endDate;
  const [saleOver, setSaleOver] = useState(false);
  useEffect(() => {
    setSaleOver(Boolean(saleEnd && Date.now() > Date.parse(saleEnd)));
  }, [saleEnd]);

  useEffect(() => {
    document.documentElement.dataset.js = "";
  }, []);

  return (
    <>
      {/* The browser paints nothing until the whole header is parsed (React puts the link in the
          head; Chromium unblocks once the element named is in the document, so it names a marker
          after the header's end): a paint while the header's HTML was still arriving showed its
          row half built, and what was already there moved when the rest came (a layout shift,
          seen on slow phones and under load). The header comes early in the stream, so the first
          paint waits only for that. */}
      <link rel="expect" href={`#${HEADER_PARSED_ID}`} blocking="render" />
      <a className="skip-link" href="#main">
        {m.shell_skip_to_content({}, options)}
      </a>
      {!minimal && banner ? (
        <aside
          className="notification-banner"
          aria-label={m.header_announcement({}, options)}
          style={{ backgroundColor: banner.background_color, color: banner.text_color }}
        >
          {banner.link ? (
            <CmsLink reference={banner.link} nav={nav}>
              {banner.text}
            </CmsLink>
          ) : (
            <p>{banner.text}</p>
          )}
        </aside>
      ) : null}
      {!minimal && shell?.privateSale && !saleOver ? (
        <aside
          className="notification-banner notification-banner--private-sale"
          aria-label={m.private_sale_title({}, options)}
        >
          <p>
            {m.private_sale_banner({ date: shell.privateSale.endLabel }, options)}{" "}
            <Link to={href(locale.prefix, "private-sale")}>{m.private_sale_banner_link({}, options)}</Link>
          </p>
        </aside>
      ) : null}
      <header className="site-header">
        <div className="container site-header__bar">
          {minimal ? null : (
            <a
              href={`#${MOBILE_MENU_ID}`}
              className="site-header__action site-header__menu-button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen(true);
              }}
            >
              <Icon name="menu" />
              <span className="visually-hidden">{m.header_open_menu({}, options)}</span>
            </a>
          )}
          {minimal || isHome ? null : <BackButton home={home} label={m.header_back({}, options)} />}
          <Link to={home} className="site-header__logo" aria-label={m.shell_home_link({}, options)}>
            {m.shell_brand({}, options)}
          </Link>
          {children}
          {/* Suspense boundaries let React hydrate the menus in their own short tasks (lower TBT). */}
          {!minimal && shell?.header ? (
            <Suspense fallback={null}>
              <MainNav header={shell.header} nav={nav} />
            </Suspense>
          ) : null}
          {minimal ? null : (
            <div className="site-header__actions">
              <HeaderSearch id="header-search-input" />
              <AccountMenu />
              <MiniCart />
            </div>
          )}
        </div>
      </header>
      <span id={HEADER_PARSED_ID} hidden />
      {minimal ? null : (
        <Suspense fallback={null}>
          <MobileMenu header={shell?.header ?? null} nav={nav} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
