import { useState } from "react";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { maskExample } from "../../ui/mask";
import { TextField, type TextFieldProps } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import type { AddressValues } from "./address-fields";
import { addressLabels } from "./address-labels";
import { constraintsOf } from "../../ui/form-constraints";
import { phoneExample, phoneMask, phonePattern, postcodeMask } from "./address-rules";

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select in the form's layout (labels above, the error under the field). */
export function SelectField({
  id,
  name,
  label,
  choices,
  defaultValue,
  error,
  autoComplete,
  required,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  choices: Choice[];
  defaultValue: string | undefined;
  error?: string;
  autoComplete?: string;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Options = ReturnType<typeof useMessageOptions>;

/** What a select shows for a value: the value when it is one of the choices, else the first choice. */
export const shownChoice = (choices: Choice[], value: string | undefined) =>
  choices.some((choice) => choice.value === value) ? value! : (choices[0]?.value ?? "");

/**
 * A length-limited text field's count of what is typed against its limit, said under it as the
 * shopper types: the browser stops at `maxLength`, and nothing is cut without the shopper seeing it.
 */
export function characterCount(max: number | undefined, options: Options): ((count: number) => string) | undefined {
  return max === undefined ? undefined : (count) => m.field_character_count({ count, max }, options);
}

/**
 * The phone field's mask, pattern and format message for a phone country, once scripts run: the
 * country's national shape where it is fixed, any number in international form (+…, 00…).
 */
export function phoneFieldShape(phoneCountry: string, hydrated: boolean, options: Options): Partial<TextFieldProps> {
  if (!hydrated) return {};
  const example = phoneExample(phoneCountry);
  return {
    mask: (typed: string) => phoneMask(phoneCountry, typed),
    pattern: phonePattern(phoneCountry),
    formatMessage: example ? m.field_error_format({ example }, options) : m.checkout_error_phone({}, options),
  };
}

/**
 * The one address form (billing now; delivery and the account's address pages reuse it): names,
 * three street lines, postcode and town, country, phone with its country; browser autofill by
 * section. Its constraints are its schema's (address-schema.ts); errors come from the server, in
 * the page's language. Once scripts run, the postcode and the phone take the mask of the country
 * chosen (spec 5), and native validity stops a wrong one before it is sent; without scripts the
 * server shapes and checks them alike.
 */
export function AddressFields({
  section,
  values,
  errors = {},
  countries,
  phoneCountries,
  phoneRequired,
  streetOnly = false,
}: {
  section: "billing" | "shipping";
  values: AddressValues;
  errors?: Record<string, string>;
  countries: Choice[];
  phoneCountries: Choice[];
  phoneRequired: boolean;
  /** The street alone, without names and phone (the account's billing address). */
  streetOnly?: boolean;
}) {
  const options = useMessageOptions();
  const optional = m.field_optional({}, options);
  const labels = addressLabels(options);
  const id = (name: string) => `${section}-${name}`;
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  // The masks follow the selects; before scripts run there is none (the pattern of the country
  // first shown would refuse another country's postcode chosen without scripts).
  const hydrated = useHydrated();
  const [country, setCountry] = useState(() => shownChoice(countries, values.country));
  const [phoneCountry, setPhoneCountry] = useState(() => shownChoice(phoneCountries, values.phoneCountry));
  const zipMask = hydrated ? postcodeMask(country) : undefined;
  const shaped: Partial<Record<keyof AddressValues, Partial<TextFieldProps>>> = {
    zipCode: zipMask
      ? { mask: zipMask, formatMessage: m.field_error_format({ example: maskExample(zipMask) }, options) }
      : {},
    phone: phoneFieldShape(phoneCountry, hydrated, options),
  };
  // Each field's constraints are the address form's schema's (address-schema.ts), generated.
  const text = (
    name: Exclude<keyof AddressValues, "country" | "phoneCountry">,
    label: string,
    autoComplete: string,
    extra: { required?: boolean; inputMode?: "tel" | "text"; counted?: boolean } = {},
  ) => {
    const constraints = constraintsOf("address", "address", name);
    return (
      <TextField
        id={id(name)}
        name={name}
        label={label}
        optionalLabel={optional}
        defaultValue={values[name] ?? ""}
        autoComplete={autoComplete}
        error={errors[name]}
        {...constraints}
        required={extra.required ?? constraints.required}
        inputMode={extra.inputMode}
        characterCount={extra.counted ? characterCount(constraints.maxLength, options) : undefined}
        {...shaped[name]}
      />
    );
  };
  return (
    <fieldset className="address-fields">
      {streetOnly ? null : (
        <div className="address-fields__row">
          {text("firstName", labels.firstName, auto("given-name"), { counted: true })}
          {text("lastName", labels.lastName, auto("family-name"), { counted: true })}
        </div>
      )}
      {text("address1", labels.address1, auto("address-line1"), { counted: true })}
      {text("address2", labels.address2, auto("address-line2"), { counted: true })}
      {text("address3", labels.address3, auto("address-line3"), { counted: true })}
      <div className="address-fields__row">
        {text("zipCode", labels.zipCode, auto("postal-code"))}
        {text("city", labels.city, auto("address-level2"), { counted: true })}
      </div>
      <SelectField
        id={id("country")}
        name="country"
        label={labels.country}
        choices={countries}
        defaultValue={values.country}
        error={errors.country}
        autoComplete={auto("country")}
        required={constraintsOf("address", "address", "country").required}
        onChange={setCountry}
      />
      {streetOnly ? null : (
        <div className="address-fields__row">
          <SelectField
            id={id("phoneCountry")}
            name="phoneCountry"
            label={labels.phoneCountry}
            choices={phoneCountries}
            defaultValue={values.phoneCountry}
            error={errors.phoneCountry}
            autoComplete={auto("tel-country-code")}
            onChange={setPhoneCountry}
          />
          {/* Whether a phone is needed follows the delivery method: the site's parameters say it. */}
          {text("phone", labels.phone, auto("tel-national"), { required: phoneRequired, inputMode: "tel" })}
        </div>
      )}
    </fieldset>
  );
}
