import { redirect, useParams } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/friendly";
import { useMessageOptions } from "../lib/i18n";
import type { Language } from "../lib/locales";
import { pageMeta, titleFromSlug } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { parseFriendlySegment, type FriendlyPage } from "../routing/friendly-urls";
import { pageNotFound } from "../routing/not-found.server";
import { PageHeading } from "../ui/page-heading";

function kindTitle(page: FriendlyPage | undefined, options: { locale: Language }): string {
  switch (page?.kind) {
    case "catalog":
      return m.catalog_title({}, options);
    case "landing":
      return m.landing_title({}, options);
    case "trend":
      return m.trend_title({}, options);
    case "lookbook":
      return m.lookbook_title({}, options);
    case "blog":
      return m.blog_title({}, options);
    default:
      return m.product_title({}, options);
  }
}

export function meta({ location, params }: Route.MetaArgs) {
  const page = parseFriendlySegment(params.slug);
  return pageMeta(location.pathname, (o) => titleFromSlug(page?.name) || kindTitle(page, o));
}

/**
 * One-segment friendly URLs: {name}--p{productId}, --pl, --lp, --tp, --lbp, --blog, and the
 * legacy {name}-R{optionId}.html, which moves permanently to the product page.
 */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const page = parseFriendlySegment(params.slug);
  if (!page) pageNotFound(url);
  if (page.kind === "legacy-product") {
    return redirect(`/${context.get(requestContext).locale.prefix}/product/${page.name}/${page.optionId}`, 301);
  }
  return { kind: page.kind };
}

export default function Friendly() {
  const page = parseFriendlySegment(useParams().slug ?? "");
  return <PageHeading title={titleFromSlug(page?.name) || kindTitle(page, useMessageOptions())} />;
}
