import { routeComponent } from "../routing/route-component";
import { Outlet } from "react-router";

/** The icon sprite page: no chrome at all. */
function SvgSpriteLayout() {
  return (
    <main id="main" className="page container" data-layout="svg-sprite">
      <Outlet />
    </main>
  );
}

export default routeComponent(SvgSpriteLayout);
