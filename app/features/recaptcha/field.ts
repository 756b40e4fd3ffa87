/** The form field that carries the recaptcha token (the name Google uses). */
export const RECAPTCHA_FIELD = "g-recaptcha-response";
