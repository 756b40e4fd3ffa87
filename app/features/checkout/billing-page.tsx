import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { ReturnToField } from "../../ui/return-to-field";
import { useHydrated } from "../../ui/use-hydrated";
import { checkBeforeSubmit } from "../../ui/form-validity";
import { ErrorSummary } from "../../ui/error-summary";
import { AddressFields } from "../addresses/address-form";
import type { BillingData } from "./billing.server";
import { OrderSummaryAside } from "../cart-model/order-summary";
import { checkoutFieldLabels } from "./field-labels";
import { useForm } from "../../lib/use-form";

/**
 * Step 3, the billing address: one form, posted to this page. With scripts the answer comes back
 * in place (errors in a focused summary and under each field) and a saved address goes on to the
 * delivery step; without them the same form posts and the server answers with a redirect.
 */
export function BillingPage({ data }: { data: BillingData }) {
  const options = useMessageOptions();
  const { fetcher, answer, errors } = useForm("checkout", { key: "checkout-billing", intents: ["billing"] });
  const hydrated = useHydrated();
  return (
    <div className="checkout">
      <h1>{m.order_billing_title({}, options)}</h1>
      <div className="checkout__grid">
        <fetcher.Form method="post" className="checkout__form" noValidate={hydrated} onSubmit={checkBeforeSubmit}>
          <input type="hidden" name="intent" value="billing" />
          <input type="hidden" name="version" value={data.version} />
          <ReturnToField />
          <ErrorSummary answer={answer} section="billing" labels={checkoutFieldLabels("billing", options)} />
          {data.elsewhere && !answer ? <p className="notice notice--info">{data.elsewhere}</p> : null}
          <AddressFields
            section="billing"
            values={answer?.values ?? data.values}
            errors={errors}
            countries={data.countries}
            phoneCountries={data.phoneCountries}
            phoneRequired={false}
          />
          <button type="submit" className="button checkout__next" disabled={fetcher.state !== "idle"}>
            {m.checkout_to_delivery({}, options)}
          </button>
        </fetcher.Form>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
