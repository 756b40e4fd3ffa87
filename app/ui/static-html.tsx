import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { documentOnlyKey, useDocumentOnly } from "../lib/document-only";

/**
 * HTML-only parts the server rendered ahead of the page, by id (ui/static-html.server.tsx): the
 * page writes their HTML as it is instead of rendering them again.
 */
export const RENDERED_STATIC_PARTS = documentOnlyKey<ReadonlyMap<string, string>>("static-html:parts");

interface StaticHtmlProps {
  /** Unique in the document, and names what is inside (a remount shows the same HTML again). */
  id: string;
  className?: string;
  as?: "div" | "ul";
  /** Called on the server only. */
  render: () => ReactNode;
}

/** HTML the browser has kept, by id: a part remounted in the same document (an error page's frame) shows it again. */
const kept = new Map<string, string>();

function ServerStaticHtml({ id, as: Tag = "div", className, render }: StaticHtmlProps) {
  const rendered = useDocumentOnly(RENDERED_STATIC_PARTS)?.get(id);
  if (rendered === undefined) return <Tag className={className}>{render()}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: this part as React rendered it for an earlier page (same inputs)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: rendered }} />;
}

function BrowserStaticHtml({ id, as: Tag = "div", className }: StaticHtmlProps) {
  const element = useRef<HTMLDivElement & HTMLUListElement>(null);
  // Hydration finds the server's HTML in place and leaves it (an empty innerHTML on both
  // renders is never written); a later mount writes what an earlier one kept.
  const [html] = useState(() => kept.get(id) ?? "");
  useLayoutEffect(() => {
    if (element.current?.innerHTML) kept.set(id, element.current.innerHTML);
  }, [id]);
  return (
    <Tag
      ref={element}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this part, kept from the document
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/**
 * A part of the page that is HTML only (decision 144): the server renders it; the browser keeps
 * that HTML, never hydrates nor re-renders it, so neither its data nor its rendering cost reach
 * the browser. For links and native disclosure (`<details>`) only: nothing inside reacts.
 */
export const StaticHtml = typeof document === "undefined" ? ServerStaticHtml : BrowserStaticHtml;
