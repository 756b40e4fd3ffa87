import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/locale";
import { CountryPopin } from "../features/shell/country-popin";
import { ErrorPage } from "../features/shell/error-page";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useRootData } from "../lib/root-data";
import { localeMiddleware } from "../routing/locale-middleware.server";

/** Every page under a locale prefix: params validated and named checks run before loaders. */
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export default function LocaleRoute() {
  const root = useRootData();
  return (
    <>
      <Outlet />
      {root?.popinProposal ? <CountryPopin proposal={root.popinProposal} /> : null}
    </>
  );
}

/** 404s and failures below a locale keep the site's header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <SiteHeader />
      <ErrorPage status={status} />
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
