import { describe, expect, test, vi } from "vitest";
import { ApiError } from "../../../app/api/errors";
import type { ApiClient } from "../../../app/api/client.server";
import { shopDomainParamsSchema, type ShopDomainParams } from "../../../app/api/site-params";
import { almaSettings, isPrivateSaleActive, sortedPaymentProducts } from "../../../app/features/site/site-params";
import {
  clearSiteParamsMemory,
  GET_PARAMS_ERROR,
  loadSiteParams,
  SiteParamsError,
} from "../../../app/features/site/site-params.server";
import { WEB_DOMAINS } from "../../../mocks/data/web-domains";

const params = (domain: string): ShopDomainParams =>
  shopDomainParamsSchema.parse(WEB_DOMAINS.find((entry) => entry.domain === domain));

describe("R3.01 shop domain parameters", () => {
  test("the seven domains of the mock parse with every field of spec 3", () => {
    expect(WEB_DOMAINS.map((entry) => shopDomainParamsSchema.parse(entry).domain)).toEqual([
      "fr",
      "ch",
      "en",
      "es",
      "de",
      "it",
      "pl",
    ]);
  });

  test("R3.28 the backend's PLZ is read as PLN", () => {
    expect(params("pl").devise).toBe("PLN");
    expect(params("ch").devise).toBe("CHF");
  });

  test("a missing required field is refused", () => {
    const { storeId: _storeId, ...broken } = WEB_DOMAINS[0]!;
    expect(shopDomainParamsSchema.safeParse(broken).success).toBe(false);
  });

  test("the mock's web domains: only FR, CH and GB have an active store locator", () => {
    const active = WEB_DOMAINS.filter((entry) => entry.params.storeLocator.isActive).map(
      (entry) => entry.countryCodeISO2,
    );
    expect(active).toEqual(["FR", "CH", "GB"]);
  });
});

describe("R4.05 private sales", () => {
  const site = params("fr");
  const window = site.params.privateSales!;
  test("active between startDate and endDate, both inclusive", () => {
    expect(isPrivateSaleActive(site, new Date(window.startDate))).toBe(true);
    expect(isPrivateSaleActive(site, new Date(window.endDate))).toBe(true);
    expect(isPrivateSaleActive(site, new Date(Date.parse(window.startDate) - 1))).toBe(false);
    expect(isPrivateSaleActive(site, new Date(Date.parse(window.endDate) + 1))).toBe(false);
  });
  test("no window, no private sale", () => {
    expect(isPrivateSaleActive(params("ch"))).toBe(false);
  });
});

describe("R4.06 R5.04 R9.06 Alma and payment products", () => {
  test("Alma is active with ALMA_3X or ALMA_4X, with limits defaulting to 0 and 999999", () => {
    expect(almaSettings(params("fr"))).toEqual({
      active: true,
      products: [
        { name: "ALMA_3X", minAmount: 5000, maxAmount: 300000 },
        { name: "ALMA_4X", minAmount: 10000, maxAmount: 999999 },
      ],
    });
    expect(almaSettings(params("de")).active).toBe(false);
  });

  test("an ALMA product without limits gets min 0 and max 999999", () => {
    const site = params("de");
    site.params.paymentProducts.push({ name: "ALMA_4X", rank: 9 });
    expect(almaSettings(site).products).toEqual([{ name: "ALMA_4X", minAmount: 0, maxAmount: 999999 }]);
  });

  test("payment products are sorted by rank", () => {
    expect(sortedPaymentProducts(params("de")).map((product) => product.name)).toEqual([
      "KLARNA",
      "VISA",
      "MASTERCARD",
      "PAYPAL",
    ]);
  });
});

describe("R1.05 R7.02 R8.02 loading site parameters", () => {
  const client = (call: ApiClient["call"]) => ({ call }) as ApiClient;

  test("GET /web-domains/ for the shop domain, then served from memory", async () => {
    clearSiteParamsMemory();
    const call = vi.fn().mockResolvedValue(params("fr"));
    const options = {
      api: client(call),
      domain: "fr",
      url: "http://x/fr-fr",
      scope: "shared",
      bypassCache: false,
      waitUntil: () => {},
    };
    await loadSiteParams(options);
    await loadSiteParams(options);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe("web-domains/");
    expect(call.mock.calls[0]![1]).toMatchObject({ query: { domain: "fr" } });
  });

  test("a failure is the getParams error, logged with status and URL", async () => {
    clearSiteParamsMemory();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const call = vi.fn().mockRejectedValue(new ApiError(503, "down", "GET /web-domains/"));
    const failure = loadSiteParams({
      api: client(call),
      domain: "de",
      url: "http://x/de-de",
      scope: "shared",
      bypassCache: false,
      waitUntil: () => {},
    });
    await expect(failure).rejects.toBeInstanceOf(SiteParamsError);
    await expect(failure).rejects.toThrow(GET_PARAMS_ERROR);
    const logged = JSON.parse(String(log.mock.calls.at(-1)![0]));
    expect(logged).toMatchObject({ message: GET_PARAMS_ERROR, status: 503, url: "http://x/de-de" });
  });
});
