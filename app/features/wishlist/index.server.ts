// The wishlist domain's public face on the server: what other domains and the routes use of it.
export { stockAlertAction, wishlistAction } from "./actions.server";
export { stockAlertAnswerSchema, wishlistAnswerSchema } from "./answer.server";
