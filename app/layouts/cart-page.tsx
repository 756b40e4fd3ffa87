import { routeComponent } from "../routing/route-component";
import { SiteFrame } from "../features/shell/site-frame";

/** The cart: funnel step 1, the full header so shoppers can keep browsing. */
function CartPageLayout() {
  return <SiteFrame layout="cart-page" />;
}

export default routeComponent(CartPageLayout);
