import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../app/lib/locales";
import * as m from "../../app/paraglide/messages/_index.js";

const load = (language: string) =>
  JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, unknown>;
const keys = (language: string) =>
  Object.keys(load(language))
    .filter((key) => !key.startsWith("$"))
    .sort();
const placeholders = (text: unknown) =>
  [...new Set([...String(JSON.stringify(text)).matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe("messages in six languages", () => {
  test("one file per language, no more, no less", () => {
    expect(readdirSync("messages").sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  test.each(LANGUAGES.filter((language) => language !== "en"))("%s has exactly the English keys", (language) => {
    expect(keys(language)).toEqual(keys("en"));
  });

  test.each(LANGUAGES.filter((language) => language !== "en"))("%s keeps every placeholder", (language) => {
    const source = load("en");
    const target = load(language);
    for (const key of keys("en")) expect([key, placeholders(target[key])]).toEqual([key, placeholders(source[key])]);
  });

  test("compilation produced a function per message, answering in each language", () => {
    const compiled = Object.keys(m);
    expect(compiled.length).toBeGreaterThanOrEqual(keys("en").length);
    const titles = LANGUAGES.map((locale) => m.error404_title({}, { locale }));
    expect(new Set(titles).size).toBe(LANGUAGES.length);
    expect(titles).not.toContain("error404_title");
  });
});

describe("issue 49: words that must not be confused", () => {
  test.each(LANGUAGES)("%s: the newsletter's button does not say sign in or create an account", (language) => {
    const words = load(language);
    const fold = (key: string) => String(words[key]).toLocaleLowerCase(language);
    for (const account of ["header_sign_in", "header_create_account"]) {
      expect(fold("newsletter_submit")).not.toContain(fold(account));
      expect(fold(account)).not.toContain(fold("newsletter_submit"));
    }
  });
});

describe("plurals", () => {
  test("Polish cart counts use one, few and many forms, never the raw key", () => {
    const forms = [1, 2, 5, 22].map((count) => m.header_cart_count({ count }, { locale: "pl" }));
    expect(new Set(forms.slice(0, 3)).size).toBe(3);
    for (const form of forms) expect(form).not.toContain("header_cart_count");
  });
});
