// The newsletter domain's public face on the server: what other domains and the routes use of it.
export { subscribeAction, unsubscribeAction } from "./actions.server";
export { newsletterAnswerSchema, unsubscribeAnswerSchema } from "./answer.server";
