import { Outlet } from "react-router";
import type { LayoutName } from "../../pages/table";
import { useRootData } from "../../lib/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The full header, the page, the footer: the frame of the browsing layouts (`layout` names it for styles and tests). */
export function SiteFrame({ layout, container = true }: { layout: LayoutName; container?: boolean }) {
  const root = useRootData();
  return (
    <>
      <SiteHeader />
      <main id="main" className={container ? "page container" : "page"} data-layout={layout}>
        <Outlet />
      </main>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
