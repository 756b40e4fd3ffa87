import { href, siteResourceHref } from "../../pages/href";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";
import { Icon } from "../../ui/icon";

type Suggestion = { kind: "term" | "family" | "product"; label: string; href: string };

/** Spec-free but expected: suggestions follow typing after a short pause, not on every key. */
export const SUGGEST_DEBOUNCE_MS = 250;

/**
 * The search field: in the header bar on desktop, at the top of the mobile menu on phones.
 * Without JavaScript it is a plain GET form to the search page; with it, an accessible
 * combobox proposes terms, families and products as the shopper types (arrows, Enter, Escape).
 * The field follows the WAI-ARIA APG combobox pattern, which is a text input: HTML does not
 * allow role="combobox" with aria-expanded on type="search". Search semantics come from the
 * form's search landmark and the keyboard's search key (enterKeyHint).
 */
export function HeaderSearch({ id }: { id: string }) {
  const locale = useLocale();
  const options = { locale: locale.language };
  const fetcher = useFetcher<{ q: string; options: Suggestion[] }>();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = `${useId()}-suggestions`;
  const suggestions = value.trim().length >= 2 ? (fetcher.data?.options ?? []) : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = (next: string) => {
    setValue(next);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    if (next.trim().length < 2) return;
    timer.current = setTimeout(
      () =>
        fetcher.load(`${siteResourceHref("suggestions")}?locale=${locale.prefix}&q=${encodeURIComponent(next.trim())}`),
      SUGGEST_DEBOUNCE_MS,
    );
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the list, then clears the field (APG combobox; type="search" cleared it),
    // one step at a time: a dialog around the field (mobile menu) only closes on the next one.
    if (!expanded && event.key === "Escape" && value) {
      event.preventDefault();
      event.stopPropagation();
      onInput("");
      return;
    }
    if (!expanded) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      setOpen(false);
      navigate(suggestions[active]!.href);
    } else if (event.key === "Escape") {
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const kindLabel = (kind: Suggestion["kind"]) =>
    kind === "term"
      ? m.suggest_term({}, options)
      : kind === "family"
        ? m.suggest_family({}, options)
        : m.suggest_product({}, options);

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form itself; a <search> wrapper would add a box the header's layout does not have
    <form
      role="search"
      action={href(locale.prefix, "search")}
      method="get"
      className="header-search"
      onSubmit={() => setOpen(false)}
      toolname="search_products"
      tooldescription={m.webmcp_search_title({}, options)}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.shell_search({}, options)}
      </label>
      <div className="header-search__field">
        <input
          id={id}
          type="text"
          name="q"
          role="combobox"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={m.header_search_placeholder({}, options)}
          toolparamdescription={m.webmcp_search_param({}, options)}
          autoComplete="off"
          value={value}
          onChange={(event) => onInput(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
        />
        {/* ARIA 1.2's combobox: the focus stays in the field, which points at the option (aria-activedescendant). */}
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of the combobox pattern
          role="listbox"
          className="suggestions"
          hidden={!expanded}
          aria-label={m.suggest_label({}, options)}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the field's aria-activedescendant, never focused themselves
            <li
              key={`${suggestion.kind}-${suggestion.href}`}
              id={`${listId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox pattern
              role="option"
              aria-selected={index === active}
              className="suggestions__option"
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                navigate(suggestion.href);
              }}
            >
              <span>{suggestion.label}</span>
              <span className="suggestions__kind">{kindLabel(suggestion.kind)}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="site-header__action">
        <Icon name="search" />
        <span className="visually-hidden">{m.shell_search({}, options)}</span>
      </button>
    </form>
  );
}
