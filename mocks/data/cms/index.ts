/** CMS seed content and commercial animations of the mock backend. */
export * from "./types";
export { HEADER_LAYOUT, HEADER_LAYOUT_AFTER_BLACK_FRIDAY, headerLayoutsAt } from "./header";
export { FOOTER_LAYOUT } from "./footer";
export { SITE_SELECTOR } from "./site-selector";
export { HELP_TOPICS } from "./help-topics";
export { LEGAL_NOTICES } from "./legal-notices";
export { COLLECTIVE_OFFERS, PERSONAL_OFFERS, commercialOffersFor, localizePersonalOffer } from "./commercial-offers";
