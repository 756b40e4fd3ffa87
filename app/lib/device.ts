/**
 * Device channel of a request, from its user agent (spec 3 enumerations and 6):
 * AM the mobile app (user agent starts with the app marker), SM mobile web, SD desktop.
 */
export const MOBILE_APP_MARKER = "AtelierSeptApp";

export type DeviceChannel = "AM" | "SM" | "SD";

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i;

export function deviceChannel(userAgent: string | null | undefined): DeviceChannel {
  const ua = userAgent ?? "";
  if (ua.startsWith(MOBILE_APP_MARKER)) return "AM";
  return MOBILE.test(ua) ? "SM" : "SD";
}

/** The device class (spec 3 enumerations: m mobile, d desktop, t tablet). */
export type Device = "m" | "d" | "t";

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i;

/**
 * The device of a request (R3.33, decision 115): a tablet by its user agent (no client hint tells
 * tablets apart), else the `Sec-CH-UA-Mobile` client hint where the browser sends it, else the
 * user agent. It picks the image preset of the page's first picture and goes with the channel
 * code to the backend (X-Device) and to analytics.
 */
export function deviceOf(headers: Pick<Headers, "get">): Device {
  const userAgent = headers.get("User-Agent") ?? "";
  if (TABLET.test(userAgent)) return "t";
  const mobileHint = headers.get("Sec-CH-UA-Mobile");
  if (mobileHint === "?1") return "m";
  if (mobileHint === "?0") return "d";
  return MOBILE.test(userAgent) ? "m" : "d";
}

/** The width the first (LCP) picture asks for by device; `srcset` still lets the browser choose. */
export const FIRST_PICTURE_WIDTH: Record<Device, number> = { m: 599, t: 1279, d: 1599 };

/**
 * The cards of a grid's first row by device (the grid's columns: 2 on a phone, 3 on a tablet, 4 on
 * a desktop, `product-card.tsx`'s sizes). Only they load at once: on a phone the second row's
 * pictures shared the slow link with the first picture, the LCP (decision 171).
 */
export const FIRST_ROW_CARDS: Record<Device, number> = { m: 2, t: 3, d: 4 };
