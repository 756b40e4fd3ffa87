// The wishlist domain's public face: what other domains and the routes use of it (server-only parts: index.server.ts).
export { WishlistHeart } from "./wishlist-heart";
export { StockAlertForm } from "./stock-alert-form";
