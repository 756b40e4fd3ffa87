import { describe, expect, test } from "vitest";
import { subscribeAction, unsubscribeAction } from "../../../app/features/newsletter/actions.server";
import { m } from "../../../app/paraglide/messages.js";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";

const backend = mockApi();
const fr = { locale: "fr" as const };
const context = () => testContext("/fr-fr/newsletter/subscription", { api: backend.client({ session: backend.newSession(), store: "fr" }) });
const post = (path: string, body: Record<string, string>, fetcher = true) =>
  new Request(`http://localhost:8787${path}${fetcher ? ".data" : ""}`, { method: "POST", body: new URLSearchParams(body), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

describe("R7.39 the newsletter sign-up endpoint", () => {
  test("a valid address is subscribed (PUT /newsletters), then already subscribed; the answer says where to go on", async () => {
    const ctx = context();
    const first = await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "Lea@Example.com", returnTo: "/fr-fr/robes--plWOMEN_DRESSES" }), ctx);
    expect(first).toMatchObject({ data: { intent: "subscribe", ok: true, message: m.newsletter_subscribed({}, fr), next: "/fr-fr/newsletter/confirmation?status=subscribed" }, init: { status: 200 } });
    const again = await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "lea@example.com" }), ctx);
    expect(again).toMatchObject({ data: { ok: true, message: m.newsletter_already({}, fr), next: "/fr-fr/newsletter/confirmation?status=already" } });
  });

  test("an invalid or empty address is a 400 naming the field, and nothing is sent", async () => {
    for (const email of ["", "nope", "a@b", "a b@c.fr"]) {
      const answer = await subscribeAction(post("/fr-fr/newsletter/subscription", { email }), context());
      expect(answer).toMatchObject({ data: { ok: false, fieldErrors: { email: m.newsletter_email_invalid({}, fr) } }, init: { status: 400 } });
    }
  });

  test("a body that is not a form (JSON, text, none) is a 400 answer, never a 500", async () => {
    for (const [body, type] of [["{\"email\":\"a@b.fr\"}", "application/json"], ["email=a@b.fr", "text/plain"], [null, ""]] as const) {
      const request = new Request("http://localhost:8787/fr-fr/newsletter/subscription.data", { method: "POST", body, headers: { "Content-Type": type } });
      expect(await subscribeAction(request, context())).toMatchObject({ data: { intent: "subscribe", ok: false }, init: { status: 400 } });
      const unsubscribe = new Request("http://localhost:8787/fr-fr/unsubscribe.data", { method: "POST", body, headers: { "Content-Type": type } });
      expect(await unsubscribeAction(unsubscribe, context())).toMatchObject({ data: { intent: "unsubscribe", ok: false }, init: { status: 400 } });
    }
  });

  test("without JavaScript a subscription goes on to the confirmation page; a refusal comes back to the form", async () => {
    const done = (await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "chloe@example.com" }, false), context())) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/fr-fr/newsletter/confirmation?status=subscribed");
    const refused = (await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "nope", returnTo: "/fr-fr/newsletter/subscription" }, false), context())) as Response;
    expect(refused.headers.get("Location")).toBe("/fr-fr/newsletter/subscription");
  });
});

describe("R7.39 unsubscribing from an e-mail link", () => {
  test("a valid token unsubscribes and goes on to the confirmation; an expired one says so", async () => {
    expect(await unsubscribeAction(post("/fr-fr/unsubscribe", { token: "tok-12345678", source: "NEWS" }), context())).toMatchObject({
      data: { intent: "unsubscribe", ok: true, next: "/fr-fr/unsubscribe/confirmation" },
    });
    expect(await unsubscribeAction(post("/fr-fr/unsubscribe", { token: "expired-12345678", source: "NEWS" }), context())).toMatchObject({
      data: { ok: false, message: m.unsubscribe_expired({}, fr) },
      init: { status: 410 },
    });
  });
});

describe("R4.14 recaptcha on the sign-up, where the store enables it", () => {
  const de = { locale: "de" as const };
  const german = () => {
    const ctx = testContext("/de-de/newsletter/subscription", { api: backend.client({ session: backend.newSession(), store: "de" }) });
    return { ...ctx, env: { ...ctx.env, RECAPTCHA_SCRIPT_URL: "/__mock/recaptcha/api.js" } };
  };

  test("a human's token (checked by the backend) lets the sign-up through", async () => {
    const answer = await subscribeAction(post("/de-de/newsletter/subscription", { email: "jonas@example.com", "g-recaptcha-response": "mock-recaptcha-token" }), german());
    expect(answer).toMatchObject({ data: { ok: true, message: m.newsletter_subscribed({}, de) } });
  });

  test("no token, or a token the backend scores as a bot, is refused with the reason and nothing is sent", async () => {
    for (const token of [undefined, "forged-token"]) {
      const body: Record<string, string> = { email: "bot@example.com", ...(token ? { "g-recaptcha-response": token } : {}) };
      expect(await subscribeAction(post("/de-de/newsletter/subscription", body), german())).toMatchObject({ data: { ok: false, message: m.recaptcha_refused({}, de) }, init: { status: 400 } });
    }
    const later = await subscribeAction(post("/de-de/newsletter/subscription", { email: "bot@example.com", "g-recaptcha-response": "mock-recaptcha-token" }), german());
    expect(later).toMatchObject({ data: { message: m.newsletter_subscribed({}, de) } });
  });

  test("a store that does not enable it (France) asks for no token", async () => {
    const ctx = context();
    const answer = await subscribeAction(post("/fr-fr/newsletter/subscription", { email: "no-token@example.com" }), { ...ctx, env: { ...ctx.env, RECAPTCHA_SCRIPT_URL: "/__mock/recaptcha/api.js" } });
    expect(answer).toMatchObject({ data: { ok: true } });
  });
});
