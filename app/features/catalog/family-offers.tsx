import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import type { OfferView } from "../loyalty/advantages.server";

/** The signed-in customer's offers for this family, above the grid, with the way to all of them. */
export function FamilyOffers({ offers }: { offers: OfferView[] }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  return (
    <section className="family-offers" aria-labelledby="family-offers-title">
      <h2 id="family-offers-title">{m.family_offers_title({}, options)}</h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id} className="family-offers__offer">
            <strong>{offer.benefit}</strong> {offer.title}
            {offer.code ? (
              <span className="family-offers__code">
                {" "}
                {m.advantages_code({}, options)} <strong>{offer.code}</strong>
              </span>
            ) : null}
            <span className="family-offers__until"> · {m.loyalty_until({ date: offer.until }, options)}</span>
          </li>
        ))}
      </ul>
      <Link to={href(locale.prefix, "account-advantages")}>{m.family_offers_all({}, options)}</Link>
    </section>
  );
}
