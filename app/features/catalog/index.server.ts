// The catalog domain's public face on the server: what other domains and the routes use of it.
export { withFamilyOffers } from "./family-offers.server";
export {
  findLandingPage,
  loadCatalogPage,
  loadCatalogPageAtOwnUrl,
  loadEditorialPage,
  loadSearchPage,
  redirectToCatalogPage,
  redirectToEditorialPage,
} from "./listing.server";
export {
  findProduct,
  loadProductPage,
  productAtOwnUrl,
  type ProductPageData,
  type ProductTarget,
  redirectToProduct,
} from "./product.server";
