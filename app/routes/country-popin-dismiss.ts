import { data, redirect } from "react-router";
import type { Route } from "./+types/country-popin-dismiss";
import { COOKIE_MAX_AGE } from "../lib/cookies";
import { formFields, readForm, returnPath } from "../lib/form-post.server";
import { isLocalePrefix } from "../lib/locales";
import { requestContext } from "../lib/request-context";

/** Stores the 30-day dismissal of one proposed locale (spec 4), then goes back (same-site paths only). */
export async function action({ request, context }: Route.ActionArgs) {
  const { cookies, cookieNames, origin } = context.get(requestContext);
  const form = await readForm(request);
  const locale = form ? formFields(form).locale : undefined;
  if (!isLocalePrefix(locale)) throw data("Invalid country popin dismissal", { status: 400 });
  cookies.set(cookieNames.popinDismissed(locale), "1", { maxAge: COOKIE_MAX_AGE.popinDismissal });
  return redirect(returnPath(request, form, origin, "/"), 303);
}

export function loader() {
  throw data("Not Found", { status: 404 });
}
