import { Suspense } from "react";
import { Link } from "react-router";
import { useLocale } from "../../lib/i18n";
import { imageSrcSet, imageUrl } from "../catalog-model/image";
import { blockLinkPath, familyPath } from "../../pages/catalog-links";
import { ProductCarousel } from "./product-card";
import { useFirstPictureWidth } from "../../lib/root-data";
import type { ContentBlock } from "../catalog-model/schemas";

/**
 * The blocks of the home and editorial pages: hero, category tiles, product carousels,
 * editorial teasers and rich text. The first block's picture is the LCP: eager, high priority.
 * Each block sits in its own Suspense boundary so React hydrates it as a separate short task
 * (decision 36): a home page of carousels never blocks the main thread in one long task.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Suspense key={index} fallback={null}>
          <ContentBlockView block={block} eager={index === 0} />
        </Suspense>
      ))}
    </>
  );
}

function ContentBlockView({ block, eager }: { block: ContentBlock; eager: boolean }) {
  const locale = useLocale();
  const firstPictureWidth = useFirstPictureWidth();
  switch (block.kind) {
    case "hero":
      return (
        <section className="hero">
          <img
            className="hero__image"
            src={imageUrl(block.picture.url, { width: firstPictureWidth })}
            srcSet={imageSrcSet(block.picture.url)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={block.picture.alt}
            width="600"
            height="800"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
          />
          <div className="hero__text">
            {eager ? <h1>{block.title}</h1> : <h2>{block.title}</h2>}
            <p>{block.text}</p>
            <Link className="button" to={blockLinkPath(locale.prefix, block.link)}>
              {block.cta}
            </Link>
          </div>
        </section>
      );
    case "category-tiles":
    case "product-carousel":
      return (
        <section className="container block">
          <h2>{block.title}</h2>
          {block.kind === "category-tiles" ? (
            <CategoryTiles tiles={block.tiles} />
          ) : (
            <ProductCarousel cards={block.products} />
          )}
        </section>
      );
    case "editorial-teaser":
      return (
        <section className="container block teaser">
          <img
            src={imageUrl(block.picture.url, { width: 599 })}
            alt={block.picture.alt}
            width="600"
            height="800"
            loading="lazy"
          />
          <div>
            <h2>{block.title}</h2>
            <p>{block.text}</p>
            <Link to={blockLinkPath(locale.prefix, block.link)}>{block.title}</Link>
          </div>
        </section>
      );
    case "rich-text":
      return (
        <section className="container block rich-text">
          {block.title ? <h2>{block.title}</h2> : null}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      );
  }
}

type Tile = Extract<ContentBlock, { kind: "category-tiles" }>["tiles"][number];

function CategoryTiles({ tiles }: { tiles: Tile[] }) {
  const locale = useLocale();
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.segmentation.segmentationId}>
          <Link to={familyPath(locale.prefix, tile.segmentation)} className="tile">
            <img src={imageUrl(tile.picture.url, { width: 599 })} alt="" width="600" height="800" loading="lazy" />
            <span>{tile.segmentation.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
