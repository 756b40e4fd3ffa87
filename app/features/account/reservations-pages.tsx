import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { AnswerNotice } from "./page-states";
import { useForm } from "../../lib/use-form";

interface Reservation {
  id: string;
  store: string;
  status: string;
  open: boolean;
  ready: boolean;
  madeOn: string;
  pickupBy: string;
  lines: { sku: string; name: string; detail: string; pictureUrl: string; href: string; quantity: number }[];
}

/** In-store reservations: where, what, until when; cancelled while still to collect. */
export function ReservationsPage({
  title,
  data,
}: {
  title: string;
  data: { offered: boolean; reservations: Reservation[] };
}) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { fetcher, answer, busy } = useForm("account", {
    key: "account-reservation",
    intents: ["reservation-cancel"],
    toast: "done",
  });
  if (!data.offered) {
    return (
      <>
        <PageHeading title={title} />
        <p>{m.reservations_not_here({}, options)}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} intro={m.reservations_intro({}, options)} />
      <AnswerNotice answer={answer} />
      {data.reservations.length === 0 ? <p>{m.reservations_none({}, options)}</p> : null}
      <ul className="account-reservations">
        {data.reservations.map((reservation) => (
          <li key={reservation.id} className="account-card">
            <h2>{m.reservations_at({ store: reservation.store }, options)}</h2>
            <p>
              <strong>{reservation.status}</strong> · {m.reservations_made_on({ date: reservation.madeOn }, options)}
            </p>
            {reservation.open ? (
              <p>
                {reservation.ready
                  ? m.reservations_collect_by({ date: reservation.pickupBy }, options)
                  : m.reservations_preparing({}, options)}
              </p>
            ) : null}
            <ul className="saved-products">
              {reservation.lines.map((line) => (
                <li key={line.sku} className="saved-product saved-product--compact">
                  <img src={`${line.pictureUrl}?w=599`} alt="" width={48} height={64} loading="lazy" />
                  <div>
                    <Link to={line.href} className="saved-product__name">
                      {line.name}
                    </Link>
                    <p>{line.detail}</p>
                    <p>{m.checkout_summary_quantity({ quantity: line.quantity }, options)}</p>
                  </div>
                </li>
              ))}
            </ul>
            {reservation.open ? (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="reservation-cancel" />
                <input type="hidden" name="reservationId" value={reservation.id} />
                <button type="submit" className="button button--secondary" disabled={busy}>
                  {m.reservations_cancel({}, options)}
                  <span className="visually-hidden">
                    {" "}
                    : {reservation.store}, {reservation.madeOn}
                  </span>
                </button>
              </fetcher.Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Invoices and receipts to download (`myDownloads`). */
export function DownloadsPage({
  title,
  data,
}: {
  title: string;
  data: { offered: boolean; documents: { id: string; label: string; date: string; url: string }[] };
}) {
  const options = { locale: useLocale().language };
  return (
    <>
      <PageHeading title={title} intro={data.offered ? m.downloads_intro({}, options) : undefined} />
      {!data.offered ? (
        <p>{m.downloads_not_here({}, options)}</p>
      ) : data.documents.length === 0 ? (
        <p>{m.downloads_none({}, options)}</p>
      ) : null}
      {data.documents.length ? (
        <ul className="order-list">
          {data.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} download={`${document.id}.pdf`} type="application/pdf">
                <span className="order-list__number">{document.label}</span>
                <span className="order-list__total">PDF</span>
                <span className="order-list__meta">{document.date}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
