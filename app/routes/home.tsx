import { routeComponent } from "../routing/route-component";
import { data } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/home";
import { catalogApi } from "../features/catalog-model/catalog.server";
import { ContentBlocks } from "../features/catalog/content-blocks";
import { useMessageOptions } from "../lib/i18n";
import { isLocalePrefix } from "../lib/locales";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { markdownTwin } from "../agents/markdown-twin.server";
import { homeTwin } from "../agents/twins.server";

const TOP_FAMILIES = ["WOMEN", "MEN", "KIDS", "BABY", "HOME"];

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const shell = matches.find((match) => isLocalePrefix(match?.id))?.loaderData as
    | { segmentationTitles?: Record<string, string> }
    | undefined;
  // The content service's meta info wins where an editor set it (R3.20); the app's defaults otherwise.
  const cms = loaderData?.cmsMeta;
  const keywords = cms?.keywords.length
    ? cms.keywords.map((keyword) => keyword.label)
    : TOP_FAMILIES.flatMap((id) => shell?.segmentationTitles?.[id] ?? []);
  return pageMeta(
    location.pathname,
    (o) => cms?.title_page || m.shell_brand({}, o),
    (o) => cms?.description_page || m.home_description({}, o),
    keywords,
  );
}

/** Agents read the home page's blocks in Markdown (issue 53). */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(homeTwin, { shared: true })];

/** The home page's blocks (hero, tiles, carousels, teasers) from the catalogue's home content. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const home = await catalogApi(context.get(requestContext).api).home();
    return { blocks: home.blocks, cmsMeta: home.meta };
  } catch {
    // The shell still shows; the page says what it can.
    return data({ blocks: [], cmsMeta: null }, { headers: { "Cache-Control": "no-store" } });
  }
}

function Home({ loaderData }: Route.ComponentProps) {
  const options = useMessageOptions();
  if (!loaderData.blocks.length) {
    return (
      <div className="container">
        <PageHeading title={m.home_heading({}, options)} intro={m.home_intro({}, options)} />
      </div>
    );
  }
  return <ContentBlocks blocks={loaderData.blocks} />;
}

export default routeComponent(Home);
