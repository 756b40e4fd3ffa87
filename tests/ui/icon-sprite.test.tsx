import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Icon } from "../../app/ui/icon";
import { ICON_NAMES } from "../../app/ui/icon-names";
import { IconSprite } from "../../app/ui/icon-sprite";

describe("the icon sprite written into the document (decision 207)", () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  test("holds one symbol per icon name, and no other", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(ICON_NAMES.map((name) => `icon-${name}`));
    expect(sprite).toMatch(/^<svg class="icon-sprite" aria-hidden="true" focusable="false"><symbol /);
    expect(sprite).not.toContain("<svg xmlns");
  });

  test("every icon uses its symbol in the same document, never another file", () => {
    for (const name of ICON_NAMES) {
      expect(renderToStaticMarkup(<Icon name={name} />)).toContain(`<use href="#icon-${name}">`);
    }
  });
});
