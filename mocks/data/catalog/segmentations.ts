import type { SegmentationSeed } from "../types";
import { L } from "./text";

const seg = (
  segmentationId: string,
  parent: string | null,
  title: SegmentationSeed["title"],
  slug: SegmentationSeed["slug"],
): SegmentationSeed => ({
  segmentationId,
  parent,
  title,
  slug,
});

/** The segmentation tree: five top families and their leaves (titles and slugs fr, en, es, de, it, pl). */
export const SEGMENTATIONS: SegmentationSeed[] = [
  seg(
    "WOMEN",
    null,
    L("Femme", "Women", "Mujer", "Damen", "Donna", "Kobieta"),
    L("femme", "women", "mujer", "damen", "donna", "kobieta"),
  ),
  seg(
    "MEN",
    null,
    L("Homme", "Men", "Hombre", "Herren", "Uomo", "Mężczyzna"),
    L("homme", "men", "hombre", "herren", "uomo", "mezczyzna"),
  ),
  seg(
    "KIDS",
    null,
    L("Enfant", "Kids", "Niños", "Kinder", "Bambini", "Dziecko"),
    L("enfant", "kids", "ninos", "kinder", "bambini", "dziecko"),
  ),
  seg(
    "BABY",
    null,
    L("Bébé", "Baby", "Bebé", "Baby", "Neonato", "Niemowlę"),
    L("bebe", "baby", "bebe", "baby", "neonato", "niemowle"),
  ),
  seg(
    "HOME",
    null,
    L("Maison", "Home", "Hogar", "Wohnen", "Casa", "Dom"),
    L("maison", "home", "hogar", "wohnen", "casa", "dom"),
  ),

  seg(
    "WOMEN_DRESSES",
    "WOMEN",
    L("Robes", "Dresses", "Vestidos", "Kleider", "Abiti", "Sukienki"),
    L("robes-femme", "womens-dresses", "vestidos-mujer", "damen-kleider", "abiti-donna", "sukienki-damskie"),
  ),
  seg(
    "WOMEN_TOPS",
    "WOMEN",
    L("Tops & chemises", "Tops & shirts", "Tops y camisas", "Tops & Blusen", "Top e camicie", "Topy i koszule"),
    L(
      "tops-chemises-femme",
      "womens-tops-shirts",
      "tops-camisas-mujer",
      "damen-tops-blusen",
      "top-camicie-donna",
      "topy-koszule-damskie",
    ),
  ),
  seg(
    "WOMEN_TROUSERS",
    "WOMEN",
    L("Pantalons", "Trousers", "Pantalones", "Hosen", "Pantaloni", "Spodnie"),
    L("pantalons-femme", "womens-trousers", "pantalones-mujer", "damen-hosen", "pantaloni-donna", "spodnie-damskie"),
  ),
  seg(
    "WOMEN_JEANS",
    "WOMEN",
    L("Jeans", "Jeans", "Vaqueros", "Jeans", "Jeans", "Jeansy"),
    L("jeans-femme", "womens-jeans", "vaqueros-mujer", "damen-jeans", "jeans-donna", "jeansy-damskie"),
  ),
  seg(
    "WOMEN_KNITWEAR",
    "WOMEN",
    L("Pulls & gilets", "Knitwear", "Punto", "Strick", "Maglieria", "Swetry"),
    L("pulls-gilets-femme", "womens-knitwear", "punto-mujer", "damen-strick", "maglieria-donna", "swetry-damskie"),
  ),
  seg(
    "WOMEN_COATS",
    "WOMEN",
    L(
      "Manteaux & vestes",
      "Coats & jackets",
      "Abrigos y chaquetas",
      "Mäntel & Jacken",
      "Cappotti e giacche",
      "Płaszcze i kurtki",
    ),
    L(
      "manteaux-vestes-femme",
      "womens-coats-jackets",
      "abrigos-chaquetas-mujer",
      "damen-maentel-jacken",
      "cappotti-giacche-donna",
      "plaszcze-kurtki-damskie",
    ),
  ),
  seg(
    "WOMEN_SKIRTS",
    "WOMEN",
    L("Jupes", "Skirts", "Faldas", "Röcke", "Gonne", "Spódnice"),
    L("jupes-femme", "womens-skirts", "faldas-mujer", "damen-roecke", "gonne-donna", "spodnice-damskie"),
  ),

  seg(
    "MEN_SHIRTS",
    "MEN",
    L("Chemises", "Shirts", "Camisas", "Hemden", "Camicie", "Koszule"),
    L("chemises-homme", "mens-shirts", "camisas-hombre", "herren-hemden", "camicie-uomo", "koszule-meskie"),
  ),
  seg(
    "MEN_TSHIRTS",
    "MEN",
    L(
      "T-shirts & polos",
      "T-shirts & polo shirts",
      "Camisetas y polos",
      "T-Shirts & Poloshirts",
      "T-shirt e polo",
      "T-shirty i koszulki polo",
    ),
    L(
      "t-shirts-polos-homme",
      "mens-t-shirts-polo-shirts",
      "camisetas-polos-hombre",
      "herren-t-shirts-poloshirts",
      "t-shirt-polo-uomo",
      "t-shirty-polo-meskie",
    ),
  ),
  seg(
    "MEN_TROUSERS",
    "MEN",
    L("Pantalons", "Trousers", "Pantalones", "Hosen", "Pantaloni", "Spodnie"),
    L("pantalons-homme", "mens-trousers", "pantalones-hombre", "herren-hosen", "pantaloni-uomo", "spodnie-meskie"),
  ),
  seg(
    "MEN_JEANS",
    "MEN",
    L("Jeans", "Jeans", "Vaqueros", "Jeans", "Jeans", "Jeansy"),
    L("jeans-homme", "mens-jeans", "vaqueros-hombre", "herren-jeans", "jeans-uomo", "jeansy-meskie"),
  ),
  seg(
    "MEN_KNITWEAR",
    "MEN",
    L("Pulls & gilets", "Knitwear", "Punto", "Strick", "Maglieria", "Swetry"),
    L("pulls-gilets-homme", "mens-knitwear", "punto-hombre", "herren-strick", "maglieria-uomo", "swetry-meskie"),
  ),
  seg(
    "MEN_COATS",
    "MEN",
    L(
      "Manteaux & blousons",
      "Coats & jackets",
      "Abrigos y cazadoras",
      "Mäntel & Jacken",
      "Cappotti e giubbotti",
      "Płaszcze i kurtki",
    ),
    L(
      "manteaux-blousons-homme",
      "mens-coats-jackets",
      "abrigos-cazadoras-hombre",
      "herren-maentel-jacken",
      "cappotti-giubbotti-uomo",
      "plaszcze-kurtki-meskie",
    ),
  ),
  seg(
    "MEN_SHORTS",
    "MEN",
    L(
      "Shorts & bermudas",
      "Shorts",
      "Bermudas y pantalones cortos",
      "Shorts & Bermudas",
      "Shorts e bermuda",
      "Szorty i bermudy",
    ),
    L(
      "shorts-bermudas-homme",
      "mens-shorts",
      "bermudas-pantalones-cortos-hombre",
      "herren-shorts-bermudas",
      "shorts-bermuda-uomo",
      "szorty-bermudy-meskie",
    ),
  ),

  seg(
    "KIDS_GIRLS",
    "KIDS",
    L("Fille", "Girls", "Niña", "Mädchen", "Bambina", "Dziewczynka"),
    L(
      "vetements-fille",
      "girls-clothing",
      "ropa-nina",
      "maedchen-kleidung",
      "abbigliamento-bambina",
      "ubrania-dziewczece",
    ),
  ),
  seg(
    "KIDS_BOYS",
    "KIDS",
    L("Garçon", "Boys", "Niño", "Jungen", "Bambino", "Chłopiec"),
    L(
      "vetements-garcon",
      "boys-clothing",
      "ropa-nino",
      "jungen-kleidung",
      "abbigliamento-bambino",
      "ubrania-chlopiece",
    ),
  ),

  seg(
    "BABY_BODYSUITS",
    "BABY",
    L("Bodies", "Bodysuits", "Bodies", "Bodys", "Body", "Body"),
    L("bodies-bebe", "baby-bodysuits", "bodies-bebe", "baby-bodys", "body-neonato", "body-niemowlece"),
  ),
  seg(
    "BABY_PYJAMAS",
    "BABY",
    L(
      "Pyjamas & gigoteuses",
      "Sleepwear",
      "Pijamas y sacos de dormir",
      "Schlafanzüge & Schlafsäcke",
      "Pigiami e sacchi nanna",
      "Piżamki i śpiworki",
    ),
    L(
      "pyjamas-gigoteuses-bebe",
      "baby-sleepwear",
      "pijamas-sacos-de-dormir-bebe",
      "baby-schlafanzuege-schlafsaecke",
      "pigiami-sacchi-nanna-neonato",
      "pizamki-spiworki-niemowlece",
    ),
  ),

  seg(
    "HOME_BEDDING",
    "HOME",
    L("Linge de lit", "Bed linen", "Ropa de cama", "Bettwäsche", "Biancheria da letto", "Pościel"),
    L("linge-de-lit", "bed-linen", "ropa-de-cama", "bettwaesche", "biancheria-da-letto", "posciel"),
  ),
  seg(
    "HOME_BATH",
    "HOME",
    L("Linge de bain", "Bath linen", "Textil de baño", "Badtextilien", "Biancheria da bagno", "Tekstylia łazienkowe"),
    L("linge-de-bain", "bath-linen", "textil-de-bano", "badtextilien", "biancheria-da-bagno", "tekstylia-lazienkowe"),
  ),
  seg(
    "HOME_DECOR",
    "HOME",
    L(
      "Coussins & déco",
      "Cushions & decor",
      "Cojines y decoración",
      "Kissen & Deko",
      "Cuscini e decorazione",
      "Poduszki i dekoracje",
    ),
    L(
      "coussins-deco",
      "cushions-decor",
      "cojines-decoracion",
      "kissen-deko",
      "cuscini-decorazione",
      "poduszki-dekoracje",
    ),
  ),
];

/** Ids of the five top families, in menu order. */
export const TOP_FAMILIES = ["WOMEN", "MEN", "KIDS", "BABY", "HOME"] as const;
export type TopFamily = (typeof TOP_FAMILIES)[number];
