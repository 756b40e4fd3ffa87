import { useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { ReadFailed } from "../../ui/read-failed";
import type { AdvantagesData } from "../loyalty/advantages.server";

type Offer = AdvantagesData["personal"][number];

function Offers({ id, title, offers }: { id: string; title: string; offers: Offer[] }) {
  const options = useMessageOptions();
  if (!offers.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="account-addresses">
        {offers.map((offer) => (
          <li key={offer.id} className="account-card">
            <p className="account-badge">{offer.benefit}</p>
            <h3>{offer.title}</h3>
            <p>{offer.description}</p>
            {offer.code ? (
              <p>
                {m.advantages_code({}, options)} <strong className="advantages-code">{offer.code}</strong>
              </p>
            ) : null}
            <p className="account-table__note">{m.loyalty_until({ date: offer.until }, options)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Personal offers, then everyone's, and the legal notices under them. */
export function AdvantagesPage({ title, data }: { title: string; data: AdvantagesData }) {
  const options = useMessageOptions();
  const { pathname } = useLocation();
  const none = !data.personal.length && !data.collective.length;
  return (
    <>
      <PageHeading title={title} intro={m.advantages_intro({}, options)} />
      {data.failed ? <ReadFailed retryHref={pathname} /> : null}
      {!data.failed && none ? <p>{m.advantages_none({}, options)}</p> : null}
      <Offers id="advantages-personal" title={m.advantages_personal({}, options)} offers={data.personal} />
      <Offers id="advantages-collective" title={m.advantages_collective({}, options)} offers={data.collective} />
      {data.notices.length && !none ? (
        <section className="advantages-notices" aria-labelledby="advantages-notices">
          <h2 id="advantages-notices">{m.advantages_notices({}, options)}</h2>
          {data.notices.map((notice) => (
            <p key={notice.id}>
              <strong>{notice.title}</strong> {notice.text}
            </p>
          ))}
        </section>
      ) : null}
    </>
  );
}
