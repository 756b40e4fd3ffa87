import { m } from "../../paraglide/messages.js";
import type { Language } from "../../lib/locales";
import type { EnvironmentalSheet } from "../catalog-model/schemas";

/** Above this share of synthetic fibres a garment must say it sheds plastic microfibres (AGEC). */
export const MICROFIBRE_THRESHOLD = 50;

export interface SheetRow {
  label: string;
  value: string;
}

/**
 * The rows of the French AGEC sheet (decision 107), every one of them always present: a row
 * that does not apply says "not applicable" rather than leaving a gap, as the law's decree asks.
 * Countries are named by Intl in the page's language.
 */
export function environmentalSheetRows(sheet: EnvironmentalSheet, language: Language): SheetRow[] {
  const options = { locale: language };
  const notApplicable = m.agec_not_applicable({}, options);
  const countries = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const country = (code: string | null) => (code ? (countries.of(code) ?? code) : notApplicable);
  const recycled =
    sheet.recycledShare === null
      ? notApplicable
      : sheet.recycledShare > 0
        ? m.agec_recycled_share({ share: sheet.recycledShare }, options)
        : m.agec_recycled_none({}, options);
  const fabricLabel =
    sheet.fabricStep === "KNITTING"
      ? m.agec_knitting({}, options)
      : sheet.fabricStep === "WEAVING"
        ? m.agec_weaving({}, options)
        : m.agec_fabric({}, options);
  const microfibres =
    sheet.syntheticShare !== null && sheet.syntheticShare > MICROFIBRE_THRESHOLD
      ? m.agec_microfibres_release({}, options)
      : notApplicable;
  const recyclability =
    sheet.recyclable === true
      ? m.agec_recyclable({}, options)
      : sheet.recyclable === false
        ? m.agec_not_recyclable({}, options)
        : notApplicable;
  return [
    { label: m.agec_recycled({}, options), value: recycled },
    { label: fabricLabel, value: country(sheet.fabricCountry) },
    { label: m.agec_dyeing({}, options), value: country(sheet.dyeingCountry) },
    { label: m.agec_making({}, options), value: country(sheet.makingCountry) },
    { label: m.agec_microfibres({}, options), value: microfibres },
    { label: m.agec_recyclability({}, options), value: recyclability },
  ];
}

/**
 * The French product sheet's environmental block, where the site's `agec` flag is on. Its rows
 * are worded by the loader: country names come from Intl, whose data differs between the server
 * and browsers, so the browser keeps the server's words (no hydration mismatch).
 */
export function EnvironmentalSheetBlock({ rows, language }: { rows: SheetRow[]; language: Language }) {
  const options = { locale: language };
  return (
    <details className="product__details product__agec">
      <summary>{m.agec_title({}, options)}</summary>
      <dl className="product__agec-rows">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="product__agec-note">{m.agec_legal_note({}, options)}</p>
    </details>
  );
}
