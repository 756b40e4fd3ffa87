import { href } from "../../pages/href";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { ReturnToField } from "../../ui/return-to-field";
import { TextField } from "../../ui/text-field";
import { useHydrated } from "../../ui/use-hydrated";
import { checkBeforeSubmit } from "../../ui/form-validity";
import { PlaceFinder } from "../stores/place-finder";
import { ErrorSummary } from "../../ui/error-summary";
import { AddressFields, characterCount, phoneFieldShape } from "../addresses/address-form";
import { constraintsOf } from "../../ui/form-constraints";
import type { DeliveryData } from "./delivery.server";
import { OrderSummaryAside } from "../cart-model/order-summary";
import { checkoutFieldLabels } from "./field-labels";
import { useForm } from "../../lib/use-form";

const PLACE_FORM = "delivery-place";

/** The country and the method: a GET form (the page shows what the method needs), sent as soon as a choice changes. */
function MethodChoice({ data, action }: { data: DeliveryData; action: string }) {
  const options = { locale: useLocale().language };
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      action={action}
      className="delivery-methods"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {data.countries.length > 1 ? (
        <div className="field">
          <label htmlFor="delivery-country" className="field__label">
            {m.checkout_delivery_country({}, options)}
          </label>
          <select
            id="delivery-country"
            name="country"
            className="field__input"
            defaultValue={data.country}
            autoComplete="shipping country"
          >
            {data.countries.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="country" value={data.country} />
      )}
      <fieldset>
        <legend className="field__label">{m.checkout_delivery_method({}, options)}</legend>
        {data.methodsFailed ? <p role="alert">{m.checkout_methods_unavailable({}, options)}</p> : null}
        <ul className="delivery-methods__list">
          {data.methods.map((method) => (
            <li key={method.key}>
              <label className="delivery-method">
                <input type="radio" name="method" value={method.key} defaultChecked={method.key === data.method} />
                <span className="delivery-method__name">
                  {method.name}
                  {method.cheapest ? (
                    <span className="delivery-method__badge">{m.checkout_delivery_cheapest({}, options)}</span>
                  ) : null}
                </span>
                {method.arrival ? <span className="delivery-method__arrival">{method.arrival}</span> : null}
                <span className="delivery-method__price">
                  {method.regularPrice ? <s>{method.regularPrice}</s> : null} {method.price}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {/* Scripts send the choice at once; without them this button does. */}
      {hydrated ? null : (
        <button type="submit" className="button button--secondary">
          {m.checkout_delivery_show({}, options)}
        </button>
      )}
    </Form>
  );
}

/**
 * Step 4, delivery: the method (with price, threshold and arrival), then where to: a saved or new
 * address for home and express, a store, pickup point or locker through the place finder. Each
 * destination form posts to this page; done, the shopper goes on to the overview or the payment.
 */
export function DeliveryPage({ data }: { data: DeliveryData }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { fetcher, answer, errors } = useForm("checkout", { key: "checkout-delivery", intents: ["delivery"] });
  const hydrated = useHydrated();
  const [addressId, setAddressId] = useState(data.addresses[0]?.id ?? "new");
  const action = href(locale.prefix, "order-delivery");
  const busy = fetcher.state !== "idle";
  const hidden = (
    <>
      <input type="hidden" name="intent" value="delivery" />
      <input type="hidden" name="method" value={data.method ?? ""} />
      <input type="hidden" name="country" value={data.country} />
      <input type="hidden" name="version" value={data.version} />
      <ReturnToField />
    </>
  );
  const home = data.method === "NO" || data.method === "EX";
  // High-street pickup's receiver is named by the address form's rules for names (filled: the method needs them).
  const receiverRules = {
    firstName: constraintsOf("address", "address", "firstName"),
    lastName: constraintsOf("address", "address", "lastName"),
  };
  const query = data.finder?.query;
  return (
    <div className="checkout">
      <h1>{m.order_delivery_title({}, options)}</h1>
      <div className="checkout__grid">
        <div className="checkout__form">
          <MethodChoice data={data} action={action} />
          {/* Below the methods: a plain post's refusal (a pickup point chosen far down the list) lands on it. */}
          <ErrorSummary answer={answer} section="shipping" labels={checkoutFieldLabels("delivery", options)} />
          {home ? (
            <fetcher.Form
              method="post"
              action={action}
              noValidate={hydrated}
              onSubmit={checkBeforeSubmit}
              className="delivery-destination"
            >
              {hidden}
              {data.addresses.length ? (
                <fieldset aria-describedby={errors.addressId ? "shipping-addressId-error" : undefined}>
                  <legend className="field__label">{m.checkout_delivery_address({}, options)}</legend>
                  {errors.addressId ? (
                    <p id="shipping-addressId-error" className="field__error">
                      {errors.addressId}
                    </p>
                  ) : null}
                  <ul className="delivery-addresses">
                    {data.addresses.map((address, index) => (
                      <li key={address.id}>
                        <label>
                          <input
                            type="radio"
                            name="addressId"
                            // The error summary's link to the group lands on its first choice.
                            id={index === 0 ? "shipping-addressId" : undefined}
                            value={address.id}
                            checked={addressId === address.id}
                            onChange={() => setAddressId(address.id)}
                          />
                          <span>
                            <strong>{address.name}</strong>
                            {address.favorite ? (
                              <span className="delivery-method__badge">{m.checkout_favourite({}, options)}</span>
                            ) : null}
                            {address.lines.map((line) => (
                              <span key={line}>{line}</span>
                            ))}
                          </span>
                        </label>
                      </li>
                    ))}
                    <li>
                      <label>
                        <input
                          type="radio"
                          name="addressId"
                          value="new"
                          checked={addressId === "new"}
                          onChange={() => setAddressId("new")}
                        />
                        <span>{m.checkout_new_address({}, options)}</span>
                      </label>
                    </li>
                  </ul>
                </fieldset>
              ) : (
                <input type="hidden" name="addressId" value="new" />
              )}
              {/* Without scripts the new address is always there, used when "a new address" is chosen. */}
              {addressId === "new" || !hydrated ? (
                <AddressFields
                  section="shipping"
                  values={answer?.values ?? data.values}
                  errors={errors}
                  countries={data.countries.filter((choice) => choice.value === data.country)}
                  phoneCountries={data.phoneCountries}
                  phoneRequired={data.phoneRequired}
                />
              ) : null}
              <button type="submit" className="button checkout__next" disabled={busy}>
                {data.next === "overview" ? m.checkout_to_overview({}, options) : m.checkout_to_payment({}, options)}
              </button>
            </fetcher.Form>
          ) : null}
          {data.method === "VI" ? (
            <fetcher.Form method="post" action={action} className="delivery-destination">
              {hidden}
              <p>{m.checkout_delivery_by_email({}, options)}</p>
              <button type="submit" className="button checkout__next" disabled={busy}>
                {data.next === "overview" ? m.checkout_to_overview({}, options) : m.checkout_to_payment({}, options)}
              </button>
            </fetcher.Form>
          ) : null}
          {data.finder && data.method ? (
            <>
              <fetcher.Form
                method="post"
                action={action}
                id={PLACE_FORM}
                className="delivery-destination"
                noValidate={hydrated}
                onSubmit={checkBeforeSubmit}
              >
                {hidden}
                {query?.by === "text" ? <input type="hidden" name="q" value={query.text} /> : null}
                {query?.by === "position" ? (
                  <input type="hidden" name="near" value={`${query.position.lat},${query.position.lon}`} />
                ) : null}
                <input type="hidden" name="phoneCountry" value={data.values.phoneCountry ?? ""} />
                {data.receiver ? (
                  <fieldset className="address-fields">
                    <legend className="field__label">{m.checkout_receiver({}, options)}</legend>
                    <div className="address-fields__row">
                      <TextField
                        id="shipping-firstName"
                        name="firstName"
                        label={m.checkout_first_name({}, options)}
                        optionalLabel={m.field_optional({}, options)}
                        defaultValue={answer?.values?.firstName ?? data.values.firstName ?? ""}
                        autoComplete="section-shipping shipping given-name"
                        {...receiverRules.firstName}
                        characterCount={characterCount(receiverRules.firstName.maxLength, options)}
                        error={errors.firstName}
                      />
                      <TextField
                        id="shipping-lastName"
                        name="lastName"
                        label={m.checkout_last_name({}, options)}
                        optionalLabel={m.field_optional({}, options)}
                        defaultValue={answer?.values?.lastName ?? data.values.lastName ?? ""}
                        autoComplete="section-shipping shipping family-name"
                        {...receiverRules.lastName}
                        characterCount={characterCount(receiverRules.lastName.maxLength, options)}
                        error={errors.lastName}
                      />
                    </div>
                  </fieldset>
                ) : null}
                <TextField
                  id="shipping-phone"
                  name="phone"
                  type="tel"
                  label={m.checkout_phone({}, options)}
                  optionalLabel={m.field_optional({}, options)}
                  defaultValue={answer?.values?.phone ?? data.phone}
                  autoComplete="section-shipping shipping tel"
                  {...constraintsOf("checkout", "delivery", "phone")}
                  required={data.phoneRequired}
                  error={errors.phone}
                  {...phoneFieldShape(data.values.phoneCountry ?? "", hydrated, options)}
                />
              </fetcher.Form>
              <PlaceFinder
                data={data.finder}
                action={action}
                params={{ method: data.method, country: data.country }}
                choice={(place) => (
                  <button
                    type="submit"
                    form={PLACE_FORM}
                    name="placeId"
                    value={place.id}
                    className="button"
                    disabled={busy}
                  >
                    {m.checkout_deliver_here({}, options)}
                  </button>
                )}
              />
            </>
          ) : null}
        </div>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
