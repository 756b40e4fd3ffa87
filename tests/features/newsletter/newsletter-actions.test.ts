import { describe, expect, test } from "vitest";
import {
  subscribeAction as subscribeEndpoint,
  unsubscribeAction as unsubscribeEndpoint,
} from "../../../app/features/newsletter/actions.server";
import { answering } from "../../helpers/answers";

const subscribeAction = answering(subscribeEndpoint, "newsletter");
const unsubscribeAction = answering(unsubscribeEndpoint, "unsubscribe");
import { m } from "../../../app/paraglide/messages.js";
import {
  MESSAGE_TYPES,
  messageTypeFromLink,
  messageTypeOf,
  SUBSCRIPTION_KIND_BY_MESSAGE_TYPE,
} from "../../../app/features/newsletter/message-types";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { newsletterService } from "../../../app/features/newsletter/newsletter.server";

const backend = mockApi();
const fr = { locale: "fr" as const };
const context = () =>
  testContext("/fr-fr/newsletter/subscription", {
    api: backend.client({ session: backend.newSession(), store: "fr" }),
  });
const post = (path: string, body: Record<string, string>, fetcher = true) =>
  new Request(`http://localhost:8787${path}${fetcher ? ".data" : ""}`, {
    method: "POST",
    // Each form names its intent (a hidden field).
    body: new URLSearchParams({ intent: path.includes("/unsubscribe") ? "unsubscribe" : "subscribe", ...body }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("R7.39 the newsletter sign-up endpoint", () => {
  test("a valid address is subscribed (PUT /newsletters), then already subscribed; the answer says where to go on", async () => {
    const ctx = context();
    const first = await subscribeAction(
      post("/fr-fr/newsletter/subscription", { email: "Lea@Example.com", returnTo: "/fr-fr/robes--plWOMEN_DRESSES" }),
      ctx,
    );
    expect(first).toMatchObject({
      data: {
        intent: "subscribe",
        ok: true,
        message: m.newsletter_subscribed({}, fr),
        next: "/fr-fr/newsletter/confirmation?status=subscribed",
      },
      // On to the confirmation, fetchers too (they follow the 303), the answer flashed for it.
      init: { status: 303 },
      location: "/fr-fr/newsletter/confirmation?status=subscribed",
    });
    const again = await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "lea@example.com" }), ctx);
    expect(again).toMatchObject({
      data: { ok: true, message: m.newsletter_already({}, fr), next: "/fr-fr/newsletter/confirmation?status=already" },
    });
  });

  test("an invalid or empty address is a 400 naming the field, and nothing is sent", async () => {
    for (const email of ["", "nope", "a@b", "a b@c.fr"]) {
      const answer = await subscribeAction(post("/fr-fr/newsletter/subscription", { email }), context());
      expect(answer).toMatchObject({
        data: { ok: false, fieldErrors: { email: m.newsletter_email_invalid({}, fr) } },
        init: { status: 400 },
      });
    }
  });

  test("a body that is not a form (JSON, text, none) is a 400 answer, never a 500", async () => {
    for (const [body, type] of [
      ['{"email":"a@b.fr"}', "application/json"],
      ["email=a@b.fr", "text/plain"],
      [null, ""],
    ] as const) {
      const request = new Request("http://localhost:8787/fr-fr/newsletter/subscription.data", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect(await subscribeAction(request, context())).toMatchObject({
        data: { intent: "subscribe", ok: false },
        init: { status: 400 },
      });
      const unsubscribe = new Request("http://localhost:8787/fr-fr/unsubscribe.data", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect(await unsubscribeAction(unsubscribe, context())).toMatchObject({
        data: { intent: "unsubscribe", ok: false },
        init: { status: 400 },
      });
    }
  });

  test("without JavaScript a subscription goes on to the confirmation page; a refusal comes back to the form", async () => {
    const done = (await subscribeEndpoint(
      post("/fr-fr/newsletter/subscription", { email: "chloe@example.com" }, false),
      context(),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/fr-fr/newsletter/confirmation?status=subscribed");
    const refused = (await subscribeEndpoint(
      post("/fr-fr/newsletter/subscription", { email: "nope", returnTo: "/fr-fr/newsletter/subscription" }, false),
      context(),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/fr-fr/newsletter/subscription#form-answer");
  });
});

describe("R7.39 unsubscribing from an e-mail link", () => {
  test("a valid token unsubscribes and goes on to the confirmation; an expired one says so", async () => {
    expect(
      await unsubscribeAction(post("/fr-fr/unsubscribe", { token: "tok-12345678", source: "NEWS" }), context()),
    ).toMatchObject({
      data: { intent: "unsubscribe", ok: true, next: "/fr-fr/unsubscribe/confirmation" },
    });
    expect(
      await unsubscribeAction(post("/fr-fr/unsubscribe", { token: "expired-12345678", source: "NEWS" }), context()),
    ).toMatchObject({
      data: { ok: false, message: m.unsubscribe_expired({}, fr) },
      init: { status: 410 },
    });
  });
});

describe("R3.21 the e-mail's message type travels with the unsubscribe", () => {
  test("each message type is sent as is and the answer names its subscription kind", async () => {
    const sent: unknown[] = [];
    const spying = context();
    const real = newsletterService(spying);
    newsletterService.provide(spying, {
      ...real,
      unsubscribe: (token, source, type) => {
        sent.push(type);
        return real.unsubscribe(token, source, type);
      },
    });
    const kinds = {
      NEWS: null,
      TIC: m.account_subscription_eticket({}, fr),
      INVIT: m.account_subscription_invitations({}, fr),
      SURV: m.account_subscription_survey({}, fr),
    };
    for (const [type, kind] of Object.entries(kinds)) {
      const answer = await unsubscribeAction(
        post("/fr-fr/unsubscribe", { token: "tok-12345678", source: "mail", type }),
        spying,
      );
      expect(answer).toMatchObject({
        data: { ok: true, message: kind ? m.unsubscribe_done_kind({ kind }, fr) : m.unsubscribe_done({}, fr) },
      });
    }
    expect(sent).toEqual(["NEWS", "TIC", "INVIT", "SURV"]);
  });

  test("no type is the newsletter; a type we do not send is refused before any call", async () => {
    expect(
      await unsubscribeAction(post("/fr-fr/unsubscribe", { token: "tok-12345678", source: "mail" }), context()),
    ).toMatchObject({ data: { ok: true } });
    const calls: unknown[] = [];
    const spying = context();
    newsletterService.provide(spying, {
      ...newsletterService(spying),
      unsubscribe: async (...args) => {
        calls.push(args);
        return { ok: true as const };
      },
    });
    expect(
      await unsubscribeAction(
        post("/fr-fr/unsubscribe", { token: "tok-12345678", source: "mail", type: "SPAM" }),
        spying,
      ),
    ).toMatchObject({ data: { ok: false }, init: { status: 400 } });
    expect(calls).toEqual([]);
  });

  test("the kinds and the message types map both ways", () => {
    expect(MESSAGE_TYPES.map((type) => SUBSCRIPTION_KIND_BY_MESSAGE_TYPE[type])).toEqual([
      "newsletter",
      "eTicket",
      "invitations",
      "survey",
    ]);
    for (const type of MESSAGE_TYPES) expect(messageTypeOf(SUBSCRIPTION_KIND_BY_MESSAGE_TYPE[type])).toBe(type);
    expect(messageTypeFromLink(null)).toBe("NEWS");
    expect(messageTypeFromLink("tic")).toBe("TIC");
    expect(messageTypeFromLink("<script>")).toBeNull();
  });
});

describe("R4.14 recaptcha on the sign-up, where the store enables it", () => {
  const de = { locale: "de" as const };
  const german = () => {
    const ctx = testContext("/de-de/newsletter/subscription", {
      api: backend.client({ session: backend.newSession(), store: "de" }),
    });
    return { ...ctx, env: { ...ctx.env, RECAPTCHA_SCRIPT_URL: "/__mock/recaptcha/api.js" } };
  };

  test("a human's token (checked by the backend) lets the sign-up through", async () => {
    const answer = await subscribeAction(
      post("/de-de/newsletter/subscription", {
        email: "jonas@example.com",
        "g-recaptcha-response": "mock-recaptcha-token",
      }),
      german(),
    );
    expect(answer).toMatchObject({ data: { ok: true, message: m.newsletter_subscribed({}, de) } });
  });

  test("no token, or a token the backend scores as a bot, is refused with the reason and nothing is sent", async () => {
    for (const token of [undefined, "forged-token"]) {
      const body: Record<string, string> = {
        email: "bot@example.com",
        ...(token ? { "g-recaptcha-response": token } : {}),
      };
      expect(await subscribeAction(post("/de-de/newsletter/subscription", body), german())).toMatchObject({
        data: { ok: false, message: m.recaptcha_refused({}, de) },
        init: { status: 400 },
      });
    }
    const later = await subscribeAction(
      post("/de-de/newsletter/subscription", {
        email: "bot@example.com",
        "g-recaptcha-response": "mock-recaptcha-token",
      }),
      german(),
    );
    expect(later).toMatchObject({ data: { message: m.newsletter_subscribed({}, de) } });
  });

  test("a store that does not enable it (France) asks for no token", async () => {
    const ctx = context();
    const answer = await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "no-token@example.com" }), {
      ...ctx,
      env: { ...ctx.env, RECAPTCHA_SCRIPT_URL: "/__mock/recaptcha/api.js" },
    });
    expect(answer).toMatchObject({ data: { ok: true } });
  });
});
