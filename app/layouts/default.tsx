import { SiteFrame } from "../features/shell/site-frame";

/** Header, page, footer: browsing, search, stores, help. */
export default function DefaultLayout() {
  return <SiteFrame layout="default" />;
}
