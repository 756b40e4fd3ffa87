import { describe, expect, test } from "vitest";
import { escapeMarkdown, listingMarkdown, priceText, productMarkdown } from "../../app/agents/markdown";
import type { Product, ProductCard } from "../../app/features/catalog-model/schemas";
import { LOCALES } from "../../app/lib/locales";

/** French money and numbers space with (narrow) no-break spaces; the tests read plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const fr = { origin: "https://shop.example", locale: LOCALES["fr-fr"] };
const pl = { origin: "https://shop.example", locale: LOCALES["pl-pl"] };

const size = (label: string, availabilityCode: 0 | 1 | 2) => ({
  sku: `SKU-${label}`,
  gtin: "1234567890123",
  label,
  availabilityCode,
  availability: availabilityCode ? ("AVAILABLE" as const) : ("UNAVAILABLE" as const),
  availabilityType: "ONLINE_AND_IN_STORE" as const,
  stock: availabilityCode * 3,
});

const product: Product = {
  productId: "1000003",
  name: "Robe *midi* [popeline]",
  slug: "robe-midi",
  description: "Une robe.\nLégère.",
  familyId: "WOMEN_DRESSES",
  breadcrumb: [],
  composition: "100 % coton",
  care: "Lavage à 30 °C",
  ecoDesign: null,
  environmentalSheet: null,
  tags: [],
  sizeGuide: null,
  createdAt: "2026-01-01",
  options: [
    {
      optionId: "100000301",
      colourCode: "PINK",
      colourLabel: "Rose",
      colourHex: "#f2bfc8",
      price: { type: "S", amount: 4499, strikeThrough: 5999, discountPercent: 25, currency: "EUR" },
      sizes: [size("36", 2), size("38", 0)],
      pictures: [{ type: "AP", url: "/p.svg", alt: "" }],
    },
    {
      optionId: "100000302",
      colourCode: "NAVY",
      colourLabel: "Marine",
      colourHex: "#1f2a44",
      price: { type: "I", amount: 5999, strikeThrough: null, discountPercent: null, currency: "EUR" },
      sizes: [size("36", 2)],
      pictures: [{ type: "AP", url: "/p.svg", alt: "" }],
    },
  ],
};

describe("Markdown twins of pages, in the page's language and currency (issue 31)", () => {
  test("shop text never becomes Markdown syntax", () => {
    expect(escapeMarkdown("*bold* [link](x) <b> # | ~")).toBe("\\*bold\\* \\[link\\](x) \\<b\\> \\# \\| \\~");
    expect(escapeMarkdown("two\n  lines")).toBe("two lines");
  });

  test("a sale price says its price now, instead of the struck-through one, and the discount", () => {
    expect(plain(priceText(product.options[0]!.price, fr))).toBe("44,99 €, au lieu de ~~59,99 €~~ (-25 %)");
    expect(plain(priceText({ ...product.options[1]!.price, currency: "PLN", amount: 12900 }, pl))).toBe("129 zł");
  });

  test("a product: its colour, price, sizes with availability and SKU, description, other colours and its page", () => {
    const markdown = plain(productMarkdown(product, "100000301", fr));
    expect(markdown).toContain("# Robe \\*midi\\* \\[popeline\\]");
    expect(markdown).toContain("- Couleur : Rose");
    expect(markdown).toContain("- Prix : 44,99 €, au lieu de ~~59,99 €~~ (-25 %)");
    expect(markdown).toContain("- 36: En stock (SKU SKU-36)");
    expect(markdown).toContain("- 38: Épuisé (SKU SKU-38)");
    expect(markdown).toContain("Une robe. Légère.");
    expect(markdown).toContain("## Autres couleurs");
    expect(markdown).toContain("(<https://shop.example/fr-fr/robe-midi-popeline-marine--p1000003>): 59,99 €");
    expect(markdown.endsWith("(<https://shop.example/fr-fr/robe-midi-popeline-rose--p1000003>)\n")).toBe(true);
  });

  test("a listing: its count, page, products with their prices, and the next page's link", () => {
    const card: ProductCard = {
      productId: "1000003",
      optionId: "100000301",
      name: "Robe midi",
      slug: "robe-midi-rose",
      colourLabel: "Rose",
      colourCount: 2,
      price: product.options[0]!.price,
      tags: [],
      pictures: [{ type: "AP", url: "/p.svg", alt: "" }],
      availability: "UNAVAILABLE",
    };
    const markdown = plain(
      listingMarkdown(
        {
          title: "Robes",
          url: new URL("https://shop.example/fr-fr/robes--plWOMEN_DRESSES?sort=new&p=2"),
          products: [card],
          pagination: { page: 2, totalPages: 3, totalProducts: 49 },
          empty: "Rien",
        },
        fr,
      ),
    );
    expect(markdown).toContain("# Robes\n\n49 produits\nPage 2 sur 3");
    expect(markdown).toContain(
      "- [Robe midi, Rose](<https://shop.example/fr-fr/robe-midi-rose--p1000003>): 44,99 €, au lieu de ~~59,99 €~~ (-25 %) · Épuisé",
    );
    expect(markdown).toContain("[Page suivante](<https://shop.example/fr-fr/robes--plWOMEN_DRESSES?sort=new&p=3>)");
  });
});
