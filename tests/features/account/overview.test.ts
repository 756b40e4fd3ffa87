import { describe, expect, test } from "vitest";
import { accountAction as accountEndpoint } from "../../../app/features/account/actions.server";
import { answering } from "../../helpers/answers";

const accountAction = answering(accountEndpoint, "account");
import { loadDashboard } from "../../../app/features/account/dashboard.server";
import { loadLoyalty, loadLoyaltyHistory } from "../../../app/features/account/loyalty.server";
import { loadSubscriptions } from "../../../app/features/account/settings.server";
import { mockApi } from "../../helpers/mock-api";
import type { testContext } from "../../helpers/request-context";
import { frenchCustomer } from "../../helpers/customer";

const backend = mockApi();

const customer = (customerId: string, path = "/fr-fr/account/dashboard") => frenchCustomer(backend, customerId, path);

const history = (context: ReturnType<typeof testContext>, query = "") =>
  loadLoyaltyHistory(context, new URL(`http://localhost:8787/fr-fr/account/loyalty/history${query}`));

/** What a thrown 404 carries: its status and message. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { init: { status: number }; data: string };
  }
  throw new Error("nothing was thrown");
}

describe("loyalty", () => {
  test("R2.4.02 R6.03 a card holder (FID) sees the history, ten movements a page, newest first", async () => {
    const context = await customer("C100001");
    const first = (await history(context())) as { movements: { date: string }[]; page: number; pages: number };
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.movements).toHaveLength(10);
    expect(first.movements[0]!.date).toBe("28 octobre 2026");
    const second = (await history(context(), "?page=2")) as { movements: unknown[] };
    expect(second.movements).toHaveLength(2);
  });

  test("R2.4.02 R6.03 R8.03 anyone else, or a page beyond the last, gets the fatal not-found 'page introuvable'", async () => {
    const hsp = await customer("C100002");
    expect(await thrown(history(hsp()))).toMatchObject({ init: { status: 404 }, data: "page introuvable" });
    const fid = await customer("C100001");
    expect(await thrown(history(fid(), "?page=9"))).toMatchObject({ init: { status: 404 }, data: "page introuvable" });
  });

  test("the loyalty page: the card, points and the way to the next voucher for a card holder; the programme for others", async () => {
    const fid = (await loadLoyalty((await customer("C100001"))())) as {
      card: { balance: number; toNext: number; movements: unknown[] };
      offers: unknown[];
    };
    expect(fid.card).toMatchObject({ balance: 403, toNext: 197 });
    expect(fid.card.movements).toHaveLength(3);
    expect(fid.offers.length).toBeGreaterThan(0);
    expect(await loadLoyalty((await customer("C100002"))())).toMatchObject({ programme: true, card: null });
  });
});

describe("the dashboard", () => {
  test("R7.16 greets the customer; a customer who never bought reads 'new', a customer who did, the date and the last order", async () => {
    expect(await loadDashboard((await customer("C100003"))())).toMatchObject({
      firstName: "Chloé",
      lastPurchase: "new",
      lastOrder: null,
    });
    expect(await loadDashboard((await customer("C100001"))())).toMatchObject({
      firstName: "Léa",
      lastPurchase: "14 septembre 2026",
      lastOrder: { number: "AS26000812" },
      loyalty: { cardHolder: true, points: 403 },
    });
  });
});

describe("subscriptions", () => {
  test("R7.14 only the visible ones are shown; each is saved YES or NO as ticked (PUT with the store, source WEB and the page as complement)", async () => {
    const context = await customer("C100002", "/fr-fr/account/subscriptions");
    const before = (await loadSubscriptions(context())) as { subscriptions: { type: string; checked: boolean }[] };
    expect(before.subscriptions.map((entry) => entry.type)).toEqual(["eTicket", "invitations", "newsletter"]);
    const post = new Request("http://localhost:8787/fr-fr/account/subscriptions.data", {
      method: "POST",
      body: new URLSearchParams({
        intent: "subscriptions",
        "subscription-invitations": "on",
        "subscription-newsletter": "on",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await accountAction(post, context(), ["subscriptions"])).toMatchObject({
      data: { ok: true },
    });
    const after = (await loadSubscriptions(context())) as { subscriptions: { type: string; checked: boolean }[] };
    expect(Object.fromEntries(after.subscriptions.map((entry) => [entry.type, entry.checked]))).toEqual({
      eTicket: false,
      invitations: true,
      newsletter: true,
    });
  });
});

describe("stock alerts", () => {
  test("R4.11 a deletion answers what its undo needs; the undo re-creates the alert for the same size, in its place", async () => {
    const context = await customer("C100001", "/fr-fr/account/alerts");
    const { loadAlerts } = await import("../../../app/features/account/alerts.server");
    const before = (await loadAlerts(context())).alerts;
    expect(before).toHaveLength(2);
    const post = (fields: Record<string, string>) =>
      accountAction(
        new Request("http://localhost:8787/fr-fr/account/alerts.data", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        context(),
        ["alert-delete", "alert-restore"],
      );
    const deleted = (await post({ intent: "alert-delete", sku: before[0]!.sku })) as unknown as {
      data: { ok: boolean; restore: Record<string, string> };
    };
    expect(deleted.data).toMatchObject({
      ok: true,
      restore: { sku: before[0]!.sku, productId: before[0]!.productId, optionId: before[0]!.optionId },
    });
    expect((await loadAlerts(context())).alerts).toHaveLength(1);
    expect(await post({ intent: "alert-restore", ...deleted.data.restore })).toMatchObject({ data: { ok: true } });
    expect((await loadAlerts(context())).alerts.map((alert) => alert.sku)).toEqual(before.map((alert) => alert.sku));
    expect(await post({ intent: "alert-delete", sku: "NOPE" })).toMatchObject({
      data: { ok: false },
      init: { status: 404 },
    });
  });
});

describe("R7.16 the last purchase date as the storefront reads it", () => {
  test("formatted YYYYMMDD from the backend's date; 'new' when there is no value; '' when it is no date", async () => {
    const { formatLastPurchase } = await import("../../../app/features/account/schemas");
    expect(formatLastPurchase("2026-09-14")).toBe("20260914");
    expect(formatLastPurchase("2026-09-14T10:12:00Z")).toBe("20260914");
    expect(formatLastPurchase("20260914")).toBe("20260914");
    expect(formatLastPurchase(null)).toBe("new");
    expect(formatLastPurchase(undefined)).toBe("new");
    expect(formatLastPurchase("")).toBe("new");
    expect(formatLastPurchase("last tuesday")).toBe("");
  });

  test("'' on error", async () => {
    const { createAccountService } = await import("../../../app/features/account/account.server");
    const failing = createAccountService({
      api: { call: () => Promise.reject(new Error("down")) },
      customer: {},
    } as never);
    expect(await failing.lastPurchaseDate()).toBe("");
  });
});
