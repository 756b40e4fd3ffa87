/**
 * The shopper's consent choice (issue 15, decision 96): browser-safe, no zod (the cookie is
 * checked on the server and at the edge by `consentCookieSchema`). Strictly necessary cookies
 * (session, cart, locale, security) need no consent; two optional purposes do.
 */
export const CONSENT_PURPOSES = ["analytics", "personalisation"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type Consent = Record<ConsentPurpose, boolean>;

/** Bumped when the purposes or their wording change: every shopper is asked again. */
export const CONSENT_VERSION = 1;

/**
 * How long a choice is kept: 13 months at most (the EU rule); where the site's `cnil` flag is
 * set, the French regulator's stricter reading of 6 months.
 */
export const CONSENT_MAX_AGE = {
  default: 390 * 24 * 60 * 60,
  cnil: 182 * 24 * 60 * 60,
} as const;

export const consentMaxAge = (cnil: boolean) => (cnil ? CONSENT_MAX_AGE.cnil : CONSENT_MAX_AGE.default);

export const ACCEPT_ALL: Consent = { analytics: true, personalisation: true };
export const REFUSE_ALL: Consent = { analytics: false, personalisation: false };

/** `1.a1.p0.1764000000`: version, one bit per purpose, the time of the choice (seconds). */
export function encodeConsent(consent: Consent, decidedAt: Date): string {
  return [
    CONSENT_VERSION,
    `a${Number(consent.analytics)}`,
    `p${Number(consent.personalisation)}`,
    Math.floor(decidedAt.getTime() / 1000),
  ].join(".");
}

export const CONSENT_COOKIE_PATTERN = /^(\d{1,3})\.a([01])\.p([01])\.(\d{1,12})$/;

/** The choice a cookie value holds; null when undecided, malformed or asked under older wording. */
export function decodeConsent(value: string | undefined): Consent | null {
  const match = value ? CONSENT_COOKIE_PATTERN.exec(value) : null;
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { analytics: match[2] === "1", personalisation: match[3] === "1" };
}

/**
 * The privacy level the A/B testing rule reads (spec 7, R7.43): 0 nothing optional (or not
 * decided yet), 1 audience measurement only, 2 personalisation (A/B testing) accepted.
 */
export type PrivacyLevel = 0 | 1 | 2;

export function privacyLevel(consent: Consent | null): PrivacyLevel {
  if (!consent) return 0;
  if (consent.personalisation) return 2;
  return consent.analytics ? 1 : 0;
}

/** What a shared page depends on (the banner, which scripts it names): part of the edge cache key. */
export function consentVariant(consent: Consent | null): string {
  return consent ? `a${Number(consent.analytics)}p${Number(consent.personalisation)}` : "undecided";
}
