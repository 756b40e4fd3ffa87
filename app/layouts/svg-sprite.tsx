import { Outlet } from "react-router";

/** The icon sprite page: no chrome at all. */
export default function SvgSpriteLayout() {
  return (
    <main id="main" className="page container" data-layout="svg-sprite">
      <Outlet />
    </main>
  );
}
