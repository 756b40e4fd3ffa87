import { readFileSync } from "node:fs";

const cache = new Map<string, Record<string, string>>();

/** The text a shopper sees for a message key in a language, as messages/*.json has it. */
export function text(language: string, key: string, inputs: Record<string, string | number> = {}): string {
  let messages = cache.get(language);
  if (!messages) {
    messages = JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Record<string, string>;
    cache.set(language, messages);
  }
  let template: unknown = messages[key];
  // Plural messages: the variant Intl.PluralRules picks for `count`.
  if (Array.isArray(template)) {
    const match = (template[0] as { match: Record<string, string> }).match;
    const category = new Intl.PluralRules(language).select(Number(inputs.count));
    template = match[`countPlural=${category}`] ?? match["countPlural=other"];
  }
  if (typeof template !== "string") throw new Error(`No message ${key} in ${language}`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(inputs[name] ?? `{${name}}`));
}

/** One prefix per language, its main site: where a test runs once per language. */
export const LANGUAGE_HOMES = [
  ["fr-fr", "fr"],
  ["en", "en"],
  ["es-es", "es"],
  ["de-de", "de"],
  ["it-it", "it"],
  ["pl-pl", "pl"],
] as const;

export const PREFIXES = [
  ["fr-fr", "fr", "fr-FR"],
  ["fr", "fr", "fr"],
  ["fr-ch", "fr", "fr-CH"],
  ["en", "en", "en"],
  ["es-es", "es", "es-ES"],
  ["es", "es", "es"],
  ["de-de", "de", "de-DE"],
  ["de", "de", "de"],
  ["it-it", "it", "it-IT"],
  ["it", "it", "it"],
  ["pl-pl", "pl", "pl-PL"],
  ["pl", "pl", "pl"],
] as const;
