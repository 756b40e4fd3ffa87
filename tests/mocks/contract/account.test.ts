import { z } from "zod";
import { ORDER_STATUSES, orderListItemSchema } from "../../../app/features/orders/schemas";
import { describe, expect, test } from "vitest";
import { customerSchema } from "../../../app/features/customer/schemas";
import {
  bankStatementSchema,
  lastPurchaseDateSchema,
  loyaltySchema,
  subscriptionsSchema,
  transactionSubscriptionsSchema,
} from "../../../app/features/account/schemas";
import {
  addressesSchema,
  billingAddressSchema,
  deliveryAddressMapSchema,
  deliveryAddressSchema,
} from "../../../app/features/addresses/schemas";
import { mockApi } from "../../helpers/mock-api";
import { loyaltyOffersSchema } from "../../../app/features/loyalty/schemas";

/** The mock's order list, held to the statuses and keys it must answer (the storefront's own schema tolerates more). */
const ordersSchema = z.array(
  orderListItemSchema.extend({ status: z.enum(ORDER_STATUSES), shippingMethodKey: z.string() }),
);

const api = mockApi();

async function as(customerId: string) {
  const { accessToken } = await api.signIn(customerId);
  const caller = { token: accessToken, session: api.newSession() };
  return { caller, client: api.client(caller) };
}

const address = {
  firstName: "Léa",
  lastName: "Martin",
  line1: "5 avenue des Champs-Élysées, escalier C, porte gauche au fond de la cour",
  line2: null,
  line3: null,
  line4: null,
  phoneNumber: "+33612345678",
  phoneNumberCountry: "FR",
  city: "Paris",
  zipCode: "75008",
  country: "FR",
  favorite: true,
};

