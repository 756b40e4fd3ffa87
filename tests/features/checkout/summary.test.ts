import { describe, expect, test } from "vitest";
import { addressLines } from "../../../app/features/addresses/address-lines";
import { orderSummary } from "../../../app/features/cart-model/summary.server";
import { LOCALES } from "../../../app/lib/locales";

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

const line = {
  lineId: "L1",
  sku: "S1",
  quantity: 2,
  totalPrice: { centAmount: 5998 },
  isFree: false,
  lastModifiedAt: "2026-11-25T10:00:00Z",
  segmentationId: "WOMEN",
  availableQuantity: 5,
  catalogPrice: { price: { centAmount: 2999 }, strikeThroughPrice: null },
  discountMessages: [],
  categoryLabel: "",
  marketingLabels: "",
  productId: "1",
  optionId: "2",
  name: "Robe",
  colourLabel: "Noir",
  size: "M",
  pictureUrl: "/p.svg",
};

describe("issue 27: the order summary says where and how much", () => {
  test("a promo code and a pickup point: subtotal, the point, the delivery price, the discount line, the total", () => {
    const summary = orderSummary(
      {
        lineItems: [line],
        totalPrice: { centAmount: 5398, currencyCode: "EUR" },
        shippingInfo: { shippingMethodKey: "PR", name: "Point relais", price: { centAmount: 0 } },
        shippingAddress: {
          country: "FR",
          deliveryPointIdV2: "PR1",
          firstName: "LÉA",
          lastName: "MARTIN",
          address1: "TABAC DU MARCHÉ",
          address2: "12 RUE DE LA PAIX",
          address3: null,
          address4: null,
          zipCode: "75002",
          city: "PARIS",
        },
        discountCode: [{ code: "WELCOME10", type: "REM", value: 10, productOutOfStock: false, opcId: null }],
        discounts: [{ code: "WELCOME10", type: "REM", amount: { centAmount: 600 } }],
        payments: [],
      },
      LOCALES["fr-fr"],
    );
    expect(plain(summary.subtotal)).toBe("59,98 €");
    expect(summary.shipping).toEqual({
      name: "Point relais",
      price: "Gratuit",
      destination: ["LÉA MARTIN", "TABAC DU MARCHÉ", "12 RUE DE LA PAIX", "75002 PARIS", "France"],
    });
    expect(summary.adjustments.map((entry) => [entry.label, plain(entry.amount)])).toEqual([
      ["Code promo WELCOME10", "−6,00 €"],
    ]);
    expect(plain(summary.total)).toBe("53,98 €");
    expect(summary.remaining).toBeNull();
  });

  test("a gift card paying part of it: its line after the total, then what is left to pay", () => {
    const summary = orderSummary(
      {
        lineItems: [line],
        totalPrice: { centAmount: 5998, currencyCode: "PLN" },
        shippingInfo: null,
        payments: [
          {
            paymentProvider: "INTERNAL",
            paymentProduct: "GIFT_CARD",
            amountPlanned: { centAmount: 2500 },
            status: "Authorised",
          },
        ],
      },
      LOCALES["pl-pl"],
    );
    expect(summary.giftCardPayments.map((entry) => plain(entry.amount))).toEqual(["−25,00 zł"]);
    expect(plain(summary.remaining!)).toBe("34,98 zł");
  });

  test("addresses print in their country's order: the town above the postcode in the UK", () => {
    const address = {
      firstName: "Léa",
      lastName: "Martin",
      address1: "100 Clerkenwell Road",
      address2: null,
      address3: null,
      address4: null,
      zipCode: "EC1M 5RF",
      city: "LONDON",
    };
    expect(addressLines({ ...address, country: "GB" }, LOCALES.en)).toEqual([
      "Léa Martin",
      "100 Clerkenwell Road",
      "LONDON",
      "EC1M 5RF",
      "United Kingdom",
    ]);
    expect(addressLines({ ...address, country: "FR", zipCode: "75008", city: "PARIS" }, LOCALES["fr-fr"])).toEqual([
      "Léa Martin",
      "100 Clerkenwell Road",
      "75008 PARIS",
      "France",
    ]);
  });
});
