/**
 * The one money formatter: amounts arrive in cents (spec 9) and are shown with Intl in the
 * page's locale, always with two decimals unless asked otherwise. The backend's PLZ is the zloty.
 * Decision 104 (R9.02): each locale's own format (1 234,56 € in French, 1.234,56 € in German,
 * €1,234.56 in English), not the spec's one default with overrides; the spec's default
 * (symbol left, comma thousands, point decimal) is what a locale we do not know gets.
 */
export interface MoneyFormatOptions {
  /** Show 12 € instead of 12,00 € when the decimals are all zero (spec 5). */
  dropZeroDecimals?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The spec's default currency format (R9.02) is en-US's: €1,234.56. */
export const DEFAULT_MONEY_LOCALE = "en-US";

function formatter(requested: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  // Keyed by the locale asked for: whether Intl knows it is settled once, when the formatter is made.
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
  const amount = cents / 100;
  const whole = Number.isInteger(amount);
  return formatter(locale, normaliseCurrency(currency), options.dropZeroDecimals && whole ? 0 : 2).format(amount);
}
