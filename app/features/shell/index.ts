// The shell domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { LazyRouteErrorBoundary } from "./error-boundary";
export { RecaptchaScript } from "./recaptcha-script";
export { SiteFooter } from "./site-footer";
export { SiteFrame } from "./site-frame";
export { SiteHeader } from "./site-header";
export { siteName } from "./site-names";
export { type Shell, useShell, withReturnTo } from "./use-shell";
export { CountryPopin } from "./country-popin";
