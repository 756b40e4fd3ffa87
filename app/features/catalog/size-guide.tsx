import { m } from "../../paraglide/messages.js";
import { useLocale } from "../../lib/i18n";

/** Size conversions per guide: the shop's labels in the sizing region's own system (IT for it-it, EUR elsewhere). */
const GUIDES: Record<string, { label: string; eur: string; it: string; chest: string }[]> = {
  WOMEN: [
    { label: "XS", eur: "34", it: "38", chest: "80–84" },
    { label: "S", eur: "36", it: "40", chest: "84–88" },
    { label: "M", eur: "38–40", it: "42–44", chest: "88–96" },
    { label: "L", eur: "42", it: "46", chest: "96–100" },
    { label: "XL", eur: "44–46", it: "48–50", chest: "100–108" },
  ],
  MEN: [
    { label: "S", eur: "44–46", it: "46", chest: "88–94" },
    { label: "M", eur: "48", it: "48–50", chest: "94–100" },
    { label: "L", eur: "50–52", it: "52", chest: "100–106" },
    { label: "XL", eur: "54", it: "54–56", chest: "106–112" },
    { label: "XXL", eur: "56–58", it: "58", chest: "112–120" },
  ],
};

export function SizeGuide({ sizeGuide, region }: { sizeGuide: string | null; region: "IT" | "EUR" }) {
  const options = { locale: useLocale().language };
  const rows = sizeGuide ? GUIDES[sizeGuide] : undefined;
  if (!rows) return null;
  return (
    <details className="size-guide">
      <summary>{m.size_guide_title({}, options)}</summary>
      <table>
        <caption className="visually-hidden">{m.size_guide_title({}, options)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.size_guide_size({}, options)}</th>
            <th scope="col">{region === "IT" ? m.size_guide_italian({}, options) : m.size_guide_european({}, options)}</th>
            <th scope="col">{m.size_guide_chest({}, options)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{region === "IT" ? row.it : row.eur}</td>
              <td>{row.chest}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
