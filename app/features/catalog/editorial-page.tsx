import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n";
import { PageHeading } from "../../ui/page-heading";
import { ContentBlocks } from "./content-blocks";
import type { editorialPageSchema } from "./schemas";
import type { z } from "zod";

/** Landing, trend, lookbook and blog pages: a heading and the CMS blocks, with shoppable carousels. */
export function EditorialPage({ page }: { page: z.infer<typeof editorialPageSchema> }) {
  const locale = useLocale();
  const published = page.publishedAt
    ? formatDate(
        new Intl.DateTimeFormat(locale.hrefLang, { dateStyle: "long" }),
        Date.parse(page.publishedAt),
        locale.language,
      )
    : null;
  return (
    <article className="editorial">
      <div className="container">
        <PageHeading title={page.title} intro={page.intro} />
        {published ? (
          <p className="editorial__date">
            <time dateTime={page.publishedAt!}>{published}</time>
          </p>
        ) : null}
      </div>
      <ContentBlocks
        blocks={page.blocks.map((block) =>
          block.kind === "hero" ? { ...block, kind: "editorial-teaser" as const } : block,
        )}
      />
    </article>
  );
}
