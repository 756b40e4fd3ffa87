import { Fragment, type ReactNode } from "react";

/** Stands for one input while the message is rendered; never part of any text we write. */
const MARK = "\u2063";
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A sentence with links where its placeholders are, in each language's own word order: the
 * message is rendered with a mark in each link's place, then cut at the marks and the links put
 * there. `render` gets the marks as its inputs; `links` are the elements, by placeholder name.
 */
export function LinkedMessage<Name extends string>({
  render,
  links,
}: {
  render: (inputs: Record<Name, string>) => string;
  links: Record<Name, ReactNode>;
}) {
  const names = Object.keys(links) as Name[];
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Name, string>;
  const parts = render(marks).split(MARKED);
  // split() with a capture group alternates text and the names it cut at.
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={part}>{links[part as Name] ?? part}</Fragment>,
      )}
    </>
  );
}
