import { useEffect } from "react";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useScriptWhenIdle } from "../analytics/third-party-hooks";

/**
 * The providers' widgets of a product page (decision 117): the shoppers' photo gallery (site flag
 * `olapic`) and the recommendation service (`richRelevance`). The root loader names their scripts
 * only with personalisation consent; they load when the browser is idle after the page, into
 * placeholders that keep their room. Off or refused, nothing is named, nothing loads, and our own
 * recommendations (always there) are the page's.
 */
export function ProviderWidgets({ productId }: { productId: string }) {
  const third = useRootData()?.thirdParty;
  const olapic = third?.olapic ?? null;
  const richRelevance = third?.richRelevance ?? null;
  const locale = useLocale();
  const options = { locale: locale.language };
  useScriptWhenIdle(olapic, "olapic");
  useScriptWhenIdle(richRelevance, "rich-relevance");
  // A script already loaded (a client navigation from another product) is asked to fill the new
  // placeholders; the first time, it fills them when it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new product is the trigger: its placeholders are filled again
  useEffect(() => {
    const providers = window as unknown as Record<string, { refresh?: () => void } | undefined>;
    if (olapic) providers.OlapicStandIn?.refresh?.();
    if (richRelevance) providers.RichRelevanceStandIn?.refresh?.();
  }, [olapic, richRelevance, productId]);
  if (!olapic && !richRelevance) return null;
  return (
    <>
      {richRelevance ? (
        <section
          key={`rr-${productId}`}
          className="block provider-widget"
          aria-label={m.provider_recommendations({}, options)}
        >
          <div data-rr-placement="item_page" data-product-id={productId} data-locale={locale.hrefLang} />
        </section>
      ) : null}
      {olapic ? (
        <section
          key={`olapic-${productId}`}
          className="block provider-widget"
          aria-label={m.provider_gallery({}, options)}
        >
          <div data-olapic-widget="product" data-product-id={productId} data-locale={locale.hrefLang} />
        </section>
      ) : null}
    </>
  );
}
