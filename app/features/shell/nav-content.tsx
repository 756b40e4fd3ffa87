import type { HeaderLayout } from "../content/schemas";
import type { LocaleInfo } from "../../lib/locales";
import { resolveCmsLink, type SegmentationTitles } from "./cms-links";
import { m } from "../../paraglide/messages.js";
import { useDocumentOnly } from "../../lib/document-only";
import { ALL_SEGMENTATION_TITLES, FULL_HEADER } from "./shell-document";

type Entry = HeaderLayout["navigation_modular"][number]["navigation_entry_block"];
type SubEntry = Entry["sub_entries_modular"][number];

export interface NavContext {
  locale: LocaleInfo;
  titles: SegmentationTitles;
}

/** A CMS link: internal ones stay in the app, external ones carry the CMS's target/rel/title/aria-label. */
export function CmsLink({
  reference,
  nav,
  attributes,
  className,
  children,
  ...rest
}: {
  reference: string;
  nav: NavContext;
  attributes?: Entry["attributes"];
  className?: string;
  children: React.ReactNode;
} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  // The mobile app shows neither header nor footer (R6.04): a CMS link is never in its web view.
  const link = resolveCmsLink(reference, nav.locale, nav.titles);
  // WCAG 2.5.3: an accessible name must contain the visible text; a CMS label that does not
  // is left out rather than hiding what sighted speech-input users read on screen.
  const visible = typeof children === "string" ? children : undefined;
  const ariaLabel =
    attributes?.aria_label && visible && attributes.aria_label.toLowerCase().includes(visible.toLowerCase())
      ? attributes.aria_label
      : undefined;
  return (
    <a
      href={link.href}
      className={className}
      target={link.external ? (attributes?.target ?? "_blank") : undefined}
      rel={link.external ? (attributes?.rel ?? "noopener noreferrer") : undefined}
      title={attributes?.title || undefined}
      aria-label={ariaLabel}
      {...rest}
    >
      {children}
    </a>
  );
}

/** The `<li>` items of a list of CMS group links (footer columns, the 'more' menu). */
export function CmsLinkItems({ links, nav }: { links: { title: string; url: string }[]; nav: NavContext }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.url + link.title}>
          <CmsLink reference={link.url} nav={nav}>
            {link.title}
          </CmsLink>
        </li>
      ))}
    </>
  );
}

export function entryReference(entry: Pick<Entry, "external_link" | "page_reference">): string {
  return entry.external_link ?? entry.page_reference?.url ?? "";
}

function LinkGroup({
  block,
  nav,
}: {
  block: Extract<SubEntry, { sub_entries_block: unknown }>["sub_entries_block"];
  nav: NavContext;
}) {
  return (
    <ul className="nav-block__links">
      {block.link_group.map((link) => (
        <li
          key={`${link.title}-${link.url}`}
          className={link.have_separator ? "nav-block__link nav-block__link--separated" : "nav-block__link"}
        >
          <CmsLink reference={link.url} nav={nav}>
            {link.title}
            {link.highlight_badge ? (
              <span className="badge" style={{ backgroundColor: link.highlight_badge.color }}>
                {link.highlight_badge.title}
              </span>
            ) : null}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

/** The blocks and images of one menu entry, for the desktop panel and the mobile drawer alike. */
function NavEntryContent({ entry, nav, withImages = true }: { entry: Entry; nav: NavContext; withImages?: boolean }) {
  return (
    <>
      {entry.sub_entries_modular.map((item, index) => {
        if ("image" in item) {
          if (!withImages) return null;
          return (
            <CmsLink
              key={index}
              reference={item.image.link}
              nav={nav}
              className={item.image.is_highlighted ? "nav-image nav-image--highlighted" : "nav-image"}
            >
              <img
                src={`${item.image.image_file.url}?w=599`}
                alt={item.image.alt_attribute}
                width="240"
                height="320"
                loading="lazy"
              />
            </CmsLink>
          );
        }
        const block = item.sub_entries_block;
        const style = { backgroundColor: block.block_highlight_color ?? undefined } as React.CSSProperties;
        const title = (
          // biome-ignore lint/correctness/useJsxKeyInIterable: placed in the keyed details or div below
          <span className="nav-block__title" style={{ color: block.title_color ?? undefined }}>
            {block.title}
          </span>
        );
        return block.is_collapsed ? (
          <details
            key={index}
            className={block.is_highlighted ? "nav-block nav-block--highlighted" : "nav-block"}
            style={style}
          >
            <summary>{title}</summary>
            <LinkGroup block={block} nav={nav} />
          </details>
        ) : (
          <div
            key={index}
            className={block.is_highlighted ? "nav-block nav-block--highlighted" : "nav-block"}
            style={style}
          >
            {title}
            <LinkGroup block={block} nav={nav} />
          </div>
        );
      })}
    </>
  );
}

/**
 * The links' context for a part rendered by the server only: every family's title (the
 * hydration data keeps only those hydrated links need, shell-document.ts).
 */
export function useDocumentNav(nav: NavContext): NavContext {
  const titles = useDocumentOnly(ALL_SEGMENTATION_TITLES);
  return titles ? { ...nav, titles } : nav;
}

/**
 * The panel of the header's `index`-th entry, for the desktop menu and the mobile drawer: its
 * "see all" link and its blocks. Rendered by the server only, from the whole header
 * (shell-document.ts): the browser keeps it as HTML (ui/static-html.tsx).
 */
export function NavPanelContent({
  index,
  nav: hydratedNav,
  drawer = false,
}: {
  index: number;
  nav: NavContext;
  drawer?: boolean;
}) {
  const nav = useDocumentNav(hydratedNav);
  const entry = useDocumentOnly(FULL_HEADER)?.navigation_modular[index]?.navigation_entry_block;
  if (!entry) return null;
  return (
    <>
      <CmsLink
        reference={entryReference(entry)}
        nav={nav}
        className={drawer ? "mobile-menu__see-all" : "main-nav__see-all"}
      >
        {m.header_see_all({ title: entry.title }, { locale: nav.locale.language })}
      </CmsLink>
      <NavEntryContent entry={entry} nav={nav} withImages={!drawer} />
    </>
  );
}
