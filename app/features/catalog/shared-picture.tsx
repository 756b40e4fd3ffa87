import { ViewTransition, type ReactNode } from "react";

/**
 * A product's first picture that travels between a listing's card and the product page (issue 30,
 * decision 153): React pairs the card leaving with the page's picture arriving under the same
 * name and the browser morphs one into the other, both ways (back too), where it has View
 * Transitions. Only a shared pair animates: a card entering, leaving or moving in its grid
 * (filters, pages) does not. Nothing is rendered of it on the server.
 */
export function SharedPicture({ optionId, children }: { optionId: string; children: ReactNode }) {
  return (
    <ViewTransition name={`product-picture-${optionId}`} share="product-picture" default="none">
      {children}
    </ViewTransition>
  );
}
