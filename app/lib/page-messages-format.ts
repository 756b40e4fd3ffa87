/**
 * Messages as data, for the browser (decision 90): a pattern with `{name}` placeholders, or a
 * plural choice `[input, { one: pattern, other: pattern, ... }]`. It says exactly what
 * paraglide's compiled functions say, which render the same texts on the server.
 */
export type CompactMessage = string | [input: string, variants: Record<string, string>];

/** The inlang message-format JSON of one message, as data. */
export function compactMessage(value: unknown): CompactMessage {
  if (typeof value === "string") return value;
  const [variant] = Array.isArray(value) ? value : [];
  const declarations: string[] = variant?.declarations ?? [];
  const selector: string | undefined = variant?.selectors?.[0];
  const local = declarations
    .map((line) => /^local (\w+) = (\w+): plural/.exec(line))
    .find((found) => found?.[1] === selector);
  if (!local || !variant?.match) throw new Error(`Unsupported message shape: ${JSON.stringify(value).slice(0, 120)}`);
  const variants: Record<string, string> = {};
  for (const [key, pattern] of Object.entries(variant.match as Record<string, string>))
    variants[key.slice(key.indexOf("=") + 1)] = pattern;
  return [local[2]!, variants];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/** The text of a message for these inputs; the key itself when no variant fits (as paraglide does). */
export function formatMessage(
  key: string,
  message: CompactMessage | undefined,
  inputs: Record<string, unknown>,
  language: string,
): string {
  if (message === undefined) return "";
  let pattern: string | undefined;
  if (typeof message === "string") pattern = message;
  else {
    const [input, variants] = message;
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    pattern = variants[rules.select(Number(inputs?.[input]))];
  }
  if (pattern === undefined) return key;
  return pattern.replace(PLACEHOLDER, (_match, name: string) => `${inputs?.[name]}`);
}

/**
 * What a document says of its messages: their language, and the file that holds them (decision
 * 158); with the chunks of the page view it shows (decision 160), whose texts that file holds too.
 */
export interface DocumentMessages {
  language: string;
  href: string;
  modules?: string[];
}
