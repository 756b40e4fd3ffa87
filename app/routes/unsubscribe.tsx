import type { Route } from "./+types/unsubscribe";
import { m } from "../paraglide/messages.js";
import { notFound, PAGE_INTROUVABLE } from "../routing/not-found.server";
import { headingPage } from "../ui/heading-page";

const page = headingPage((o) => m.unsubscribe_title({}, o), { noindex: true });
export const meta = page.meta;
export default page.Component;

/** Unsubscribing comes from an e-mail link carrying a token and a source; without both it is not found. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.get("token") || !url.searchParams.get("source")) notFound(PAGE_INTROUVABLE, url);
  return null;
}
