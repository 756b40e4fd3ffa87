import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import type { OrderListEntry } from "../orders/order-view.server";
import { accountPath } from "./account-pages";
import { AnswerNotice } from "./settings-pages";
import { useAccountForm } from "./use-account-form";

/** The account's overview pages: the dashboard, the welcome page, loyalty and its history, subscriptions. */

function useOptions() {
  const locale = useLocale();
  return { locale, options: { locale: locale.language } };
}

export interface DashboardData {
  firstName: string;
  loyalty: { cardHolder: boolean; points: number | null } | null;
  lastPurchase: "new" | string | null;
  lastOrder: OrderListEntry | null;
  wishlist: boolean;
}

export function DashboardPage({ data }: { data: DashboardData }) {
  const { locale, options } = useOptions();
  const base = `/${locale.prefix}/account`;
  const shortcuts: [string, string][] = [
    [`${base}/orders`, m.account_orders_title({}, options)],
    [accountPath(locale.prefix, "settings"), m.account_settings_title({}, options)],
    [accountPath(locale.prefix, "delivery-addresses"), m.account_delivery_addresses_title({}, options)],
    ...(data.wishlist ? ([[`${base}/wishlist`, m.account_wishlist_title({}, options)]] as [string, string][]) : []),
    [`${base}/subscriptions`, m.account_subscriptions_title({}, options)],
    [`${base}/store`, m.account_store_title({}, options)],
  ];
  return (
    <>
      <PageHeading title={data.firstName ? m.dashboard_hello({ name: data.firstName }, options) : m.account_dashboard_title({}, options)} />
      <div className="account-cards">
        {data.loyalty ? (
          <section className="account-card" aria-labelledby="dashboard-loyalty">
            <h2 id="dashboard-loyalty">{m.account_loyalty_title({}, options)}</h2>
            {data.loyalty.cardHolder ? (
              data.loyalty.points === null ? null : <p className="account-big-number">{m.loyalty_points({ points: data.loyalty.points }, options)}</p>
            ) : (
              <p>{m.loyalty_join_short({}, options)}</p>
            )}
            <p className="account-card__links">
              <Link to={`${base}/loyalty`}>{data.loyalty.cardHolder ? m.loyalty_see_card({}, options) : m.loyalty_discover({}, options)}</Link>
            </p>
          </section>
        ) : null}
        <section className="account-card" aria-labelledby="dashboard-purchases">
          <h2 id="dashboard-purchases">{m.dashboard_purchases({}, options)}</h2>
          {data.lastPurchase === "new" ? <p>{m.dashboard_no_purchase({}, options)}</p> : data.lastPurchase ? <p>{m.dashboard_last_purchase({ date: data.lastPurchase }, options)}</p> : null}
          {data.lastOrder ? (
            <p>
              <Link to={`${base}/orders?order=${encodeURIComponent(data.lastOrder.number)}`}>
                {m.dashboard_last_order({ number: data.lastOrder.number, date: data.lastOrder.placedOn }, options)}
              </Link>{" "}
              · {data.lastOrder.status} · {data.lastOrder.total}
            </p>
          ) : null}
          <p className="account-card__links">
            <Link to={`/${locale.prefix}`}>{m.checkout_continue_shopping({}, options)}</Link>
          </p>
        </section>
      </div>
      <nav className="account-shortcuts" aria-label={m.dashboard_shortcuts({}, options)}>
        <ul>
          {shortcuts.map(([href, label]) => (
            <li key={href}>
              <Link to={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function WelcomePage({ data }: { data: { firstName: string; from: string | null } }) {
  const { locale, options } = useOptions();
  const steps: [string, string, string][] = [
    [accountPath(locale.prefix, "edit"), m.welcome_step_details({}, options), m.welcome_step_details_note({}, options)],
    [accountPath(locale.prefix, "create-delivery-address"), m.welcome_step_address({}, options), m.welcome_step_address_note({}, options)],
    [`/${locale.prefix}/account/subscriptions`, m.welcome_step_news({}, options), m.welcome_step_news_note({}, options)],
  ];
  return (
    <>
      <PageHeading title={data.firstName ? m.welcome_hello({ name: data.firstName }, options) : m.account_welcome_title({}, options)} intro={m.welcome_intro({}, options)} />
      <ol className="account-steps">
        {steps.map(([href, label, note]) => (
          <li key={href} className="account-card">
            <Link to={href}>{label}</Link>
            <p>{note}</p>
          </li>
        ))}
      </ol>
      <p className="account-card__links">
        {data.from ? <Link to={data.from}>{m.welcome_back_to({}, options)}</Link> : null}
        <Link to={`/${locale.prefix}`}>{m.checkout_continue_shopping({}, options)}</Link>
      </p>
    </>
  );
}

interface Movement {
  id: string;
  date: string;
  label: string;
  where: string | null;
  points: string;
  gained: boolean;
}

function Movements({ movements, caption }: { movements: Movement[]; caption: string }) {
  const { options } = useOptions();
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
  const { locale, options } = useOptions();
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
          <Link className="button" to={`/${locale.prefix}/cart`}>
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
        <div className="loyalty-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={card.progress} aria-labelledby="loyalty-next">
          <span style={{ width: `${card.progress}%` }} />
        </div>
        <p>{m.loyalty_scale({ scale: data.scale ?? 1 }, options)}</p>
      </section>
      {card.movements.length ? <Movements movements={card.movements} caption={m.loyalty_latest({}, options)} /> : null}
      <p>
        <Link to={`/${locale.prefix}/account/loyalty/history`}>{m.loyalty_all_movements({}, options)}</Link>
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
                {offer.outOfStock ? <p className="account-table__note">{m.loyalty_offer_out_of_stock({}, options)}</p> : null}
              </li>
            ))}
          </ul>
          <p>{m.loyalty_offers_how({}, options)}</p>
        </section>
      ) : null}
    </>
  );
}

export function LoyaltyHistoryPage({ title, data }: { title: string; data: { balance: number; movements: Movement[]; page: number; pages: number } }) {
  const { locale, options } = useOptions();
  const pageHref = (page: number) => `/${locale.prefix}/account/loyalty/history${page > 1 ? `?page=${page}` : ""}`;
  return (
    <>
      <PageHeading title={title} intro={m.loyalty_points({ points: data.balance }, options)} />
      <Movements movements={data.movements} caption={m.loyalty_page_of({ page: data.page, pages: data.pages }, options)} />
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
        <Link to={`/${locale.prefix}/account/loyalty`}>{m.account_loyalty_title({}, options)}</Link>
      </p>
    </>
  );
}

export function SubscriptionsPage({ title, data }: { title: string; data: { subscriptions: { type: string; label: string; note: string; checked: boolean }[] } }) {
  const { options } = useOptions();
  const { fetcher, answer, busy } = useAccountForm("account-subscriptions", ["subscriptions"]);
  return (
    <>
      <PageHeading title={title} intro={m.account_subscriptions_intro({}, options)} />
      <AnswerNotice answer={answer} />
      <fetcher.Form method="post" className="account-form">
        <input type="hidden" name="intent" value="subscriptions" />
        <fieldset className="payment-subscriptions">
          <legend className="field__label">{m.account_subscriptions_legend({}, options)}</legend>
          {data.subscriptions.map((subscription) => (
            <label key={subscription.type} className="checkbox checkbox--described">
              <input type="checkbox" name={`subscription-${subscription.type}`} defaultChecked={subscription.checked} aria-describedby={`subscription-${subscription.type}-note`} />
              <span>
                {subscription.label}
                <span id={`subscription-${subscription.type}-note`} className="account-table__note">
                  {subscription.note}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}
