import type { MetaArgs, MetaDescriptor } from "react-router";
import { useMessageOptions } from "../lib/i18n";
import type { Language } from "../lib/locales";
import { pageMeta } from "../lib/meta";
import { PageHeading } from "./page-heading";

type Title = (options: { locale: Language }) => string;

const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };

/**
 * A page that is (for now) only its heading: the `meta` and the component its route module
 * exports (`export const meta = page.meta; export default page.Component;`). `noindex` adds
 * the robots tag of the pages search engines must not list (checkout, unsubscribe).
 */
export function headingPage(title: Title, { noindex = false }: { noindex?: boolean } = {}) {
  return {
    meta({ location }: MetaArgs): MetaDescriptor[] {
      const tags = pageMeta(location.pathname, title);
      return noindex ? [...tags, NOINDEX] : tags;
    },
    Component: function HeadingPage() {
      return <PageHeading title={title(useMessageOptions())} />;
    },
  };
}
