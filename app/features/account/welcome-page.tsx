import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";

export function WelcomePage({ data }: { data: { firstName: string; from: string | null } }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const steps: [string, string, string][] = [
    [
      href(locale.prefix, "account-edit"),
      m.welcome_step_details({}, options),
      m.welcome_step_details_note({}, options),
    ],
    [
      href(locale.prefix, "createDeliveryAddresses"),
      m.welcome_step_address({}, options),
      m.welcome_step_address_note({}, options),
    ],
    [
      href(locale.prefix, "account-subscriptions"),
      m.welcome_step_news({}, options),
      m.welcome_step_news_note({}, options),
    ],
  ];
  return (
    <>
      <PageHeading
        title={
          data.firstName ? m.welcome_hello({ name: data.firstName }, options) : m.account_welcome_title({}, options)
        }
        intro={m.welcome_intro({}, options)}
      />
      <ol className="account-steps">
        {steps.map(([href, label, note]) => (
          <li key={href} className="account-card">
            <Link to={href}>{label}</Link>
            <p>{note}</p>
          </li>
        ))}
      </ol>
      <p className="account-card__links">
        {data.from ? <Link to={data.from}>{m.welcome_back_to({}, options)}</Link> : null}
        <Link to={href(locale.prefix, "index")}>{m.checkout_continue_shopping({}, options)}</Link>
      </p>
    </>
  );
}
