import { useParams, type MetaArgs } from "react-router";
import { useMessageOptions } from "../../lib/i18n";
import type { Language } from "../../lib/locales";
import { pageMeta, titleFromSlug } from "../../lib/meta";
import { PageHeading } from "../../ui/page-heading";

type Title = (inputs: Record<string, never>, options: { locale: Language }) => string;

/**
 * Browsing pages whose URL carries a readable name (catalogue, editorial, product): the
 * heading and title come from that name, else from the page kind's title. Their content
 * (grid, blocks, buy box) is built by the browsing capability on top of this.
 */
export function slugTitledPage(fallbackTitle: Title) {
  function meta({ location, params }: MetaArgs) {
    return pageMeta(location.pathname, (o) => titleFromSlug(params.name) || fallbackTitle({}, o));
  }
  function Component() {
    const { name } = useParams();
    const options = useMessageOptions();
    return <PageHeading title={titleFromSlug(name) || fallbackTitle({}, options)} />;
  }
  return { meta, Component };
}
