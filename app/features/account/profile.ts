import type { Site } from "../../lib/locales";

/** The personal-data form's fields, in the form's order (the error summary follows it). */
export const PROFILE_FIELDS = ["firstName", "lastName", "gender", "birthday", "phoneCountry", "phone", "preferredChannel", "fiscalNumber"] as const;

export const PASSWORD_MIN = 8;

/**
 * Where the personal data carry a tax number (decision 82): Italy (codice fiscale) and Spain
 * (NIF/NIE), which print it on invoices; elsewhere the field is not shown and never sent.
 */
export const fiscalNumberNeeded = (site: Site) => site === "IT" || site === "ES";