describe("R7.18 R3.04 accounts-self", () => {
  test("GET answers the customer with every field of spec 3", async () => {
    const { client } = await as("C100001");
    expect(await client.call("accounts-self/", { schema: customerSchema })).toMatchObject({
      customerId: "C100001",
      loyaltyType: "FID",
      isDeleted: false,
    });
  });

  test("PUT updates the profile; PUT with preferredStore sets the store", async () => {
    const { client } = await as("C100002");
    const updated = await client.call("accounts-self/", {
      method: "PUT",
      body: { firstName: "Jonas-Emil" },
      schema: customerSchema,
    });
    expect(updated.firstName).toBe("Jonas-Emil");
    expect(
      (await client.call("accounts-self/", { method: "PUT", body: { preferredStore: "101" }, schema: customerSchema }))
        .preferredStore,
    ).toBe("101");
  });

  test("DELETE sets isDeleted, reactivate clears it", async () => {
    const { client, caller } = await as("C100003");
    expect((await api.raw("DELETE", "/accounts-self/", caller)).status).toBe(204);
    expect((await client.call("accounts-self/", { schema: customerSchema })).isDeleted).toBe(true);
    expect((await client.call("accounts-self/reactivate/", { method: "PUT", schema: customerSchema })).isDeleted).toBe(
      false,
    );
  });

  test("the deleted test account says so", async () => {
    const { client } = await as("C100004");
    expect((await client.call("accounts-self/", { schema: customerSchema })).isDeleted).toBe(true);
  });

  test("PUT password checks the old one", async () => {
    const { caller } = await as("C100001");
    expect(
      (await api.raw("PUT", "/accounts-self/password", caller, { oldPassword: "wrong", newPassword: "Nouveau-2026" }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.raw("PUT", "/accounts-self/password", caller, {
          oldPassword: "Atelier7!",
          newPassword: "Nouveau-2026",
        })
      ).status,
    ).toBe(204);
  });

  test("without a valid token: 401 'Invalid JWT.'", async () => {
    expect(await api.raw("GET", "/accounts-self/", { session: api.newSession() })).toMatchObject({
      status: 401,
      body: { message: "Invalid JWT." },
    });
  });
});

describe("R7.09 R7.11 R7.12 R3.05 R3.06 addresses", () => {
  test("delivery addresses: the map's values are the addresses; ?country filters", async () => {
    const { client } = await as("C100001");
    const map = await client.call("customers-self/addresses/delivery", { schema: deliveryAddressMapSchema });
    expect(
      Object.values(map)
        .map((entry) => entry.city)
        .sort(),
    ).toEqual(["LYON", "PARIS"]);
    expect(
      (await client.call("customers-self/addresses", { query: { country: "DE" }, schema: addressesSchema }))
        .deliveryAddresses,
    ).toEqual([]);
  });

  test("the mock creating a favourite: upper case, street cut at 50, other favourites cleared", async () => {
    const { client } = await as("C100001");
    const created = await client.call("customers-self/addresses/deliveries", {
      method: "POST",
      body: address,
      schema: deliveryAddressSchema,
    });
    expect(created.line1).toHaveLength(50);
    expect(created.line1).toBe(address.line1.toUpperCase().slice(0, 50));
    expect(created.lastName).toBe("MARTIN");
    const all = Object.values(
      await client.call("customers-self/addresses/delivery", { schema: deliveryAddressMapSchema }),
    );
    expect(all.filter((entry) => entry.favorite).map((entry) => entry.id)).toEqual([created.id]);
  });

  test("PUT and DELETE one address; unknown ids are 404", async () => {
    const { client, caller } = await as("C100001");
    const updated = await client.call("customers-self/addresses/delivery/A2", {
      method: "PUT",
      body: { ...address, city: "Lyon", favorite: false },
      schema: deliveryAddressSchema,
    });
    expect(updated.city).toBe("LYON");
    expect((await api.raw("DELETE", "/customers-self/addresses/delivery/A2", caller)).status).toBe(204);
    expect((await api.raw("DELETE", "/customers-self/addresses/delivery/A2", caller)).status).toBe(404);
    expect((await api.raw("POST", "/customers-self/addresses/deliveries", caller, { city: "x" })).status).toBe(400);
  });

  test("billing address: GET, PUT; a customer without one gets 404", async () => {
    const { client } = await as("C100001");
    expect((await client.call("customers-self/addresses/billing", { schema: billingAddressSchema })).city).toBe(
      "PARIS",
    );
    const { caller } = await as("C100003");
    expect((await api.raw("GET", "/customers-self/addresses/billing", caller)).status).toBe(404);
    const saved = await api.raw(
      "PUT",
      "/customers-self/addresses/billing",
      caller,
      {
        line1: "ul. Nowy Świat 10",
        line2: null,
        line3: null,
        line4: null,
        country: "PL",
        city: "Warszawa",
        zipCode: "00-497",
      },
      billingAddressSchema,
    );
    expect(saved.parsed?.line1).toBe("UL. NOWY ŚWIAT 10");
  });
});

describe("R7.13 R3.07 bank details", () => {
  test("GET and PUT the IBAN; an invalid IBAN is refused", async () => {
    const { client, caller } = await as("C100001");
    expect((await client.call("customers-self/bankStatements", { schema: bankStatementSchema })).iban).toBe(
      "FR7630006000011234567890189",
    );
    expect(
      (
        await api.raw(
          "PUT",
          "/customers-self/bankStatements",
          caller,
          { iban: "DE89370400440532013000" },
          bankStatementSchema,
        )
      ).parsed?.iban,
    ).toBe("DE89370400440532013000");
    expect(
      (await api.raw("PUT", "/customers-self/bankStatements", caller, { iban: "DE89370400440532013001" })).status,
    ).toBe(400);
  });
});

describe("R7.14 R3.09 subscriptions", () => {
  test("GET lists the four kinds; PUT with source WEB and the complement updates them", async () => {
    const { client, caller } = await as("C100002");
    const before = await client.call("customers-self/subscriptions", { schema: subscriptionsSchema });
    expect(before.map((entry) => entry.type).sort()).toEqual(["eTicket", "invitations", "newsletter", "survey"]);
    const body = {
      store: "de",
      source: "WEB",
      complement: "/account/subscriptions/",
      values: [{ type: "newsletter", optin: "YES" }],
    };
    const after = await api.raw("PUT", "/customers-self/subscriptions", caller, body, subscriptionsSchema);
    expect(after.parsed?.find((entry) => entry.type === "newsletter")?.optin).toBe("YES");
    expect((await api.raw("PUT", "/customers-self/subscriptions", caller, { ...body, source: "APP" })).status).toBe(
      400,
    );
  });
});

describe("R7.15 R7.16 R7.17 loyalty, last purchase, transaction subscriptions, orders", () => {
  test("the FID customer has movements (paged) and offers; others have none", async () => {
    const { client } = await as("C100001");
    const page = await client.call("customers-self/loyalty", { query: { page: 0, size: 4 }, schema: loyaltySchema });
    expect(page.movements).toHaveLength(4);
    expect(page.totalElements).toBe(12);
    expect(page.balance).toBe(403);
    expect(
      (await client.call("customers-self/loyalty/offers/001", { schema: loyaltyOffersSchema })).some(
        (offer) => offer.productOutOfStock,
      ),
    ).toBe(true);
    const hsp = await as("C100002");
    expect((await api.raw("GET", "/customers-self/loyalty", hsp.caller)).status).toBe(404);
    expect(await hsp.client.call("customers-self/loyalty/offers/005", { schema: loyaltyOffersSchema })).toEqual([]);
  });

  test("lastPurchaseDate answers the date as kept (ISO), or null for a customer who never bought", async () => {
    expect(
      (await (await as("C100001")).client.call("customers-self/lastPurchaseDate", { schema: lastPurchaseDateSchema }))
        .value,
    ).toBe("2026-09-14");
    expect(
      (await (await as("C100003")).client.call("customers-self/lastPurchaseDate", { schema: lastPurchaseDateSchema }))
        .value,
    ).toBeNull();
  });

  test("transaction subscriptions and the order list", async () => {
    const { client } = await as("C100001");
    expect(
      (
        await client.call("customers-self/transaction-subscriptions", {
          query: { isLoyaltyCardInTransaction: true },
          schema: transactionSubscriptionsSchema,
        })
      ).length,
    ).toBeGreaterThan(0);
    expect(
      (await client.call("customers-self/orders", { schema: ordersSchema })).map((order) => order.orderNumber),
    ).toEqual(["AS26000812", "AS26000233"]);
  });

  test("a transaction subscription's optin is the customer's own subscription, never a default (issue 27)", async () => {
    for (const customerId of ["C100001", "C100002"]) {
      const { client } = await as(customerId);
      const own = await client.call("customers-self/subscriptions", { schema: subscriptionsSchema });
      const offered = await client.call("customers-self/transaction-subscriptions", {
        query: { isLoyaltyCardInTransaction: true },
        schema: transactionSubscriptionsSchema,
      });
      const kind: Record<string, string> = { eTicket: "eTicket", newsletter: "newsletter", loyaltyNews: "invitations" };
      for (const entry of offered)
        expect(entry.optin, `${customerId} ${entry.type}`).toBe(
          own.find((subscription) => subscription.type === kind[entry.type])?.optin === "YES",
        );
    }
  });
});
