import type { ReactNode } from "react";
import { useDocumentOnly } from "../../lib/document-only";
import { CmsLink, CmsLinkItems, NavPanelContent, type NavContext, useDocumentNav } from "./nav-content";
import { FULL_FOOTER, type FooterLayout, type HeaderLayout } from "./shell-document";

/**
 * The shell's HTML-only parts (decision 166), one list for the components that show them
 * (`StaticHtml` in the menus and the footer) and for the server, which renders every part of
 * this list once per locale and version of the CMS content and writes it as it is into every
 * page: a part added here is kept; a component can only show a part named here.
 */
interface ShellPartKind {
  /** The part's name in its ids (unique in the document with the prefix and the instance). */
  name: string;
  /** The instances the CMS content makes (a panel per menu entry; one footer part or none). */
  instances(layouts: { header: HeaderLayout | null; footer: FooterLayout | null }): number[];
  render(nav: NavContext, instance: number): ReactNode;
}

/** One instance of a part: what `StaticHtml` takes. */
export interface ShellPart {
  id: string;
  render(): ReactNode;
}

/** Server only (decision 144): the reassurance items, from the whole footer. */
function Reassurance({ nav: hydratedNav }: { nav: NavContext }) {
  const nav = useDocumentNav(hydratedNav);
  return useDocumentOnly(FULL_FOOTER)?.reinsurances.map((item) => (
    <li key={item.title}>
      <CmsLink reference={item.link} nav={nav}>
        <strong>{item.title}</strong>
        <span>{item.description}</span>
      </CmsLink>
    </li>
  ));
}

/** Server only (decision 144): the CMS's link columns, then community and trade links as one more column. */
function LinkColumns({ nav: hydratedNav }: { nav: NavContext }) {
  const nav = useDocumentNav(hydratedNav);
  const footer = useDocumentOnly(FULL_FOOTER);
  if (!footer) return null;
  return [...footer.links_modular, { title: footer.community.title, links: footer.community.group }].map((column) => (
    <details key={column.title} className="site-footer__column">
      <summary>{column.title}</summary>
      <ul>
        <CmsLinkItems links={column.links} nav={nav} />
      </ul>
    </details>
  ));
}

const menuEntries: ShellPartKind["instances"] = ({ header }) =>
  (header?.navigation_modular ?? []).map((_, index) => index);
const withFooter: ShellPartKind["instances"] = ({ footer }) => (footer ? [0] : []);

export const SHELL_PARTS = {
  /** A desktop menu entry's panel. */
  mainNavPanel: {
    name: "main-nav",
    instances: menuEntries,
    render: (nav, index) => <NavPanelContent index={index} nav={nav} />,
  },
  /** A menu entry's panel in the phone's drawer. */
  mobileNavPanel: {
    name: "mobile-nav",
    instances: menuEntries,
    render: (nav, index) => <NavPanelContent index={index} nav={nav} drawer />,
  },
  footerReassurance: { name: "footer-reassurance", instances: withFooter, render: (nav) => <Reassurance nav={nav} /> },
  footerColumns: { name: "footer-columns", instances: withFooter, render: (nav) => <LinkColumns nav={nav} /> },
} satisfies Record<string, ShellPartKind>;

/** The instance of a part a component shows (the footer's parts have one, 0). */
export function shellPart(kind: ShellPartKind, nav: NavContext, instance = 0): ShellPart {
  return { id: `${nav.locale.prefix}:${kind.name}:${instance}`, render: () => kind.render(nav, instance) };
}

/** Every part the CMS content makes, for the server's render ahead of the page. */
export function everyShellPart(
  nav: NavContext,
  layouts: { header: HeaderLayout | null; footer: FooterLayout | null },
): ShellPart[] {
  return Object.values(SHELL_PARTS).flatMap((kind: ShellPartKind) =>
    kind.instances(layouts).map((instance) => shellPart(kind, nav, instance)),
  );
}
