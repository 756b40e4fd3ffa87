import type { ComponentType } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ProductSizes, type AddToCartSlot } from "../../../app/features/catalog/product-sizes";
import type { Product } from "../../../app/features/catalog-model/schemas";
import { takesStockAlert } from "../../../app/features/catalog/stock";
import { StockAlertForm } from "../../../app/features/wishlist/stock-alert-form";
import { m } from "../../../app/paraglide/messages.js";

type Size = Product["options"][number]["sizes"][number];
const size = (
  label: string,
  availabilityCode: Size["availabilityCode"],
  availability: Size["availability"],
  availabilityType: Size["availabilityType"] = "ONLINE_AND_IN_STORE",
): Size => ({
  sku: `SKU${label}`,
  gtin: "3540000000000",
  label,
  availabilityCode,
  availability,
  availabilityType,
  stock: 0,
});

const option: Product["options"][number] = {
  optionId: "100001902",
  colourCode: "RED",
  colourLabel: "Rouge",
  colourHex: "#cc0000",
  price: { type: "I", amount: 4999, strikeThrough: null, discountPercent: null, currency: "EUR" },
  sizes: [
    size("36", 2, "AVAILABLE"),
    size("40", 0, "SOON_AVAILABLE"),
    size("42", 0, "UNAVAILABLE"),
    size("46", 0, "UNAVAILABLE", "IN_STORE_ONLY"),
  ],
  pictures: [{ type: "AP", url: "/p.svg", alt: "" }],
};
const product = {
  productId: "1000019",
  name: "Robe",
  slug: "robe",
  options: [option],
  sizeGuide: null,
} as unknown as Product;

const AddToCart: AddToCartSlot = ({ children }) => <form>{children({ answer: undefined, submitting: false })}</form>;

function Sizes() {
  return (
    <ProductSizes
      product={product}
      option={option}
      flags={{ ecoDesign: false, alert: true, wishlist: true, ereservation: true, storePages: true }}
      sizingRegion={"EU" as never}
      AddToCart={AddToCart}
    />
  );
}

function AlertForm() {
  return (
    <StockAlertForm
      product={product}
      option={option}
      sizes={option.sizes.filter(takesStockAlert)}
      alerted={new Set()}
    />
  );
}

async function html(Component: ComponentType): Promise<string> {
  const Stub = createRoutesStub([{ path: "/fr-fr/robe--p1000019", Component }]);
  const stream = await renderToReadableStream(<Stub initialEntries={["/fr-fr/robe--p1000019"]} />);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

const cellOf = (page: string, label: string) =>
  new RegExp(`<div class="size-cell">(?:(?!<div class="size-cell">)[\\s\\S])*?SKU${label}[\\s\\S]*?</div>`).exec(
    page,
  )?.[0] ?? "";

describe("issue 49: an in-store-only size reads as such, and a sold-out size has no link of its own", () => {
  test("each size says its stock; only the in-store-only one links, to the stores", async () => {
    const page = await html(Sizes);
    expect(cellOf(page, "36")).toContain('data-stock="buyable"');
    expect(cellOf(page, "40")).toContain('data-stock="back-soon"');
    expect(cellOf(page, "42")).toContain('data-stock="sold-out"');
    const inStore = cellOf(page, "46");
    expect(inStore).toContain('data-stock="in-store"');
    expect(inStore).toContain(m.availability_in_store_only({}, { locale: "fr" }));
    expect(inStore).toContain("storeSku=SKU46#product-stores");
    for (const label of ["36", "40", "42"]) expect(cellOf(page, label)).not.toContain("<a ");
  });

  test("the one alert form lists the sold-out sizes, none chosen for the shopper", async () => {
    const page = await html(AlertForm);
    const choices = [...page.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);
    expect(choices).toEqual(["", "SKU40", "SKU42"]);
    expect(page).toContain(m.product_alert_size_placeholder({}, { locale: "fr" }));
    expect(page).toMatch(/<select name="sku" required/);
  });
});
