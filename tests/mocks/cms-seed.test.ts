import { describe, expect, test } from "vitest";
import { SEED_LANGUAGES, type SeedLanguage } from "../../mocks/data/types";
import {
  COLLECTIVE_OFFERS,
  FOOTER_LAYOUT,
  HEADER_LAYOUT,
  HEADER_LAYOUT_AFTER_BLACK_FRIDAY,
  HELP_TOPICS,
  LEGAL_NOTICES,
  PERSONAL_OFFERS,
  SITE_SELECTOR,
  commercialOffersFor,
  type CountryCode,
  type SubEntryItem,
} from "../../mocks/data/cms";
import { LOCKERS, PICKUP_POINTS, STORES, type Coordinates } from "../../mocks/data/stores";

const LANGUAGES = [...SEED_LANGUAGES].sort();
const COUNTRIES: CountryCode[] = ["FR", "CH", "GB", "ES", "DE", "IT", "PL"];
const SITE_LANGUAGE: Record<CountryCode, SeedLanguage> = {
  FR: "fr",
  CH: "fr",
  GB: "en",
  ES: "es",
  DE: "de",
  IT: "it",
  PL: "pl",
};
const SEGMENTATIONS = new Set([
  "WOMEN",
  "MEN",
  "KIDS",
  "BABY",
  "HOME",
  "WOMEN_DRESSES",
  "WOMEN_TOPS",
  "WOMEN_JEANS",
  "WOMEN_KNITWEAR",
  "WOMEN_COATS",
  "WOMEN_SKIRTS",
  "MEN_SHIRTS",
  "MEN_TSHIRTS",
  "MEN_JEANS",
  "MEN_KNITWEAR",
  "MEN_COATS",
  "KIDS_GIRLS",
  "KIDS_BOYS",
  "BABY_BODYSUITS",
  "BABY_PYJAMAS",
  "HOME_BEDDING",
  "HOME_BATH",
  "HOME_DECOR",
]);
const TOPIC_IDS = new Set(HELP_TOPICS.map((topic) => topic.id));

/** A locale-free reference the storefront resolves, or an external https URL. */
function expectResolvableLink(url: string) {
  const segmentation = /^segmentation:(\w+)(\?tag=New)?$/.exec(url);
  if (segmentation) return expect(SEGMENTATIONS.has(segmentation[1]!), url).toBe(true);
  const help = /^help:([a-z-]+)$/.exec(url);
  if (help) return expect(TOPIC_IDS.has(help[1]! as never), url).toBe(true);
  expect(url, url).toMatch(
    /^(page:landing:BF2026|page:trend:TREND_DENIM|stores|newsletter|https:\/\/[a-z0-9.-]+\.[a-z]+\/\S*)$/,
  );
}

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const hasText = (text: unknown) => typeof text === "string" && text.trim().length > 0;

