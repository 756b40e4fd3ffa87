import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { familyPath } from "../../pages/catalog-links";
import type { ListingQuery } from "../catalog-model/listing-query";
import { ListingView } from "./listing-view";
import type { listingSchema } from "../catalog-model/schemas";
import type { OfferView } from "../loyalty/advantages.server";
import { idleIsland } from "../../ui/idle-island";
import type { z } from "zod";

// A signed-in customer's offers only: the text and a link, whole as server HTML; most shoppers never load it.
const FamilyOffers = idleIsland(() => import("./family-offers").then((module) => module.FamilyOffers));

/** A family's page: breadcrumb, heading, its sub-families and the listing. */
export function CatalogPage({
  listing,
  query,
  offers = null,
}: {
  listing: z.infer<typeof listingSchema>;
  query: ListingQuery;
  offers?: OfferView[] | null;
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { family } = listing;
  return (
    <>
      <nav className="breadcrumb" aria-label={m.product_breadcrumb({}, options)}>
        <ol>
          <li>
            <Link to={href(locale.prefix, "index")}>{m.shell_brand({}, options)}</Link>
          </li>
          {family.parent ? (
            <li>
              <Link to={familyPath(locale.prefix, family.parent)}>{family.parent.title}</Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <PageHeading title={family.title} />
      {family.children.length ? (
        <ul className="family-children">
          {family.children.map((child) => (
            <li key={child.segmentationId}>
              <Link to={familyPath(locale.prefix, child)} className="chip">
                {child.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {offers?.length ? <FamilyOffers offers={offers} /> : null}
      <ListingView listing={listing} query={query} defaultSort="popular" />
    </>
  );
}
