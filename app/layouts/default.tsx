import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useRootData } from "../lib/root-data";

/** Header, page, footer: browsing, search, stores, help. */
export default function DefaultLayout() {
  const root = useRootData();
  return (
    <>
      <SiteHeader />
      <main id="main" className="page container" data-layout="default">
        <Outlet />
      </main>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
