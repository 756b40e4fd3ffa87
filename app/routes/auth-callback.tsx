import { redirect } from "react-router";
import { z } from "zod";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/auth-callback";
import { sessionCookies } from "../features/auth/session-cookies.server";
import { useMessageOptions } from "../lib/i18n";
import { jwtSchema } from "../lib/cookie-schemas";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";

export function meta({ location }: Route.MetaArgs) {
  return [...pageMeta(location.pathname, (o) => m.auth_callback_title({}, o)), { name: "robots", content: "noindex, nofollow" }];
}

const callbackSchema = z.object({
  access_token: jwtSchema,
  refresh_token: jwtSchema,
  // Same-site paths only: never an open redirect.
  state: z.string().regex(/^\/(?!\/)[^\s\\]*$/).optional(),
});

/** Return from the sign-in provider: store both tokens, then go back where the shopper was. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const parsed = callbackSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return { failed: true };
  const headers = new Headers();
  for (const cookie of sessionCookies(request, requestCtx).store(parsed.data.access_token, parsed.data.refresh_token)) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(parsed.data.state ?? `/${requestCtx.locale.prefix}`, { headers });
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const options = useMessageOptions();
  return (
    <PageHeading
      title={m.auth_callback_title({}, options)}
      intro={loaderData.failed ? m.auth_callback_failed({}, options) : undefined}
    />
  );
}
