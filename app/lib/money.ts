/**
 * The one money formatter: amounts arrive in cents (spec 9) and are shown as Intl writes them in
 * the page's locale (with its pattern, below), always with two decimals unless asked otherwise. The backend's PLZ is the zloty.
 * Decision 104 (R9.02): each locale's own format (1 234,56 € in French, 1.234,56 € in German,
 * €1,234.56 in English), not the spec's one default with overrides; the spec's default
 * (symbol left, comma thousands, point decimal) is what a locale we do not know gets.
 */
export interface MoneyFormatOptions {
  /** Show 12 € instead of 12,00 € when the decimals are all zero (spec 5). */
  dropZeroDecimals?: boolean;
}

/** The spec's default currency format (R9.02) is en-US's: €1,234.56. */
export const DEFAULT_MONEY_LOCALE = "en-US";

/**
 * How a locale writes an amount of a currency, read once from Intl (`formatToParts`): what
 * comes before and after the digits, positive and negative, and its separators. The server
 * gives the browser its page's pattern with the root data (decision 168): the browser then
 * formats without Intl's NumberFormat, whose first use is a long task of a page's load
 * (Chromium builds its table of locales), and writes exactly what the server wrote,
 * whatever the two ICU versions.
 */
export interface MoneyPattern {
  locale: string;
  currency: string;
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  group: string;
  decimal: string;
  /** 2 where 1234 is written without a group separator (Spanish, Polish). */
  minimumGroupingDigits: number;
}

const patterns = new Map<string, MoneyPattern>();
const patternKey = (locale: string, currency: string) => `${locale}|${currency}`;

/** Reads the pattern from Intl; `currency` as the backend names it (PLZ is the zloty). */
export function moneyPattern(locale: string, currency: string): MoneyPattern {
  const code = normaliseCurrency(currency);
  const format = new Intl.NumberFormat(knownLocale(locale), {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const around = (amount: number) => {
    const parts = format.formatToParts(amount);
    const first = parts.findIndex((part) => part.type === "integer");
    const last = parts.findLastIndex((part) => part.type === "fraction");
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join("");
    return {
      before: text(0, first),
      after: text(last + 1, parts.length),
      group: parts.find((part) => part.type === "group")?.value ?? "",
      decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    };
  };
  const positive = around(1234567.25);
  const negative = around(-1234567.25);
  const grouped = format.formatToParts(1234.25).some((part) => part.type === "group");
  return {
    locale,
    currency: code,
    prefix: positive.before,
    suffix: positive.after,
    negativePrefix: negative.before,
    negativeSuffix: negative.after,
    group: positive.group,
    decimal: positive.decimal,
    minimumGroupingDigits: grouped ? 1 : 2,
  };
}

/** Makes a pattern the server read the one this browser formats its locale's amounts with. */
export function installMoneyPattern(pattern: MoneyPattern): void {
  patterns.set(patternKey(pattern.locale, pattern.currency), pattern);
}

/** The pattern this runtime formats `locale`'s amounts of `currency` with: installed, else read once from Intl. */
export function patternFor(locale: string, currency: string): MoneyPattern {
  const code = normaliseCurrency(currency);
  const key = patternKey(locale, code);
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = moneyPattern(locale, code)));
  return pattern;
}

/** `cents` written with `pattern`, with two decimals or none. */
export function withPattern(pattern: MoneyPattern, cents: number, fractionDigits: 0 | 2): string {
  // Intl writes -0 with its sign; so does this.
  const negative = cents < 0 || Object.is(cents, -0);
  const whole = Math.abs(cents);
  const units = String(Math.floor(whole / 100));
  const digits =
    units.length >= 3 + pattern.minimumGroupingDigits ? units.replace(/\B(?=(\d{3})+$)/g, pattern.group) : units;
  const number = fractionDigits ? `${digits}${pattern.decimal}${String(whole % 100).padStart(2, "0")}` : digits;
  return negative
    ? `${pattern.negativePrefix}${number}${pattern.negativeSuffix}`
    : `${pattern.prefix}${number}${pattern.suffix}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function intlFormatter(requested: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${requested}|${currency}|${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(knownLocale(requested), {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

function knownLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length ? locale : DEFAULT_MONEY_LOCALE;
  } catch {
    return DEFAULT_MONEY_LOCALE;
  }
}

export function normaliseCurrency(code: string): string {
  const upper = code.toUpperCase();
  return upper === "PLZ" ? "PLN" : upper;
}

export function formatMoney(cents: number, currency: string, locale: string, options: MoneyFormatOptions = {}): string {
  const whole = Number.isInteger(cents / 100);
  const fractionDigits = options.dropZeroDecimals && whole ? 0 : 2;
  // Amounts arrive in whole cents; anything else (never seen) is Intl's to round.
  if (!Number.isInteger(cents))
    return intlFormatter(locale, normaliseCurrency(currency), fractionDigits).format(cents / 100);
  return withPattern(patternFor(locale, currency), cents, fractionDigits);
}
