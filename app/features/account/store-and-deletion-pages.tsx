import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { useHydrated } from "../../ui/use-hydrated";
import { constraintsOf } from "../../ui/form-constraints";
import { markHydrated } from "../../ui/hydration-mark";
import type { FinderData } from "../stores/finder-data";
import { PlaceFinder } from "../stores/place-finder";

import { AnswerNotice, Notice } from "./page-states";
import { useForm } from "../../lib/use-form";

/** Deleting the account (a ticked box, then the button), or, once deleted, reactivating it. */
export function DeletionPage({ title, data }: { title: string; data: { deleted: boolean; email: string } }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { fetcher, answer, errors, busy } = useForm("account", {
    key: "account-deletion",
    intents: ["delete-account", "reactivate"],
    toast: "done",
  });
  const hydrated = useHydrated();
  if (data.deleted) {
    return (
      <>
        <PageHeading
          title={m.account_deleted_title({}, options)}
          intro={m.account_deleted_intro({ email: data.email }, options)}
        />
        <AnswerNotice answer={answer} />
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reactivate" />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {m.account_reactivate({}, options)}
          </button>
        </fetcher.Form>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <ul className="account-list">
        <li>{m.account_delete_consequence_orders({}, options)}</li>
        <li>{m.account_delete_consequence_loyalty({}, options)}</li>
        <li>{m.account_delete_consequence_back({}, options)}</li>
      </ul>
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="delete-account" />
        {/* The unticked box says so under itself: no summary box with nothing in it. */}
        <Notice answer={answer && !answer.ok && !errors.confirm ? answer : null} />
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirm"
            id="delete-confirm"
            {...constraintsOf("account", "delete-account", "confirm")}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? "delete-confirm-error" : undefined}
          />
          <span>{m.account_delete_confirm({}, options)}</span>
        </label>
        {errors.confirm ? (
          <p id="delete-confirm-error" className="field__error">
            {errors.confirm}
          </p>
        ) : null}
        <div className="account-form__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy} ref={markHydrated}>
            {m.account_delete_title({}, options)}
          </button>
          <Link to={href(locale.prefix, "account-dashboard")}>{m.account_keep_account({}, options)}</Link>
        </div>
      </fetcher.Form>
    </>
  );
}

export interface PreferredStoreData {
  offered: boolean;
  current: { id: string; name: string; lines: string[]; href: string } | null;
  finder: FinderData | null;
}

/** The preferred store: the one chosen, and the place finder to choose another (PUT accounts-self with preferredStore). */
export function PreferredStorePage({ title, data }: { title: string; data: PreferredStoreData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { fetcher, answer, busy } = useForm("account", {
    key: "account-store",
    intents: ["preferred-store"],
    toast: "done",
  });
  if (!data.offered || !data.finder) {
    return (
      <>
        <PageHeading title={title} />
        <p>{m.account_store_not_here({}, options)}</p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} intro={m.account_store_intro({}, options)} />
      <AnswerNotice answer={answer} />
      <section className="account-card account-store" aria-labelledby="store-current">
        <h2 id="store-current">{m.account_store_current({}, options)}</h2>
        {data.current ? (
          <>
            <p>
              <Link to={data.current.href}>{data.current.name}</Link>
            </p>
            <address>
              {data.current.lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </>
        ) : (
          <p>{m.account_store_none({}, options)}</p>
        )}
      </section>
      <fetcher.Form method="post" id="preferred-store-form">
        <input type="hidden" name="intent" value="preferred-store" />
      </fetcher.Form>
      <PlaceFinder
        data={data.finder}
        action={href(locale.prefix, "account-store")}
        choice={(place) =>
          place.id === data.current?.id ? (
            <p className="account-badge">{m.account_store_chosen({}, options)}</p>
          ) : (
            <button
              type="submit"
              form="preferred-store-form"
              name="storeId"
              value={place.id}
              className="button"
              disabled={busy}
            >
              {m.account_store_choose({}, options)}
              <span className="visually-hidden"> : {place.name}</span>
            </button>
          )
        }
      />
    </>
  );
}
