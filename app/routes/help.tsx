import { href } from "../pages/href";
import { routeComponent } from "../routing/route-component";
import { Link } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/help";
import { helpPageAtOwnUrl } from "../features/content/help.server";
import { useLocale } from "../lib/i18n";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { markdownTwin } from "../agents/markdown-twin.server";
import { helpTwin } from "../agents/twins.server";

/** The help centre has a Markdown twin for agents (issue 31). */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(helpTwin, { shared: true })];

export function meta({ location, loaderData }: Route.MetaArgs) {
  const topic = loaderData?.topic;
  return pageMeta(
    location.pathname,
    (o) => (topic ? `${topic.title} · ${m.help_title({}, o)}` : m.help_title({}, o)),
    (o) => (topic ? topic.summary : m.help_description({}, o)),
  );
}

/**
 * The help centre under each language's own word (aide, help, ayuda, hilfe, aiuto, pomoc):
 * the index of topics, and a topic by its slug in this language (by its id, a 301 there). Unknown: 404.
 */
export function loader({ params, url, context }: Route.LoaderArgs) {
  return helpPageAtOwnUrl(url, context.get(requestContext), (params as { page?: string }).page);
}

function Help({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const { topics, topic } = loaderData;
  const index = href(locale.prefix, "help");
  if (topic) {
    return (
      <article className="help-topic">
        <nav aria-label={m.help_breadcrumb({}, options)} className="breadcrumb">
          <Link to={index}>{m.help_title({}, options)}</Link>
        </nav>
        <PageHeading title={topic.title} intro={topic.summary} />
        {topic.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </article>
    );
  }
  return (
    <>
      <PageHeading title={m.help_title({}, options)} intro={m.help_description({}, options)} />
      <ul className="help-topics">
        {topics.map((entry) => (
          <li key={entry.uid}>
            {locale.isShort ? (
              // Its id is where a short prefix links a topic (the checkout's legal line): no topic pages here.
              <details id={entry.uid}>
                <summary>
                  <strong>{entry.title}</strong>
                  <span>{entry.summary}</span>
                </summary>
                {entry.body.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </details>
            ) : (
              <Link to={href(locale.prefix, "help", { page: entry.slug })}>
                <strong>{entry.title}</strong>
                <span>{entry.summary}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export default routeComponent(Help);
