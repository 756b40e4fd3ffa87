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

/** The mask as an HTML pattern attribute, so native validity knows a complete value. */
export function maskToPattern(pattern: string): string {
  const classes: Record<string, string> = { "#": "[0-9]", X: "[\\p{L}0-9]", S: "\\p{L}", A: "\\p{Lu}", a: "\\p{Ll}" };
  return [...pattern].map((token) => classes[token] ?? token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("");
}
