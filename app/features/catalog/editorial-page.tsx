import { PageHeading } from "../../ui/page-heading";
import { ContentBlocks } from "./content-blocks";
import type { EditorialPageView } from "./editorial-view";

/** Landing, trend, lookbook and blog pages: a heading and the CMS blocks, with shoppable carousels. */
export function EditorialPage({ page }: { page: EditorialPageView }) {
  const { published } = page;
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
