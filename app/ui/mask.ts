/**
 * Input masks of spec 5: `#` a digit, `X` a letter or digit, `S` a letter, `A` an upper-case
 * letter (lower case typed is raised), `a` a lower-case letter; any other character of the
 * pattern is a literal inserted as the shopper types (spaces of an IBAN, dashes of a postcode).
 */
const TOKENS: Record<string, (char: string) => string | undefined> = {
  "#": (char) => (/\d/.test(char) ? char : undefined),
  X: (char) => (/[\p{L}\d]/u.test(char) ? char : undefined),
  S: (char) => (/\p{L}/u.test(char) ? char : undefined),
  A: (char) => (/\p{L}/u.test(char) ? char.toUpperCase() : undefined),
  a: (char) => (/\p{L}/u.test(char) ? char.toLowerCase() : undefined),
};

export function applyMask(value: string, pattern: string): string {
  let result = "";
  let index = 0;
  for (const token of pattern) {
    if (index >= value.length) break;
    const accept = TOKENS[token];
    if (!accept) {
      result += token;
      if (value[index] === token) index++;
      continue;
    }
    // Skip what the token refuses (a letter typed where a digit goes), keep looking.
    let accepted: string | undefined;
    while (index < value.length && accepted === undefined) accepted = accept(value[index++]!);
    if (accepted === undefined) break;
    result += accepted;
  }
  return result;
}

const significant = (value: string) => value.replace(/[^\p{L}\d]/gu, "").toUpperCase();

/**
 * The value in the mask's shape when it fills the mask exactly with every letter and digit it
 * has (a saved "0612345678" as "06 12 34 56 78"); undefined when the mask would drop or miss any,
 * so nothing already typed or saved is ever cut by a mask.
 */
export function fitMask(value: string, pattern: string): string | undefined {
  const shaped = applyMask(value, pattern);
  return shaped.length === pattern.length && significant(shaped) === significant(value) ? shaped : undefined;
}

/** A value in the mask's shape, to show as an example: "##-###" → "12-345", "#### AA" → "1234 AB". */
export function maskExample(pattern: string): string {
  let digit = 1;
  let letter = 0;
  const nextDigit = () => String(digit++ % 10);
  const nextLetter = () => String.fromCharCode(65 + (letter++ % 26));
  const examples: Record<string, () => string> = {
    "#": nextDigit,
    X: nextDigit,
    S: nextLetter,
    A: nextLetter,
    a: () => nextLetter().toLowerCase(),
  };
  return [...pattern].map((token) => examples[token]?.() ?? token).join("");
}

/** The mask as an HTML pattern attribute, so native validity knows a complete value. */
export function maskToPattern(pattern: string): string {
  const classes: Record<string, string> = { "#": "[0-9]", X: "[\\p{L}0-9]", S: "\\p{L}", A: "\\p{Lu}", a: "\\p{Ll}" };
  return [...pattern].map((token) => classes[token] ?? token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("");
}
