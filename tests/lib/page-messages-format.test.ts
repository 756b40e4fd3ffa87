import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compactMessage, formatMessage } from "../../app/lib/page-messages-format";
import * as m from "../../app/paraglide/messages.js";

const LANGUAGES = ["en", "fr", "es", "de", "it", "pl"] as const;
const sources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, unknown>,
  ]),
);
type MessageFunction = (inputs: Record<string, unknown>, options: { locale: string }) => string;

/** Inputs naming every placeholder, with counts that reach each plural category of every language. */
function inputsFor(source: unknown, count: number): Record<string, unknown> {
  const names = new Set(
    JSON.stringify(source)
      .match(/\{(\w+)\}/g)
      ?.map((name) => name.slice(1, -1)) ?? [],
  );
  for (const match of JSON.stringify(source).matchAll(/input (\w+)/g)) names.add(match[1]!);
  return Object.fromEntries(
    [...names].map((name) => [name, name === "count" || name === "points" ? count : `‹${name}›`]),
  );
}

describe("the browser's messages say what the server's say (no hydration mismatch)", () => {
  test.each(LANGUAGES)("every message of %s, every plural category", (language) => {
    let compared = 0;
    for (const [key, source] of Object.entries(sources[language]!)) {
      if (key.startsWith("$")) continue;
      const compiled = (m as unknown as Record<string, MessageFunction>)[key]!;
      for (const count of [0, 1, 2, 3, 5, 12, 22, 1.5]) {
        const inputs = inputsFor(source, count);
        expect(formatMessage(key, compactMessage(source), inputs, language), `${language} ${key} ${count}`).toBe(
          compiled(inputs, { locale: language }),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(600 * 8);
  });

  test("an unknown message shape is refused at build time rather than shown wrong", () => {
    expect(() => compactMessage([{ declarations: [], selectors: ["x"], match: {} }])).toThrow(/Unsupported/);
  });
});
