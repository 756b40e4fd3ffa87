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
