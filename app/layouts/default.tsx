import { routeComponent } from "../routing/route-component";
import { SiteFrame } from "../features/shell/site-frame";

/** Header, page, footer: browsing, search, stores, help. */
function DefaultLayout() {
  return <SiteFrame layout="default" />;
}

export default routeComponent(DefaultLayout);
