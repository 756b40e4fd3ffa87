/**
 * A standard e-mail address (spec 5): something@domain.tld, no spaces. The same rule in the
 * browser (error state as the shopper types) and on the server (the form's check).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value.trim());
