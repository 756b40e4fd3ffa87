import type { ColourSeed } from "../types";
import { L } from "./text";

/** Fashion colours of the catalogue (labels fr, en, es, de, it, pl). */
export const COLOURS: ColourSeed[] = [
  { code: "NAVY", hex: "#1f2a44", label: L("Marine", "Navy", "Azul marino", "Marineblau", "Blu navy", "Granatowy") },
  { code: "BLACK", hex: "#1a1a1a", label: L("Noir", "Black", "Negro", "Schwarz", "Nero", "Czarny") },
  { code: "WHITE", hex: "#f7f7f5", label: L("Blanc", "White", "Blanco", "Weiß", "Bianco", "Biały") },
  { code: "ECRU", hex: "#ede4d3", label: L("Écru", "Ecru", "Crudo", "Ecru", "Écru", "Ecru") },
  { code: "CAMEL", hex: "#b5895a", label: L("Camel", "Camel", "Camel", "Camel", "Cammello", "Camelowy") },
  { code: "KHAKI", hex: "#6b6b47", label: L("Kaki", "Khaki", "Caqui", "Khaki", "Cachi", "Khaki") },
  { code: "BURGUNDY", hex: "#6d1f2f", label: L("Bordeaux", "Burgundy", "Burdeos", "Bordeaux", "Bordeaux", "Bordowy") },
  {
    code: "SKY_BLUE",
    hex: "#a9cbe8",
    label: L("Bleu ciel", "Sky blue", "Azul cielo", "Himmelblau", "Azzurro", "Błękitny"),
  },
  { code: "PINK", hex: "#f2bfc8", label: L("Rose", "Pink", "Rosa", "Rosa", "Rosa", "Różowy") },
  { code: "MUSTARD", hex: "#d4a72c", label: L("Moutarde", "Mustard", "Mostaza", "Senfgelb", "Senape", "Musztardowy") },
  {
    code: "GREY_MARL",
    hex: "#a3a3a6",
    label: L("Gris chiné", "Grey marl", "Gris jaspeado", "Grau meliert", "Grigio mélange", "Szary melanż"),
  },
  {
    code: "DENIM_BLUE",
    hex: "#3b5b85",
    label: L("Bleu denim", "Denim blue", "Azul denim", "Jeansblau", "Blu denim", "Niebieski denim"),
  },
  {
    code: "FOREST_GREEN",
    hex: "#2f4a35",
    label: L("Vert forêt", "Forest green", "Verde bosque", "Waldgrün", "Verde bosco", "Ciemnozielony"),
  },
  {
    code: "TERRACOTTA",
    hex: "#c0643f",
    label: L("Terracotta", "Terracotta", "Terracota", "Terrakotta", "Terracotta", "Terakotowy"),
  },
];

const BY_CODE = new Map(COLOURS.map((colour) => [colour.code, colour]));

export function colour(code: string): ColourSeed {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`Unknown colour ${code}`);
  return found;
}
