import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";

interface Movement {
  id: string;
  date: string;
  label: string;
  where: string | null;
  points: string;
  gained: boolean;
}

function Movements({ movements, caption }: { movements: Movement[]; caption: string }) {
  const options = useMessageOptions();
  return (
    <table className="account-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.loyalty_date({}, options)}</th>
          <th scope="col">{m.loyalty_movement({}, options)}</th>
          <th scope="col" className="account-table__number">
            {m.loyalty_points_heading({}, options)}
          </th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td>{movement.date}</td>
            <td>
              {movement.label}
              {movement.where ? <span className="account-table__note">{movement.where}</span> : null}
            </td>
            <td className="account-table__number">{movement.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface LoyaltyData {
  programme: boolean;
  scale?: number;
  card?: {
    number: string;
    since: string | null;
    balance: number;
    toNext: number;
    voucherReady: boolean;
    progress: number;
    movements: Movement[];
    moreMovements: boolean;
  } | null;
  offers?: { id: string; title: string; description: string; cost: string; until: string; outOfStock: boolean }[];
}

export function LoyaltyPage({ title, data }: { title: string; data: LoyaltyData }) {
  const locale = useLocale();
  const options = useMessageOptions();
  if (!data.programme) {
    return (
      <>
        <PageHeading title={title} />
        <p>{m.loyalty_not_here({}, options)}</p>
      </>
    );
  }
  if (!data.card) {
    return (
      <>
        <PageHeading title={title} intro={m.loyalty_join_intro({ scale: data.scale ?? 1 }, options)} />
        <ul className="account-list">
          <li>{m.loyalty_benefit_points({ scale: data.scale ?? 1 }, options)}</li>
          <li>{m.loyalty_benefit_vouchers({}, options)}</li>
          <li>{m.loyalty_benefit_birthday({}, options)}</li>
        </ul>
        <p>{m.loyalty_join_how({}, options)}</p>
        <p>
          <Link className="button" to={href(locale.prefix, "cart")}>
            {m.loyalty_join_cta({}, options)}
          </Link>
        </p>
      </>
    );
  }
  const { card } = data;
  return (
    <>
      <PageHeading title={title} />
      <section className="loyalty-card" aria-labelledby="loyalty-card-title">
        <h2 id="loyalty-card-title">{m.loyalty_card_number({ number: card.number }, options)}</h2>
        {card.since ? <p>{m.loyalty_since({ date: card.since }, options)}</p> : null}
        <p className="account-big-number">{m.loyalty_points({ points: card.balance }, options)}</p>
        {card.voucherReady ? <p>{m.loyalty_voucher_ready({}, options)}</p> : null}
        <p id="loyalty-next">{m.loyalty_to_next({ points: card.toNext }, options)}</p>
        <div
          className="loyalty-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={card.progress}
          aria-labelledby="loyalty-next"
        >
          <span style={{ width: `${card.progress}%` }} />
        </div>
        <p>{m.loyalty_scale({ scale: data.scale ?? 1 }, options)}</p>
      </section>
      {card.movements.length ? <Movements movements={card.movements} caption={m.loyalty_latest({}, options)} /> : null}
      <p>
        <Link to={href(locale.prefix, "account-loyalty-history")}>{m.loyalty_all_movements({}, options)}</Link>
      </p>
      {data.offers?.length ? (
        <section aria-labelledby="loyalty-offers">
          <h2 id="loyalty-offers">{m.loyalty_offers({}, options)}</h2>
          <ul className="account-addresses">
            {data.offers.map((offer) => (
              <li key={offer.id} className="account-card">
                <h3>{offer.title}</h3>
                <p>{offer.description}</p>
                <p>
                  <strong>{offer.cost}</strong> · {m.loyalty_until({ date: offer.until }, options)}
                </p>
                {offer.outOfStock ? (
                  <p className="account-table__note">{m.loyalty_offer_out_of_stock({}, options)}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <p>{m.loyalty_offers_how({}, options)}</p>
        </section>
      ) : null}
    </>
  );
}

export function LoyaltyHistoryPage({
  title,
  data,
}: {
  title: string;
  data: { balance: number; movements: Movement[]; page: number; pages: number };
}) {
  const locale = useLocale();
  const options = useMessageOptions();
  const pageHref = (page: number) =>
    `${href(locale.prefix, "account-loyalty-history")}${page > 1 ? `?page=${page}` : ""}`;
  return (
    <>
      <PageHeading title={title} intro={m.loyalty_points({ points: data.balance }, options)} />
      <Movements
        movements={data.movements}
        caption={m.loyalty_page_of({ page: data.page, pages: data.pages }, options)}
      />
      {data.pages > 1 ? (
        <nav className="account-pager" aria-label={m.loyalty_pages({}, options)}>
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} rel="prev">
              {m.loyalty_newer({}, options)}
            </Link>
          ) : null}
          {data.page < data.pages ? (
            <Link to={pageHref(data.page + 1)} rel="next">
              {m.loyalty_older({}, options)}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p>
        <Link to={href(locale.prefix, "account-loyalty")}>{m.account_loyalty_title({}, options)}</Link>
      </p>
    </>
  );
}
