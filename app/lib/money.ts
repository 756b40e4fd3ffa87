/**
 * The one money formatter: amounts arrive in cents (spec 9) and are shown with Intl in the
 * page's locale. The backend's PLZ is the zloty.
 */
export interface MoneyFormatOptions {
  /** Show 12 € instead of 12,00 € when the decimals are all zero (spec 5). */
  dropZeroDecimals?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits ?? "auto"}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formatters.set(key, cached);
  }
  return cached;
}

export function normaliseCurrency(code: string): string {
  const upper = code.toUpperCase();
  return upper === "PLZ" ? "PLN" : upper;
}

export function formatMoney(cents: number, currency: string, locale: string, options: MoneyFormatOptions = {}): string {
  const amount = cents / 100;
  const whole = Number.isInteger(amount);
  return formatter(locale, normaliseCurrency(currency), options.dropZeroDecimals && whole ? 0 : undefined).format(amount);
}
