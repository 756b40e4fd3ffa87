import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer";
import { SiteHeader } from "../features/shell/site-header";
import { useRootData } from "../lib/root-data";

/** The cart: funnel step 1, the full header so shoppers can keep browsing. */
export default function CartPageLayout() {
  const root = useRootData();
  return (
    <>
      <SiteHeader />
      <main id="main" className="page container" data-layout="cart-page">
        <Outlet />
      </main>
      <SiteFooter siteVersion={root?.siteVersion} />
    </>
  );
}
