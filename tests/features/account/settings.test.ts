import { describe, expect, test } from "vitest";
import { accountAction as accountEndpoint } from "../../../app/features/account/actions.server";
import { answering } from "../../helpers/answers";

const accountAction = answering(accountEndpoint, "account");
import { loadDeliveryAddresses, loadSettings } from "../../../app/features/account/settings.server";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { frenchCustomer, dataPost } from "../../helpers/customer";
import { accountService } from "../../../app/features/account/account.server";

const backend = mockApi();
const fr = { locale: "fr" as const };

const customer = (customerId = "C100001", path = "/fr-fr/account/settings") =>
  frenchCustomer(backend, customerId, path);

const post = dataPost;

describe("personal data", () => {
  test("R5.05 R5.09 names saved by the composed-name rule, the phone's country as 2 letters; the e-mail is not the form's", async () => {
    const context = await customer();
    const answer = await accountAction(
      post("/fr-fr/account/settings/edit", {
        intent: "profile",
        firstName: "  marie-CLAIRE ",
        lastName: "de la FONTAINE",
        email: "pirate@example.com",
        phone: "06 12 34 56 78",
        phoneCountry: "FRA",
        birthday: "1990-04-12",
        gender: "F",
        preferredChannel: "SMS",
      }),
      context(),
      ["profile"],
    );
    expect(answer).toMatchObject({ data: { intent: "profile", ok: true, next: "/fr-fr/account/settings" } });
    const saved = await accountService(context()).customer();
    expect(saved).toMatchObject({
      firstName: "Marie-Claire",
      lastName: "De La Fontaine",
      phoneNumber: "0612345678",
      phoneNumberCountry: "FR",
      birthday: "1990-04-12",
      preferredChannel: "SMS",
      email: "lea.martin@example.com",
    });
  });

  test("refused fields are named, what was typed comes back, nothing is saved", async () => {
    const context = await customer();
    const answer = await accountAction(
      post("/fr-fr/account/settings/edit", {
        intent: "profile",
        firstName: "",
        lastName: "Martin",
        birthday: "2030-01-01",
        phone: "12",
        phoneCountry: "FRA",
      }),
      context(),
      ["profile"],
    );
    expect(answer).toMatchObject({
      data: {
        ok: false,
        fieldErrors: {
          firstName: m.checkout_error_required({}, fr),
          birthday: m.account_error_birthday({}, fr),
          phone: m.checkout_error_phone({}, fr),
        },
        values: { lastName: "Martin", birthday: "2030-01-01" },
      },
      init: { status: 400 },
    });
    expect((await accountService(context()).customer()).firstName).toBe("Léa");
  });

  test("a wrong current password is said on its field; a short or unconfirmed new one never reaches the backend", async () => {
    const context = await customer();
    const change = (fields: Record<string, string>) =>
      accountAction(post("/fr-fr/account/change-password", { intent: "password", ...fields }), context(), ["password"]);
    expect(
      await change({ oldPassword: "nope", newPassword: "a-long-password", confirmPassword: "a-long-password" }),
    ).toMatchObject({ data: { ok: false, fieldErrors: { oldPassword: m.account_password_wrong({}, fr) } } });
    expect(await change({ oldPassword: "x", newPassword: "short", confirmPassword: "short" })).toMatchObject({
      data: { ok: false, fieldErrors: { newPassword: m.account_password_too_short({ min: 8 }, fr) } },
    });
    expect(
      await change({ oldPassword: "x", newPassword: "a-long-password", confirmPassword: "another-one" }),
    ).toMatchObject({ data: { ok: false, fieldErrors: { confirmPassword: m.account_password_mismatch({}, fr) } } });
  });
});

