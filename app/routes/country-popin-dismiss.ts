import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/country-popin-dismiss";
import { COOKIE_MAX_AGE, serializeCookie } from "../lib/cookies";
import { isLocalePrefix } from "../lib/locales";
import { requestContext } from "../lib/request-context";

const dismissalSchema = z.object({
  locale: z.string().refine(isLocalePrefix),
  // Same-site paths only: never an open redirect.
  returnTo: z.string().regex(/^\/(?!\/)[^\s\\]*$/).default("/"),
});

/** Stores the 30-day dismissal of one proposed locale (spec 4), then goes back. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = dismissalSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Invalid country popin dismissal", { status: 400 });
  const { env, cookieNames } = context.get(requestContext);
  const url = new URL(request.url);
  const cookie = serializeCookie(cookieNames.popinDismissed(parsed.data.locale), "1", {
    maxAge: COOKIE_MAX_AGE.popinDismissal,
    secure: url.protocol === "https:" || url.hostname === "localhost",
    domain: env.COOKIE_DOMAIN || undefined,
  });
  return redirect(parsed.data.returnTo, { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw data("Not Found", { status: 404 });
}
