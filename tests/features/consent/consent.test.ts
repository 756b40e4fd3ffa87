import { describe, expect, test } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE,
  consentMaxAge,
  consentVariant,
  decodeConsent,
  encodeConsent,
  privacyLevel,
  REFUSE_ALL,
} from "../../../app/features/consent/consent";
import { consentAction, consentState } from "../../../app/features/consent/consent.server";
import { m } from "../../../app/paraglide/messages.js";
import { testContext } from "../../helpers/request-context";

const post = (path: string, body: Record<string, string>, fetcher = true) =>
  new Request(`http://localhost:8787${path}${fetcher ? ".data" : ""}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("the consent choice and its cookie", () => {
  test("a choice survives its cookie: version, one bit per purpose, the time it was made", () => {
    const value = encodeConsent({ analytics: true, personalisation: false }, new Date("2026-11-24T10:00:00Z"));
    expect(value).toBe("1.a1.p0.1795514400");
    expect(decodeConsent(value)).toEqual({ analytics: true, personalisation: false });
  });

  test("no cookie, a malformed one or one given under older wording is no choice: the banner asks again", () => {
    for (const value of [undefined, "", "yes", "1.a1.p1", "1.a2.p0.1", "0.a1.p1.1795514400", "1.a1.p1.1795514400;x"])
      expect(decodeConsent(value)).toBeNull();
  });

  test("R7.43 the privacy level: 0 until chosen or when all is refused, 1 for measurement only, 2 once personalisation (A/B testing) is accepted", () => {
    expect(privacyLevel(null)).toBe(0);
    expect(privacyLevel(REFUSE_ALL)).toBe(0);
    expect(privacyLevel({ analytics: true, personalisation: false })).toBe(1);
    expect(privacyLevel({ analytics: false, personalisation: true })).toBe(2);
    expect(privacyLevel(ACCEPT_ALL)).toBe(2);
  });

  test("kept 13 months at most, 6 where the site follows the CNIL", () => {
    expect(consentMaxAge(false)).toBe(CONSENT_MAX_AGE.default);
    expect(CONSENT_MAX_AGE.default).toBeLessThanOrEqual(396 * 24 * 3600);
    expect(consentMaxAge(true)).toBeLessThanOrEqual(183 * 24 * 3600);
  });

  test("the edge cache keys a page by the choice, never by its time", () => {
    expect(consentVariant(null)).toBe("undecided");
    expect(consentVariant(decodeConsent("1.a1.p0.1"))).toBe(consentVariant(decodeConsent("1.a1.p0.1795514400")));
    expect(
      new Set([null, REFUSE_ALL, ACCEPT_ALL, { analytics: true, personalisation: false }].map(consentVariant)).size,
    ).toBe(4);
  });
});

describe("the consent form's endpoint", () => {
  const cookieOf = (headers: string[]) => headers.find((header) => header.startsWith("as_consent="));

  test("accept all, refuse all and a per-purpose choice are stored HttpOnly, and read back on the next request", async () => {
    for (const [body, expected] of [
      [{ intent: "accept-all" }, ACCEPT_ALL],
      [{ intent: "refuse-all" }, REFUSE_ALL],
      [
        { intent: "save", personalisation: "on" },
        { analytics: false, personalisation: true },
      ],
    ] as const) {
      const context = testContext("/en/privacy-settings");
      const answer = await consentAction(post("/en/privacy-settings", body), context);
      expect(answer).toMatchObject({
        data: { ok: true, message: m.consent_saved({}, { locale: "en" }), consent: expected },
        init: { status: 200 },
      });
      const cookie = cookieOf(context.cookies.setCookieHeaders());
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Max-Age=33696000/);
      const value = decodeURIComponent(cookie!.split(";")[0]!.split("=")[1]!);
      expect(consentState(testContext("/en", { cookies: { as_consent: value } })).choice).toEqual(expected);
    }
  });

  test("the French site keeps the choice 6 months (cnil flag)", async () => {
    const context = testContext("/fr-fr/privacy-settings");
    await consentAction(post("/fr-fr/privacy-settings", { intent: "refuse-all" }), context);
    expect(cookieOf(context.cookies.setCookieHeaders())).toContain(`Max-Age=${CONSENT_MAX_AGE.cnil}`);
  });

  test("junk (an unknown intent, a box ticked with another value, JSON, no body) is a 400 in the shopper's language and stores nothing", async () => {
    const bodies: [BodyInit | null, string][] = [
      [new URLSearchParams({ intent: "accept-some" }), "application/x-www-form-urlencoded"],
      [new URLSearchParams({ intent: "save", analytics: "yes" }), "application/x-www-form-urlencoded"],
      ['{"intent":"accept-all"}', "application/json"],
      [null, ""],
    ];
    for (const [body, type] of bodies) {
      const context = testContext("/de-de/privacy-settings");
      const request = new Request("http://localhost:8787/de-de/privacy-settings.data", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect(await consentAction(request, context)).toMatchObject({
        data: { intent: "invalid", ok: false, message: m.consent_invalid({}, { locale: "de" }) },
        init: { status: 400 },
      });
      expect(cookieOf(context.cookies.setCookieHeaders())).toBeUndefined();
    }
  });

  test("without JavaScript the post comes back to the page it was made on (303), the answer flashed", async () => {
    const context = testContext("/it-it/privacy-settings");
    const answer = (await consentAction(
      post("/it-it/privacy-settings", { intent: "accept-all", returnTo: "/it-it/catalog/donna/WOMEN" }, false),
      context,
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/it-it/catalog/donna/WOMEN#form-answer");
    expect(context.cookies.setCookieHeaders().some((header) => header.startsWith("as_flash="))).toBe(true);
  });
});
