import { useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { ReturnToField } from "../../ui/return-to-field";
import { useHydrated } from "../../ui/use-hydrated";
import { useFlash } from "../shell/use-shell";
import { AddressFields, ErrorSummary } from "./address-form";
import type { CheckoutAnswer } from "./answer";
import type { BillingData } from "./billing.server";
import { OrderSummaryAside } from "./order-summary";

/**
 * Step 3, the billing address: one form, posted to this page. With scripts the answer comes back
 * in place (errors in a focused summary and under each field) and a saved address goes on to the
 * delivery step; without them the same form posts and the server answers with a redirect.
 */
export function BillingPage({ data }: { data: BillingData }) {
  const options = useMessageOptions();
  const fetcher = useFetcher<CheckoutAnswer>({ key: "checkout-billing" });
  const flashed = useFlash().checkout ?? undefined;
  const answer = fetcher.data ?? (flashed?.intent === "billing" ? flashed : undefined);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.next) navigate(fetcher.data.next);
  }, [fetcher.state, fetcher.data, navigate]);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return (
    <div className="checkout">
      <h1>{m.order_billing_title({}, options)}</h1>
      <div className="checkout__grid">
        <fetcher.Form method="post" className="checkout__form" noValidate={hydrated}>
          <input type="hidden" name="intent" value="billing" />
          <input type="hidden" name="version" value={data.version} />
          <ReturnToField />
          {answer && !answer.ok ? <ErrorSummary section="billing" message={answer.message} errors={errors} /> : null}
          <AddressFields section="billing" values={answer?.values ?? data.values} errors={errors} countries={data.countries} phoneCountries={data.phoneCountries} phoneRequired={false} />
          <button type="submit" className="button checkout__next" disabled={fetcher.state !== "idle"}>
            {m.checkout_to_delivery({}, options)}
          </button>
        </fetcher.Form>
        <OrderSummaryAside summary={data.summary} />
      </div>
    </div>
  );
}
