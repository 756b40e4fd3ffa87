import { describe, expect, test } from "vitest";
import { composeAuthState } from "../../app/features/auth/auth-state";
import { withReturnTo } from "../../app/features/shell/use-shell";
import { authProviderUrl } from "../../app/features/auth/provider-url.server";
import { flowOf } from "../../app/pages/kinds";
import { FLOW_NAMES } from "../../app/pages/table";
import { pagesFor } from "../../app/routing/route-table";
import { testContext } from "../helpers/request-context";

describe("R3.23 flow names: eresa, customer, order, welcome, locator", () => {
  test("each flow is the one of its pages, and other pages have none", () => {
    expect(FLOW_NAMES).toEqual(["eresa", "customer", "order", "welcome", "locator"]);
    expect(flowOf("account-welcome")).toBe("welcome");
    expect(flowOf("account-dashboard")).toBe("customer");
    expect(flowOf("editDeliveryAddresses")).toBe("customer");
    expect(flowOf("account-reservations")).toBe("eresa");
    expect(flowOf("product", "?storeSku=1000123-38&city=Lyon")).toBe("eresa");
    expect(flowOf("product")).toBeNull();
    for (const name of ["order-billing", "order-delivery", "order-payment", "order-confirmation"])
      expect(flowOf(name)).toBe("order");
    for (const name of ["store-locator", "stores-all", "store", "store-friendly"]) expect(flowOf(name)).toBe("locator");
    for (const name of ["index", "catalog", "cart", "search", undefined]) expect(flowOf(name)).toBeNull();
  });

  test("every account and order page of the route table belongs to a flow", () => {
    const names = pagesFor("fr-fr").map((page) => page.name);
    for (const name of names.filter((name) => name.startsWith("account-") || name.startsWith("order-")))
      expect(flowOf(name), name).not.toBeNull();
  });

  test("sign-in carries the flow to the provider as origin, from the server and from the menu", () => {
    const context = testContext("/fr-fr/order/billing");
    const url = new URL(
      authProviderUrl(new URL("http://localhost:8787/fr-fr/order/billing"), context, "sign-in", "order"),
    );
    expect(url.searchParams.get("origin")).toBe("order");
    expect(
      new URL(authProviderUrl(new URL("http://localhost:8787/fr-fr"), context, "sign-in")).searchParams.has("origin"),
    ).toBe(false);

    const provider = `/__mock/auth/sign-in?redirect_uri=x&origin=order&state=${encodeURIComponent(composeAuthState("abcdefghijklmnop", "/en"))}`;
    expect(new URL(withReturnTo(provider, "/en/stores", "", "locator"), "http://x").searchParams.get("origin")).toBe(
      "locator",
    );
    expect(new URL(withReturnTo(provider, "/en/cart", ""), "http://x").searchParams.has("origin")).toBe(false);
  });
});
