import { href } from "../../pages/href";
import { useState } from "react";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { TextField } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import { checkBeforeSubmit } from "../../ui/form-validity";
import { ErrorSummary } from "../../ui/error-summary";
import { constraintsOf } from "../../ui/form-constraints";
import type { FORM_CONSTRAINTS } from "../../ui/form-constraints.generated";
import { characterCount, phoneFieldShape, SelectField, shownChoice, type Choice } from "../addresses/address-form";
import { accountFieldLabels } from "./field-labels";
import { PASSWORD_MIN } from "./profile";
import { useForm } from "../../lib/use-form";

/**
 * Personal data and the password. Each form posts its intent to its own page: with scripts it saves in place (a toast,
 * or errors in a focused summary and under each field); without them the same form posts and the
 * server answers with a redirect (PRG).
 */

/** Each field's constraints are its form's schema's (intents.ts), generated. */
const profileRules = (field: keyof (typeof FORM_CONSTRAINTS)["account"]["profile"]) =>
  constraintsOf("account", "profile", field);
const passwordRules = (field: keyof (typeof FORM_CONSTRAINTS)["account"]["password"]) =>
  constraintsOf("account", "password", field);

export interface ProfileFormData {
  values: Record<string, string>;
  email: string;
  fiscalNumber: boolean;
  phoneCountries: Choice[];
  genders: Choice[];
  channels: Choice[];
}

export function ProfilePage({ title, data }: { title: string; data: ProfileFormData }) {
  const options = useMessageOptions();
  const {
    fetcher,
    answer,
    errors,
    values: typed,
    busy,
  } = useForm("account", { key: "account-profile", intents: ["profile"], toast: "done" });
  const hydrated = useHydrated();
  const values = typed ?? data.values;
  const optional = m.field_optional({}, options);
  const labels = accountFieldLabels("profile", options);
  const none = { value: "", label: m.account_not_said({}, options) };
  // The phone's mask follows its country (spec 5), as in the address form.
  const [phoneCountry, setPhoneCountry] = useState(() =>
    shownChoice([none, ...data.phoneCountries], values.phoneCountry),
  );
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
        <input type="hidden" name="intent" value="profile" />
        <ErrorSummary answer={answer} section="profile" labels={labels} />
        <div className="address-fields__row">
          <TextField
            id="profile-firstName"
            name="firstName"
            label={labels.firstName}
            optionalLabel={optional}
            defaultValue={values.firstName}
            autoComplete="given-name"
            {...profileRules("firstName")}
            characterCount={characterCount(profileRules("firstName").maxLength, options)}
            error={errors.firstName}
          />
          <TextField
            id="profile-lastName"
            name="lastName"
            label={labels.lastName}
            optionalLabel={optional}
            defaultValue={values.lastName}
            autoComplete="family-name"
            {...profileRules("lastName")}
            characterCount={characterCount(profileRules("lastName").maxLength, options)}
            error={errors.lastName}
          />
        </div>
        <TextField
          id="profile-email"
          name="email"
          label={m.account_email({}, options)}
          optionalLabel={optional}
          defaultValue={data.email}
          readOnly
          required
          aria-describedby="profile-email-note"
        />
        <p id="profile-email-note" className="field__note">
          {m.account_email_note({}, options)}
        </p>
        <div className="address-fields__row">
          <SelectField
            id="profile-gender"
            name="gender"
            label={labels.gender}
            choices={[none, ...data.genders]}
            defaultValue={values.gender}
            error={errors.gender}
            autoComplete="sex"
          />
          <TextField
            id="profile-birthday"
            name="birthday"
            {...profileRules("birthday")}
            label={labels.birthday}
            optionalLabel={optional}
            defaultValue={values.birthday}
            autoComplete="bday"
            error={errors.birthday}
          />
        </div>
        <div className="address-fields__row">
          <SelectField
            id="profile-phoneCountry"
            name="phoneCountry"
            label={labels.phoneCountry}
            choices={[none, ...data.phoneCountries]}
            defaultValue={values.phoneCountry}
            error={errors.phoneCountry}
            autoComplete="tel-country-code"
            onChange={setPhoneCountry}
          />
          <TextField
            id="profile-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            label={labels.phone}
            optionalLabel={optional}
            defaultValue={values.phone}
            autoComplete="tel-national"
            {...profileRules("phone")}
            error={errors.phone}
            {...phoneFieldShape(phoneCountry, hydrated, options)}
          />
        </div>
        <SelectField
          id="profile-preferredChannel"
          name="preferredChannel"
          label={labels.preferredChannel}
          choices={[none, ...data.channels]}
          defaultValue={values.preferredChannel}
          error={errors.preferredChannel}
        />
        {data.fiscalNumber ? (
          <TextField
            id="profile-fiscalNumber"
            name="fiscalNumber"
            label={labels.fiscalNumber}
            optionalLabel={optional}
            defaultValue={values.fiscalNumber}
            autoComplete="off"
            {...profileRules("fiscalNumber")}
            formatMessage={m.account_error_fiscal({}, options)}
            error={errors.fiscalNumber}
          />
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}

export function PasswordPage({ title, hasPassword }: { title: string; hasPassword: boolean }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const { fetcher, answer, errors, busy } = useForm("account", {
    key: "account-password",
    intents: ["password"],
    toast: "done",
  });
  const hydrated = useHydrated();
  const optional = m.field_optional({}, options);
  const labels = accountFieldLabels("password", options);
  if (!hasPassword) {
    return (
      <>
        <PageHeading title={title} />
        <p>{m.account_password_none({}, options)}</p>
        <p>
          <Link to={href(locale.prefix, "account-settings")}>{m.account_settings_title({}, options)}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <fetcher.Form method="post" className="account-form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
        <input type="hidden" name="intent" value="password" />
        <ErrorSummary answer={answer} section="password" labels={labels} />
        <TextField
          id="password-oldPassword"
          name="oldPassword"
          type="password"
          label={labels.oldPassword}
          optionalLabel={optional}
          autoComplete="current-password"
          {...passwordRules("oldPassword")}
          error={errors.oldPassword}
        />
        <TextField
          id="password-newPassword"
          name="newPassword"
          type="password"
          label={labels.newPassword}
          optionalLabel={optional}
          autoComplete="new-password"
          {...passwordRules("newPassword")}
          formatMessage={m.account_password_too_short({ min: PASSWORD_MIN }, options)}
          error={errors.newPassword}
          aria-describedby="password-rule"
        />
        <p id="password-rule" className="field__note">
          {m.account_password_rule({ min: PASSWORD_MIN }, options)}
        </p>
        <TextField
          id="password-confirmPassword"
          name="confirmPassword"
          type="password"
          label={labels.confirmPassword}
          optionalLabel={optional}
          autoComplete="new-password"
          {...passwordRules("confirmPassword")}
          error={errors.confirmPassword}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}
