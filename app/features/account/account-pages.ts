import { m } from "../../paraglide/messages.js";
import type { Message } from "../../lib/i18n";
import type { PAGES, PageName } from "../../pages/table";

/** The account's pages: the page table's entries in the account layout (pages/table.ts). */
type AccountPageName = {
  [Name in PageName]: (typeof PAGES)[Name]["layout"] extends "account" ? Name : never;
}[PageName];

/**
 * Titles of the account pages, by route name (spec 2.4): one per page of the account layout (a
 * page added there without a title does not compile). Every account page takes its title from
 * here, so the messages travel as one chunk (the shell's account menu shares a few of them).
 */
export const ACCOUNT_PAGE_TITLES = {
  account: m.account_title,
  "account-advantages": m.account_advantages_title,
  "account-alerts": m.account_alerts_title,
  "account-change-password": m.account_change_password_title,
  "account-dashboard": m.account_dashboard_title,
  "account-delete": m.account_delete_title,
  "account-downloads": m.account_downloads_title,
  "account-loyalty": m.account_loyalty_title,
  "account-loyalty-history": m.account_loyalty_history_title,
  "account-orders": m.account_orders_title,
  "account-reservations": m.account_reservations_title,
  "account-settings": m.account_settings_title,
  "account-bank-details": m.account_bank_details_title,
  "account-billing-address": m.account_billing_address_title,
  "account-delivery-addresses": m.account_delivery_addresses_title,
  createDeliveryAddresses: m.account_create_delivery_address_title,
  editDeliveryAddresses: m.account_edit_delivery_address_title,
  "account-delivery-address-delete": m.account_delivery_addresses_title,
  "account-edit": m.account_edit_title,
  "account-store": m.account_store_title,
  "account-subscriptions": m.account_subscriptions_title,
  "account-welcome": m.account_welcome_title,
  "account-wishlist": m.account_wishlist_title,
} satisfies Record<AccountPageName, Message>;

/** The account menu, in the order shoppers look for things. */
export const ACCOUNT_MENU = [
  "account-dashboard",
  "account-orders",
  "account-reservations",
  "account-wishlist",
  "account-alerts",
  "account-loyalty",
  "account-advantages",
  "account-subscriptions",
  "account-settings",
  "account-store",
  "account-downloads",
] as const satisfies readonly AccountPageName[];

/** Menu entries a site offers only with its flag on (the page itself then says it is not offered). */
const FLAGGED_ENTRIES: Partial<Record<(typeof ACCOUNT_MENU)[number], "loyalty" | "myDownloads" | "wishlist">> = {
  "account-loyalty": "loyalty",
  "account-downloads": "myDownloads",
  "account-wishlist": "wishlist",
};

/** The account menu of a site: what its flags switch off is not offered (issue 27: the English site has no loyalty card). */
export function accountMenuFor(flags: Partial<Record<"loyalty" | "myDownloads" | "wishlist", boolean>> | undefined) {
  return ACCOUNT_MENU.filter((name) => {
    const flag = FLAGGED_ENTRIES[name];
    return !flag || flags?.[flag] !== false;
  });
}
