import { describe, expect, test } from "vitest";
import { z } from "zod";
import { createCookieJar } from "../../app/lib/cookie-jar";
import { cookieNames } from "../../app/lib/cookies";
import { leaveFlash, takeFlash } from "../../app/lib/flash.server";
import { FLASH_FORMS } from "../../app/routing/flash-forms.server";

const names = cookieNames("local");
const jar = (flash?: string) => createCookieJar(flash === undefined ? {} : { [names.flash]: flash }, { secure: true });
const forms = { cart: z.object({ intent: z.literal("add-to-cart"), ok: z.boolean(), message: z.string() }) };

describe("the flash: one-shot answers by form, knowing no domain", () => {
  test("an answer is kept for a form it knows and only when it meets that form's schema; a notice too", () => {
    const sent = JSON.stringify({
      notice: "cartMerged",
      answers: {
        cart: { intent: "add-to-cart", ok: true, message: "Ajouté" },
        account: { intent: "profile" },
        "<x>": 1,
      },
    });
    expect(takeFlash(jar(sent), names, forms)).toEqual({
      notice: "cartMerged",
      answers: { cart: { intent: "add-to-cart", ok: true, message: "Ajouté" } },
    });
    const forged = JSON.stringify({ answers: { cart: { intent: "add-to-cart", ok: "yes", message: "<script>" } } });
    expect(takeFlash(jar(forged), names, forms)).toEqual({ notice: null, answers: {} });
    expect(takeFlash(jar("not json"), names, forms)).toEqual({ notice: null, answers: {} });
    expect(takeFlash(jar('{"answers":{"__proto__":{"polluted":true}}}'), names, forms).answers).toEqual({});
  });

  test("what one request leaves adds to what it already left; the next page takes it once", () => {
    const cookies = jar();
    leaveFlash(cookies, names, { notice: "cartMerged" });
    leaveFlash(cookies, names, { answers: { cart: { intent: "add-to-cart", ok: true, message: "Ajouté" } } });
    const left = cookies.setCookieHeaders().at(-1)!;
    const value = decodeURIComponent(left.split(";")[0]!.slice(`${names.flash}=`.length));
    const next = jar(value);
    expect(takeFlash(next, names, FLASH_FORMS)).toMatchObject({
      notice: "cartMerged",
      answers: { cart: { ok: true } },
    });
    expect(next.setCookieHeaders().some((cookie) => cookie.startsWith(`${names.flash}=;`))).toBe(true);
  });
});
