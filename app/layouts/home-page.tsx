import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useRootData } from "../lib/root-data";

/** The home page runs edge to edge: its blocks set their own widths. */
export default function HomePageLayout() {
  const root = useRootData();
  return (
    <>
      <SiteHeader />
      <main id="main" className="page" data-layout="home-page">
        <Outlet />
      </main>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
