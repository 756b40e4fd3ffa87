/** Symbols of the SVG sprite served at /icons.svg and shown on the /_icons page. */
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
