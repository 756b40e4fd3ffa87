import { routeComponent } from "../routing/route-component";
import { SiteFrame } from "../features/shell/site-frame";

/** The home page runs edge to edge: its blocks set their own widths. */
function HomePageLayout() {
  return <SiteFrame layout="home-page" container={false} />;
}

export default routeComponent(HomePageLayout);
