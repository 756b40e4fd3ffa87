import { describe, expect, test } from "vitest";
import { transactionEvent } from "../../../app/features/checkout/transaction";

describe("R3.14 the order as analytics receive it", () => {
  test("number, total, currency, shipping, payments and each line's model, unit price, quantity, sku and segmentation", () => {
    const event = transactionEvent({
      orderNumber: "AS26123456",
      totalPrice: { centAmount: 6247, currencyCode: "EUR" },
      shippingInfo: { name: "Home delivery", price: { centAmount: 399 } },
      payments: [{ paymentProvider: "ADYEN", paymentProduct: "VISA", amountPlanned: { centAmount: 6247 } }],
      lineItems: [{ productId: "1000123", sku: "10001230103", quantity: 2, totalPrice: { centAmount: 5698 }, segmentationId: "WOMEN_SKIRTS" }],
    });
    expect(event).toEqual({
      event: "transaction",
      orderNumber: "AS26123456",
      totalPrice: 6247,
      currency: "EUR",
      shipping: { name: "Home delivery", price: 399 },
      payments: [{ provider: "ADYEN", product: "VISA", amount: 6247 }],
      items: [{ model: "1000123", price: 2849, quantity: 2, sku: "10001230103", segmentationId: "WOMEN_SKIRTS" }],
    });
  });
});
