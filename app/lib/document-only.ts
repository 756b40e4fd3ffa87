import { createContext, useContext } from "react";

/**
 * Data the server renders into the document and never sends again for hydration (decision
 * 144): the parts of a page that are HTML only (ui/static-html.tsx), such as the menus' panels
 * and the footer's link columns, read it while the server renders. A loader puts it in its
 * request's `documentOnly`; its own answer keeps only what hydrated components read. In the
 * browser it is empty.
 */
export type DocumentOnlyData = Map<string, unknown>;

/** A typed name for one piece of document-only data. */
export interface DocumentOnlyKey<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly type?: T;
}

export function documentOnlyKey<T>(name: string): DocumentOnlyKey<T> {
  return { name };
}

export function putDocumentOnly<T>(data: DocumentOnlyData, key: DocumentOnlyKey<T>, value: T): void {
  data.set(key.name, value);
}

export const DocumentOnlyContext = createContext<ReadonlyMap<string, unknown>>(new Map());

/** The value a loader put for the server's render; undefined in the browser. */
export function useDocumentOnly<T>(key: DocumentOnlyKey<T>): T | undefined {
  return useContext(DocumentOnlyContext).get(key.name) as T | undefined;
}