describe("delivery addresses", () => {
  test("R5.07 created upper case (a street line over 50 refused, never cut), made favourite (the others cleared), changed, then deleted", async () => {
    const context = await customer();
    const before = await accountService(context()).deliveryAddresses();
    const fields = {
      intent: "address-save",
      firstName: "léa",
      lastName: "martin",
      address1: `8 rue du Bac, ${"escalier C ".repeat(6)}`,
      zipCode: "75007",
      city: "Paris",
      country: "FR",
      favorite: "on",
    };
    const tooLong = await accountAction(post("/fr-fr/account/settings/delivery-addresses/create", fields), context(), [
      "address-save",
    ]);
    expect(tooLong).toMatchObject({
      data: { ok: false, fieldErrors: { address1: expect.stringContaining("50") } },
      init: { status: 400 },
    });
    const created = await accountAction(
      post("/fr-fr/account/settings/delivery-addresses/create", {
        ...fields,
        address1: `8 rue du Bac, escalier C, ${"x".repeat(24)}`,
      }),
      context(),
      ["address-save"],
    );
    expect(created).toMatchObject({ data: { ok: true, next: "/fr-fr/account/settings/delivery-addresses" } });
    const after = await accountService(context()).deliveryAddresses();
    expect(after).toHaveLength(before.length + 1);
    const added = after[0]!;
    expect(added).toMatchObject({ firstName: "LÉA", lastName: "MARTIN", city: "PARIS", favorite: true });
    expect(added.line1).toHaveLength(50);
    expect(after.filter((address) => address.favorite)).toHaveLength(1);

    const other = after[1]!;
    expect(
      await accountAction(
        post("/fr-fr/account/settings/delivery-addresses", { intent: "address-favourite", id: other.id }),
        context(),
        ["address-favourite"],
      ),
    ).toMatchObject({ data: { ok: true } });
    expect((await accountService(context()).deliveryAddresses())[0]!.id).toBe(other.id);

    const deleted = await accountAction(
      post(`/fr-fr/account/settings/delivery-addresses/${added.id}/delete`, { intent: "address-delete", id: added.id }),
      context(),
      ["address-delete"],
    );
    expect(deleted).toMatchObject({ data: { ok: true } });
    expect((await loadDeliveryAddresses(context())) as { addresses: unknown[] }).toMatchObject({
      addresses: { length: before.length },
    });
  });

  test("the same new address posted twice (a double click without JavaScript) is added once", async () => {
    const context = await customer();
    const before = (await accountService(context()).deliveryAddresses()).length;
    const fields = {
      intent: "address-save",
      firstName: "Léa",
      lastName: "Martin",
      address1: "5 quai Voltaire",
      zipCode: "75007",
      city: "Paris",
      country: "FR",
    };
    const create = () =>
      accountAction(post("/fr-fr/account/settings/delivery-addresses/create", fields), context(), ["address-save"]);
    expect(await create()).toMatchObject({ data: { ok: true } });
    expect(await create()).toMatchObject({ data: { ok: true } });
    expect(await accountService(context()).deliveryAddresses()).toHaveLength(before + 1);
  });

  test("an address of the wrong country, or an intent this page does not take, is refused", async () => {
    const context = await customer();
    const refused = await accountAction(
      post("/fr-fr/account/settings/delivery-addresses/create", {
        intent: "address-save",
        firstName: "Léa",
        lastName: "Martin",
        address1: "1 Main St",
        zipCode: "10001",
        city: "New York",
        country: "US",
      }),
      context(),
      ["address-save"],
    );
    expect(refused).toMatchObject({ data: { ok: false, fieldErrors: { country: m.checkout_error_country({}, fr) } } });
    const elsewhere = await accountAction(
      post("/fr-fr/account/settings/delivery-addresses/create", {
        intent: "iban",
        iban: "FR7630006000011234567890189",
      }),
      context(),
      ["address-save"],
    );
    expect(elsewhere).toMatchObject({ data: { intent: "invalid", ok: false }, init: { status: 400 } });
  });
});

describe("bank details and the billing address", () => {
  test("R5.04 an IBAN is checked before it is sent, sent without spaces and shown in blocks of four", async () => {
    const context = await customer("C100002");
    const bad = await accountAction(
      post("/fr-fr/account/settings/bank-details", { intent: "iban", iban: "FR76 3000 6000 0112 3456 7890 188" }),
      context(),
      ["iban"],
    );
    expect(bad).toMatchObject({ data: { ok: false, fieldErrors: { iban: m.account_iban_invalid({}, fr) } } });
    expect(await accountService(context()).iban()).toBeNull();
    const good = await accountAction(
      post("/fr-fr/account/settings/bank-details", { intent: "iban", iban: "de89 3704 0044 0532 0130 00" }),
      context(),
      ["iban"],
    );
    expect(good).toMatchObject({ data: { ok: true } });
    expect(await accountService(context()).iban()).toBe("DE89370400440532013000");
    // Shown in blocks of four, all but the last four masked (issue 27).
    expect(await loadSettings(context())).toMatchObject({ iban: "•••• •••• •••• •••• •••• 3000" });
  });

  test("R5.07 the billing address is the street alone, upper case, in one of the site's billing countries", async () => {
    const context = await customer();
    const saved = await accountAction(
      post("/fr-fr/account/settings/billing-address", {
        intent: "billing-address",
        address1: "3 place des Vosges",
        zipCode: "75004",
        city: "Paris",
        country: "FR",
      }),
      context(),
      ["billing-address"],
    );
    expect(saved).toMatchObject({ data: { ok: true } });
    expect(await accountService(context()).billingAddress()).toMatchObject({
      line1: "3 PLACE DES VOSGES",
      city: "PARIS",
      zipCode: "75004",
    });
  });
});

describe("account reads that rethrow", () => {
  /** Léa's settings through a client on which only the calls to `failing` fail, as a backend outage would. */
  async function failingOnly(failing: string) {
    const session = backend.newSession();
    const pair = await backend.signIn("C100001");
    return testContext("/fr-fr/account/settings", {
      tokens: pair,
      api: backend.client({ session, store: "fr", token: pair.accessToken }, (request, passOn) =>
        new URL(request.url).pathname === failing
          ? new Response("Service Unavailable", { status: 503 })
          : passOn(request),
      ),
    });
  }

  test("R8.13 a failing address read (billing address, bank details, delivery addresses) is rethrown: a 503 page saying so, never a 500 nor an empty page", async () => {
    expect(await loadSettings(await failingOnly("/nothing"))).toMatchObject({ iban: expect.any(String) });
    for (const failing of ["/customers-self/addresses/billing", "/customers-self/bankStatements"])
      expect(await loadSettings(await failingOnly(failing)), failing).toMatchObject({
        data: { failed: true },
        init: { status: 503 },
      });
    const delivery = await failingOnly("/customers-self/addresses/delivery");
    await expect(accountService(delivery).deliveryAddresses()).rejects.toMatchObject({ status: 503 });
    expect(await loadDeliveryAddresses(delivery)).toMatchObject({ data: { failed: true }, init: { status: 503 } });
  });
});
