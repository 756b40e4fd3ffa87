import { isRouteErrorResponse } from "react-router";
import { useRootData } from "../../lib/root-data";
import { ErrorPage } from "./error-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The one error boundary of the site (root, locale, and any route that can fail on its own).
 * A 404 or a failed page keeps the site's header and footer so the shopper can carry on; with
 * `bare`, a server error shows the logo only (spec 2.6), since the shell itself may be what failed.
 */
export function RouteErrorBoundary({ error, bare = false }: { error: unknown; bare?: boolean }) {
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (bare && status >= 500) return <ErrorPage status={status} withShell />;
  return (
    <>
      <SiteHeader />
      <ErrorPage status={status} />
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
