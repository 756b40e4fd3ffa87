import { describe, expect, test } from "vitest";
import { loyaltySchema } from "../../../app/features/account/schemas";
import { loyaltyOffersSchema } from "../../../app/features/loyalty/schemas";
import { cartSchema } from "../../../app/features/cart-model/schemas";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { mockApi, type Caller } from "../../helpers/mock-api";

/**
 * Issue 49: Léa's loyalty offers as the backend answers them on each site (the request's
 * language, the site's currency, from each currency's own figures) and their rules enforced
 * when a cart takes them.
 */
const api = mockApi();
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

const KNITWEAR = ["WOMEN_KNITWEAR", "MEN_KNITWEAR"];
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
const stocked = sizes.filter((entry) => entry.size.stock >= 5 && entry.size.availabilityCode === 2);
const euros = (entry: (typeof stocked)[number]) => entry.option.prices.EUR.amount;
/** A dress or a shirt under 50 €, as Léa's 37,99 € cart. */
const cheap = stocked.find(
  (entry) => !KNITWEAR.includes(entry.product.familyId) && euros(entry) >= 2500 && euros(entry) < 4000,
)!;
/** A jumper under 50 € too. */
const knit = stocked.find((entry) => KNITWEAR.includes(entry.product.familyId) && euros(entry) < 5000)!;
/** Enough of the cheap line to pass 50 €. */
const overMinimum = Math.ceil(5000 / euros(cheap)) + 1;

async function lea(store = "fr", language = "fr-FR") {
  const session = api.newSession();
  const { accessToken } = await api.signIn("C100001");
  const caller: Caller = { session, token: accessToken, store, language };
  const cart = (await api.raw("POST", "/carts", caller, { customerId: "C100001", loyaltyType: "FID" }, cartSchema))
    .parsed!;
  let version = cart.version;
  return {
    caller,
    cartId: cart.id,
    async add(sku: string, times = 1) {
      for (let unit = 0; unit < times; unit++) {
        const added = await api.raw(
          "POST",
          `/carts/${cart.id}/products/${sku}?version=${version}`,
          caller,
          undefined,
          cartSchema,
        );
        version = added.parsed!.version;
      }
    },
    async remove(lineId: string) {
      const removed = await api.raw(
        "DELETE",
        `/carts/${cart.id}/products/${lineId}?version=${version}`,
        caller,
        undefined,
        cartSchema,
      );
      version = removed.parsed!.version;
      return removed.parsed!;
    },
    /** PUT loyalty-offers takes no version but makes a new one. */
    async take(loyaltyOfferIds: string[]) {
      const taken = await api.raw(
        "PUT",
        `/carts-self/${cart.id}/loyalty-offers`,
        caller,
        { loyaltyOfferIds },
        cartSchema,
      );
      if (taken.parsed) version = taken.parsed.version;
      return taken;
    },
    offers: (storeId: string) =>
      api.client(caller).call(`customers-self/loyalty/offers/${storeId}`, { schema: loyaltyOffersSchema }),
  };
}

