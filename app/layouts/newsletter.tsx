import { routeComponent } from "../routing/route-component";
import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useRootData } from "../lib/root-data";

/** Newsletter and unsubscribe pages, reached from e-mails: a calm page with the logo. */
function NewsletterLayout() {
  const root = useRootData();
  return (
    <>
      <SiteHeader minimal />
      <main id="main" className="page container" data-layout="newsletter">
        <Outlet />
      </main>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}

export default routeComponent(NewsletterLayout);
