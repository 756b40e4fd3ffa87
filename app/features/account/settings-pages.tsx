import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { TextField } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import { checkBeforeSubmit } from "../../ui/form-validity";
import { ErrorSummary } from "../../ui/error-summary";
import { constraintsOf } from "../../ui/form-constraints";
import { AddressFields, type Choice } from "../addresses/address-form";
import type { AddressValues } from "../addresses/address-fields";

import { AddressLines as Lines, SavedNotice } from "./page-states";
import { accountFieldLabels } from "./field-labels";
import { useForm } from "../../lib/use-form";
import { ibanMask, isValidIban } from "./iban";

/**
 * The account's settings: the overview, the billing address and the bank details (personal data
 * in profile-pages, delivery addresses in address-pages and address-list-page). Each form posts its intent to its own page: with scripts it saves in place
 * (a toast, or errors in a focused summary and under each field); without them the same form
 * posts and the server answers with a redirect (PRG).
 */

export interface SettingsData {
  person: {
    name: string;
    email: string;
    birthday: string | null;
    gender: string | null;
    phone: string | null;
    channel: string | null;
    fiscalNumber: string | null;
  };
  hasPassword: boolean;
  billing: string[] | null;
  iban: string | null;
}

export function SettingsPage({ title, data }: { title: string; data: SettingsData }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const facts: [string, string | null][] = [
    [m.account_name({}, options), data.person.name],
    [m.account_email({}, options), data.person.email],
    [m.account_birthday({}, options), data.person.birthday],
    [m.account_gender({}, options), data.person.gender],
    [m.checkout_phone({}, options), data.person.phone],
    [m.account_channel({}, options), data.person.channel],
    [m.account_fiscal_number({}, options), data.person.fiscalNumber],
  ];
  return (
    <>
      <PageHeading title={title} />
      <SavedNotice />
      <div className="account-cards">
        <section className="account-card" aria-labelledby="settings-person">
          <h2 id="settings-person">{m.account_personal_data({}, options)}</h2>
          <dl className="account-facts">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <p className="account-card__links">
            <Link to={href(locale.prefix, "account-edit")}>{m.account_change_details({}, options)}</Link>
            {data.hasPassword ? (
              <Link to={href(locale.prefix, "account-change-password")}>
                {m.account_change_password_title({}, options)}
              </Link>
            ) : null}
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-addresses">
          <h2 id="settings-addresses">{m.account_delivery_addresses_title({}, options)}</h2>
          <p className="account-card__links">
            <Link to={href(locale.prefix, "account-delivery-addresses")}>
              {m.account_manage_addresses({}, options)}
            </Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-billing">
          <h2 id="settings-billing">{m.account_billing_address_title({}, options)}</h2>
          {data.billing ? <Lines lines={data.billing} /> : <p>{m.account_none_yet({}, options)}</p>}
          <p className="account-card__links">
            <Link to={href(locale.prefix, "account-billing-address")}>
              {data.billing ? m.account_change({}, options) : m.account_add({}, options)}
            </Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-bank">
          <h2 id="settings-bank">{m.account_bank_details_title({}, options)}</h2>
          {data.iban ? <p className="account-iban">{data.iban}</p> : <p>{m.account_none_yet({}, options)}</p>}
          <p className="account-card__links">
            <Link to={href(locale.prefix, "account-bank-details")}>
              {data.iban ? m.account_change({}, options) : m.account_add({}, options)}
            </Link>
          </p>
        </section>
      </div>
      {/* Reachable from the account, not only by typing its address (issue 27). */}
      <p className="account-delete-link">
        <Link to={href(locale.prefix, "account-delete")}>{m.account_delete_title({}, options)}</Link>
      </p>
    </>
  );
}

export function BillingAddressPage({
  title,
  data,
}: {
  title: string;
  data: { values: AddressValues; countries: Choice[]; elsewhere: { message: string; lines: string[] } | null };
}) {
  const options = useMessageOptions();
  const {
    fetcher,
    answer,
    errors,
    values: typed,
    busy,
  } = useForm("account", { key: "account-billing", intents: ["billing-address"], toast: "done" });
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
        <input type="hidden" name="intent" value="billing-address" />
        <ErrorSummary answer={answer} section="billing" labels={accountFieldLabels("billing-address", options)} />
        {data.elsewhere ? (
          <div className="notice notice--info">
            <p>{data.elsewhere.message}</p>
            <Lines lines={data.elsewhere.lines} />
          </div>
        ) : null}
        <AddressFields
          section="billing"
          values={typed ?? data.values}
          errors={errors}
          countries={data.countries}
          phoneCountries={[]}
          phoneRequired={false}
          streetOnly
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export function BankDetailsPage({ title, data }: { title: string; data: { iban: string | null } }) {
  const options = useMessageOptions();
  const {
    fetcher,
    answer,
    errors,
    values: typed,
    busy,
  } = useForm("account", { key: "account-iban", intents: ["iban"], toast: "done" });
  const hydrated = useHydrated();
  const labels = accountFieldLabels("iban", options);
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
        <input type="hidden" name="intent" value="iban" />
        <ErrorSummary answer={answer} section="bank" labels={labels} />
        <TextField
          id="bank-iban"
          name="iban"
          label={labels.iban}
          optionalLabel={m.field_optional({}, options)}
          defaultValue={typed?.iban ?? ""}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          {...constraintsOf("account", "iban", "iban")}
          mask={ibanMask}
          // The schema's checksum rule, run as the customer types (no pattern can say it).
          check={isValidIban}
          formatMessage={m.account_iban_invalid({}, options)}
          error={errors.iban}
          aria-describedby="bank-iban-note"
        />
        <p id="bank-iban-note" className="field__note">
          {data.iban ? `${m.account_iban_current({ iban: data.iban }, options)} ` : null}
          {m.account_iban_note({}, options)}
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}