describe("CMS seed: languages", () => {
  test("header, footer and site selector exist in the six languages", () => {
    for (const table of [HEADER_LAYOUT, FOOTER_LAYOUT, SITE_SELECTOR])
      expect(Object.keys(table).sort()).toEqual(LANGUAGES);
    for (const language of SEED_LANGUAGES) {
      expect(HEADER_LAYOUT[language].locale).toBe(language);
      expect(FOOTER_LAYOUT[language].locale).toBe(language);
    }
  });

  test("help topics and personal offers carry every field in the six languages", () => {
    for (const topic of HELP_TOPICS) {
      for (const field of [topic.slug, topic.title, topic.summary, ...topic.body]) {
        expect(Object.keys(field).sort(), topic.id).toEqual(LANGUAGES);
        for (const language of SEED_LANGUAGES) expect(hasText(field[language]), `${topic.id} ${language}`).toBe(true);
      }
    }
    for (const offer of Object.values(PERSONAL_OFFERS).flat()) {
      for (const language of SEED_LANGUAGES) {
        expect(hasText(offer.title[language]) && hasText(offer.description[language]), `${offer.id} ${language}`).toBe(
          true,
        );
      }
    }
  });

  test("French and German texts use the formal vous and Sie", () => {
    const french = [
      ...strings(HEADER_LAYOUT.fr),
      ...strings(FOOTER_LAYOUT.fr),
      ...HELP_TOPICS.flatMap((topic) => [topic.title.fr, topic.summary.fr, ...topic.body.map((p) => p.fr)]),
      ...strings(LEGAL_NOTICES.FR),
      ...strings(LEGAL_NOTICES.CH),
      ...strings([...COLLECTIVE_OFFERS.FR, ...COLLECTIVE_OFFERS.CH]),
    ];
    const german = [
      ...strings(HEADER_LAYOUT.de),
      ...strings(FOOTER_LAYOUT.de),
      ...HELP_TOPICS.flatMap((topic) => [topic.title.de, topic.summary.de, ...topic.body.map((p) => p.de)]),
      ...strings(LEGAL_NOTICES.DE),
      ...strings(COLLECTIVE_OFFERS.DE),
    ];
    for (const text of french) expect(text).not.toMatch(/(^|[\s(«’'])(tu|ton|ta|tes|toi|te)(?=[\s,.;:!?»)]|$)/i);
    // French street names ("rue du Sentier") are not German pronouns.
    for (const text of german)
      expect(text.replace(/\brue du /g, "")).not.toMatch(
        /(^|[\s(„])(du|dein|deine|deinen|deinem|deiner|dich|dir)(?=[\s,.;:!?“)]|$)/i,
      );
  });
});

describe("R3.17 header content (header_layout)", () => {
  test("every navigation entry has the fields of the spec", () => {
    for (const language of SEED_LANGUAGES) {
      const header = HEADER_LAYOUT[language];
      expect(header.content_type).toBe("header_layout");
      expect(header.navigation_modular.length).toBeGreaterThanOrEqual(8);
      for (const { navigation_entry_block: entry } of header.navigation_modular) {
        expect(hasText(entry.title)).toBe(true);
        expect(entry.page_reference !== null || entry.external_link !== null, entry.title).toBe(true);
        if (entry.page_reference) expectResolvableLink(entry.page_reference.url);
        if (entry.external_link) expectResolvableLink(entry.external_link);
        expect(Object.keys(entry.attributes).sort()).toEqual(["aria_label", "rel", "target", "title"]);
        expect(hasText(entry.attributes.title) && hasText(entry.attributes.aria_label)).toBe(true);
        expect(typeof entry.is_highlighted).toBe("boolean");
        expect(entry).toHaveProperty("background_color");
        expect(entry).toHaveProperty("text_color");
        expect(Array.isArray(entry.sub_entries_modular)).toBe(true);
        for (const item of entry.sub_entries_modular) checkSubEntry(item);
      }
    }
  });

  test("the mega-menu has the main families, a highlighted sale, an external link, badges, a collapsed block, separators and images", () => {
    for (const language of SEED_LANGUAGES) {
      const entries = HEADER_LAYOUT[language].navigation_modular.map((item) => item.navigation_entry_block);
      const references = entries.map((entry) => entry.page_reference?.url);
      for (const family of ["WOMEN", "MEN", "KIDS", "BABY", "HOME"])
        expect(references).toContain(`segmentation:${family}`);
      const sale = entries.find((entry) => entry.is_highlighted);
      expect(sale?.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(sale?.text_color).toMatch(/^#[0-9a-f]{6}$/i);
      const external = entries.find((entry) => entry.external_link);
      expect(external?.external_link).toMatch(/^https:\/\//);
      expect(external?.attributes.target).toBe("_blank");
      expect(external?.attributes.rel).toContain("noopener");
      const items = entries.flatMap((entry) => entry.sub_entries_modular);
      const blocks = items.flatMap((item) => ("sub_entries_block" in item ? [item.sub_entries_block] : []));
      const links = blocks.flatMap((block) => block.link_group);
      expect(
        links.some(
          (link) =>
            link.highlight_badge?.title ===
            { fr: "Nouveau", en: "New", es: "Nuevo", de: "Neu", it: "Novità", pl: "Nowość" }[language],
        ),
      ).toBe(true);
      // The families' sale badges say they are on sale, not by how much (issue 49: no family's figure is the campaign's).
      const onSale = { fr: "Promo", en: "Sale", es: "Oferta", de: "Sale", it: "Promo", pl: "Promocja" }[language];
      expect(links.some((link) => link.highlight_badge?.title === onSale)).toBe(true);
      expect(links.some((link) => /\d/.test(link.highlight_badge?.title ?? ""))).toBe(false);
      expect(blocks.some((block) => block.is_collapsed)).toBe(true);
      expect(links.some((link) => link.have_separator)).toBe(true);
      expect(items.some((item) => "image" in item)).toBe(true);
    }
  });

  test("the more menu and banner link to resolvable places; stores only where stores exist", () => {
    for (const language of SEED_LANGUAGES) {
      const header = HEADER_LAYOUT[language];
      for (const link of header.navigation_group) {
        expect(hasText(link.title)).toBe(true);
        expectResolvableLink(link.url);
      }
      for (const { notification_banner: banner } of [header, HEADER_LAYOUT_AFTER_BLACK_FRIDAY[language]])
        if (banner) expectResolvableLink(banner.link!);
      const hasStores = header.navigation_group.some((link) => link.url === "stores");
      expect(hasStores, language).toBe(language === "fr" || language === "en");
    }
  });
});

describe("issue 49: every menu link is unique and leads to a page of its own", () => {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim();
  const entriesOf = (language: SeedLanguage) =>
    HEADER_LAYOUT[language].navigation_modular.map(({ navigation_entry_block: entry }) => ({
      title: entry.title,
      url: entry.external_link ?? entry.page_reference?.url ?? "",
      blocks: entry.sub_entries_modular.flatMap((item) =>
        "sub_entries_block" in item ? [item.sub_entries_block] : [],
      ),
    }));

  test("the menu's entries and the 'more' menu name each page once: the magazine is listed once", () => {
    for (const language of SEED_LANGUAGES) {
      const urls = [
        ...entriesOf(language).map((entry) => entry.url),
        ...HEADER_LAYOUT[language].navigation_group.map((link) => link.url),
      ];
      expect(
        urls.filter((url, index) => urls.indexOf(url) !== index),
        language,
      ).toEqual([]);
    }
  });

  test("a link named like a menu entry never leads to that entry's page again (three 'Damen' to one page)", () => {
    for (const language of SEED_LANGUAGES) {
      const entries = entriesOf(language);
      for (const entry of entries)
        for (const block of entry.blocks)
          for (const link of block.link_group) {
            const namesakes = entries.filter((other) => other !== entry && fold(other.title) === fold(link.title));
            for (const namesake of namesakes)
              expect(link.url, `${language}: ${entry.title} › ${block.title} › ${link.title}`).not.toBe(namesake.url);
          }
    }
  });

  test("within a block, each link leads to a page of its own", () => {
    for (const language of SEED_LANGUAGES)
      for (const entry of entriesOf(language))
        for (const block of entry.blocks) {
          const urls = block.link_group.map((link) => link.url);
          expect(new Set(urls).size, `${language}: ${entry.title} › ${block.title}`).toBe(urls.length);
        }
  });
});

function checkSubEntry(item: SubEntryItem) {
  if ("image" in item) {
    expect(item.image.image_file.url).toMatch(/^\/__mock\/media\/cms\/[a-z-]+\.jpg$/);
    expect(hasText(item.image.alt_attribute)).toBe(true);
    expect(typeof item.image.is_highlighted).toBe("boolean");
    expectResolvableLink(item.image.link);
    return;
  }
  const block = item.sub_entries_block;
  expect(hasText(block.title)).toBe(true);
  for (const key of ["title_color", "block_highlight_color", "is_collapsed", "is_highlighted", "link_group"])
    expect(block).toHaveProperty(key);
  expect(block.link_group.length).toBeGreaterThan(0);
  for (const link of block.link_group) {
    expect(hasText(link.title)).toBe(true);
    expectResolvableLink(link.url);
    expect(typeof link.have_separator).toBe("boolean");
    if (link.highlight_badge) {
      expect(hasText(link.highlight_badge.title)).toBe(true);
      expect(link.highlight_badge.color).toMatch(/^#[0-9a-f]{6}$/i);
    } else expect(link.highlight_badge).toBeNull();
  }
}

describe("R3.18 footer content (footer_layout)", () => {
  test("every language has link columns, community, networks, reinsurances, legals and the newsletter banner", () => {
    for (const language of SEED_LANGUAGES) {
      const footer = FOOTER_LAYOUT[language];
      expect(footer.content_type).toBe("footer_layout");
      expect(footer.links_modular.length).toBeGreaterThanOrEqual(3);
      for (const column of footer.links_modular) {
        expect(hasText(column.title)).toBe(true);
        expect(column.links.length).toBeGreaterThan(0);
        for (const link of column.links) {
          expect(hasText(link.title)).toBe(true);
          expectResolvableLink(link.url);
        }
      }
      expect(hasText(footer.community.title)).toBe(true);
      expect(footer.community.group).toHaveLength(5);
      for (const link of footer.community.group) expect(link.url).toMatch(/^https:\/\//);
      expect(footer.networks.map((network) => network.icon).sort()).toEqual([
        "facebook",
        "instagram",
        "pinterest",
        "tiktok",
        "youtube",
      ]);
      for (const network of footer.networks) expect(network.url).toMatch(/^https:\/\/(www\.)?[a-z]+\.com\//);
      expect(footer.reinsurances).toHaveLength(4);
      for (const reinsurance of footer.reinsurances) {
        expect(hasText(reinsurance.title) && hasText(reinsurance.description)).toBe(true);
        expectResolvableLink(reinsurance.link);
      }
      expect(footer.legals.content.length).toBeGreaterThanOrEqual(4);
      expect(footer.legals.content.join(" ")).toMatch(/912 345 678/);
      const banner = footer.banner_newsletter;
      expect(strings(banner).every(hasText)).toBe(true);
      expect(Object.keys(banner.texts).sort()).toEqual(["long_text", "short_text", "text_color"]);
      expect(Object.keys(banner.cta).sort()).toEqual(["cta_color", "cta_label_color", "label"]);
    }
  });

  test("store and click-and-collect promises only in the languages of sites with stores", () => {
    for (const language of SEED_LANGUAGES) {
      const urls = [
        ...FOOTER_LAYOUT[language].links_modular.flatMap((column) => column.links),
        ...FOOTER_LAYOUT[language].reinsurances,
      ].map((link) => ("url" in link ? link.url : link.link));
      expect(urls.includes("stores"), language).toBe(language === "fr" || language === "en");
    }
  });
});

describe("R3.19 site selector (site_selector_component)", () => {
  test("lists the twelve locale prefixes with country, language and flag, then Austria, served by the German site", () => {
    const prefixes = ["fr-fr", "fr", "fr-ch", "en", "es-es", "es", "de-de", "de", "it-it", "it", "pl-pl", "pl"];
    for (const language of SEED_LANGUAGES) {
      const [austria, ...reversed] = [...SITE_SELECTOR[language]].reverse();
      const items = reversed.reverse();
      expect(items.map((item) => item.locale_prefix)).toEqual(prefixes);
      expect(austria).toMatchObject({ country_code: "AT", locale_prefix: "de-de", display_flag: true });
      for (const item of items) {
        expect(hasText(item.country_name)).toBe(true);
        expect(COUNTRIES).toContain(item.country_code);
        expect(item.country_language).toBe(item.locale_prefix.split("-")[0]);
        expect(item.display_flag).toBe(item.locale_prefix.includes("-") || item.locale_prefix === "en");
      }
    }
    expect(SITE_SELECTOR.de.find((item) => item.locale_prefix === "fr-ch")?.country_name).toBe("Schweiz");
    expect(SITE_SELECTOR.pl.find((item) => item.locale_prefix === "it-it")?.country_name).toBe("Włochy");
  });
});

describe("help centre topics", () => {
  test("at least eight topics with unique ids, URL-safe unique slugs and 3 to 6 paragraphs", () => {
    expect(HELP_TOPICS.length).toBeGreaterThanOrEqual(8);
    expect(TOPIC_IDS.size).toBe(HELP_TOPICS.length);
    for (const language of SEED_LANGUAGES) {
      const slugs = HELP_TOPICS.map((topic) => topic.slug[language]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const topic of HELP_TOPICS) {
      expect(topic.body.length, topic.id).toBeGreaterThanOrEqual(3);
      expect(topic.body.length, topic.id).toBeLessThanOrEqual(6);
    }
    expect(HELP_TOPICS.find((topic) => topic.id === "delivery")?.slug.fr).toBe("livraison");
  });

  test("payment help names each site's methods from its parameters, and a method's own paragraph by the method", () => {
    const payment = HELP_TOPICS.find((topic) => topic.id === "payment")!;
    const text = (language: SeedLanguage) => payment.body.map((paragraph) => paragraph[language]).join(" ");
    // French serves France (Alma) and Switzerland (TWINT): each paragraph is on the site offering its method.
    expect(text("fr")).toMatch(/\{\{payment_method:ALMA_3X\}\}/);
    expect(text("fr")).toMatch(/\{\{payment_method:TWINT\}\}/);
    expect(text("pl")).toMatch(/Przelewy24/);
    expect(text("de")).toMatch(/Klarna/);
    for (const language of SEED_LANGUAGES) expect(payment.summary[language]).toContain("{{payment_methods}}");
  });
});

describe("R9.10 stores, pickup points and lockers", () => {
  const BOXES: Record<string, { lat: [number, number]; lon: [number, number] }> = {
    FR: { lat: [41.3, 51.1], lon: [-5.2, 9.6] },
    CH: { lat: [45.8, 47.9], lon: [5.9, 10.5] },
    GB: { lat: [49.9, 60.9], lon: [-8.2, 1.8] },
    ES: { lat: [35.9, 43.9], lon: [-9.4, 4.4] },
    DE: { lat: [47.2, 55.1], lon: [5.8, 15.1] },
    IT: { lat: [36.6, 47.1], lon: [6.6, 18.6] },
    PL: { lat: [49.0, 54.9], lon: [14.1, 24.2] },
  };
  const inside = (countryCode: string, { lat, lon }: Coordinates) => {
    const box = BOXES[countryCode];
    return !!box && lat >= box.lat[0] && lat <= box.lat[1] && lon >= box.lon[0] && lon <= box.lon[1];
  };
  const places = [...STORES, ...PICKUP_POINTS, ...LOCKERS];

  test("R9.10 stores exist only in France, Switzerland and the United Kingdom; pickup points and lockers wherever the checkout offers them", () => {
    for (const store of STORES) expect(["FR", "CH", "GB"]).toContain(store.address.countryCode);
    const countries = (points: readonly { address: { countryCode: string } }[]) =>
      new Set(points.map((point) => point.address.countryCode));
    // Pickup points on every site offering PR, lockers on every site offering LO (mocks/cart-engine.ts).
    expect([...countries(PICKUP_POINTS)].sort()).toEqual(["CH", "DE", "ES", "FR", "GB", "IT"]);
    expect([...countries(LOCKERS)].sort()).toEqual(["CH", "FR", "GB", "PL"]);
    const count = (country: string) => STORES.filter((store) => store.address.countryCode === country).length;
    expect(count("FR")).toBeGreaterThanOrEqual(20);
    expect(count("CH")).toBeGreaterThanOrEqual(6);
    expect(count("GB")).toBeGreaterThanOrEqual(8);
    expect(PICKUP_POINTS.length).toBeGreaterThanOrEqual(18);
    expect(LOCKERS.length).toBeGreaterThanOrEqual(18);
    expect(PICKUP_POINTS.every((point) => point.type === "PICKUP")).toBe(true);
    expect(LOCKERS.every((point) => point.type === "LOCKER")).toBe(true);
  });

  test("store ids are unique digits; slugs and point ids are unique", () => {
    const ids = STORES.map((store) => store.storeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d+$/);
    const slugs = STORES.map((store) => store.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const store of STORES) expect(store.address.citySlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const pointIds = [...PICKUP_POINTS, ...LOCKERS].map((point) => point.id);
    expect(new Set(pointIds).size).toBe(pointIds.length);
  });

  test("coordinates are valid and inside the right country", () => {
    for (const place of places) {
      const { lat, lon } = place.coordinates;
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      expect(inside(place.address.countryCode, place.coordinates), `${place.name} ${lat},${lon}`).toBe(true);
    }
  });

  test("opening hours are well-formed; most stores close on Sunday, some open late on Thursday", () => {
    for (const place of places) {
      expect(place.openingHours.length).toBeGreaterThan(0);
      for (const { day, opens, closes } of place.openingHours) {
        expect(day).toBeGreaterThanOrEqual(1);
        expect(day).toBeLessThanOrEqual(7);
        expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(opens < closes).toBe(true);
      }
    }
    const frAndCh = STORES.filter((store) => store.address.countryCode !== "GB");
    expect(frAndCh.filter((store) => store.openingHours.some((hours) => hours.day === 7)).length).toBeLessThan(
      frAndCh.length / 2,
    );
    expect(STORES.some((store) => store.openingHours.some((hours) => hours.day === 4 && hours.closes >= "21:00"))).toBe(
      true,
    );
    for (const store of STORES) {
      expect(store.services).toContain("CLICK_AND_COLLECT");
      for (const closure of store.exceptionalClosures) expect(closure.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("commercial animations", () => {
  test("legal notices: at least three per country, in the site's language", () => {
    expect(Object.keys(LEGAL_NOTICES).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      expect(LEGAL_NOTICES[country].length).toBeGreaterThanOrEqual(3);
      for (const notice of LEGAL_NOTICES[country]) {
        expect(notice.language).toBe(SITE_LANGUAGE[country]);
        expect(hasText(notice.id) && hasText(notice.title) && hasText(notice.footer_text)).toBe(true);
      }
      expect(LEGAL_NOTICES[country].some((notice) => /GIFT_CARD/.test(notice.id))).toBe(true);
    }
  });

  test("collective offers per country and personal offers per customer are well-formed", () => {
    const offers = [...Object.values(COLLECTIVE_OFFERS).flat(), ...Object.values(PERSONAL_OFFERS).flat()];
    for (const country of COUNTRIES) expect(COLLECTIVE_OFFERS[country].length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(["REM", "PTS", "CAD", "COU"]).toContain(offer.discountType);
      expect(offer.value).toBeGreaterThan(0);
      expect(Date.parse(offer.validFrom)).toBeLessThan(Date.parse(offer.validTo));
      for (const family of offer.familyIds) expect(SEGMENTATIONS.has(family), family).toBe(true);
      if (offer.discountType === "COU") expect(offer.code).toBeTruthy();
    }
    expect(PERSONAL_OFFERS.C100001?.length).toBeGreaterThan(0);
    expect(PERSONAL_OFFERS.C100002?.length).toBeGreaterThan(0);
    const answer = commercialOffersFor("FR", "C100001", "de");
    expect(answer.collectiveOffers).toBe(COLLECTIVE_OFFERS.FR);
    expect(answer.personalOffers[0]?.title).toBe("Ihr Treuegutschein über 10 €");
    expect(commercialOffersFor("PL", null, "pl").personalOffers).toEqual([]);
  });
});
