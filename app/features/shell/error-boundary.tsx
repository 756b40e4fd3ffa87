import { lazy, Suspense } from "react";
import { withLanguage } from "../../lib/page-messages";

const RouteErrorBoundary = lazy(
  withLanguage(() => import("./route-error-boundary").then((module) => ({ default: module.RouteErrorBoundary }))),
);

/**
 * The site's error boundary as route modules export it: the error page's code and its texts load
 * only when a page fails, so they are no part of any page's first load.
 */
export function LazyRouteErrorBoundary(props: { error: unknown; bare?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary {...props} />
    </Suspense>
  );
}