describe("issue 49: loyalty offers in the site's language and currency", () => {
  const sites = [
    {
      store: "fr",
      storeId: "001",
      language: "fr-FR",
      voucher: "Bon d'achat 10 €",
      knit: "-15 % sur la maille",
      minimum: "50 €",
    },
    { store: "en", storeId: "003", language: "en", voucher: "€10 voucher", knit: "15% off knitwear", minimum: "€50" },
    {
      store: "es",
      storeId: "004",
      language: "es-ES",
      voucher: "Vale de compra de 10 €",
      knit: "-15 % en punto",
      minimum: "50 €",
    },
    {
      store: "de",
      storeId: "005",
      language: "de-DE",
      voucher: "Einkaufsgutschein über 10 €",
      knit: "-15 % auf Strick",
      minimum: "50 €",
    },
    {
      store: "it",
      storeId: "006",
      language: "it-IT",
      voucher: "Buono d'acquisto da 10 €",
      knit: "-15% sulla maglieria",
      minimum: "50 €",
    },
    {
      store: "pl",
      storeId: "007",
      language: "pl-PL",
      voucher: "Bon zakupowy o wartości 40 zł",
      knit: "-15% na swetry",
      minimum: "200 zł",
    },
    {
      store: "ch",
      storeId: "002",
      language: "fr-CH",
      voucher: "Bon d'achat 10 CHF",
      knit: "-15 % sur la maille",
      minimum: "50 CHF",
    },
  ];

  test.each(sites)("$language on $store: titles, descriptions and amounts of that site", async (site) => {
    const { offers } = await lea(site.store, site.language);
    const answered = await offers(site.storeId);
    const [voucher, knitwear, tote] = answered;
    expect(plain(voucher!.title)).toBe(site.voucher);
    expect(plain(voucher!.description)).toContain(site.minimum);
    expect(knitwear!.title).toBe(site.knit);
    // The voucher's figures are the site currency's own, not converted euros.
    expect(voucher!.minimumSpend?.currencyCode).toBe(site.store === "ch" ? "CHF" : site.store === "pl" ? "PLN" : "EUR");
    expect(knitwear!.families.map((family) => family.familyId)).toEqual(KNITWEAR);
    if (!site.language.startsWith("fr")) {
      // Nothing of the French seed left: no French word in any text.
      const texts = answered.flatMap((offer) => [
        offer.title,
        offer.description,
        ...offer.families.map((f) => f.title),
      ]);
      expect(texts.join(" | ")).not.toMatch(/Bon d'achat|maille|offert|Pulls & gilets|coton bio/);
    }
    if (site.store === "ch" || site.store === "pl")
      expect(answered.map((offer) => offer.description).join(" ")).not.toContain("€");
    expect(tote!.productOutOfStock).toBe(true);
  });

  test("the Italian knitwear family and movements: in Italian, a voucher spent named by its offer's title", async () => {
    const { offers, caller } = await lea("it", "it-IT");
    expect((await offers("006"))[1]!.families.map((family) => family.title)).toEqual(["Maglieria", "Maglieria"]);
    const loyalty = await api
      .client(caller)
      .call("customers-self/loyalty", { query: { page: 0, size: 12 }, schema: loyaltySchema });
    const labels = loyalty.movements.map((movement) => plain(movement.label));
    expect(labels).toContain("Buono d'acquisto da 10 €");
    expect(labels).toContain("Acquisto in negozio");
    expect(labels.join(" | ")).not.toMatch(/Bon d'achat|Achat en magasin|Commande en ligne/);
  });
});

describe("issue 49: each offer's rules hold when a cart takes it", () => {
  test("the 10 € voucher under its 50 € minimum: refused, saying which offer and rule; nothing saved", async () => {
    const shopper = await lea("it", "it-IT");
    await shopper.add(cheap.size.sku);
    const refused = await shopper.take(["LO10"]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "Loyalty offer LO10 needs a cart of at least 5000 cents" });
    const cart = (await api.raw("GET", `/carts/${shopper.cartId}`, shopper.caller, undefined, cartSchema)).parsed!;
    expect(cart.loyaltyOffers.offers).toEqual([]);
    expect(cart.discounts).toEqual([]);
  });

  test("over the minimum the voucher applies, named by its title in the cart; a line removed below it takes the discount away", async () => {
    const shopper = await lea("it", "it-IT");
    await shopper.add(cheap.size.sku, overMinimum);
    const taken = await shopper.take(["LO10"]);
    expect(taken.status).toBe(200);
    const cart = taken.parsed!;
    expect(cart.discounts).toEqual([{ code: "LO10", type: "CAD", amount: { centAmount: 1000 } }]);
    expect(cart.loyaltyOffers.offers.map((offer) => [offer.id, plain(offer.title)])).toEqual([
      ["LO10", "Buono d'acquisto da 10 €"],
    ]);
    // One name: the cart's title is the offers list's.
    expect(cart.loyaltyOffers.offers[0]!.title).toBe((await shopper.offers("006"))[0]!.title);
    await shopper.add(knit.size.sku);
    const afterRemoval = await shopper.remove(cart.lineItems[0]!.lineId);
    expect(afterRemoval.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0)).toBeLessThan(5000);
    expect(afterRemoval.loyaltyOffers.offers.map((offer) => offer.id)).toEqual(["LO10"]);
    expect(afterRemoval.discounts).toEqual([]);
  });

  test("the voucher's minimum on the Polish site is its own złoty figure", async () => {
    const shopper = await lea("pl", "pl-PL");
    await shopper.add(cheap.size.sku);
    const refused = await shopper.take(["LO10"]);
    expect(refused.body).toEqual({ message: "Loyalty offer LO10 needs a cart of at least 20000 cents" });
  });

  test("knitwear's -15 %: refused without a knitwear line, then taken off the knitwear lines only", async () => {
    const shopper = await lea();
    await shopper.add(cheap.size.sku);
    const refused = await shopper.take(["LO15P"]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: "Loyalty offer LO15P applies to families WOMEN_KNITWEAR,MEN_KNITWEAR only",
    });
    await shopper.add(knit.size.sku);
    const taken = await shopper.take(["LO15P"]);
    expect(taken.status).toBe(200);
    expect(taken.parsed!.discounts).toEqual([
      { code: "LO15P", type: "REM", amount: { centAmount: Math.round((euros(knit) * 15) / 100) } },
    ]);
  });

  test("several offers: the first whose rule the cart breaks refuses the change", async () => {
    const shopper = await lea();
    await shopper.add(knit.size.sku);
    const refused = await shopper.take(["LO15P", "LOGIFT", "LO10"]);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "Loyalty offer LO10 needs a cart of at least 5000 cents" },
    });
    const taken = await shopper.take(["LO15P", "LOGIFT"]);
    expect(taken.parsed!.loyaltyOffers.offers.map((offer) => offer.id)).toEqual(["LO15P", "LOGIFT"]);
  });
});
