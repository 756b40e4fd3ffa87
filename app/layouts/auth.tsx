import { routeComponent } from "../routing/route-component";
import { Outlet } from "react-router";
import { SiteHeader } from "../features/shell/site-header";

/** Sign-in callback and logout: logo only, nothing to click away to mid-way. */
function AuthLayout() {
  return (
    <>
      <SiteHeader minimal />
      <main id="main" className="page container" data-layout="auth">
        <Outlet />
      </main>
    </>
  );
}

export default routeComponent(AuthLayout);
