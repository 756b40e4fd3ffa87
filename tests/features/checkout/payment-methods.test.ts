import { describe, expect, test } from "vitest";
import { availableProducts, paymentOutcome, PAYMENT_STATUSES } from "../../../app/features/checkout/payment-methods";

const products = [
  { name: "PAYPAL", rank: 5 },
  { name: "CB", rank: 1 },
  { name: "ALMA_3X", rank: 6, minAmount: 5000, maxAmount: 300000 },
  { name: "ALMA_4X", rank: 7 },
  { name: "KLARNA", rank: 4, maxAmount: 100000 },
];

describe("payment methods for a total", () => {
  test("R4.06 R5.04 sorted by rank; min and max amounts filter; Alma's limits default to 0 and 999,999", () => {
    expect(availableProducts(products, 4000).map((product) => product.name)).toEqual([
      "CB",
      "KLARNA",
      "PAYPAL",
      "ALMA_4X",
    ]);
    expect(availableProducts(products, 200000).map((product) => product.name)).toEqual([
      "CB",
      "PAYPAL",
      "ALMA_3X",
      "ALMA_4X",
    ]);
    expect(availableProducts(products, 1_000_000).map((product) => product.name)).toEqual(["CB", "PAYPAL"]);
  });

  test("R3.27 every provider status has a meaning; an unknown one is never an order", () => {
    expect(PAYMENT_STATUSES).toHaveLength(12);
    expect(["Authorised", "Received", "Success", "Pending"].map(paymentOutcome)).toEqual([
      "paid",
      "paid",
      "paid",
      "paid",
    ]);
    expect(["Refused", "Cancelled", "Error"].map(paymentOutcome)).toEqual(["refused", "cancelled", "failed"]);
    expect(
      ["ChallengeShopper", "IdentifyShopper", "RedirectShopper", "PresentToShopper", "AuthenticationFinished"].map(
        paymentOutcome,
      ),
    ).toEqual(["again", "again", "again", "again", "again"]);
    expect(paymentOutcome("Paid!")).toBe("failed");
  });
});
