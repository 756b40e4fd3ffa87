import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { useHydrated } from "../../ui/use-hydrated";
import { checkBeforeSubmit } from "../../ui/form-validity";
import { ErrorSummary } from "../../ui/error-summary";
import { AddressFields, type Choice } from "../addresses/address-form";
import type { AddressValues } from "../addresses/address-fields";

import { AddressLines as Lines, Notice } from "./page-states";
import { accountFieldLabels } from "./field-labels";
import { useForm } from "../../lib/use-form";

/**
 * A delivery address's form, its deletion's confirmation, and the page of one that is gone. Each form posts its intent to its own page: with scripts it saves in place (a toast,
 * or errors in a focused summary and under each field); without them the same form posts and the
 * server answers with a redirect (PRG).
 */

export interface AddressFormData {
  id: string | null;
  favorite: boolean;
  values: AddressValues;
  countries: Choice[];
  phoneCountries: Choice[];
}

export function AddressFormPage({ title, data }: { title: string; data: AddressFormData }) {
  const options = useMessageOptions();
  const {
    fetcher,
    answer,
    errors,
    values: typed,
    busy,
  } = useForm("account", { key: "account-address", intents: ["address-save"], toast: "done" });
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
        <input type="hidden" name="intent" value="address-save" />
        {data.id ? <input type="hidden" name="id" value={data.id} /> : null}
        <ErrorSummary answer={answer} section="shipping" labels={accountFieldLabels("address-save", options)} />
        <AddressFields
          section="shipping"
          values={typed ?? data.values}
          errors={errors}
          countries={data.countries}
          phoneCountries={data.phoneCountries}
          phoneRequired={false}
        />
        <label className="checkbox">
          <input type="checkbox" name="favorite" defaultChecked={typed ? typed.favorite === "on" : data.favorite} />
          <span>{m.account_make_favourite({}, options)}</span>
        </label>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export function DeleteAddressPage({ title, data }: { title: string; data: { id: string | null; lines: string[] } }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const { fetcher, answer, busy } = useForm("account", {
    key: "account-address-delete",
    intents: ["address-delete"],
    toast: "done",
  });
  return (
    <>
      <PageHeading title={title} />
      <p>{m.account_delete_address_question({}, options)}</p>
      <Lines lines={data.lines} />
      <Notice answer={answer && !answer.ok ? answer : null} />
      <fetcher.Form method="post" className="account-form__actions">
        <input type="hidden" name="intent" value="address-delete" />
        <input type="hidden" name="id" value={data.id ?? ""} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_delete_address_confirm({}, options)}
        </button>
        <Link to={href(locale.prefix, "account-delivery-addresses")}>{m.account_keep_address({}, options)}</Link>
      </fetcher.Form>
    </>
  );
}

/** An address id the customer does not have (any more): said, with the way back to the list (404). */
export function AddressGone({ title }: { title: string }) {
  const locale = useLocale();
  const options = useMessageOptions();
  return (
    <>
      <PageHeading title={title} />
      <p role="alert">{m.account_gone({}, options)}</p>
      <p>
        <Link to={href(locale.prefix, "account-delivery-addresses")}>
          {m.account_delivery_addresses_title({}, options)}
        </Link>
      </p>
    </>
  );
}
