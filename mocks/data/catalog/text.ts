import type { Localized } from "../types";

/** A Localized from positional strings, always in the order fr, en, es, de, it, pl. */
export function L(fr: string, en: string, es: string, de: string, it: string, pl: string): Localized {
  return { fr, en, es, de, it, pl };
}

/** Applies a function to each language of one or more Localized values. */
export function mapLocalized(
  f: (language: keyof Localized, ...texts: string[]) => string,
  ...values: Localized[]
): Localized {
  const out = {} as Localized;
  for (const language of ["fr", "en", "es", "de", "it", "pl"] as const)
    out[language] = f(language, ...values.map((value) => value[language]));
  return out;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
