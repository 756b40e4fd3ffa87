import { EDITORIAL_PAGES, SEGMENTATIONS } from "../data/catalog";
import {
  COLLECTIVE_OFFERS,
  FOOTER_LAYOUT,
  headerLayoutsAt,
  HELP_TOPICS,
  LEGAL_NOTICES,
  PERSONAL_OFFERS,
  SITE_SELECTOR,
} from "../data/cms";
import type { CountryCode } from "../data/cms/types";
import type { SeedLanguage } from "../data/types";
import type { FakeRequest } from "../mirage-adapter";
import { allQuery, bodyOf, firstQuery, languageOf, requestInfo, param } from "../request-info";
import { answer, fail, isFailure, requireCustomer, type Routes } from "../http";
import { MESSAGE_TYPES } from "../../app/features/newsletter/message-types";
import { MEDIA_BASE } from "../media";
import { FLAG_CODES } from "../pictures";

/** Segmentations, CMS entries and assets, newsletters, legal notices and commercial offers (spec 7). */

const ISO3: Record<string, SeedLanguage> = { fra: "fr", eng: "en", spa: "es", deu: "de", ita: "it", pol: "pl" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CMS_ASSETS = ["nav-women", "nav-men", "nav-kids", "nav-baby", "nav-home", "hero-winter", "trend-denim"];

/**
 * The header's and footer's page and help-topic references as the content service answers them:
 * resolved to the slug of the entry they name in the entry's language ("page:trend:TREND_DENIM"
 * → "page:trend:TREND_DENIM:tendance-denim", "help:delivery" → "help:delivery:livraison"), so the
 * storefront links to each page's own URL, never to one that moves (decision 183).
 */
const RESOLVED = new Map<object, unknown>();

function withReferencedSlugs<T extends object>(layouts: Record<SeedLanguage, T>, language: SeedLanguage): T {
  const layout = layouts[language];
  if (!RESOLVED.has(layout))
    RESOLVED.set(
      layout,
      JSON.parse(JSON.stringify(layout), (_key, value) =>
        typeof value === "string" ? referenceWithSlug(value, language) : value,
      ),
    );
  return RESOLVED.get(layout) as T;
}

function referenceWithSlug(reference: string, language: SeedLanguage): string {
  const page = /^page:(\w+):(\w+)$/.exec(reference);
  if (page) {
    const seed = EDITORIAL_PAGES.find((entry) => entry.type === page[1] && entry.id === page[2]);
    return seed ? `${reference}:${seed.slug[language]}` : reference;
  }
  const help = /^help:([\w-]+)$/.exec(reference);
  const topic = help && HELP_TOPICS.find((entry) => entry.id === help[1]);
  return topic ? `${reference}:${topic.slug[language]}` : reference;
}

function cmsLanguage(request: any): SeedLanguage {
  const locale = firstQuery(request, "locale");
  return locale ? languageOf(locale) : requestInfo(request).language;
}

export function registerContentRoutes(routes: Routes) {
  routes.get("/ecommerce/v3/catalog/segmentations/", (_schema, request) => {
    const { language } = requestInfo(request);
    return SEGMENTATIONS.map(({ segmentationId, parent, title }) => ({
      segmentationId,
      parent,
      title: title[language],
    }));
  });

  // Entries of a content type. `only[BASE][]` keeps the named top-level fields of each entry (with
  // its content type, uid and locale), as the content service does; `include[]` names referenced
  // entries, which the mock always answers inline.
  routes.get("/cms/v3/content_types/:type/entries", (_schema, request) => {
    const answer = contentEntries(request);
    const only = allQuery(request, "only[BASE][]");
    if (!only.length || !answer || typeof answer !== "object" || !("entries" in answer)) return answer;
    const keep = new Set([...only, "content_type", "uid", "locale"]);
    return {
      entries: (answer.entries as Record<string, unknown>[]).map((entry) =>
        Object.fromEntries(Object.entries(entry).filter(([key]) => keep.has(key))),
      ),
    };
  });

  function contentEntries(request: FakeRequest) {
    const language = cmsLanguage(request);
    const query = firstQuery(request, "query");
    switch (param(request, "type")) {
      case "header_layout":
        return { entries: [withReferencedSlugs(headerLayoutsAt(new Date()), language)] };
      case "footer_layout":
        return { entries: [withReferencedSlugs(FOOTER_LAYOUT, language)] };
      case "site_selector_component":
        return {
          entries: [{ content_type: "site_selector_component", locale: language, items: SITE_SELECTOR[language] }],
        };
      case "help_topic": {
        // Designed: help-centre topics, optionally one by its slug in this language (query={"slug":"..."}).
        let slug: string | undefined;
        try {
          slug = query ? (JSON.parse(query) as { slug?: string }).slug : undefined;
        } catch {
          return fail(400, "query must be JSON");
        }
        const topics = [...HELP_TOPICS]
          .sort((a, b) => a.rank - b.rank)
          .filter((topic) => !slug || topic.slug[language] === slug)
          .map((topic) => ({
            content_type: "help_topic",
            uid: topic.id,
            locale: language,
            rank: topic.rank,
            slug: topic.slug[language],
            title: topic.title[language],
            summary: topic.summary[language],
            body: topic.body.map((paragraph) => paragraph[language]),
          }));
        return { entries: topics };
      }
      default:
        return fail(404, `Unknown content type ${param(request, "type")}`);
    }
  }

  // Assets by folder (navigation pictures, the sites' flags), narrowed by `query` (a word of the title).
  routes.get("/cms/v3/assets", (_schema, request) => {
    const query = firstQuery(request, "query")?.toLowerCase();
    const folder = firstQuery(request, "folder") ?? "navigation";
    const assets =
      folder === "flags"
        ? FLAG_CODES.map((code) => ({
            uid: `flag-${code.toLowerCase()}`,
            title: code,
            folder,
            url: `${MEDIA_BASE}/flags/${code}.svg`,
          }))
        : folder === "navigation"
          ? CMS_ASSETS.map((name) => ({ uid: name, title: name, folder, url: `${MEDIA_BASE}/cms/${name}.jpg` }))
          : [];
    return { assets: assets.filter((asset) => !query || asset.title.toLowerCase().includes(query)) };
  });

  routes.put("/newsletters", (schema, request) => {
    const body = bodyOf(request) as { email?: unknown; additionalInformation?: unknown; store?: unknown } | undefined;
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    if (!EMAIL.test(email)) return fail(400, "Invalid email");
    if (typeof body?.store !== "string") return fail(400, "store is required");
    const existing = schema.db.newsletters.findBy({ email, store: body.store });
    if (existing) return answer(200, { email, status: "ALREADY_SUBSCRIBED" });
    schema.db.newsletters.insert({
      email,
      store: body.store,
      additionalInformation: String(body.additionalInformation ?? ""),
      subscribedAt: new Date().toISOString(),
    });
    return answer(201, { email, status: "SUBSCRIBED" });
  });

  routes.post("/newsletters/unsubscribe", (schema, request) => {
    const body = bodyOf(request) as { token?: unknown; store?: unknown; type?: unknown } | undefined;
    if (typeof body?.token !== "string" || !/^[\w-]{8,}$/.test(body.token))
      return fail(400, "Invalid unsubscribe token");
    if (typeof body.store !== "string") return fail(400, "store is required");
    if (!MESSAGE_TYPES.includes(body.type as never)) return fail(400, "type must be one of NEWS, TIC, INVIT, SURV");
    if (body.token.startsWith("expired")) return fail(410, "This unsubscribe link has expired");
    schema.db.newsletters.insert({
      unsubscribedToken: body.token,
      store: body.store,
      type: body.type,
      unsubscribedAt: new Date().toISOString(),
    });
    return answer(200, { status: "UNSUBSCRIBED" });
  });

  routes.get("/commercial-animations/offers/legal-notices", (_schema, request) => {
    const country = firstQuery(request, "country")?.toUpperCase() as CountryCode | undefined;
    const language = ISO3[firstQuery(request, "language") ?? ""];
    if (!country || !(country in LEGAL_NOTICES)) return fail(404, `No legal notices for ${country ?? "(no country)"}`);
    const notices = LEGAL_NOTICES[country].filter((notice) => !language || notice.language === language);
    return (notices.length ? notices : LEGAL_NOTICES[country]).map(({ id, title, footer_text }) => ({
      id,
      title,
      footerText: footer_text,
    }));
  });

  routes.get("/commercial-animations-self/offers", (_schema, request) => {
    const info = requestInfo(request);
    const customerId = requireCustomer(info);
    if (isFailure(customerId)) return customerId;
    const country = (firstQuery(request, "country") ?? info.domain.countryCodeISO2).toUpperCase() as CountryCode;
    const families = firstQuery(request, "familyIds")?.split(",").filter(Boolean);
    // A family matches its own sub-families both ways: WOMEN covers WOMEN_KNITWEAR and back.
    const related = (a: string, b: string) => a === b || a.startsWith(`${b}_`) || b.startsWith(`${a}_`);
    const inFamilies = (offer: { familyIds: string[] }) =>
      !families?.length ||
      offer.familyIds.length === 0 ||
      offer.familyIds.some((id) => families.some((family) => related(id, family)));
    const localise = (text: string | Record<string, string>) =>
      typeof text === "string" ? text : (text[info.language] ?? "");
    return {
      personalOffers: (PERSONAL_OFFERS[customerId] ?? [])
        .filter(inFamilies)
        .map((offer) => ({ ...offer, title: localise(offer.title), description: localise(offer.description) })),
      collectiveOffers: (COLLECTIVE_OFFERS[country] ?? []).filter(inFamilies),
    };
  });
}
