import { href, resourceHref } from "../../pages/href";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { withLanguage } from "../../lib/page-messages";
import { isLocalePrefix, LOCALES, withLocale } from "../../lib/locales";
import { Icon } from "../../ui/icon";
import { markHydrated } from "../../ui/hydration-mark";
import { useToast } from "../../ui/toasts";
import type { IconName } from "../../ui/icon-names";
import { StaticHtml } from "../../ui/static-html";
import { SHELL_PARTS, shellPart } from "./shell-parts";
import { useRootData } from "../../lib/root-data";
import { useFlow } from "../../pages/page-type";
import { imageUrl } from "../catalog-model/image";
import { useShell } from "./use-shell";

const NETWORK_ICONS: Record<string, IconName> = {
  instagram: "instagram",
  facebook: "facebook",
  pinterest: "pinterest",
  tiktok: "tiktok",
  youtube: "youtube",
};

/**
 * The newsletter banner's form is the sign-up page's own (spec 5 rules), loaded in its own chunk:
 * the server renders it into the page (it posts without JavaScript), the browser hydrates it once
 * its code arrives, after the page, so no page's first load carries it.
 */
const SubscriptionForm = lazy(
  withLanguage(() =>
    import("../newsletter/subscription-form").then((module) => ({ default: module.SubscriptionForm })),
  ),
);

/** Spec 2.6: the notices load on first open and the page scrolls to them 300 ms later. */
export const LEGAL_SCROLL_DELAY_MS = 300;

