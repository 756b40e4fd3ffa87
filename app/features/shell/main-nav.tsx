import { useState } from "react";
import { m } from "../../paraglide/messages.js";
import { useHoverIntent } from "../../ui/use-hover-intent";
import { StaticHtml } from "../../ui/static-html";
import { CmsLink, CmsLinkItems, entryReference, type NavContext } from "./nav-content";
import { SHELL_PARTS, shellPart } from "./shell-parts";
import type { HeaderSummary, NavEntrySummary } from "./shell-document";

/** One entry of the desktop mega-menu: its panel opens on hover (250 ms), focus or click. */
function MainNavItem({ entry, nav, index }: { entry: NavEntrySummary; nav: NavContext; index: number }) {
  const { open, container, toggle } = useHoverIntent();
  const hasPanel = entry.hasPanel;
  const style = {
    backgroundColor: entry.background_color ?? undefined,
    color: entry.text_color ?? undefined,
  } as React.CSSProperties;
  return (
    <li
      className={entry.is_highlighted ? "main-nav__item main-nav__item--highlighted" : "main-nav__item"}
      {...(hasPanel ? container : {})}
    >
      <CmsLink
        reference={entryReference(entry)}
        nav={nav}
        attributes={entry.attributes}
        className="main-nav__link"
        style={style}
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel ? `main-nav-panel-${index}` : undefined}
        onClick={hasPanel ? toggle : undefined}
      >
        {entry.title}
      </CmsLink>
      {hasPanel ? (
        <div id={`main-nav-panel-${index}`} className="main-nav__panel" hidden={!open}>
          <StaticHtml
            {...shellPart(SHELL_PARTS.mainNavPanel, nav, index)}
            className="container main-nav__panel-inner"
          />
        </div>
      ) : null}
    </li>
  );
}

/** The desktop main menu from the CMS header, and the 'more' menu of group links. */
export function MainNav({ header, nav }: { header: HeaderSummary; nav: NavContext }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const options = { locale: nav.locale.language };
  return (
    <nav className="main-nav" aria-label={m.header_main_menu({}, options)}>
      <ul className="main-nav__list">
        {header.navigation_modular.map(({ navigation_entry_block: entry }, index) => (
          <MainNavItem key={entry.title} entry={entry} nav={nav} index={index} />
        ))}
        {header.navigation_group.length ? (
          <li className="main-nav__item">
            <details className="more-menu" open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
              <summary className="main-nav__link">{m.header_more({}, options)}</summary>
              <ul className="popover popover__links more-menu__list">
                <CmsLinkItems links={header.navigation_group} nav={nav} />
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
