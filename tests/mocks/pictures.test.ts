import { describe, expect, test } from "vitest";
import { handleBrowserPages } from "../../mocks/browser-pages";
import { PRODUCTS } from "../../mocks/data/catalog";
import type { GarmentType, PictureType, Sleeves } from "../../mocks/data/types";
import {
  CUT_GARMENTS,
  PICTURE_WIDTHS,
  USUAL_SLEEVES,
  normaliseWidth,
  renderCmsPicture,
  renderProductPicture,
} from "../../mocks/pictures";

const GARMENTS: GarmentType[] = [
  "dress",
  "top",
  "tshirt",
  "shirt",
  "jeans",
  "trousers",
  "skirt",
  "knit",
  "coat",
  "jacket",
  "shorts",
  "bodysuit",
  "pyjamas",
  "bedding",
  "towel",
  "cushion",
];
const TYPES: PictureType[] = ["AP", "GZ", "DP", "VC", "SU", "VH", "ZM"];
const CMS_NAMES = [
  "nav-women",
  "nav-men",
  "nav-kids",
  "nav-baby",
  "nav-home",
  "hero-winter",
  "trend-denim",
  "editorial-spring",
];

/** A small well-formedness check: balanced tags, quoted attributes, no character data or entity. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  let rest = svg;
  while (rest.length) {
    const lt = rest.indexOf("<");
    if (lt < 0) throw new Error(`trailing text: ${rest.slice(0, 40)}`);
    const text = rest.slice(0, lt);
    // only the <style> element has character data, and nothing needs escaping anywhere
    if (/[&<>]/.test(text) || (text.trim() && stack.at(-1) !== "style"))
      throw new Error(`unexpected text: ${text.slice(0, 40)}`);
    const gt = rest.indexOf(">", lt);
    if (gt < 0) throw new Error("unterminated tag");
    const tag = rest.slice(lt + 1, gt);
    rest = rest.slice(gt + 1);
    if (tag.startsWith("/")) {
      const name = tag.slice(1);
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    const m = /^([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)$/.exec(tag);
    if (!m) throw new Error(`malformed tag <${tag.slice(0, 60)}>`);
    const attrs = [...(m[2] ?? "").matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    expect(new Set(attrs).size, `duplicate attribute in <${tag.slice(0, 40)}>`).toBe(attrs.length);
    if (!m[3]) stack.push(m[1] ?? "");
  }
  expect(stack).toEqual([]);
}

/** Every local reference (href="#x", url(#x)) resolves, and nothing points outside the document. */
function assertSelfContained(svg: string) {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/href="#([^"]+)"|url\(#([^)]+)\)/g)].map((m) => m[1] ?? m[2]);
  for (const r of refs) expect(ids.has(r), `#${r} is defined`).toBe(true);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|data:|javascript:|xlink|@import/i);
  expect(svg).not.toMatch(/<script|<text|<title|<foreignObject|<image|\son\w+=|\srole=/i);
}

const dims = (svg: string) => {
  const m =
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  expect(m, "root <svg> with xmlns, width, height and viewBox").not.toBeNull();
  return { width: Number(m?.[1]), height: Number(m?.[2]), vw: Number(m?.[3]), vh: Number(m?.[4]) };
};

