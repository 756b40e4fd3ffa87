import { href } from "../../pages/href";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { Icon } from "../../ui/icon";
import { StaticHtml } from "../../ui/static-html";
import { CmsLink, CmsLinkItems, entryReference, type NavContext } from "./nav-content";
import { SHELL_PARTS, shellPart } from "./shell-parts";
import type { HeaderSummary } from "./shell-document";
import { HeaderSearch } from "./header-search";
import { useFlow } from "../../pages/page-type";
import { useShell, withReturnTo } from "./use-shell";

export const MOBILE_MENU_ID = "site-menu";

/**
 * The mobile menu: a slide-in panel with a close control, the greeting (first name or a
 * sign-in link), the CMS entries as accordions and the wishlist. While open, focus stays
 * inside and the page behind does not scroll. Without JavaScript it opens as #site-menu.
 */
export function MobileMenu({
  header,
  nav,
  open,
  onClose,
}: {
  header: HeaderSummary | null;
  nav: NavContext;
  open: boolean;
  onClose: () => void;
}) {
  const shell = useShell();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const flow = useFlow();
  const options = { locale: nav.locale.language };
  const { prefix } = nav.locale;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    document.body.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>("[data-close]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>("a[href], button, summary, input")].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = "";
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  // A navigation from inside the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu: the path is the trigger
  useEffect(() => onClose(), [pathname, onClose]);

  // With scripts the links to "#" close the menu in place, without a navigation.
  const closeByLink = (event: React.MouseEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu" data-open={open} ref={panel}>
      {/* biome-ignore lint/a11y/useValidAnchor: without scripts the menu opens as the URL's :target, and a link to "#" is what closes it */}
      {/* biome-ignore lint/a11y/useAnchorContent: the backdrop is hidden from assistive technology; the close button says "close" */}
      <a href="#" className="mobile-menu__backdrop" aria-hidden="true" tabIndex={-1} onClick={closeByLink} />
      <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={m.header_main_menu({}, options)}>
        <div className="mobile-menu__top">
          <p className="mobile-menu__greeting">
            {shell?.signedIn && shell.customer?.firstName ? (
              m.header_greeting({ name: shell.customer.firstName }, options)
            ) : (
              <a
                href={shell ? withReturnTo(shell.signInUrl, pathname, search, flow) : href(prefix, "account-dashboard")}
              >
                {m.header_sign_in({}, options)}
              </a>
            )}
          </p>
          {/* biome-ignore lint/a11y/useValidAnchor: without scripts the menu opens as the URL's :target, and a link to "#" is what closes it */}
          <a
            href="#"
            className="mobile-menu__close"
            data-close
            aria-label={m.header_close_menu({}, options)}
            onClick={closeByLink}
          >
            <Icon name="close" />
          </a>
        </div>
        <HeaderSearch id="mobile-search-input" />
        <nav aria-label={m.header_main_menu({}, options)}>
          <ul className="mobile-menu__entries">
            {header?.navigation_modular.map(({ navigation_entry_block: entry }, index) => (
              <li key={entry.title}>
                {entry.hasPanel ? (
                  <details className="mobile-menu__entry">
                    <summary
                      style={{ color: entry.is_highlighted ? (entry.background_color ?? undefined) : undefined }}
                    >
                      {entry.title}
                    </summary>
                    <StaticHtml {...shellPart(SHELL_PARTS.mobileNavPanel, nav, index)} />
                  </details>
                ) : (
                  <CmsLink
                    reference={entryReference(entry)}
                    nav={nav}
                    attributes={entry.attributes}
                    className="mobile-menu__link"
                  >
                    {entry.title}
                  </CmsLink>
                )}
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__extra">
            <li>
              <Link to={href(prefix, "account-wishlist")}>
                <Icon name="heart" /> {m.account_wishlist_title({}, options)}
              </Link>
            </li>
            <CmsLinkItems links={header?.navigation_group ?? []} nav={nav} />
          </ul>
        </nav>
      </div>
    </div>
  );
}
