import { Link } from "react-router";
import type { z } from "zod";
import { useMessageOptions } from "../../lib/i18n";
import { m } from "../../paraglide/messages.js";
import type { paginationSchema } from "../catalog-model/schemas";

/**
 * A listing's previous and next links around "page N of M", shown when there is more than one
 * page; `pageHref` gives a page's URL with the listing's filters, sort and the page's own fields.
 */
export function ListingPagination({
  pagination,
  pageHref,
}: {
  pagination: z.infer<typeof paginationSchema>;
  pageHref: (page: number) => string;
}) {
  const options = useMessageOptions();
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={m.pagination_label({}, options)}>
      {pagination.page > 1 ? (
        <Link rel="prev" to={pageHref(pagination.page - 1)}>
          {m.pagination_previous({}, options)}
        </Link>
      ) : null}
      <span>{m.pagination_status({ page: pagination.page, total: pagination.totalPages }, options)}</span>
      {pagination.page < pagination.totalPages ? (
        <Link rel="next" to={pageHref(pagination.page + 1)}>
          {m.pagination_next({}, options)}
        </Link>
      ) : null}
    </nav>
  );
}
