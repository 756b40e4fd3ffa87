/** Symbols of the SVG sprite (ui/icons.svg, written into each document) shown on the /_icons page. */
export const ICON_NAMES = [
  "search",
  "user",
  "heart",
  "bag",
  "menu",
  "close",
  "arrow-left",
  "chevron-down",
  "chevron-right",
  "store",
  "globe",
  "check",
  "alert",
  "instagram",
  "facebook",
  "pinterest",
  "tiktok",
  "youtube",
] as const;
export type IconName = (typeof ICON_NAMES)[number];
