import { describe, expect, test } from "vitest";
import { loadPrivateSalePage } from "../../../app/features/private-sale/private-sale.server";
import { privateSalePhase } from "../../../app/features/site/site-params";
import type { ShopDomainParams } from "../../../app/api/site-params";
import { loadEditorialPage } from "../../../app/features/catalog/listing.server";
import { fullMoment } from "../../../app/lib/dates";
import { LOCALES } from "../../../app/lib/locales";
import { WEB_DOMAINS } from "../../../mocks/data/web-domains";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { signedInTokens } from "../../helpers/tokens";

// A fixed clock around the French site's window (27 to 30 November 2026, Paris time), never today's date.
const BEFORE = new Date("2026-11-26T22:59:59Z");
const OPENS = new Date("2026-11-26T23:00:00Z");
const CLOSES = new Date("2026-11-30T22:59:59Z");
const AFTER = new Date("2026-11-30T23:00:00Z");
const france = WEB_DOMAINS.find((domain) => domain.domain === "fr") as unknown as ShopDomainParams;
const backend = mockApi();
const url = new URL("http://localhost:8787/fr-fr/private-sale");
const context = (signedIn: boolean) =>
  testContext("/fr-fr/private-sale", {
    api: backend.client({ session: backend.newSession(), store: "fr" }),
    tokens: signedIn ? signedInTokens() : {},
  });
const status = (error: unknown) => (error as { init?: { status?: number } }).init?.status;

describe("R4.05 the private sale by its window, bounds included (fixed clock)", () => {
  test("upcoming before the start, open from the start to the end inclusive, over after; none without a window", () => {
    expect(privateSalePhase(france, BEFORE).phase).toBe("upcoming");
    expect(privateSalePhase(france, OPENS).phase).toBe("open");
    expect(privateSalePhase(france, CLOSES).phase).toBe("open");
    expect(privateSalePhase(france, AFTER).phase).toBe("over");
    expect(privateSalePhase({ ...france, params: { ...france.params, privateSales: null } }, OPENS).phase).toBe("none");
  });

  test("the page: when it opens before, a sign-in prompt for anonymous shoppers, the sale for customers, gone after", async () => {
    expect(await loadPrivateSalePage(url, context(false), BEFORE)).toMatchObject({
      phase: "upcoming",
      startDate: "2026-11-27T00:00:00+01:00",
    });
    const anonymous = await loadPrivateSalePage(url, context(false), OPENS);
    expect(anonymous).toMatchObject({ phase: "members-only" });
    expect(anonymous.phase === "members-only" && new URL(anonymous.signInUrl, "http://x").pathname).toBe(
      "/__mock/auth/sign-in",
    );
    const member = await loadPrivateSalePage(url, context(true), CLOSES);
    expect(member.phase).toBe("open");
    expect(member.phase === "open" && member.page.blocks.length).toBeGreaterThan(0);
    await expect(loadPrivateSalePage(url, context(true), AFTER)).rejects.toSatisfy((error) => status(error) === 404);
  });

  test("the sale's content is never a public landing page", async () => {
    await expect(
      loadEditorialPage(
        new URL("http://localhost:8787/fr-fr/vente-privee--lpPRIVATE_SALE"),
        context(true),
        "landing",
        "PRIVATE_SALE",
      ),
    ).rejects.toSatisfy((error) => status(error) === 404);
    // Whatever the case a URL writes the id in.
    await expect(
      loadEditorialPage(
        new URL("http://localhost:8787/fr-fr/vente-privee--lpprivate_sale"),
        context(true),
        "landing",
        "private_sale",
      ),
    ).rejects.toSatisfy((error) => status(error) === 404);
  });

  test("its times are said in the site's time zone", () => {
    expect(fullMoment(LOCALES["fr-fr"], "2026-11-27T00:00:00+01:00")).toBe("27 novembre 2026 à 0\u00a0h");
    expect(fullMoment(LOCALES["pl-pl"], "2026-11-30T23:59:59+01:00")).toMatch(/^30 listopada 2026.*23:59$/);
  });
});
