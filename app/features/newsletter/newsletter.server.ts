import { z } from "zod";
import type { ApiClient } from "../../api/client.server";
import { errorCodeOf, type BackendErrorCode } from "../../api/errors";
import type { ShopDomainParams } from "../../api/site-params";
import { newsletterAnswerSchema } from "../content/schemas";
import type { MessageType } from "./message-types";
import { requestScoped } from "../../lib/request-context";

const unsubscribedSchema = z.object({ status: z.literal("UNSUBSCRIBED") });

export type SubscribeOutcome =
  | { ok: true; status: "SUBSCRIBED" | "ALREADY_SUBSCRIBED" }
  | { ok: false; code: BackendErrorCode };
export type UnsubscribeOutcome = { ok: true } | { ok: false; code: BackendErrorCode };

/**
 * The newsletter of one request (spec 7): PUT /newsletters with the e-mail, where the shopper
 * came from (additionalInformation) and the site's store; POST /newsletters/unsubscribe with the
 * e-mail link's token, source and
 * message type (R3.21). Outcomes are typed: failures are said, never thrown.
 */
export function createNewsletterService(api: ApiClient, siteParams: () => Promise<ShopDomainParams>) {
  return {
    async subscribe(email: string, additionalInformation: string): Promise<SubscribeOutcome> {
      try {
        const { storeId } = await siteParams();
        const answer = await api.call("newsletters", {
          method: "PUT",
          body: { email, additionalInformation, store: storeId },
          schema: newsletterAnswerSchema,
        });
        return { ok: true, status: answer.status };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error) };
      }
    },
    async unsubscribe(token: string, source: string, type: MessageType): Promise<UnsubscribeOutcome> {
      try {
        const { storeId } = await siteParams();
        await api.call("newsletters/unsubscribe", {
          method: "POST",
          body: { token, store: storeId, additionalInformation: source, type },
          schema: unsubscribedSchema,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error) };
      }
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/** The request's newsletter service. */
export const newsletterService = requestScoped((context) => createNewsletterService(context.api, context.siteParams));
