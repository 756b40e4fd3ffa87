// The site domain's public face on the server: what other domains and the routes use of it.
export { GET_PARAMS_ERROR, loadSiteParams, SiteParamsError } from "./site-params.server";
