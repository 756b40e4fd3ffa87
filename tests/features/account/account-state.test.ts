import { describe, expect, test } from "vitest";
import { accountAction as accountEndpoint } from "../../../app/features/account/actions.server";
import { loadDashboard } from "../../../app/features/account/dashboard.server";
import { loadDeliveryAddresses } from "../../../app/features/account/settings.server";
import { loadDeletion } from "../../../app/features/account/store-and-deletion.server";
import { m } from "../../../app/paraglide/messages.js";
import { answering } from "../../helpers/answers";
import { mockApi } from "../../helpers/mock-api";
import { frenchCustomer, dataPost } from "../../helpers/customer";
import { accountService } from "../../../app/features/account/account.server";

const accountAction = answering(accountEndpoint, "account");
const backend = mockApi();
const fr = { locale: "fr" as const };

const customer = (customerId: string, path: string) => frenchCustomer(backend, customerId, path);

const post = dataPost;

describe("R4.04 the account's states", () => {
  test("deleting marks the account deleted and the dashboard sends it to its way back; reactivating, the customer is read again, active", async () => {
    const context = await customer("C100002", "/fr-fr/account/delete");
    const deletion = (fields: Record<string, string>) =>
      accountAction(post("/fr-fr/account/delete", fields), context(), ["delete-account", "reactivate"]);

    expect(await deletion({ intent: "delete-account" })).toMatchObject({
      data: { ok: false, fieldErrors: { confirm: m.account_delete_confirm_needed({}, fr) } },
    });
    expect((await accountService(context()).customer()).isDeleted).toBe(false);

    expect(await deletion({ intent: "delete-account", confirm: "on" })).toMatchObject({
      data: { ok: true, next: "/fr-fr/account/delete" },
    });
    expect((await accountService(context()).customer()).isDeleted).toBe(true);
    expect(await loadDeletion(context())).toMatchObject({ failed: false, deleted: true });
    const sentBack = await loadDashboard(context()).catch((thrown: unknown) => thrown);
    expect((sentBack as Response).headers.get("Location")).toBe("/fr-fr/account/delete");

    expect(await deletion({ intent: "reactivate" })).toMatchObject({
      data: { ok: true, message: m.account_reactivated({}, fr), next: "/fr-fr/account/dashboard" },
    });
    // The dashboard it goes on to reads the customer again: the account is active, the customer greeted.
    expect(await loadDeletion(context())).toMatchObject({ failed: false, deleted: false });
    const customerData = await accountService(context()).customer();
    expect(await loadDashboard(context())).toMatchObject({ failed: false, firstName: customerData.firstName });
  });

  test("making one delivery address the favourite clears the flag on the others", async () => {
    const context = await customer("C100001", "/fr-fr/account/settings/delivery-addresses");
    const before = await accountService(context()).deliveryAddresses();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const chosen = before.at(-1)!;
    expect(chosen.favorite).toBe(false);

    expect(
      await accountAction(
        post("/fr-fr/account/settings/delivery-addresses", { intent: "address-favourite", id: chosen.id }),
        context(),
        ["address-favourite"],
      ),
    ).toMatchObject({ data: { ok: true, message: m.account_address_favourite_set({}, fr) } });

    const page = (await loadDeliveryAddresses(context())) as { addresses: { id: string; favorite: boolean }[] };
    expect(page.addresses.filter((address) => address.favorite).map((address) => address.id)).toEqual([chosen.id]);
    expect(page.addresses).toHaveLength(before.length);
  });
});
