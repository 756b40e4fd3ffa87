import { routeComponent } from "../routing/route-component";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/newsletter-subscription";
import { subscribeAction } from "../features/newsletter/actions.server";
import { SubscriptionPage } from "../features/newsletter/subscription-form";
import { useShell } from "../features/shell/use-shell";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { cartService } from "../features/cart/service.server";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(
    location.pathname,
    (o) => m.newsletter_subscription_title({}, o),
    (o) => m.newsletter_subscription_description({}, o),
  );
}

/** The form, prefilled with a signed-in shopper's address; `origin` says where the shopper came from. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await cartService(context.get(requestContext)).customer();
  return { email: customer?.email ?? "", origin: (url.searchParams.get("origin") ?? "").slice(0, 200) };
}

/** The newsletter's write endpoint (features/newsletter/actions.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => subscribeAction(request, context.get(requestContext));

function NewsletterSubscription({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  return (
    <SubscriptionPage
      defaultEmail={loaderData.email}
      origin={loaderData.origin}
      recaptchaScript={shell?.recaptchaScript ?? null}
    />
  );
}

export default routeComponent(NewsletterSubscription);