describe("mock pictures: product pictures", () => {
  test("every garment in every picture type renders a small, well-formed, self-contained 3:4 SVG", () => {
    for (const garment of GARMENTS)
      for (const type of TYPES) {
        const width = PICTURE_WIDTHS[(garment.length + type.charCodeAt(0)) % PICTURE_WIDTHS.length] ?? 599;
        const svg = renderProductPicture({ garment, colourHex: "#1f2a44", type, width });
        expect(svg.startsWith("<svg"), `${garment} ${type}`).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        const d = dims(svg);
        expect(d.width).toBe(width);
        expect(d.height).toBe(Math.round((width * 4) / 3));
        expect([d.vw, d.vh]).toEqual([600, 800]);
        expect(new TextEncoder().encode(svg).length, `${garment} ${type} size`).toBeLessThan(8 * 1024);
        assertWellFormed(svg);
        assertSelfContained(svg);
      }
  });

  test("the garment's colour and shades computed from it appear in the picture", () => {
    for (const garment of GARMENTS) {
      const svg = renderProductPicture({ garment, colourHex: "#B5573B", type: "AP", width: 599 });
      expect(svg).toContain("#b5573b");
      // a lighter and a darker shade of the colour (gradient stops), on a light neutral background
      const stops = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
      expect(stops).toHaveLength(3);
      expect(new Set(stops).size).toBe(3);
      expect(svg).toContain('fill="#f6f5f2"');
    }
    const navy = renderProductPicture({ garment: "coat", colourHex: "#1f2a44", type: "AP", width: 599 });
    const camel = renderProductPicture({ garment: "coat", colourHex: "#b08a5a", type: "AP", width: 599 });
    expect(navy).toContain("#1f2a44");
    expect(camel).toContain("#b08a5a");
    expect(navy).not.toContain("#b08a5a");
  });

  test("colour input is sanitised: shorthand hex works and anything else falls back to grey", () => {
    expect(renderProductPicture({ garment: "tshirt", colourHex: "#fff", type: "AP", width: 599 })).toContain("#ffffff");
    const hostile = renderProductPicture({
      garment: "tshirt",
      colourHex: '"/><script>alert(1)</script>',
      type: "AP",
      width: 599,
    });
    assertWellFormed(hostile);
    expect(hostile).not.toContain("script");
    expect(hostile).toContain("#888888");
  });

  test("rendering is deterministic, and the views of one product differ", () => {
    for (const garment of GARMENTS) {
      const seen = new Set<string>();
      for (const type of TYPES) {
        const opts = { garment, colourHex: "#7a8c6e", type, width: 1279 };
        const a = renderProductPicture(opts);
        expect(renderProductPicture({ ...opts })).toBe(a);
        expect(renderProductPicture({ ...opts, seed: "1000123" })).toBe(
          renderProductPicture({ ...opts, seed: "1000123" }),
        );
        const prefix = /id="(\w+)g"/.exec(a)?.[1] ?? "";
        expect(prefix).not.toBe("");
        seen.add(a.split(prefix).join("K"));
      }
      expect(seen.size, `${garment}: seven distinct views`).toBe(TYPES.length);
    }
  });

  test("a seed adds a small variation (stripes or dots) to some products, but not to every seed", () => {
    const render = (seed?: string) =>
      renderProductPicture({ garment: "tshirt", colourHex: "#1f2a44", type: "AP", width: 599, seed });
    const plain = render();
    expect(plain).not.toContain("<pattern");
    const seeds = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const patterned = seeds.filter((s) => render(s).includes("<pattern"));
    expect(patterned.length).toBeGreaterThan(0);
    expect(patterned.length).toBeLessThan(seeds.length);
    // any seed gives a sound pattern tile
    for (let i = 0; i < 64; i++)
      for (const m of render(`seed-${i}`).matchAll(/<pattern id="\w+" width="([\d.-]+)" height="([\d.-]+)"/g)) {
        expect(Number(m[1])).toBeGreaterThan(0);
        expect(Number(m[2])).toBeGreaterThan(0);
      }
    // tailoring and denim keep their plain look
    expect(
      seeds.every(
        (s) =>
          !renderProductPicture({ garment: "coat", colourHex: "#1f2a44", type: "AP", width: 599, seed: s }).includes(
            "<pattern",
          ),
      ),
    ).toBe(true);
  });

  test("front and back differ: the back view has no buttons of the front placket", () => {
    const front = renderProductPicture({ garment: "shirt", colourHex: "#dfe9f3", type: "AP", width: 599 });
    const back = renderProductPicture({ garment: "shirt", colourHex: "#dfe9f3", type: "GZ", width: 599 });
    const buttons = (s: string) => (s.match(/<circle class="\w+b"/g) ?? []).length;
    expect(buttons(front)).toBeGreaterThan(buttons(back));
  });

  test("an odd requested width still gives a 3:4 picture", () => {
    const svg = renderProductPicture({ garment: "dress", colourHex: "#000000", type: "AP", width: 300 });
    expect(dims(svg)).toMatchObject({ width: 300, height: 400 });
  });
});

describe("mock pictures: CMS pictures", () => {
  test("named and unknown CMS images render text-free editorial SVGs in 3:4 or 4:3 (hero- landscape)", () => {
    for (const name of CMS_NAMES) {
      const svg = renderCmsPicture(name, 1279);
      expect(svg.startsWith("<svg")).toBe(true);
      const d = dims(svg);
      expect(d.width).toBe(1279);
      if (name.startsWith("hero")) {
        expect([d.vw, d.vh]).toEqual([800, 600]);
        expect(d.height).toBe(Math.round((1279 * 3) / 4));
      } else {
        expect([d.vw, d.vh]).toEqual([600, 800]);
        expect(d.height).toBe(Math.round((1279 * 4) / 3));
      }
      expect(new TextEncoder().encode(svg).length, `${name} size`).toBeLessThan(8 * 1024);
      assertWellFormed(svg);
      assertSelfContained(svg);
      expect(renderCmsPicture(name, 1279)).toBe(svg);
    }
    expect(renderCmsPicture("nav-women", 599)).not.toBe(renderCmsPicture("nav-men", 599));
    expect(renderCmsPicture("promo-a", 599)).not.toBe(renderCmsPicture("nav-home", 599));
  });
});

