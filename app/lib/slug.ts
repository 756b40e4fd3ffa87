/**
 * Letters written as two in a URL, the way their languages write them without the mark (German
 * ä → ae, ß → ss; Polish ł → l; the ligatures): one transliteration for every path we make, so a
 * page and every link to it (sitemap, cards, cart lines, menus) always agree.
 */
const TRANSLITERATION: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
  ł: "l",
  Ł: "L",
  æ: "ae",
  Æ: "Ae",
  œ: "oe",
  Œ: "Oe",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
};
const TRANSLITERATED = new RegExp(`[${Object.keys(TRANSLITERATION).join("")}]`, "g");

/** "Robes & jupes d'été" → "robes-jupes-d-ete", "Bettwäsche" → "bettwaesche": URL slugs in any language. */
export function slugify(text: string): string {
  return text
    .replace(TRANSLITERATED, (letter) => TRANSLITERATION[letter]!)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
