import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { TextField } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import { AddressFields, ErrorSummary, SelectField, type Choice } from "../checkout/address-form";
import type { AddressValues } from "../checkout/address-form.server";
import { accountPath, addressPath } from "./account-pages";
import { PASSWORD_MIN } from "./profile";
import { AddressLines as Lines, AnswerNotice, SavedNotice } from "./page-states";
import { useAccountForm } from "./use-account-form";

/**
 * The account's settings pages: personal data, password, delivery addresses, billing address
 * and bank details. Each form posts its intent to its own page: with scripts it saves in place
 * (a toast, or errors in a focused summary and under each field); without them the same form
 * posts and the server answers with a redirect (PRG).
 */

function useOptions() {
  const locale = useLocale();
  return { locale, options: { locale: locale.language } };
}


export interface SettingsData {
  person: { name: string; email: string; birthday: string | null; gender: string | null; phone: string | null; channel: string | null; fiscalNumber: string | null };
  hasPassword: boolean;
  billing: string[] | null;
  iban: string | null;
}

export function SettingsPage({ title, data }: { title: string; data: SettingsData }) {
  const { locale, options } = useOptions();
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
            <Link to={accountPath(locale.prefix, "edit")}>{m.account_change_details({}, options)}</Link>
            {data.hasPassword ? <Link to={accountPath(locale.prefix, "change-password")}>{m.account_change_password_title({}, options)}</Link> : null}
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-addresses">
          <h2 id="settings-addresses">{m.account_delivery_addresses_title({}, options)}</h2>
          <p className="account-card__links">
            <Link to={accountPath(locale.prefix, "delivery-addresses")}>{m.account_manage_addresses({}, options)}</Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-billing">
          <h2 id="settings-billing">{m.account_billing_address_title({}, options)}</h2>
          {data.billing ? <Lines lines={data.billing} /> : <p>{m.account_none_yet({}, options)}</p>}
          <p className="account-card__links">
            <Link to={accountPath(locale.prefix, "billing-address")}>{data.billing ? m.account_change({}, options) : m.account_add({}, options)}</Link>
          </p>
        </section>
        <section className="account-card" aria-labelledby="settings-bank">
          <h2 id="settings-bank">{m.account_bank_details_title({}, options)}</h2>
          {data.iban ? <p className="account-iban">{data.iban}</p> : <p>{m.account_none_yet({}, options)}</p>}
          <p className="account-card__links">
            <Link to={accountPath(locale.prefix, "bank-details")}>{data.iban ? m.account_change({}, options) : m.account_add({}, options)}</Link>
          </p>
        </section>
      </div>
    </>
  );
}

export interface ProfileFormData {
  values: Record<string, string>;
  email: string;
  fiscalNumber: boolean;
  phoneCountries: Choice[];
  genders: Choice[];
  channels: Choice[];
}

