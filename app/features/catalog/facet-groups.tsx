import type { ReactNode } from "react";

/**
 * A filter group that folds, closed at first (a phone sees every group's name at once); its
 * summary names what is chosen in it, so a closed group still says how the listing is filtered.
 */
export function FacetGroup({
  legend,
  chosen,
  children,
}: {
  legend: string;
  chosen: string | null;
  children: ReactNode;
}) {
  return (
    <details className="facets__group">
      <summary>
        <span className="facets__group-name">{legend}</span>
        {chosen ? <span className="facets__group-chosen">{chosen}</span> : null}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** A filter of checkbox chips: each checked value is one more `name=value` in the listing's URL. */
export function ChipFacet({
  legend,
  name,
  chips,
  checked,
}: {
  legend: string;
  name: string;
  /** `swatch`: the colour a colour chip shows before its label. */
  chips: { value: string; label: string; swatch?: string }[];
  checked: readonly string[];
}) {
  const chosen = chips.filter((chip) => checked.includes(chip.value)).map((chip) => chip.label);
  return (
    <FacetGroup legend={legend} chosen={chosen.length ? chosen.join(", ") : null}>
      <div className="facets__chips">
        {chips.map((chip) => (
          <label key={chip.value} className="chip">
            <input type="checkbox" name={name} value={chip.value} defaultChecked={checked.includes(chip.value)} />
            {chip.swatch ? (
              <span className="swatch" style={{ backgroundColor: chip.swatch }} aria-hidden="true" />
            ) : null}
            <span>{chip.label}</span>
          </label>
        ))}
      </div>
    </FacetGroup>
  );
}
