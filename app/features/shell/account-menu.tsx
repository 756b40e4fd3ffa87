import { href } from "../../pages/href";
import { Link, useLocation } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Icon } from "../../ui/icon";
import { useHoverIntent } from "../../ui/use-hover-intent";
import { markHydrated } from "../../ui/hydration-mark";
import { useShell, withReturnTo } from "./use-shell";
import { useFlow } from "../../pages/page-type";
import { SignOutForm } from "../auth/sign-out-form";

/** The account entry: a connected / not-connected marker and the customer menu (spec 2.6). */
export function AccountMenu() {
  const shell = useShell();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const flow = useFlow();
  const { open, container, toggle } = useHoverIntent();
  const options = { locale: locale.language };
  const dashboard = href(locale.prefix, "account-dashboard");
  const signedIn = Boolean(shell?.signedIn);
  const label = signedIn ? m.header_account_connected({}, options) : m.header_account_not_connected({}, options);
  return (
    <div className="popover-host" {...container}>
      <a
        href={dashboard}
        className="site-header__action"
        aria-expanded={open}
        aria-controls="customer-menu"
        onClick={toggle}
        ref={markHydrated}
        data-connected={signedIn}
      >
        <span className="account-marker">
          <Icon name="user" />
          <span
            className={signedIn ? "account-marker__dot account-marker__dot--on" : "account-marker__dot"}
            aria-hidden="true"
          />
        </span>
        <span className="site-header__label">{m.shell_account({}, options)}</span>
        <span className="visually-hidden">, {label}</span>
      </a>
      <div id="customer-menu" className="popover" hidden={!open}>
        {signedIn ? (
          <>
            <p className="popover__title">
              {shell?.customer?.firstName
                ? m.header_greeting({ name: shell.customer.firstName }, options)
                : m.shell_account({}, options)}
            </p>
            <ul className="popover__links">
              <li>
                <Link to={dashboard}>{m.account_dashboard_title({}, options)}</Link>
              </li>
              <li>
                <Link to={href(locale.prefix, "account-orders")}>{m.account_orders_title({}, options)}</Link>
              </li>
              <li>
                <Link to={href(locale.prefix, "account-wishlist")}>{m.account_wishlist_title({}, options)}</Link>
              </li>
              <li>
                <Link to={href(locale.prefix, "account-settings")}>{m.account_settings_title({}, options)}</Link>
              </li>
              <li>
                <SignOutForm className="popover__sign-out" />
              </li>
            </ul>
          </>
        ) : (
          <>
            <p className="popover__title">{m.header_sign_in_title({}, options)}</p>
            <a
              className="button popover__cta"
              href={shell ? withReturnTo(shell.signInUrl, pathname, search, flow) : dashboard}
            >
              {m.header_sign_in({}, options)}
            </a>
            {shell ? (
              <a
                className="button button--secondary popover__cta"
                href={withReturnTo(shell.createAccountUrl, pathname, search)}
              >
                {m.header_create_account({}, options)}
              </a>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
