import {
  EDITORIAL_PAGES,
  HOME_BLOCKS,
  HOME_META,
  liveBlocks,
  PRODUCTS,
  productById,
  segmentationById,
} from "../../data/catalog";
import type { ContentBlock, MetaInfoSeed, SeedLanguage } from "../../data/types";
import { fail, type Routes } from "../../http";
import { param, requestInfo, type RequestInfo } from "../../request-info";
import { slugify } from "../../../app/lib/slug";
import { productSlug } from "../../../app/pages/catalog-links";
import { pictures, productCard, segmentationRef } from "./product-answers";

/** Editorial pages and the home page: their blocks, with links and pictures resolved, and their meta. */
export function registerEditorialRoutes(routes: Routes) {
  routes.get("/ecommerce/v3/catalog/pages/:type/:id", (_schema, request) => {
    const info = requestInfo(request);
    const page = EDITORIAL_PAGES.find(
      (entry) => entry.type === param(request, "type") && entry.id === param(request, "id"),
    );
    if (!page) return fail(404, `No ${param(request, "type")} page ${param(request, "id")}`);
    return {
      type: page.type,
      id: page.id,
      slug: page.slug[info.language],
      title: page.title[info.language],
      intro: page.intro[info.language],
      publishedAt: page.publishedAt ?? null,
      blocks: page.blocks.map((block) => presentBlock(block, info)),
      meta: page.meta ? presentMeta(page.meta, info.language) : null,
    };
  });

  routes.get("/ecommerce/v3/catalog/home", (_schema, request) => {
    const info = requestInfo(request);
    return {
      // A CMS schedules its campaigns: only the blocks live today are answered (decision 181).
      blocks: liveBlocks(HOME_BLOCKS, new Date()).map((block) => presentBlock(block, info)),
      meta: presentMeta(HOME_META, info.language),
    };
  });
}

function resolveLink(reference: string, language: SeedLanguage) {
  const [kind, first, second] = reference.split(":");
  // The slugs the storefront makes (app/features/catalog/links.ts): a family's title, a product's name and first colour.
  if (kind === "segmentation" && first) {
    const segmentation = segmentationById(first);
    return {
      kind: "segmentation" as const,
      id: first,
      pageType: null,
      slug: segmentation ? slugify(segmentation.title[language]) : first.toLowerCase(),
    };
  }
  if (kind === "product" && first) {
    const product = productById(first);
    return {
      kind: "product" as const,
      id: first,
      pageType: null,
      slug: product ? productSlug(product.name[language], product.options[0]!.colour.label[language]) : first,
    };
  }
  const page = EDITORIAL_PAGES.find((entry) => entry.type === first && entry.id === second);
  return {
    kind: "page" as const,
    id: second ?? "",
    pageType: first ?? null,
    slug: page?.slug[language] ?? (second ?? "").toLowerCase(),
  };
}

function heroPicture(productId: string, language: SeedLanguage) {
  const product = productById(productId) ?? PRODUCTS[0]!;
  const option = product.options[0]!;
  return pictures(product, option, language, [option.pictureTypes.includes("VC") ? "VC" : "AP"])[0]!;
}

function presentBlock(block: ContentBlock, info: RequestInfo) {
  const { language } = info;
  switch (block.kind) {
    case "hero":
    case "editorial-teaser":
      return {
        kind: block.kind,
        title: block.title[language],
        text: block.text[language],
        ...(block.kind === "hero" ? { cta: block.cta[language] } : {}),
        link: resolveLink(block.href, language),
        picture: heroPicture(block.pictureProductId, language),
      };
    case "category-tiles":
      return {
        kind: block.kind,
        title: block.title[language],
        tiles: block.tiles.flatMap((tile) => {
          const segmentation = segmentationRef(tile.segmentationId, language);
          return segmentation ? [{ segmentation, picture: heroPicture(tile.pictureProductId, language) }] : [];
        }),
      };
    case "product-carousel":
      return {
        kind: block.kind,
        title: block.title[language],
        products: block.productIds.flatMap((id) => {
          const product = productById(id);
          return product ? [productCard(product, info)] : [];
        }),
      };
    case "rich-text":
      return {
        kind: block.kind,
        title: block.title?.[language] ?? null,
        paragraphs: block.paragraphs.map((paragraph) => paragraph[language]),
      };
  }
}

/** Meta info in the reader's language. */
function presentMeta(meta: MetaInfoSeed, language: SeedLanguage) {
  return {
    title_page: meta.title_page?.[language] ?? null,
    description_page: meta.description_page?.[language] ?? null,
    keywords: (meta.keywords ?? []).map((keyword) => ({ label: keyword[language] })),
    meta_robots: meta.meta_robots ?? null,
    canonical: meta.canonical ?? null,
  };
}
