import { m } from "../../paraglide/messages.js";
import { useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { AnswerNotice } from "./page-states";
import { useForm } from "../../lib/use-form";

export function SubscriptionsPage({
  title,
  data,
}: {
  title: string;
  data: { subscriptions: { type: string; label: string; note: string; checked: boolean }[] };
}) {
  const options = useMessageOptions();
  const { fetcher, answer, busy } = useForm("account", {
    key: "account-subscriptions",
    intents: ["subscriptions"],
    toast: "done",
  });
  return (
    <>
      <PageHeading title={title} intro={m.account_subscriptions_intro({}, options)} />
      <AnswerNotice answer={answer} />
      <fetcher.Form method="post" className="account-form">
        <input type="hidden" name="intent" value="subscriptions" />
        <fieldset className="payment-subscriptions">
          <legend className="field__label">{m.account_subscriptions_legend({}, options)}</legend>
          {data.subscriptions.map((subscription) => (
            <label key={subscription.type} className="checkbox checkbox--described">
              <input
                type="checkbox"
                name={`subscription-${subscription.type}`}
                defaultChecked={subscription.checked}
                aria-describedby={`subscription-${subscription.type}-note`}
              />
              <span>
                {subscription.label}
                <span id={`subscription-${subscription.type}-note`} className="account-table__note">
                  {subscription.note}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {m.account_save({}, options)}
        </button>
      </fetcher.Form>
    </>
  );
}
