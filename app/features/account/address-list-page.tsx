import { href } from "../../pages/href";
import { Link } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale, useMessageOptions } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";

import { AddressLines as Lines, SavedNotice } from "./page-states";
import { useForm } from "../../lib/use-form";

export interface AddressListData {
  addresses: { id: string; favorite: boolean; lines: string[] }[];
}

export function AddressListPage({ title, data }: { title: string; data: AddressListData }) {
  const locale = useLocale();
  const options = useMessageOptions();
  const { fetcher } = useForm("account", { key: "account-favourite", intents: ["address-favourite"], toast: "done" });
  return (
    <>
      <PageHeading title={title} />
      <SavedNotice />
      {data.addresses.length === 0 ? <p>{m.account_no_addresses({}, options)}</p> : null}
      <ul className="account-addresses">
        {data.addresses.map((address) => (
          <li key={address.id} className="account-card">
            {address.favorite ? <p className="account-badge">{m.account_favourite({}, options)}</p> : null}
            <Lines lines={address.lines} />
            <p className="account-card__links">
              <Link
                to={href(locale.prefix, "editDeliveryAddresses", { id: address.id })}
                aria-label={m.account_edit_address({ address: address.lines.slice(0, 2).join(", ") }, options)}
              >
                {m.account_change({}, options)}
              </Link>
              <Link
                to={href(locale.prefix, "account-delivery-address-delete", { id: address.id })}
                aria-label={m.account_delete_address({ address: address.lines.slice(0, 2).join(", ") }, options)}
              >
                {m.account_delete({}, options)}
              </Link>
            </p>
            {address.favorite ? null : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="address-favourite" />
                <input type="hidden" name="id" value={address.id} />
                <button type="submit" className="button button--secondary">
                  {m.account_make_favourite({}, options)}
                  <span className="visually-hidden"> : {address.lines.slice(0, 2).join(", ")}</span>
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link className="button" to={href(locale.prefix, "createDeliveryAddresses")}>
          {m.account_add_address({}, options)}
        </Link>
      </p>
    </>
  );
}