export function ProfilePage({ title, data }: { title: string; data: ProfileFormData }) {
  const { options } = useOptions();
  const { fetcher, answer, errors, values: typed, busy } = useAccountForm("account-profile", ["profile"]);
  const hydrated = useHydrated();
  const values = typed ?? data.values;
  const optional = m.field_optional({}, options);
  const labels = {
    firstName: m.checkout_first_name({}, options),
    lastName: m.checkout_last_name({}, options),
    gender: m.account_gender({}, options),
    birthday: m.account_birthday({}, options),
    phoneCountry: m.checkout_phone_country({}, options),
    phone: m.checkout_phone({}, options),
    preferredChannel: m.account_channel({}, options),
    fiscalNumber: m.account_fiscal_number({}, options),
  };
  const none = { value: "", label: m.account_not_said({}, options) };
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="profile" />
        {answer && !answer.ok ? <ErrorSummary section="profile" message={answer.message} errors={errors} labels={labels} /> : null}
        <div className="address-fields__row">
          <TextField id="profile-firstName" name="firstName" label={labels.firstName} optionalLabel={optional} defaultValue={values.firstName} autoComplete="given-name" maxLength={40} required error={errors.firstName} />
          <TextField id="profile-lastName" name="lastName" label={labels.lastName} optionalLabel={optional} defaultValue={values.lastName} autoComplete="family-name" maxLength={40} required error={errors.lastName} />
        </div>
        <TextField id="profile-email" name="email" label={m.account_email({}, options)} optionalLabel={optional} defaultValue={data.email} readOnly required aria-describedby="profile-email-note" />
        <p id="profile-email-note" className="field__note">
          {m.account_email_note({}, options)}
        </p>
        <div className="address-fields__row">
          <SelectField id="profile-gender" name="gender" label={labels.gender} choices={[none, ...data.genders]} defaultValue={values.gender} error={errors.gender} autoComplete="sex" />
          <TextField id="profile-birthday" name="birthday" type="date" label={labels.birthday} optionalLabel={optional} defaultValue={values.birthday} autoComplete="bday" error={errors.birthday} />
        </div>
        <div className="address-fields__row">
          <SelectField id="profile-phoneCountry" name="phoneCountry" label={labels.phoneCountry} choices={[none, ...data.phoneCountries]} defaultValue={values.phoneCountry} error={errors.phoneCountry} autoComplete="tel-country-code" />
          <TextField id="profile-phone" name="phone" type="tel" inputMode="tel" label={labels.phone} optionalLabel={optional} defaultValue={values.phone} autoComplete="tel-national" maxLength={20} error={errors.phone} />
        </div>
        <SelectField id="profile-preferredChannel" name="preferredChannel" label={labels.preferredChannel} choices={[none, ...data.channels]} defaultValue={values.preferredChannel} error={errors.preferredChannel} />
        {data.fiscalNumber ? (
          <TextField id="profile-fiscalNumber" name="fiscalNumber" label={labels.fiscalNumber} optionalLabel={optional} defaultValue={values.fiscalNumber} autoComplete="off" maxLength={20} error={errors.fiscalNumber} />
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export function PasswordPage({ title, hasPassword }: { title: string; hasPassword: boolean }) {
  const { locale, options } = useOptions();
  const { fetcher, answer, errors, busy } = useAccountForm("account-password", ["password"]);
  const hydrated = useHydrated();
  const optional = m.field_optional({}, options);
  const labels = { oldPassword: m.account_password_current({}, options), newPassword: m.account_password_new({}, options), confirmPassword: m.account_password_confirm({}, options) };
  if (!hasPassword) {
    return (
      <>
        <PageHeading title={title} />
        <p>{m.account_password_none({}, options)}</p>
        <p>
          <Link to={accountPath(locale.prefix, "settings")}>{m.account_settings_title({}, options)}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="password" />
        {answer && !answer.ok ? <ErrorSummary section="password" message={answer.message} errors={errors} labels={labels} /> : null}
        <TextField id="password-oldPassword" name="oldPassword" type="password" label={labels.oldPassword} optionalLabel={optional} autoComplete="current-password" required error={errors.oldPassword} />
        <TextField id="password-newPassword" name="newPassword" type="password" label={labels.newPassword} optionalLabel={optional} autoComplete="new-password" minLength={PASSWORD_MIN} required error={errors.newPassword} aria-describedby="password-rule" />
        <p id="password-rule" className="field__note">
          {m.account_password_rule({ min: PASSWORD_MIN }, options)}
        </p>
        <TextField id="password-confirmPassword" name="confirmPassword" type="password" label={labels.confirmPassword} optionalLabel={optional} autoComplete="new-password" required error={errors.confirmPassword} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export interface AddressFormData {
  id: string | null;
  favorite: boolean;
  values: AddressValues;
  countries: Choice[];
  phoneCountries: Choice[];
}

export function AddressFormPage({ title, data }: { title: string; data: AddressFormData }) {
  const { options } = useOptions();
  const { fetcher, answer, errors, values: typed, busy } = useAccountForm("account-address", ["address-save"]);
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="address-save" />
        {data.id ? <input type="hidden" name="id" value={data.id} /> : null}
        {answer && !answer.ok ? <ErrorSummary section="shipping" message={answer.message} errors={errors} /> : null}
        <AddressFields section="shipping" values={typed ?? data.values} errors={errors} countries={data.countries} phoneCountries={data.phoneCountries} phoneRequired={false} />
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
  const { locale, options } = useOptions();
  const { fetcher, answer, busy } = useAccountForm("account-address-delete", ["address-delete"]);
  return (
    <>
      <PageHeading title={title} />
      <p>{m.account_delete_address_question({}, options)}</p>
      <Lines lines={data.lines} />
      {answer && !answer.ok ? (
        <p role="alert" className="error-summary">
          {answer.message}
        </p>
      ) : null}
      <fetcher.Form method="post" className="account-form__actions">
        <input type="hidden" name="intent" value="address-delete" />
        <input type="hidden" name="id" value={data.id ?? ""} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_delete_address_confirm({}, options)}
        </button>
        <Link to={accountPath(locale.prefix, "delivery-addresses")}>{m.account_keep_address({}, options)}</Link>
      </fetcher.Form>
    </>
  );
}

export function BillingAddressPage({ title, data }: { title: string; data: { values: AddressValues; countries: Choice[] } }) {
  const { options } = useOptions();
  const { fetcher, answer, errors, values: typed, busy } = useAccountForm("account-billing", ["billing-address"]);
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="billing-address" />
        {answer && !answer.ok ? <ErrorSummary section="billing" message={answer.message} errors={errors} /> : null}
        <AddressFields section="billing" values={typed ?? data.values} errors={errors} countries={data.countries} phoneCountries={[]} phoneRequired={false} streetOnly />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export function BankDetailsPage({ title, data }: { title: string; data: { iban: string | null } }) {
  const { options } = useOptions();
  const { fetcher, answer, errors, values: typed, busy } = useAccountForm("account-iban", ["iban"]);
  const hydrated = useHydrated();
  const label = m.account_iban({}, options);
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated}>
        <input type="hidden" name="intent" value="iban" />
        {answer && !answer.ok ? <ErrorSummary section="bank" message={answer.message} errors={errors} labels={{ iban: label }} /> : null}
        <TextField
          id="bank-iban"
          name="iban"
          label={label}
          optionalLabel={m.field_optional({}, options)}
          defaultValue={typed?.iban ?? data.iban ?? ""}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={42}
          required
          error={errors.iban}
          aria-describedby="bank-iban-note"
        />
        <p id="bank-iban-note" className="field__note">
          {m.account_iban_note({}, options)}
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

/** An address id the customer does not have (any more): said, with the way back to the list (404). */
export function AddressGone({ title }: { title: string }) {
  const { locale, options } = useOptions();
  return (
    <>
      <PageHeading title={title} />
      <p role="alert">{m.account_gone({}, options)}</p>
      <p>
        <Link to={accountPath(locale.prefix, "delivery-addresses")}>{m.account_delivery_addresses_title({}, options)}</Link>
      </p>
    </>
  );
}
