import type { Route } from "./+types/resource-page-messages";
import { pageMessagesFile } from "../lib/page-messages.server";

/**
 * `/page-messages/{build}/{language}/{routes}`: the texts a page's first-load code can show, in
 * its language (lib/page-messages.server.ts). Immutable: the build is part of the address.
 */
export async function loader({ params }: Route.LoaderArgs) {
  // The manifest of the build serving this request (the one the document named, or not).
  const build = await import("virtual:react-router/server-build");
  const file = pageMessagesFile(build.assets, {
    build: params.build,
    language: params.language,
    routes: params.routes,
  });
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(JSON.stringify(file), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
