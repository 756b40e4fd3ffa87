import { href } from "../../pages/href";
import { useCallback, useEffect, useState } from "react";
import { type FetcherWithComponents, Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { alertOrder } from "./alerts-order";
import type { AlertsData } from "./alerts.server";
import type { AccountAnswer, AlertRef } from "./answer";
import { Notice } from "./page-states";
import { useFlashedAnswer } from "../../lib/use-flash";
import { useForm } from "../../lib/use-form";

/** How long a deleted alert waits for its undo (spec 4). */
export const ALERT_UNDO_MS = 4000;

type Alert = AlertsData["alerts"][number];

/** The undo: a form re-creating the alert; with scripts in place, without them by a plain post. */
function RestoreForm({ alert, fetcher }: { alert: AlertRef; fetcher: FetcherWithComponents<AccountAnswer> }) {
  const options = { locale: useLocale().language };
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="alert-restore" />
      <input type="hidden" name="sku" value={alert.sku} />
      <input type="hidden" name="productId" value={alert.productId} />
      <input type="hidden" name="optionId" value={alert.optionId} />
      <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
        {m.cart_undo({}, options)}
      </button>
    </fetcher.Form>
  );
}

/**
 * One alert. Deleted, it stays in its place as a banner for 4 seconds with its undo (spec 4: the
 * deleted state is held with its list position), then goes; undone, it is the alert again.
 */
function AlertRow({ alert, onGone }: { alert: Alert; onGone: (sku: string) => void }) {
  const options = { locale: useLocale().language };
  // A refused deletion is a toast; a refused undo too, and a done one (the alert is back in its place).
  // A plain post's answers are the page's (AlertsPage).
  const { fetcher: remove } = useForm("account", {
    key: `alert-delete-${alert.sku}`,
    intents: ["alert-delete"],
    toast: "refused",
    saysFlashed: false,
  });
  const { fetcher: restore } = useForm("account", {
    key: `alert-restore-${alert.sku}`,
    intents: ["alert-restore"],
    toast: "every",
    saysFlashed: false,
  });
  const [state, setState] = useState<"shown" | "held" | "gone">("shown");
  useEffect(() => {
    if (remove.state !== "idle" || !remove.data?.ok) return;
    setState("held");
    const timer = setTimeout(() => setState((current) => (current === "held" ? "gone" : current)), ALERT_UNDO_MS);
    return () => clearTimeout(timer);
  }, [remove.state, remove.data]);
  useEffect(() => {
    if (state === "gone") onGone(alert.sku);
  }, [state, alert.sku, onGone]);
  useEffect(() => {
    if (restore.state === "idle" && restore.data?.ok) setState("shown");
  }, [restore.state, restore.data]);
  if (state === "gone") return null;
  if (state === "held") {
    return (
      <li className="undo-banner" role="status">
        <span>{m.alerts_deleted_named({ name: alert.name, size: alert.detail }, options)}</span>
        <RestoreForm alert={alert} fetcher={restore} />
      </li>
    );
  }
  return (
    <li className="saved-product">
      <img src={`${alert.pictureUrl}?w=599`} alt="" width={72} height={96} loading="lazy" />
      <div>
        <Link to={alert.href} className="saved-product__name">
          {alert.name}
        </Link>
        <p>{alert.detail}</p>
        <p>{alert.price}</p>
        <p className={alert.inStock ? "saved-product__back" : "saved-product__waiting"}>
          {alert.inStock ? m.alerts_back_in_stock({}, options) : m.alerts_waiting({}, options)}
        </p>
      </div>
      <remove.Form method="post">
        <input type="hidden" name="intent" value="alert-delete" />
        <input type="hidden" name="sku" value={alert.sku} />
        <button
          type="submit"
          className="button button--secondary"
          disabled={remove.state !== "idle"}
          aria-label={m.alerts_delete_named({ name: alert.name, size: alert.detail }, options)}
        >
          {m.account_delete({}, options)}
        </button>
      </remove.Form>
    </li>
  );
}

export function AlertsPage({ title, data }: { title: string; data: AlertsData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  // Without scripts a deletion comes back here flashed, with its undo for 4 seconds (hidden by CSS).
  const flashed = useFlashedAnswer("account");
  const { fetcher: restore, answer: restored } = useForm("account", {
    key: "alert-restore-flashed",
    intents: ["alert-restore"],
    saysFlashed: false,
  });
  const deleted = flashed?.intent === "alert-delete" && flashed.ok && flashed.restore ? flashed.restore : null;
  // Rows deleted a moment ago keep their place (and their undo) when the list is read again for
  // another alert's undo; each hides itself once its 4 seconds are over.
  const [rows, setRows] = useState(data.alerts);
  useEffect(() => {
    setRows((previous) => {
      const current = new Set(data.alerts.map((alert) => alert.sku));
      return [...data.alerts, ...previous.filter((alert) => !current.has(alert.sku))].sort(alertOrder(locale.hrefLang));
    });
  }, [data.alerts, locale.hrefLang]);
  const forget = useCallback((sku: string) => setRows((previous) => previous.filter((alert) => alert.sku !== sku)), []);
  return (
    <>
      <PageHeading title={title} intro={m.alerts_intro({}, options)} />
      <Notice answer={flashed?.intent.startsWith("alert") && !deleted ? flashed : null} />
      {deleted && !restored ? (
        <div className="undo-banner undo--timed" role="status">
          <span>{flashed!.message}</span>
          <RestoreForm alert={deleted} fetcher={restore} />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p>
          {m.alerts_none({}, options)}{" "}
          <Link to={href(locale.prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
        </p>
      ) : (
        <ul className="saved-products">
          {rows.map((alert) => (
            <AlertRow key={alert.sku} alert={alert} onGone={forget} />
          ))}
        </ul>
      )}
    </>
  );
}
