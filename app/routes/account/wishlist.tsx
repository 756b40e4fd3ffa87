import { routeComponent } from "../../routing/route-component";
import type { Route } from "./+types/wishlist";
import { ACCOUNT_PAGE_TITLES } from "../../features/account/account-pages";
import { WishlistPage } from "../../features/account/wishlist-page";
import { loadWishlist } from "../../features/account/wishlist.server";
import { useMessageOptions } from "../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import { requestContext } from "../../lib/request-context";

const title = ACCOUNT_PAGE_TITLES["account-wishlist"];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => title({}, o));
}

export function loader({ context }: Route.LoaderArgs) {
  return loadWishlist(context.get(requestContext));
}

function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage title={title({}, useMessageOptions())} data={loaderData} />;
}

export default routeComponent(Wishlist);
