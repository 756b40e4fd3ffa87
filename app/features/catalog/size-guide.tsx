import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";

/**
 * Size conversions per guide, laid out like the printed chart: one line per measure, one column
 * per size. `label` is the shop's size, `eur` and `it` the same size in each sizing system (the
 * guide shows the sizing region's own: IT for it-it, EUR elsewhere), `chest` the chest in cm.
 */
const GUIDES: Record<string, Record<"label" | "eur" | "it" | "chest", readonly string[]>> = {
  WOMEN: {
    label: ["XS", "S", "M", "L", "XL"],
    eur: ["34", "36", "38–40", "42", "44–46"],
    it: ["38", "40", "42–44", "46", "48–50"],
    chest: ["80–84", "84–88", "88–96", "96–100", "100–108"],
  },
  MEN: {
    label: ["S", "M", "L", "XL", "XXL"],
    eur: ["44–46", "48", "50–52", "54", "56–58"],
    it: ["46", "48–50", "52", "54–56", "58"],
    chest: ["88–94", "94–100", "100–106", "106–112", "112–120"],
  },
};

export function SizeGuide({ sizeGuide, region }: { sizeGuide: string | null; region: "IT" | "EUR" }) {
  const options = { locale: useLocale().language };
  const guide = sizeGuide ? GUIDES[sizeGuide] : undefined;
  if (!guide) return null;
  const regional = region === "IT" ? guide.it : guide.eur;
  return (
    <details className="size-guide">
      <summary>{m.size_guide_title({}, options)}</summary>
      <table>
        <caption className="visually-hidden">{m.size_guide_title({}, options)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.size_guide_size({}, options)}</th>
            <th scope="col">
              {region === "IT" ? m.size_guide_italian({}, options) : m.size_guide_european({}, options)}
            </th>
            <th scope="col">{m.size_guide_chest({}, options)}</th>
          </tr>
        </thead>
        <tbody>
          {guide.label.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{regional[index]}</td>
              <td>{guide.chest[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
