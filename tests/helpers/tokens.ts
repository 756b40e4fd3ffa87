/** Unsigned test JWTs: the storefront reads claims only, signatures are the backend's business. */
function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export function signedInTokens({ refreshExpiresIn = 3600 }: { refreshExpiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    accessToken: fakeJwt({ sub: "C1", newCustomer: false, exp: now + 300 }),
    refreshToken: fakeJwt({ sub: "C1", exp: now + refreshExpiresIn }),
  };
}
