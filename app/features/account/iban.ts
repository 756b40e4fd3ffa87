/**
 * IBANs (spec 5): typed with or without spaces, checked with ISO 13616's mod-97 before they are
 * sent, sent without spaces, shown in blocks of four.
 */
export const compactIban = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** The longest IBAN (34 characters) as typed, in blocks of four with a space between. */
export const TYPED_IBAN_MAX = 42;

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** IBAN lengths (ISO 13616 registry) of the countries our shoppers bank in. */
const IBAN_LENGTHS: Record<string, number> = {
  FR: 27,
  MC: 27,
  CH: 21,
  LI: 21,
  GB: 22,
  IE: 22,
  ES: 24,
  DE: 22,
  IT: 27,
  SM: 27,
  PL: 28,
  BE: 16,
  LU: 20,
  PT: 25,
  NL: 18,
  AT: 20,
  GR: 27,
  SE: 24,
  DK: 18,
  FI: 18,
};

/**
 * The input mask (spec 5) for what is typed: once the country's two letters are there, its
 * IBAN's exact length in blocks of four ("AA## XXXX XXXX …"); none for a country we do not know.
 */
export function ibanMask(typed: string): string | undefined {
  const length =
    IBAN_LENGTHS[
      typed
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 2)
        .toUpperCase()
    ];
  return length ? `AA##${"X".repeat(length - 4)}`.replace(/(.{4})(?=.)/g, "$1 ") : undefined;
}

/** "FR7630006000011234567890189" → "FR76 3000 6000 0112 3456 7890 189". */
export const formatIban = (value: string) => compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");

/**
 * An IBAN as the account shows it: only its last four characters, the rest masked in blocks of
 * four ("•••• •••• •••• •••• •••• •••• 0189"); the full number never leaves the server again.
 */
export function maskedIban(value: string): string {
  const iban = compactIban(value);
  const hidden = Math.max(0, iban.length - 4);
  return `${"•••• ".repeat(Math.ceil(hidden / 4))}${iban.slice(hidden)}`;
}
