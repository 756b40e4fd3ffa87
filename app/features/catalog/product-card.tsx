import { Suspense } from "react";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { WishlistHeart } from "../wishlist/wishlist-heart";
import { QuickAddButton } from "./quick-add";
import { ProductLink } from "./product-link";
import { SharedPicture } from "./shared-picture";
import { imageSrcSet, imageUrl } from "../catalog-model/image";
import { productCardPath } from "../../pages/catalog-links";
import { Price } from "./price";
import { ProductTags } from "./product-tags";
import { cardIsBackSoon, tagsTrueToStock } from "./stock";
import { useProductPictureRatio } from "./picture-ratio";
import { useFirstRowCards } from "../../lib/root-data";
import type { ProductCard as Card } from "../catalog-model/schemas";

// R9.01's breakpoints: four columns from desktop (1280), three from tablet (768), two below.
const CARD_SIZES = "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw";
/**
 * The widest a card's picture is ever drawn: a third of a 1279 px tablet at 3× or a quarter of a
 * 2560 px screen at 2×. The 1599 and 1920 files would never be chosen, and listed on every card
 * they were a tenth of a listing's markup (issue 30).
 */
const CARD_MAX_WIDTH = 1279;

/**
 * A product in a grid (DESIGN.md): 3:4 picture with the second one on hover, name, colour
 * count, price by type and tags. `eager` for the first row; `priority` for the very first
 * picture, the LCP: one high-priority image, not four competing for the first bytes.
 */
export function ProductCard({
  card,
  eager = false,
  priority = false,
  headingLevel = 2,
  sharedPicture = false,
}: {
  card: Card;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Its picture morphs into the product page's (a grid's cards: a carousel may show a product twice). */
  sharedPicture?: boolean;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const [first, second] = card.pictures;
  const ratio = useProductPictureRatio();
  const picture = (
    <img
      src={imageUrl(first!.url, { width: 599, crop: ratio.crop })}
      srcSet={imageSrcSet(first!.url, { crop: ratio.crop, maxWidth: CARD_MAX_WIDTH })}
      sizes={CARD_SIZES}
      alt={first!.alt}
      width={ratio.width}
      height={ratio.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  return (
    <article className="product-card">
      <ProductLink to={productCardPath(locale.prefix, card)} className="product-card__link" picture={first!.url}>
        <div className="product-card__media">
          {sharedPicture ? <SharedPicture optionId={card.optionId}>{picture}</SharedPicture> : picture}
          {second ? (
            <img
              className="product-card__hover"
              src={imageUrl(second.url, { width: 599, crop: ratio.crop })}
              alt=""
              width={ratio.width}
              height={ratio.height}
              loading="lazy"
            />
          ) : null}
          <ProductTags tags={tagsTrueToStock(card.tags, cardIsBackSoon(card))} />
        </div>
        {headingLevel === 2 ? (
          <h2 className="product-card__name">{card.name}</h2>
        ) : (
          <h3 className="product-card__name">{card.name}</h3>
        )}
      </ProductLink>
      <WishlistHeart productId={card.productId} optionId={card.optionId} name={card.name} />
      <QuickAddButton card={card} />
      <p className="product-card__colours">
        {card.colourCount > 1 ? m.card_colour_count({ count: card.colourCount }, options) : card.colourLabel}
        {card.availability === "UNAVAILABLE" ? (
          <span className="product-card__unavailable"> · {m.card_unavailable({}, options)}</span>
        ) : null}
      </p>
      <Price price={card.price} />
    </article>
  );
}

/** A row of cards that scrolls sideways (content blocks, recommendations), under a block's own h2. */
export function ProductCarousel({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className="carousel">
      {cards.map((card) => (
        // Each card hydrates as its own unit: short tasks (decision 146).
        <Suspense key={card.productId} fallback={null}>
          <li>
            <ProductCard card={card} headingLevel={3} />
          </li>
        </Suspense>
      ))}
    </ul>
  );
}

/** Two cards hydrate as one unit, in a short task of its own (decision 146): a long grid never blocks the main thread for long. */
const HYDRATION_CHUNK = 2;

export function ProductGrid({ cards }: { cards: Card[] }) {
  // The first row loads at once, the rest as they near the viewport.
  const eagerCount = useFirstRowCards();
  const chunks: Card[][] = [];
  for (let index = 0; index < cards.length; index += HYDRATION_CHUNK)
    chunks.push(cards.slice(index, index + HYDRATION_CHUNK));
  return (
    <ul className="product-grid">
      {chunks.map((chunk, chunkIndex) => (
        <Suspense key={chunk[0]!.productId} fallback={null}>
          {chunk.map((card, index) => (
            <li key={card.productId}>
              <ProductCard
                card={card}
                eager={chunkIndex * HYDRATION_CHUNK + index < eagerCount}
                priority={chunkIndex + index === 0}
                sharedPicture
              />
            </li>
          ))}
        </Suspense>
      ))}
    </ul>
  );
}
