import { describe, expect, test } from "vitest";
import { isNewCustomer, isRefreshTokenExpired, isSecureSession, isSignedIn } from "../../app/lib/tokens";
import { fakeJwt } from "../helpers/tokens";

const now = new Date("2026-11-22T12:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);

describe("R4.01 R3.03 session tokens", () => {
  test("signed in only when both tokens exist", () => {
    expect(isSignedIn({ accessToken: "a", refreshToken: "r" })).toBe(true);
    expect(isSignedIn({ accessToken: "a" })).toBe(false);
    expect(isSignedIn({ refreshToken: "r" })).toBe(false);
  });

  test("the refresh token is expired when exp (seconds) is past", () => {
    expect(isRefreshTokenExpired(fakeJwt({ exp: seconds - 1 }), now)).toBe(true);
    expect(isRefreshTokenExpired(fakeJwt({ exp: seconds + 60 }), now)).toBe(false);
    expect(isRefreshTokenExpired("not-a-jwt", now)).toBe(true);
  });

  test("secure only when the refresh token is present and not expired", () => {
    expect(isSecureSession({ refreshToken: fakeJwt({ exp: seconds + 60 }) }, now)).toBe(true);
    expect(isSecureSession({ refreshToken: fakeJwt({ exp: seconds - 60 }) }, now)).toBe(false);
    expect(isSecureSession({}, now)).toBe(false);
  });

  test("the access token says whether the customer is new", () => {
    expect(isNewCustomer(fakeJwt({ newCustomer: true }))).toBe(true);
    expect(isNewCustomer(fakeJwt({ newCustomer: false }))).toBe(false);
    expect(isNewCustomer("garbage")).toBe(false);
  });
});
