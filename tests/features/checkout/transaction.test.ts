import { describe, expect, test } from "vitest";
import { PAYMENT_METHOD_IDS, paymentMethodId } from "../../../app/features/checkout/payment-methods";
import { transactionEvent } from "../../../app/features/checkout/transaction";

describe("R3.14 the order as analytics receive it", () => {
  test("number, total, currency, shipping, payments and each line's model, unit price, quantity, sku and segmentation", () => {
    const event = transactionEvent({
      orderNumber: "AS26123456",
      totalPrice: { centAmount: 6247, currencyCode: "EUR" },
      shippingInfo: { name: "Home delivery", price: { centAmount: 399 } },
      payments: [{ paymentProvider: "ADYEN", paymentProduct: "VISA", amountPlanned: { centAmount: 6247 } }],
      lineItems: [
        {
          productId: "1000123",
          sku: "10001230103",
          quantity: 2,
          totalPrice: { centAmount: 5698 },
          segmentationId: "WOMEN_SKIRTS",
        },
      ],
    });
    expect(event).toEqual({
      event: "transaction",
      orderNumber: "AS26123456",
      totalPrice: 6247,
      currency: "EUR",
      shipping: { name: "Home delivery", price: 399 },
      payments: [{ provider: "ADYEN", product: "VISA", method: "visa", amount: 6247 }],
      items: [{ model: "1000123", price: 2849, quantity: 2, sku: "10001230103", segmentationId: "WOMEN_SKIRTS" }],
    });
  });
});

describe("R3.25 payment method ids", () => {
  test("every backend payment product the spec lists is reported under the spec's id; others keep their name in that shape", () => {
    const products = [
      "CB",
      "MPP",
      "PRZELEWY24",
      "MULTIBANCO",
      "PAYPAL",
      "KLARNA",
      "BANCONTACT",
      "ALMA_3X",
      "ALMA_4X",
      "VISA",
      "MASTERCARD",
      "AMERICAN_EXPRESS",
      "FREE",
      "APPLEPAY",
    ];
    expect(products.map(paymentMethodId)).toEqual([...PAYMENT_METHOD_IDS]);
    expect(paymentMethodId("TWINT")).toBe("twint");
    const event = transactionEvent({
      orderNumber: "X",
      totalPrice: { centAmount: 0, currencyCode: "EUR" },
      payments: [{ paymentProvider: "INTERNAL", paymentProduct: "ALMA_3X", amountPlanned: { centAmount: 100 } }],
      lineItems: [],
    });
    expect(event.payments[0]!.method).toBe("alma-3x");
  });
});
