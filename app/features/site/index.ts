// The site domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { helpPagePath, marketRules } from "./market-rules";
export { ProductPriceNote, TotalVatNote } from "./price-notes";
export { activeDonations, PRIVATE_SALE_PAGE_ID, privateSalePhase } from "./site-params";
