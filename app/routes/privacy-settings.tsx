import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/privacy-settings";
import { consentAction } from "../features/consent/consent.server";
import { PrivacySettingsPage } from "../features/consent/privacy-settings-page";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { m } from "../paraglide/messages.js";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.consent_settings_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The consent choice as it stands comes with the root's data: nothing more to load. */
export function loader() {
  return null;
}

/** The consent form of the banner and of this page (features/consent/consent.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return consentAction(request, context.get(requestContext));
}

function PrivacySettings() {
  return <PrivacySettingsPage />;
}

export default routeComponent(PrivacySettings);
