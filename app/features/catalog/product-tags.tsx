import { useLocale } from "../../lib/i18n";
import { tagLabel, type MarketingTag } from "../../lib/marketing-tags";

/** The marketing tags of a card, and of the product page with the card's look (`className` adds to it). */
export function ProductTags({ tags, className }: { tags: readonly MarketingTag[]; className?: string }) {
  const { language } = useLocale();
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `product-card__tags ${className}` : "product-card__tags"}>
      {tags.map((tag) => (
        <li key={tag} className={`tag tag--${tag}`}>
          {tagLabel(tag, language)}
        </li>
      ))}
    </ul>
  );
}
