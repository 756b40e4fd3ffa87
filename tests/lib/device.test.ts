import { describe, expect, test } from "vitest";
import { deviceChannel, deviceOf, FIRST_PICTURE_WIDTH } from "../../app/lib/device";

const headers = (values: Record<string, string>) => new Headers(values);
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";

describe("R3.33 device m, d, t and channel AM, SD, SM", () => {
  test("the device from client hints or the user agent; tablets by their user agent", () => {
    expect(deviceOf(headers({ "User-Agent": IPHONE }))).toBe("m");
    expect(deviceOf(headers({ "User-Agent": ANDROID_PHONE }))).toBe("m");
    expect(deviceOf(headers({ "User-Agent": IPAD }))).toBe("t");
    expect(deviceOf(headers({ "User-Agent": ANDROID_TABLET }))).toBe("t");
    expect(deviceOf(headers({ "User-Agent": DESKTOP }))).toBe("d");
    expect(deviceOf(headers({ "User-Agent": DESKTOP, "Sec-CH-UA-Mobile": "?1" }))).toBe("m");
    expect(deviceOf(headers({ "User-Agent": ANDROID_PHONE, "Sec-CH-UA-Mobile": "?0" }))).toBe("d");
    expect(deviceOf(headers({}))).toBe("d");
  });

  test("the channel: the app by its marker, mobile web, desktop", () => {
    expect(deviceChannel(`AtelierSeptApp/3.2 ${IPHONE}`)).toBe("AM");
    expect(deviceChannel(IPHONE)).toBe("SM");
    expect(deviceChannel(DESKTOP)).toBe("SD");
  });

  test("the device picks the first picture's preset among the spec's widths", () => {
    expect(FIRST_PICTURE_WIDTH).toEqual({ m: 599, t: 1279, d: 1599 });
  });
});