describe("mock pictures: widths", () => {
  test("the mock's normaliseWidth answers the smallest published width covering the request, 1920 beyond", () => {
    expect(PICTURE_WIDTHS).toEqual([599, 1279, 1599, 1920]);
    expect(normaliseWidth(1)).toBe(599);
    expect(normaliseWidth(320)).toBe(599);
    expect(normaliseWidth(599)).toBe(599);
    expect(normaliseWidth(600)).toBe(1279);
    expect(normaliseWidth(1279)).toBe(1279);
    expect(normaliseWidth(1280)).toBe(1599);
    expect(normaliseWidth(1599)).toBe(1599);
    expect(normaliseWidth(1600)).toBe(1920);
    expect(normaliseWidth(1920)).toBe(1920);
    expect(normaliseWidth(4000)).toBe(1920);
    for (const w of PICTURE_WIDTHS) expect(normaliseWidth(w)).toBe(w);
  });
});

/**
 * The sleeves a product's English name and description state, by the words a shopper reads
 * (issue 49: a dress "with puff sleeves" was drawn sleeveless, a "short-sleeved shirt" with long
 * sleeves); undefined where they say nothing of sleeves.
 */
function statedSleeves(name: string, description: string): Sleeves | undefined {
  // What the product is (its name), then how its description cuts it; "worn over a vest top" is another garment.
  if (
    /vest top|sweater vest|\bcami\b/i.test(name) ||
    /sleeveless|thin (adjustable )?straps|with straps/i.test(description)
  )
    return "none";
  const text = `${name}. ${description}`;
  if (/puff(ed)? sleeves/i.test(text)) return "puff";
  if (/three-quarter sleeves/i.test(text)) return "three-quarter";
  if (/short-sleeved|short sleeves|short pyjamas/i.test(text)) return "short";
  if (/long-sleeved|long sleeves|buttoned cuffs|ribbed cuffs/i.test(text)) return "long";
  return undefined;
}

describe("issue 49: a product's drawing follows its description", () => {
  const drawn = (product: (typeof PRODUCTS)[number]) => product.sleeves ?? USUAL_SLEEVES[product.garment];

  test("every garment with sleeves is drawn with the sleeves its name and description state", () => {
    const checked = PRODUCTS.filter((product) => CUT_GARMENTS.includes(product.garment)).flatMap((product) => {
      const stated = statedSleeves(product.name.en, product.description.en);
      return stated ? [[product.productId, product.name.en, stated, drawn(product)]] : [];
    });
    for (const [productId, name, stated, sleeves] of checked) expect(sleeves, `${productId} ${name}`).toBe(stated);
    // Every cut is among them: the check reads real descriptions, not an empty list.
    expect(new Set(checked.map((entry) => entry[2]))).toEqual(
      new Set(["none", "puff", "three-quarter", "short", "long"]),
    );
  });

  test("each cut of each garment renders a well-formed, self-contained picture of its own", () => {
    const cuts: Sleeves[] = ["none", "short", "puff", "three-quarter", "long"];
    for (const garment of CUT_GARMENTS) {
      const pictures = cuts.map((sleeves) => {
        const svg = renderProductPicture({ garment, sleeves, colourHex: "#b5573b", type: "AP", width: 599 });
        assertWellFormed(svg);
        assertSelfContained(svg);
        // The shapes drawn, whatever the class names.
        return [...svg.matchAll(/\sd="([^"]+)"/g)].map((match) => match[1]).join("|");
      });
      expect(new Set(pictures).size, garment).toBe(cuts.length);
    }
  });

  test("the mock serves a product's picture with its own sleeves: the puff-sleeved dress is not drawn sleeveless", async () => {
    const dress = PRODUCTS.find(
      (product) => product.garment === "dress" && /puff sleeves/.test(product.description.en),
    )!;
    const option = dress.options[0]!;
    const answer = await handleBrowserPages(
      new Request(`http://mock.backend.internal/media/products/${dress.productId}/${option.optionId}/AP.svg`),
      new URL(`http://mock.backend.internal/media/products/${dress.productId}/${option.optionId}/AP.svg?w=599`),
      () => {
        throw new Error("no session for a picture");
      },
    );
    const served = await answer!.text();
    const options = {
      garment: dress.garment,
      colourHex: option.colour.hex,
      type: "AP" as const,
      width: 599,
      seed: dress.productId,
    };
    expect(served).toBe(renderProductPicture({ ...options, sleeves: "puff" }));
    expect(served).not.toBe(renderProductPicture({ ...options, sleeves: "none" }));
  });
});