function LegalMentions({ lines }: { lines: string[] }) {
  const locale = useLocale();
  const fetcher = useFetcher<{ notices: { id: string; title: string; footerText: string }[]; failed: boolean }>();
  const toast = useToast();
  const details = useRef<HTMLDetailsElement>(null);
  const options = { locale: locale.language };
  const loaded = fetcher.data?.notices;

  useEffect(() => markHydrated(details.current), []);

  useEffect(() => {
    if (fetcher.data?.failed) toast(m.footer_legal_failed({}, { locale: locale.language }), "error");
  }, [fetcher.data, toast, locale.language]);

  useEffect(() => {
    if (!loaded?.length) return;
    const timer = setTimeout(
      () => details.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      LEGAL_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <details
      ref={details}
      className="site-footer__legal"
      onToggle={(event) => {
        if (event.currentTarget.open && fetcher.state === "idle" && (!fetcher.data || fetcher.data.failed)) {
          fetcher.load(resourceHref(locale.prefix, "legal-notices"));
        }
      }}
    >
      <summary>{m.footer_legal_mentions({}, options)}</summary>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {fetcher.state === "loading" ? <p aria-busy="true">{m.footer_legal_loading({}, options)}</p> : null}
      {loaded?.map((notice) => (
        <section key={notice.id} className="site-footer__notice">
          <h3>{notice.title}</h3>
          <p>{notice.footerText}</p>
        </section>
      ))}
    </details>
  );
}

/**
 * The footer (spec 2.6): reassurance, newsletter banner (hidden when subscribed), link
 * columns (accordions on mobile), community and social links, legal mentions, the country
 * selector through alternate-language links, logo, version label and copyright.
 */
export function SiteFooter({ siteVersion }: { siteVersion?: string | null }) {
  // The mobile app has its own footer (R6.04).
  if (useRootData()?.appMode) return null;
  // Hydrated in its own task: the footer is below the fold and need not hold up the page.
  return (
    <Suspense fallback={null}>
      <FooterContent siteVersion={siteVersion} />
    </Suspense>
  );
}

function FooterContent({ siteVersion }: { siteVersion?: string | null }) {
  const shell = useShell();
  const locale = useLocale();
  const { pathname } = useLocation();
  const options = { locale: locale.language };
  const footer = shell?.footer;
  const nav = { locale, titles: shell?.segmentationTitles ?? {} };
  // The site's year, from the server (root loader): without root data (an error page), the UTC year.
  const year = useRootData()?.year ?? String(new Date().getUTCFullYear());
  const banner = footer?.banner_newsletter;
  // The newsletter pages hold the form already: one form per page.
  // A sign-up from a flow's page says so (R3.23); elsewhere the server records the page.
  const flow = useFlow();
  const isNewsletterPage = /\/(newsletter|unsubscribe)(\/|$)/.test(pathname);
  // The countries we serve, other than this site's, each once: a short prefix (/de) is its
  // language's main site again, not a country of its own, and a country without a site (Austria)
  // names the site that delivers there. hreflang takes the locale's BCP 47 tag (de-DE), not its
  // path prefix; no lang on the link, as the CMS names every site in the reader's language.
  const otherSites = (shell?.siteSelector ?? []).flatMap((item) =>
    isLocalePrefix(item.locale_prefix) &&
    !LOCALES[item.locale_prefix].isShort &&
    LOCALES[item.locale_prefix].site !== locale.site
      ? [{ ...item, target: LOCALES[item.locale_prefix] }]
      : [],
  );

  return (
    <footer className="site-footer">
      {footer?.hasReassurance ? (
        <StaticHtml
          {...shellPart(SHELL_PARTS.footerReassurance, nav)}
          as="ul"
          className="container site-footer__reassurance"
        />
      ) : null}
      {banner && !shell?.customer?.optinNews && !isNewsletterPage ? (
        <section
          className="site-footer__newsletter"
          style={{ backgroundColor: banner.background_color, color: banner.texts.text_color }}
        >
          <div className="container site-footer__newsletter-inner">
            <div>
              <h2>{banner.title}</h2>
              <p>{banner.texts.long_text}</p>
            </div>
            {/* Its own boundary: the rest of the footer hydrates without waiting for the form's chunk. */}
            <Suspense fallback={null}>
              <SubscriptionForm
                defaultEmail={shell?.customer?.email ?? ""}
                origin={flow ?? ""}
                place="footer"
                recaptchaScript={shell?.recaptchaScript ?? null}
              />
            </Suspense>
          </div>
        </section>
      ) : null}
      <StaticHtml {...shellPart(SHELL_PARTS.footerColumns, nav)} className="container site-footer__columns" />
      <div className="container site-footer__bottom">
        {footer?.networks.length ? (
          <ul className="site-footer__networks" aria-label={m.footer_follow_us({}, options)}>
            {footer.networks.map((network) => (
              <li key={network.url}>
                <a href={network.url} target="_blank" rel="noopener noreferrer" aria-label={network.name}>
                  <Icon name={NETWORK_ICONS[network.icon] ?? "globe"} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {otherSites.length ? (
          <details className="site-footer__countries">
            <summary>
              <Icon name="globe" /> {m.footer_change_country({}, options)}
            </summary>
            <ul>
              {otherSites.map((site) => (
                <li key={`${site.country_code}-${site.target.prefix}`}>
                  {/* A country served by another country's site (Austria) is a link, not that site's alternate. */}
                  <a
                    href={withLocale(pathname, site.target.prefix)}
                    hrefLang={site.country_code === site.target.site ? site.target.hrefLang : undefined}
                    rel={site.country_code === site.target.site ? "alternate" : undefined}
                  >
                    {/* Decorative: the country's name that follows is the link's name. */}
                    {site.flag ? (
                      <img
                        className="site-footer__flag"
                        src={imageUrl(site.flag, { width: 24, flag: true })}
                        alt=""
                        width="24"
                        height="16"
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    {site.country_name} · {site.language_name}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <LegalMentions lines={footer?.legals.content ?? []} />
        <Link to={href(locale.prefix, "privacy-settings")} className="site-footer__privacy">
          {m.footer_privacy_settings({}, options)}
        </Link>
        <div className="site-footer__signature">
          <Link
            to={href(locale.prefix, "index")}
            className="site-footer__logo"
            aria-label={m.shell_home_link({}, options)}
          >
            {m.shell_brand({}, options)}
          </Link>
          <p>{m.shell_copyright({ year }, options)}</p>
          {/* For the team testing a build, outside production (or with the site-version cookie):
              small and muted at the very end, named as the build, so a shopper never reads it as
              part of the page. */}
          {siteVersion ? (
            <p className="site-footer__version">{m.shell_version({ version: siteVersion }, options)}</p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
