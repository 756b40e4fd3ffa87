import type {
  CampaignWindow,
  ContentBlock,
  EditorialPageSeed,
  GarmentType,
  Localized,
  MetaInfoSeed,
  ProductSeed,
  ScheduledBlock,
} from "../types";
import { DEEPEST_MARKDOWN_PERCENT as UP_TO, PRODUCTS } from "./products";
import { SEGMENTATIONS } from "./segmentations";
import { L } from "./text";

/**
 * Editorial content: landing, trend, lookbook and blog pages, and the home page blocks. Product
 * carousels are chosen from PRODUCTS by rule (family, garment, fabric, sale, popularity), so
 * they always reference real products. hrefs are locale-free references the storefront resolves:
 * "segmentation:{id}", "product:{productId}", "page:{type}:{id}".
 */

// ------------------------------------------------------------------ product selection

type Filter = (product: ProductSeed) => boolean;

const TOP_OF = new Map(
  SEGMENTATIONS.map((segmentation) => [
    segmentation.segmentationId,
    segmentation.parent ?? segmentation.segmentationId,
  ]),
);
const inTop =
  (...tops: string[]): Filter =>
  (product) =>
    tops.includes(TOP_OF.get(product.familyId) ?? "");
const inFamily =
  (...ids: string[]): Filter =>
  (product) =>
    ids.includes(product.familyId);
const isGarment =
  (...garments: GarmentType[]): Filter =>
  (product) =>
    garments.includes(product.garment);
const madeOf =
  (fibre: string): Filter =>
  (product) =>
    product.composition.en.includes(fibre);
const named =
  (...nouns: string[]): Filter =>
  (product) =>
    nouns.some((noun) => product.name.en.toLowerCase().endsWith(noun));
const reduced: Filter = (product) =>
  product.options.some((option) => option.priceType === "S" || option.priceType === "P");
const all =
  (...filters: Filter[]): Filter =>
  (product) =>
    filters.every((filter) => filter(product));

const byPopularity = (a: ProductSeed, b: ProductSeed) =>
  b.popularity - a.popularity || a.productId.localeCompare(b.productId);
const byNewest = (a: ProductSeed, b: ProductSeed) =>
  b.createdAt.localeCompare(a.createdAt) || a.productId.localeCompare(b.productId);

/** Up to `count` productIds matching `filter`, most popular first, topped up from `fallback`. */
function pick(count: number, filter: Filter, fallback?: Filter, sort = byPopularity): string[] {
  const chosen = PRODUCTS.filter(filter).sort(sort).slice(0, count);
  if (fallback && chosen.length < count) {
    const more = PRODUCTS.filter((product) => fallback(product) && !chosen.includes(product)).sort(sort);
    chosen.push(...more.slice(0, count - chosen.length));
  }
  return chosen.map((product) => product.productId);
}

/** The most popular matching product whose first colour has a worn picture (VC), for heroes and tiles. */
function picture(filter: Filter): string {
  const worn = PRODUCTS.filter((product) => filter(product) && product.options[0]!.pictureTypes.includes("VC")).sort(
    byPopularity,
  );
  return (worn[0] ?? PRODUCTS.filter(filter).sort(byPopularity)[0] ?? PRODUCTS[0]!).productId;
}

// ------------------------------------------------------------------ block builders

const hero = (title: Localized, text: Localized, cta: Localized, href: string, filter: Filter): ContentBlock => ({
  kind: "hero",
  title,
  text,
  cta,
  href,
  pictureProductId: picture(filter),
});
const carousel = (title: Localized, productIds: string[]): ContentBlock => ({
  kind: "product-carousel",
  title,
  productIds,
});
const tiles = (title: Localized, ids: string[]): ContentBlock => ({
  kind: "category-tiles",
  title,
  tiles: ids.map((segmentationId) => ({ segmentationId, pictureProductId: picture(inTop(segmentationId)) })),
});
const leafTiles = (title: Localized, ids: string[]): ContentBlock => ({
  kind: "category-tiles",
  title,
  tiles: ids.map((segmentationId) => ({ segmentationId, pictureProductId: picture(inFamily(segmentationId)) })),
});
const teaser = (title: Localized, text: Localized, href: string, filter: Filter): ContentBlock => ({
  kind: "editorial-teaser",
  title,
  text,
  href,
  pictureProductId: picture(filter),
});
const richText = (paragraphs: Localized[], title?: Localized): ContentBlock => ({
  kind: "rich-text",
  ...(title ? { title } : {}),
  paragraphs,
});

// ------------------------------------------------------------------ shared titles

const T = {
  women: L(
    "Sélection femme",
    "Women's selection",
    "Selección mujer",
    "Auswahl Damen",
    "Selezione donna",
    "Wybór dla kobiet",
  ),
  men: L(
    "Sélection homme",
    "Men's selection",
    "Selección hombre",
    "Auswahl Herren",
    "Selezione uomo",
    "Wybór dla mężczyzn",
  ),
  womenLooks: L(
    "Les looks femme",
    "Women's looks",
    "Looks de mujer",
    "Damen-Looks",
    "Look donna",
    "Stylizacje damskie",
  ),
  menLooks: L("Les looks homme", "Men's looks", "Looks de hombre", "Herren-Looks", "Look uomo", "Stylizacje męskie"),
  discover: L("Découvrir", "Discover", "Descubrir", "Entdecken", "Scopri", "Odkryj"),
  collection: L(
    "Voir la collection",
    "View the collection",
    "Ver la colección",
    "Kollektion ansehen",
    "Guarda la collezione",
    "Zobacz kolekcję",
  ),
  linenTitle: L(
    "L'été en lin",
    "The linen edit",
    "El verano en lino",
    "Sommer in Leinen",
    "L'estate in lino",
    "Lato w lnie",
  ),
  linenGuideTitle: L(
    "Bien entretenir le lin",
    "Caring for linen",
    "Cómo cuidar el lino",
    "Leinen richtig pflegen",
    "Come curare il lino",
    "Jak dbać o len",
  ),
};

const SUMMER: GarmentType[] = ["dress", "top", "tshirt", "shirt", "skirt", "trousers", "shorts"];
const WINTER: GarmentType[] = ["knit", "coat", "jacket"];

// ------------------------------------------------------------------ pages

export const EDITORIAL_PAGES: EditorialPageSeed[] = [
  // The members' private sale (issue 18): the storefront shows it at /{prefix}/private-sale only,
  // in the site's window and to signed-in customers; never as a public landing.
  {
    type: "landing",
    id: "PRIVATE_SALE",
    slug: L("vente-privee", "private-sale", "venta-privada", "private-sale", "vendita-privata", "wyprzedaz-prywatna"),
    title: L("Vente privée", "Private sale", "Venta privada", "Private Sale", "Vendita privata", "Wyprzedaż prywatna"),
    intro: L(
      "Réservée à nos membres : des prix privés sur une sélection de la saison, avant tout le monde.",
      "For our members only: private prices on a selection of the season, before anyone else.",
      "Solo para nuestros miembros: precios privados en una selección de la temporada, antes que nadie.",
      "Nur für unsere Mitglieder: exklusive Preise auf ausgewählte Teile der Saison, vor allen anderen.",
      "Riservata ai nostri membri: prezzi privati su una selezione della stagione, prima di tutti.",
      "Tylko dla naszych członków: prywatne ceny na wybrane produkty sezonu, przed wszystkimi.",
    ),
    blocks: [
      carousel(T.women, pick(12, all(inTop("WOMEN"), reduced), inTop("WOMEN"))),
      carousel(T.men, pick(10, all(inTop("MEN"), reduced), inTop("MEN"))),
      tiles(L("Par univers", "By department", "Por sección", "Nach Bereich", "Per reparto", "Według kategorii"), [
        "WOMEN",
        "MEN",
        "KIDS",
        "BABY",
        "HOME",
      ]),
    ],
  },
  {
    type: "landing",
    id: "BF2026",
    slug: L("black-friday", "black-friday", "black-friday", "black-friday", "black-friday", "black-friday"),
    meta: {
      title_page: L(
        `Black Friday 2026 : mode et maison jusqu'à -${UP_TO} %`,
        `Black Friday 2026: fashion and home up to ${UP_TO}% off`,
        `Black Friday 2026: moda y hogar hasta un -${UP_TO}%`,
        `Black Friday 2026: Mode und Wohnen bis zu -${UP_TO} %`,
        `Black Friday 2026: moda e casa fino al -${UP_TO}%`,
        `Black Friday 2026: moda i dom do -${UP_TO}%`,
      ),
      description_page: L(
        "Quatre jours de remises sur la mode femme, homme, enfant et la maison, du 27 au 30 novembre.",
        "Four days of reductions on women's, men's and kids' fashion and the home, 27 to 30 November.",
        "Cuatro días de descuentos en moda de mujer, hombre, niños y hogar, del 27 al 30 de noviembre.",
        "Vier Tage Rabatte auf Damen-, Herren- und Kindermode und Wohnen, vom 27. bis 30. November.",
        "Quattro giorni di sconti su moda donna, uomo, bambino e casa, dal 27 al 30 novembre.",
        "Cztery dni rabatów na modę damską, męską, dziecięcą i dom, od 27 do 30 listopada.",
      ),
      keywords: [
        L("black friday", "black friday", "black friday", "black friday", "black friday", "black friday"),
        L("promotions", "sale", "ofertas", "Angebote", "promozioni", "promocje"),
      ],
    },
    title: L(
      `Black Friday : jusqu'à -${UP_TO} %`,
      `Black Friday: up to ${UP_TO}% off`,
      `Black Friday: hasta un -${UP_TO}%`,
      `Black Friday: bis zu -${UP_TO} %`,
      `Black Friday: fino al -${UP_TO}%`,
      `Black Friday: do -${UP_TO}%`,
    ),
    intro: L(
      "Du 27 au 30 novembre, profitez de remises exceptionnelles sur une sélection de pièces pour toute la famille et la maison.",
      "From 27 to 30 November, enjoy exceptional reductions on a selection of pieces for the whole family and the home.",
      "Del 27 al 30 de noviembre, disfruta de descuentos excepcionales en una selección de prendas para toda la familia y el hogar.",
      "Vom 27. bis 30. November: außergewöhnliche Rabatte auf ausgewählte Teile für die ganze Familie und Ihr Zuhause.",
      "Dal 27 al 30 novembre, approfitta di sconti eccezionali su una selezione di capi per tutta la famiglia e la casa.",
      "Od 27 do 30 listopada skorzystaj z wyjątkowych rabatów na wybrane produkty dla całej rodziny i do domu.",
    ),
    blocks: [
      hero(
        L(
          `Jusqu'à -${UP_TO} % sur une sélection`,
          `Up to ${UP_TO}% off a selection`,
          `Hasta un -${UP_TO}% en una selección`,
          `Bis zu -${UP_TO} % auf ausgewählte Artikel`,
          `Fino al -${UP_TO}% su una selezione`,
          `Do -${UP_TO}% na wybrane produkty`,
        ),
        L(
          "Quatre jours seulement pour s'offrir les pièces les plus désirées de la saison.",
          "Just four days to treat yourself to the season's most wanted pieces.",
          "Solo cuatro días para hacerte con las prendas más deseadas de la temporada.",
          "Nur vier Tage lang gibt es die begehrtesten Teile der Saison zum Sonderpreis.",
          "Solo quattro giorni per regalarti i capi più desiderati della stagione.",
          "Tylko cztery dni, by sprawić sobie najbardziej pożądane rzeczy sezonu.",
        ),
        L(
          "Voir les offres",
          "Shop the offers",
          "Ver las ofertas",
          "Angebote entdecken",
          "Scopri le offerte",
          "Zobacz oferty",
        ),
        "segmentation:WOMEN",
        all(inTop("WOMEN"), reduced),
      ),
      tiles(
        L(
          "Les offres par univers",
          "Offers by department",
          "Ofertas por sección",
          "Angebote nach Bereich",
          "Offerte per reparto",
          "Oferty według kategorii",
        ),
        ["WOMEN", "MEN", "KIDS", "BABY", "HOME"],
      ),
      carousel(T.women, pick(12, all(inTop("WOMEN"), reduced), inTop("WOMEN"))),
      carousel(T.men, pick(10, all(inTop("MEN"), reduced), inTop("MEN"))),
      carousel(
        L(
          "Enfant et maison",
          "Kids and home",
          "Niños y hogar",
          "Kinder & Wohnen",
          "Bambini e casa",
          "Dla dzieci i do domu",
        ),
        pick(10, all(inTop("KIDS", "BABY", "HOME"), reduced), inTop("KIDS", "BABY", "HOME")),
      ),
    ],
  },
  {
    type: "landing",
    id: "WINTER_SALE",
    // Last season's operation: kept online for its links, out of the index.
    meta: { meta_robots: "noindex, follow" },
    slug: L(
      "soldes-hiver",
      "winter-sale",
      "rebajas-de-invierno",
      "winterschlussverkauf",
      "saldi-invernali",
      "wyprzedaz-zimowa",
    ),
    title: L(
      "Soldes d'hiver",
      "Winter sale",
      "Rebajas de invierno",
      "Winterschlussverkauf",
      "Saldi invernali",
      "Zimowa wyprzedaż",
    ),
    intro: L(
      "Manteaux, mailles et indispensables de saison à prix doux, jusqu'à épuisement des stocks.",
      "Coats, knitwear and seasonal essentials at gentle prices, while stocks last.",
      "Abrigos, punto y básicos de temporada a precios suaves, hasta agotar existencias.",
      "Mäntel, Strick und Saison-Essentials zu sanften Preisen – solange der Vorrat reicht.",
      "Cappotti, maglieria e capi essenziali di stagione a prezzi speciali, fino a esaurimento scorte.",
      "Płaszcze, swetry i sezonowe niezbędniki w łagodnych cenach – do wyczerpania zapasów.",
    ),
    blocks: [
      hero(
        L(
          `Jusqu'à -${UP_TO} % sur l'hiver`,
          `Up to ${UP_TO}% off winter styles`,
          `Hasta un -${UP_TO}% en invierno`,
          `Bis zu -${UP_TO} % auf Wintermode`,
          `Fino al -${UP_TO}% sull'inverno`,
          `Do -${UP_TO}% na zimowe modele`,
        ),
        L(
          "Les pièces les plus chaudes de la saison, enfin à prix réduit.",
          "The season's warmest pieces, finally reduced.",
          "Las prendas más cálidas de la temporada, por fin rebajadas.",
          "Die wärmsten Teile der Saison – endlich reduziert.",
          "I capi più caldi della stagione, finalmente scontati.",
          "Najcieplejsze rzeczy sezonu – wreszcie w obniżonych cenach.",
        ),
        L("Voir les manteaux", "Shop coats", "Ver abrigos", "Mäntel entdecken", "Scopri i cappotti", "Zobacz płaszcze"),
        "segmentation:WOMEN_COATS",
        all(inFamily("WOMEN_COATS"), isGarment("coat")),
      ),
      carousel(
        L(
          "Manteaux & vestes",
          "Coats & jackets",
          "Abrigos y chaquetas",
          "Mäntel & Jacken",
          "Cappotti e giacche",
          "Płaszcze i kurtki",
        ),
        pick(
          12,
          all(isGarment("coat", "jacket"), inTop("WOMEN", "MEN"), reduced),
          all(isGarment("coat", "jacket"), inTop("WOMEN", "MEN")),
        ),
      ),
      carousel(
        L("Pulls & gilets", "Knitwear", "Punto", "Strick", "Maglieria", "Swetry"),
        pick(12, all(isGarment("knit"), reduced), isGarment("knit")),
      ),
      leafTiles(
        L(
          "Continuer mes achats",
          "Keep shopping",
          "Seguir comprando",
          "Weiter einkaufen",
          "Continua lo shopping",
          "Kontynuuj zakupy",
        ),
        ["WOMEN_COATS", "MEN_COATS", "WOMEN_KNITWEAR", "MEN_KNITWEAR", "KIDS_GIRLS", "KIDS_BOYS"],
      ),
    ],
  },
  {
    type: "trend",
    id: "TREND_LINEN",
    slug: L("tendance-lin", "linen-edit", "tendencia-lino", "trend-leinen", "tendenza-lino", "trend-len"),
    title: T.linenTitle,
    intro: L(
      "Froissé avec élégance, frais et durable : le lin s'invite dans toute la garde-robe et jusque dans la chambre.",
      "Elegantly crumpled, cool and durable: linen moves into every part of the wardrobe, and into the bedroom too.",
      "Elegantemente arrugado, fresco y duradero: el lino conquista todo el armario y también el dormitorio.",
      "Elegant zerknittert, kühl und langlebig: Leinen erobert die ganze Garderobe – und sogar das Schlafzimmer.",
      "Elegantemente stropicciato, fresco e resistente: il lino conquista tutto il guardaroba e persino la camera da letto.",
      "Elegancko pognieciony, chłodny i trwały: len podbija całą garderobę, a nawet sypialnię.",
    ),
    blocks: [
      hero(
        L(
          "Le lin, matière de l'été",
          "Linen, the fabric of summer",
          "El lino, el tejido del verano",
          "Leinen, der Stoff des Sommers",
          "Il lino, il tessuto dell'estate",
          "Len – tkanina lata",
        ),
        L(
          "Des robes fluides aux chemises décontractées, nos pièces en lin traversent la saison avec légèreté.",
          "From fluid dresses to relaxed shirts, our linen pieces glide through the season.",
          "De los vestidos fluidos a las camisas desenfadadas, nuestras prendas de lino te acompañan con ligereza toda la temporada.",
          "Von fließenden Kleidern bis zu lässigen Hemden begleiten unsere Leinenteile Sie leicht durch die Saison.",
          "Dagli abiti fluidi alle camicie informali, i nostri capi in lino accompagnano la stagione con leggerezza.",
          "Od zwiewnych sukienek po swobodne koszule – nasze lniane ubrania lekko przeprowadzą cię przez sezon.",
        ),
        T.discover,
        "segmentation:WOMEN_DRESSES",
        all(inFamily("WOMEN_DRESSES"), madeOf("linen")),
      ),
      richText([
        L(
          "Cultivé principalement en Normandie et dans les Flandres, le lin demande peu d'eau et pratiquement pas d'irrigation. Sa fibre creuse régule la température du corps : fraîche quand il fait chaud, isolante à la mi-saison.",
          "Grown mainly in Normandy and Flanders, flax needs little water and almost no irrigation. Its hollow fibre regulates body temperature: cool in the heat, insulating in the in-between seasons.",
          "Cultivado sobre todo en Normandía y Flandes, el lino necesita poca agua y casi nada de riego. Su fibra hueca regula la temperatura corporal: fresca cuando hace calor y aislante en entretiempo.",
          "Flachs wird vor allem in der Normandie und in Flandern angebaut und braucht wenig Wasser und kaum künstliche Bewässerung. Seine hohle Faser reguliert die Körpertemperatur: kühlend bei Hitze, isolierend in der Übergangszeit.",
          "Coltivato soprattutto in Normandia e nelle Fiandre, il lino richiede poca acqua e quasi nessuna irrigazione. La sua fibra cava regola la temperatura corporea: fresca quando fa caldo, isolante nelle mezze stagioni.",
          "Len uprawia się głównie w Normandii i Flandrii; potrzebuje mało wody i prawie nie wymaga nawadniania. Jego puste w środku włókno reguluje temperaturę ciała: chłodzi w upały, a w okresie przejściowym izoluje.",
        ),
      ]),
      carousel(
        L(
          "Le lin au féminin",
          "Linen for women",
          "Lino para mujer",
          "Leinen für Damen",
          "Lino donna",
          "Len dla kobiet",
        ),
        pick(12, all(inTop("WOMEN"), madeOf("linen"))),
      ),
      carousel(
        L(
          "Le lin au masculin",
          "Linen for men",
          "Lino para hombre",
          "Leinen für Herren",
          "Lino uomo",
          "Len dla mężczyzn",
        ),
        pick(12, all(inTop("MEN"), madeOf("linen"))),
      ),
      carousel(
        L(
          "Le lin à la maison",
          "Linen at home",
          "Lino en casa",
          "Leinen fürs Zuhause",
          "Lino per la casa",
          "Len w domu",
        ),
        pick(10, all(inTop("HOME"), madeOf("linen")), inTop("HOME")),
      ),
      teaser(
        T.linenGuideTitle,
        L(
          "Nos conseils pour garder vos pièces en lin belles et douces, lavage après lavage.",
          "Our tips for keeping your linen pieces beautiful and soft, wash after wash.",
          "Nuestros consejos para que tus prendas de lino sigan bonitas y suaves lavado tras lavado.",
          "Unsere Tipps, damit Ihre Leinenteile Wäsche für Wäsche schön und weich bleiben.",
          "I nostri consigli per mantenere i tuoi capi in lino belli e morbidi, lavaggio dopo lavaggio.",
          "Nasze porady, jak sprawić, by lniane rzeczy po każdym praniu były piękne i miękkie.",
        ),
        "page:blog:BLOG_LINEN_GUIDE",
        all(inTop("HOME"), madeOf("linen")),
      ),
    ],
  },
  {
    type: "trend",
    id: "TREND_DENIM",
    slug: L("tendance-denim", "denim-edit", "tendencia-denim", "trend-denim", "tendenza-denim", "trend-denim"),
    title: L(
      "Le denim dans tous ses états",
      "Denim, every which way",
      "El denim en todas sus formas",
      "Denim in allen Facetten",
      "Il denim in tutte le sue forme",
      "Denim na wszystkie sposoby",
    ),
    intro: L(
      "Brut, stretch ou recyclé, droit, flare ou carpenter : trouvez le jean qui vous ressemble.",
      "Raw, stretch or recycled; straight, flared or carpenter: find the jeans that suit you.",
      "Rígido, elástico o reciclado; recto, acampanado o carpintero: encuentra el vaquero que va contigo.",
      "Fest, Stretch oder recycelt, gerade, ausgestellt oder Carpenter: Finden Sie die Jeans, die zu Ihnen passt.",
      "Rigido, stretch o riciclato; dritto, a zampa o carpenter: trova i jeans che ti somigliano.",
      "Surowy, elastyczny czy z recyklingu; prosty, dzwony czy carpenter – znajdź jeansy, które do ciebie pasują.",
    ),
    blocks: [
      leafTiles(
        L(
          "Trouver mon jean",
          "Find my jeans",
          "Encontrar mi vaquero",
          "Meine Jeans finden",
          "Trova i tuoi jeans",
          "Znajdź swoje jeansy",
        ),
        ["WOMEN_JEANS", "MEN_JEANS", "KIDS_GIRLS", "KIDS_BOYS"],
      ),
      richText([
        L(
          "Nos denims sont tissés en Turquie et en Italie, dans des ateliers qui recyclent leur eau de délavage. La version recyclée intègre des chutes de coupe transformées en fibre, sans rien perdre de sa robustesse.",
          "Our denims are woven in Türkiye and Italy, in mills that recycle their washing water. The recycled version includes cutting waste turned back into fibre, without losing any of its strength.",
          "Nuestros denims se tejen en Turquía e Italia, en fábricas que reciclan el agua del lavado. La versión reciclada incorpora restos de corte convertidos de nuevo en fibra, sin perder nada de su resistencia.",
          "Unser Denim wird in der Türkei und in Italien gewebt, in Webereien, die ihr Waschwasser wiederaufbereiten. Die recycelte Variante enthält zu Fasern aufbereitete Zuschnittreste und ist dennoch genauso robust.",
          "I nostri denim sono tessuti in Turchia e in Italia, in stabilimenti che riciclano l'acqua di lavaggio. La versione riciclata integra scarti di taglio ritrasformati in fibra, senza perdere nulla in resistenza.",
          "Nasz denim powstaje w Turcji i we Włoszech, w tkalniach, które ponownie wykorzystują wodę z prania. Wersja z recyklingu zawiera resztki krojowe przetworzone z powrotem na włókno – i jest równie wytrzymała.",
        ),
      ]),
      carousel(
        L("Jeans femme", "Women's jeans", "Vaqueros de mujer", "Damenjeans", "Jeans donna", "Jeansy damskie"),
        pick(12, inFamily("WOMEN_JEANS")),
      ),
      carousel(
        L("Jeans homme", "Men's jeans", "Vaqueros de hombre", "Herrenjeans", "Jeans uomo", "Jeansy męskie"),
        pick(12, inFamily("MEN_JEANS")),
      ),
    ],
  },
  {
    type: "lookbook",
    id: "LOOKBOOK_SS26",
    slug: L(
      "lookbook-printemps-ete-2026",
      "spring-summer-2026-lookbook",
      "lookbook-primavera-verano-2026",
      "lookbook-fruehjahr-sommer-2026",
      "lookbook-primavera-estate-2026",
      "lookbook-wiosna-lato-2026",
    ),
    title: L(
      "Lookbook printemps-été 2026",
      "Spring-summer 2026 lookbook",
      "Lookbook primavera-verano 2026",
      "Lookbook Frühjahr/Sommer 2026",
      "Lookbook primavera-estate 2026",
      "Lookbook wiosna-lato 2026",
    ),
    intro: L(
      "Une saison baignée de lumière, entre matières naturelles, tons terracotta et bleu ciel.",
      "A light-filled season of natural fabrics, terracotta tones and sky blue.",
      "Una temporada llena de luz, entre tejidos naturales, tonos terracota y azul cielo.",
      "Eine lichtdurchflutete Saison mit Naturmaterialien, Terrakotta-Tönen und Himmelblau.",
      "Una stagione piena di luce, tra materiali naturali, toni terracotta e azzurro.",
      "Sezon pełen światła: naturalne tkaniny, odcienie terakoty i błękitu.",
    ),
    blocks: [
      hero(
        L("Lumière du Sud", "Southern light", "Luz del sur", "Licht des Südens", "Luce del Sud", "Światło Południa"),
        L(
          "Notre collection a été photographiée à Marseille, au fil d'une journée de juin.",
          "Our collection was photographed in Marseille over the course of a June day.",
          "Nuestra colección se fotografió en Marsella a lo largo de un día de junio.",
          "Unsere Kollektion wurde an einem Junitag in Marseille fotografiert.",
          "La nostra collezione è stata fotografata a Marsiglia nel corso di una giornata di giugno.",
          "Naszą kolekcję sfotografowaliśmy w Marsylii podczas jednego czerwcowego dnia.",
        ),
        T.collection,
        "segmentation:WOMEN",
        all(inTop("WOMEN"), isGarment("dress")),
      ),
      carousel(T.womenLooks, pick(12, all(inTop("WOMEN"), isGarment(...SUMMER)))),
      carousel(T.menLooks, pick(10, all(inTop("MEN"), isGarment(...SUMMER)))),
      carousel(
        L(
          "Les looks enfant",
          "Kids' looks",
          "Looks infantiles",
          "Kinder-Looks",
          "Look bambini",
          "Stylizacje dziecięce",
        ),
        pick(8, all(inTop("KIDS", "BABY"), isGarment(...SUMMER, "bodysuit"))),
      ),
    ],
  },
  {
    type: "lookbook",
    id: "LOOKBOOK_AW26",
    slug: L(
      "lookbook-automne-hiver-2026",
      "autumn-winter-2026-lookbook",
      "lookbook-otono-invierno-2026",
      "lookbook-herbst-winter-2026",
      "lookbook-autunno-inverno-2026",
      "lookbook-jesien-zima-2026",
    ),
    title: L(
      "Lookbook automne-hiver 2026",
      "Autumn-winter 2026 lookbook",
      "Lookbook otoño-invierno 2026",
      "Lookbook Herbst/Winter 2026",
      "Lookbook autunno-inverno 2026",
      "Lookbook jesień-zima 2026",
    ),
    intro: L(
      "Mailles enveloppantes, manteaux structurés et teintes profondes : l'hiver se vit en douceur.",
      "Cosy knits, structured coats and deep shades: a gentle take on winter.",
      "Punto envolvente, abrigos estructurados y tonos profundos: el invierno se vive con suavidad.",
      "Kuscheliger Strick, strukturierte Mäntel und satte Farben: So wird der Winter sanft.",
      "Maglie avvolgenti, cappotti strutturati e tonalità profonde: l'inverno si vive con dolcezza.",
      "Otulające swetry, strukturalne płaszcze i głębokie barwy – zima w łagodnym wydaniu.",
    ),
    blocks: [
      hero(
        L("Chaleur d'hiver", "Winter warmth", "Calidez invernal", "Winterwärme", "Calore d'inverno", "Zimowe ciepło"),
        L(
          "Bordeaux, vert forêt et camel habillent une collection pensée pour les jours froids.",
          "Burgundy, forest green and camel colour a collection designed for cold days.",
          "Burdeos, verde bosque y camel visten una colección pensada para los días fríos.",
          "Bordeaux, Waldgrün und Camel prägen eine Kollektion für kalte Tage.",
          "Bordeaux, verde bosco e cammello vestono una collezione pensata per le giornate fredde.",
          "Bordo, ciemna zieleń i camel tworzą kolekcję stworzoną na chłodne dni.",
        ),
        T.collection,
        "segmentation:WOMEN_COATS",
        all(inTop("WOMEN"), isGarment("coat")),
      ),
      carousel(T.womenLooks, pick(12, all(inTop("WOMEN"), isGarment(...WINTER)))),
      carousel(T.menLooks, pick(12, all(inTop("MEN"), isGarment(...WINTER)))),
      leafTiles(
        L(
          "Explorer l'hiver",
          "Explore winter",
          "Explorar el invierno",
          "Den Winter entdecken",
          "Esplora l'inverno",
          "Odkryj zimę",
        ),
        ["WOMEN_KNITWEAR", "WOMEN_COATS", "MEN_KNITWEAR", "MEN_COATS"],
      ),
    ],
  },
  {
    type: "blog",
    id: "BLOG_KNITWEAR_CARE",
    publishedAt: "2026-10-14T08:00:00.000Z",
    slug: L(
      "entretenir-pulls-laine",
      "how-to-care-for-wool-knitwear",
      "como-cuidar-jerseis-de-lana",
      "wollpullover-richtig-pflegen",
      "come-curare-maglioni-in-lana",
      "jak-dbac-o-welniane-swetry",
    ),
    title: L(
      "Comment entretenir vos pulls en laine",
      "How to care for your wool knitwear",
      "Cómo cuidar tus jerséis de lana",
      "So pflegen Sie Ihre Wollpullover richtig",
      "Come prendersi cura dei maglioni in lana",
      "Jak dbać o wełniane swetry",
    ),
    intro: L(
      "Quelques gestes simples suffisent pour garder vos mailles douces et belles pendant des années.",
      "A few simple habits are all it takes to keep your knits soft and beautiful for years.",
      "Bastan unos sencillos gestos para que tus prendas de punto sigan suaves y bonitas durante años.",
      "Mit ein paar einfachen Handgriffen bleibt Ihr Strick jahrelang weich und schön.",
      "Bastano pochi semplici gesti per mantenere le tue maglie morbide e belle per anni.",
      "Wystarczy kilka prostych nawyków, by swetry przez lata pozostały miękkie i piękne.",
    ),
    blocks: [
      richText(
        [
          L(
            "Inutile de laver un pull après chaque port : aérez-le simplement une nuit sur un cintre large, la laine se régénère d'elle-même. Un lavage toutes les cinq ou six utilisations suffit largement.",
            "There is no need to wash a jumper after every wear: simply air it overnight on a wide hanger and the wool will refresh itself. Washing it every five or six wears is plenty.",
            "No hace falta lavar un jersey cada vez que te lo pones: basta con airearlo una noche en una percha ancha para que la lana se regenere sola. Un lavado cada cinco o seis usos es más que suficiente.",
            "Ein Pullover muss nicht nach jedem Tragen gewaschen werden: Lüften Sie ihn einfach über Nacht auf einem breiten Bügel, die Wolle regeneriert sich von selbst. Eine Wäsche nach fünf- bis sechsmaligem Tragen genügt völlig.",
            "Non serve lavare un maglione dopo ogni utilizzo: basta arieggiarlo per una notte su una gruccia larga e la lana si rigenera da sola. Un lavaggio ogni cinque o sei utilizzi è più che sufficiente.",
            "Swetra nie trzeba prać po każdym założeniu: wystarczy przewietrzyć go przez noc na szerokim wieszaku, a wełna sama się odświeży. Pranie co pięć, sześć założeń w zupełności wystarczy.",
          ),
          L(
            "Lavez à la main ou en machine sur le programme laine, à 30 °C maximum, avec une lessive adaptée. Ne frottez pas et n'essorez pas : pressez doucement le pull dans une serviette pour retirer l'eau.",
            "Wash by hand or on the machine's wool cycle at no more than 30°C, using a suitable detergent. Do not rub or wring: gently press the jumper in a towel to remove the water.",
            "Lávalo a mano o a máquina con el programa de lana, a 30 °C como máximo y con un detergente adecuado. No frotes ni retuerzas: presiona suavemente el jersey con una toalla para eliminar el agua.",
            "Waschen Sie von Hand oder im Wollprogramm bei höchstens 30 °C mit einem geeigneten Waschmittel. Nicht reiben und nicht auswringen: Drücken Sie den Pullover vorsichtig in einem Handtuch aus.",
            "Lava a mano o in lavatrice con il programma lana, a 30 °C al massimo e con un detersivo adatto. Non strofinare e non strizzare: premi delicatamente il maglione in un asciugamano per eliminare l'acqua.",
            "Pierz ręcznie lub w pralce w programie do wełny, maksymalnie w 30°C, używając odpowiedniego środka. Nie trzyj i nie wykręcaj: delikatnie odciśnij sweter w ręczniku, aby usunąć wodę.",
          ),
          L(
            "Faites sécher à plat, loin d'une source de chaleur, puis rangez vos pulls pliés plutôt que suspendus. Pour les petites bouloches, un peigne à pulls fait des merveilles.",
            "Dry flat, away from direct heat, then store your jumpers folded rather than hung. For small bobbles, a knitwear comb works wonders.",
            "Sécalo en plano, lejos de fuentes de calor, y guarda tus jerséis doblados en lugar de colgados. Para las pequeñas bolitas, un peine para jerséis hace maravillas.",
            "Lassen Sie den Pullover liegend und fern von Heizquellen trocknen, und bewahren Sie Strick gefaltet statt hängend auf. Gegen kleine Knötchen wirkt ein Pulloverkamm wahre Wunder.",
            "Fai asciugare in piano, lontano da fonti di calore, poi riponi i maglioni piegati anziché appesi. Per i piccoli pallini, un pettine per maglieria fa miracoli.",
            "Susz na płasko, z dala od źródeł ciepła, a swetry przechowuj złożone, nie na wieszakach. Na drobne supełki świetnie sprawdza się grzebień do swetrów.",
          ),
        ],
        L("Nos conseils", "Our advice", "Nuestros consejos", "Unsere Tipps", "I nostri consigli", "Nasze porady"),
      ),
      carousel(
        L("Nos mailles", "Our knitwear", "Nuestro punto", "Unser Strick", "La nostra maglieria", "Nasze swetry"),
        pick(10, all(isGarment("knit"), inTop("WOMEN", "MEN"))),
      ),
    ],
  },
  {
    type: "blog",
    id: "BLOG_LINEN_GUIDE",
    publishedAt: "2026-05-20T08:00:00.000Z",
    slug: L("guide-du-lin", "the-linen-guide", "guia-del-lino", "leinen-ratgeber", "guida-al-lino", "poradnik-len"),
    title: L(
      "Tout savoir sur le lin",
      "Everything you need to know about linen",
      "Todo lo que debes saber sobre el lino",
      "Alles über Leinen",
      "Tutto quello che c'è da sapere sul lino",
      "Wszystko, co warto wiedzieć o lnie",
    ),
    intro: L(
      "De la culture à l'entretien, petit guide d'une fibre aussi noble que durable.",
      "From field to laundry, a short guide to a fibre that is as noble as it is durable.",
      "Del cultivo al cuidado, una pequeña guía sobre una fibra tan noble como duradera.",
      "Vom Anbau bis zur Pflege: ein kleiner Ratgeber zu einer ebenso edlen wie langlebigen Faser.",
      "Dalla coltivazione alla cura, una piccola guida a una fibra nobile e resistente.",
      "Od uprawy po pielęgnację – krótki przewodnik po włóknie równie szlachetnym, co trwałym.",
    ),
    blocks: [
      richText([
        L(
          "Le lin est l'une des plus anciennes fibres textiles. Il pousse en cent jours, sans irrigation, et chaque partie de la plante est utilisée : les fibres longues pour le fil, les plus courtes pour le papier ou l'isolation.",
          "Linen is one of the oldest textile fibres. Flax grows in a hundred days without irrigation, and every part of the plant is used: long fibres for yarn, shorter ones for paper or insulation.",
          "El lino es una de las fibras textiles más antiguas. Crece en cien días sin riego, y se aprovecha toda la planta: las fibras largas para el hilo y las más cortas para el papel o el aislamiento.",
          "Leinen gehört zu den ältesten Textilfasern. Flachs wächst in hundert Tagen ohne künstliche Bewässerung, und die ganze Pflanze wird verwertet: lange Fasern für Garn, kürzere für Papier oder Dämmstoffe.",
          "Il lino è una delle fibre tessili più antiche. Cresce in cento giorni senza irrigazione e se ne utilizza ogni parte: le fibre lunghe per il filato, quelle più corte per la carta o l'isolamento.",
          "Len to jedno z najstarszych włókien tekstylnych. Rośnie w sto dni bez nawadniania, a wykorzystuje się całą roślinę: długie włókna na przędzę, krótsze na papier lub materiały izolacyjne.",
        ),
        L(
          "Son aspect légèrement froissé fait partie de son charme. Pour l'atténuer, faites sécher vos pièces sur un cintre encore humides et repassez-les à l'envers, à température élevée.",
          "Its slightly crumpled look is part of its charm. To soften it, hang your pieces to dry while still damp and iron them inside out on a high heat.",
          "Su aspecto ligeramente arrugado forma parte de su encanto. Para suavizarlo, seca las prendas en una percha cuando aún estén húmedas y plánchalas del revés a temperatura alta.",
          "Die leichte Knitteroptik gehört zu seinem Charme. Wer sie mildern möchte, hängt die Teile feucht auf einen Bügel und bügelt sie auf links bei hoher Temperatur.",
          "Il suo aspetto leggermente stropicciato fa parte del suo fascino. Per attenuarlo, fai asciugare i capi su una gruccia ancora umidi e stirali al rovescio a temperatura alta.",
          "Lekko pognieciony wygląd to część jego uroku. Aby go złagodzić, susz rzeczy na wieszaku, póki są jeszcze wilgotne, i prasuj je na lewej stronie w wysokiej temperaturze.",
        ),
        L(
          "Plus on le lave, plus le lin devient doux. Bien entretenue, une chemise ou une housse de couette en lin vous accompagnera pendant de nombreuses années.",
          "The more you wash linen, the softer it gets. Well cared for, a linen shirt or duvet cover will stay with you for many years.",
          "Cuanto más se lava, más suave se vuelve el lino. Bien cuidada, una camisa o una funda nórdica de lino te acompañará durante muchos años.",
          "Je öfter Leinen gewaschen wird, desto weicher wird es. Gut gepflegt begleitet Sie ein Leinenhemd oder ein Bettbezug aus Leinen viele Jahre lang.",
          "Più si lava, più il lino diventa morbido. Se ben curati, una camicia o un copripiumino in lino ti accompagneranno per molti anni.",
          "Im częściej len się pierze, tym staje się bardziej miękki. Zadbana lniana koszula czy poszwa posłużą ci przez wiele lat.",
        ),
      ]),
      carousel(
        L(
          "Notre sélection en lin",
          "Our linen selection",
          "Nuestra selección de lino",
          "Unsere Auswahl aus Leinen",
          "La nostra selezione in lino",
          "Nasza lniana kolekcja",
        ),
        pick(12, madeOf("100% linen")),
      ),
    ],
  },
  {
    type: "blog",
    id: "BLOG_CAPSULE_WARDROBE",
    publishedAt: "2026-03-05T08:00:00.000Z",
    slug: L(
      "garde-robe-capsule",
      "capsule-wardrobe",
      "armario-capsula",
      "capsule-garderobe",
      "guardaroba-capsula",
      "garderoba-kapsulowa",
    ),
    title: L(
      "Composer une garde-robe capsule",
      "Building a capsule wardrobe",
      "Cómo crear un armario cápsula",
      "Eine Capsule-Garderobe zusammenstellen",
      "Creare un guardaroba capsula",
      "Jak stworzyć garderobę kapsułową",
    ),
    intro: L(
      "Moins de vêtements, mieux choisis : la méthode pour s'habiller facilement chaque matin.",
      "Fewer clothes, better chosen: the way to get dressed easily every morning.",
      "Menos ropa, mejor elegida: el método para vestirse fácilmente cada mañana.",
      "Weniger Kleidung, besser ausgewählt: So fällt das Anziehen jeden Morgen leicht.",
      "Meno capi, scelti meglio: il metodo per vestirsi facilmente ogni mattina.",
      "Mniej ubrań, lepiej dobranych – sposób na łatwe ubieranie się każdego ranka.",
    ),
    blocks: [
      richText([
        L(
          "Une garde-robe capsule repose sur une trentaine de pièces qui se combinent toutes entre elles. Commencez par choisir deux ou trois couleurs de base, comme le marine, l'écru et le camel, puis une couleur d'accent.",
          "A capsule wardrobe is built on around thirty pieces that all work together. Start by choosing two or three base colours, such as navy, ecru and camel, then one accent colour.",
          "Un armario cápsula se basa en unas treinta prendas que combinan todas entre sí. Empieza por elegir dos o tres colores base, como el azul marino, el crudo y el camel, y después un color de acento.",
          "Eine Capsule-Garderobe besteht aus rund dreißig Teilen, die sich alle miteinander kombinieren lassen. Wählen Sie zuerst zwei oder drei Basisfarben wie Marineblau, Ecru und Camel und dann eine Akzentfarbe.",
          "Un guardaroba capsula si basa su una trentina di capi che si abbinano tutti tra loro. Inizia scegliendo due o tre colori di base, come il blu navy, l'écru e il cammello, e poi un colore d'accento.",
          "Garderoba kapsułowa opiera się na około trzydziestu rzeczach, które można ze sobą dowolnie łączyć. Zacznij od wyboru dwóch lub trzech kolorów bazowych, takich jak granat, ecru i camel, a potem jednego koloru akcentującego.",
        ),
        L(
          "Misez ensuite sur des basiques de qualité : une chemise blanche, un jean droit, un pull col rond en laine, un trench et un t-shirt bien coupé. Ce sont eux qui structurent toutes vos tenues.",
          "Then invest in quality basics: a white shirt, straight-leg jeans, a wool crew-neck jumper, a trench coat and a well-cut T-shirt. These are the pieces that hold every outfit together.",
          "Después, apuesta por básicos de calidad: una camisa blanca, un vaquero recto, un jersey de lana de cuello redondo, un trench y una camiseta bien cortada. Son las prendas que estructuran todos tus looks.",
          "Setzen Sie dann auf hochwertige Basics: eine weiße Bluse, eine gerade Jeans, einen Wollpullover mit Rundhalsausschnitt, einen Trenchcoat und ein gut geschnittenes T-Shirt. Sie bilden das Gerüst jedes Outfits.",
          "Punta poi su capi basic di qualità: una camicia bianca, un paio di jeans dritti, un maglione girocollo in lana, un trench e una t-shirt ben tagliata. Sono loro a dare struttura a tutti i tuoi look.",
          "Następnie postaw na dobrej jakości basiki: białą koszulę, proste jeansy, wełniany sweter z okrągłym dekoltem, trencz i dobrze skrojony T-shirt. To one tworzą podstawę każdej stylizacji.",
        ),
        L(
          "Enfin, renouvelez peu mais mieux : à chaque saison, remplacez une ou deux pièces plutôt que d'accumuler. Votre armoire, et la planète, vous diront merci.",
          "Finally, buy less but better: each season, replace one or two pieces rather than piling up more. Your wardrobe, and the planet, will thank you.",
          "Por último, renueva poco pero mejor: cada temporada, sustituye una o dos prendas en lugar de acumular. Tu armario, y el planeta, te lo agradecerán.",
          "Und schließlich: weniger, aber besser kaufen. Ersetzen Sie jede Saison ein oder zwei Teile, statt immer mehr anzuhäufen. Ihr Kleiderschrank – und der Planet – werden es Ihnen danken.",
          "Infine, rinnova poco ma meglio: a ogni stagione sostituisci uno o due capi invece di accumularne altri. Il tuo armadio, e il pianeta, ti ringrazieranno.",
          "Wreszcie kupuj mniej, ale lepiej: co sezon wymieniaj jedną lub dwie rzeczy, zamiast gromadzić kolejne. Twoja szafa – i planeta – ci podziękują.",
        ),
      ]),
      carousel(
        L(
          "Les basiques de la capsule",
          "Capsule essentials",
          "Los básicos de la cápsula",
          "Capsule-Basics",
          "I basic della capsula",
          "Podstawy garderoby kapsułowej",
        ),
        pick(
          12,
          all(
            inTop("WOMEN"),
            named("straight-leg jeans", "crew-neck t-shirt", "crew-neck jumper", "trench coat", "oversized shirt"),
          ),
        ),
      ),
    ],
  },
  {
    type: "blog",
    id: "BLOG_BABY_ESSENTIALS",
    publishedAt: "2026-09-02T08:00:00.000Z",
    slug: L(
      "valise-maternite-essentiels",
      "hospital-bag-essentials",
      "bolsa-maternidad-imprescindibles",
      "kliniktasche-checkliste",
      "borsa-parto-essenziali",
      "torba-do-porodu-niezbednik",
    ),
    title: L(
      "Valise de maternité : les essentiels pour bébé",
      "Hospital bag: the essentials for your baby",
      "Bolsa de maternidad: lo imprescindible para el bebé",
      "Kliniktasche: das Wichtigste fürs Baby",
      "Borsa per il parto: l'essenziale per il bebè",
      "Torba do porodu: niezbędnik dla maluszka",
    ),
    intro: L(
      "Que glisser dans la valise pour les premiers jours de bébé ? Notre liste, testée par des parents.",
      "What should you pack for your baby's first days? Our list, tested by parents.",
      "¿Qué meter en la bolsa para los primeros días del bebé? Nuestra lista, probada por madres y padres.",
      "Was gehört für die ersten Tage des Babys in die Kliniktasche? Unsere Liste, von Eltern getestet.",
      "Cosa mettere in valigia per i primi giorni del bebè? La nostra lista, testata dai genitori.",
      "Co spakować na pierwsze dni maluszka? Nasza lista sprawdzona przez rodziców.",
    ),
    blocks: [
      richText([
        L(
          "Prévoyez six bodies et six pyjamas en taille naissance et 1 mois : les tout-petits grandissent vite et les changes sont fréquents. Préférez les bodies croisés, plus faciles à enfiler les premiers jours.",
          "Pack six bodysuits and six sleepsuits in newborn and 1-month sizes: little ones grow fast and changes are frequent. Wrap bodysuits are easier to put on in the first few days.",
          "Lleva seis bodies y seis pijamas en talla recién nacido y 1 mes: los bebés crecen rápido y los cambios son frecuentes. Los bodies cruzados son más fáciles de poner los primeros días.",
          "Packen Sie sechs Bodys und sechs Schlafanzüge in Neugeborenen- und 1-Monats-Größe ein: Babys wachsen schnell, und gewickelt wird oft. Wickelbodys lassen sich in den ersten Tagen leichter anziehen.",
          "Prevedi sei body e sei tutine nelle taglie neonato e 1 mese: i piccoli crescono in fretta e i cambi sono frequenti. I body incrociati sono più facili da infilare nei primi giorni.",
          "Spakuj sześć body i sześć pajacyków w rozmiarze dla noworodka i na 1 miesiąc: maluchy szybko rosną, a przebierać trzeba je często. Body kopertowe łatwiej zakłada się w pierwszych dniach.",
        ),
        L(
          "Ajoutez une gigoteuse légère, deux langes en gaze de coton et un bonnet. Choisissez des matières douces et naturelles, comme le coton biologique, qui respectent la peau fragile des nouveau-nés.",
          "Add a light sleeping bag, two muslin squares and a hat. Choose soft, natural fabrics such as organic cotton, which are gentle on newborns' delicate skin.",
          "Añade un saco de dormir ligero, dos muselinas de algodón y un gorrito. Elige tejidos suaves y naturales, como el algodón orgánico, que respetan la piel delicada de los recién nacidos.",
          "Dazu kommen ein leichter Schlafsack, zwei Mulltücher und ein Mützchen. Wählen Sie weiche, natürliche Materialien wie Bio-Baumwolle, die die empfindliche Haut von Neugeborenen schonen.",
          "Aggiungi un sacco nanna leggero, due mussole di cotone e un cappellino. Scegli materiali morbidi e naturali, come il cotone biologico, che rispettano la pelle delicata dei neonati.",
          "Dołóż lekki śpiworek, dwie pieluszki muślinowe i czapeczkę. Wybieraj miękkie, naturalne materiały, takie jak bawełna organiczna, które są delikatne dla wrażliwej skóry noworodka.",
        ),
        L(
          "Pensez enfin à laver chaque vêtement avant la naissance, sans assouplissant, pour éliminer les apprêts et le rendre encore plus doux.",
          "Finally, remember to wash every garment before the birth, without fabric softener, to remove any finishes and make it even softer.",
          "Por último, acuérdate de lavar cada prenda antes del nacimiento, sin suavizante, para eliminar los aprestos y hacerla aún más suave.",
          "Denken Sie schließlich daran, jedes Kleidungsstück vor der Geburt ohne Weichspüler zu waschen, um Appreturen zu entfernen und es noch weicher zu machen.",
          "Infine, ricordati di lavare ogni capo prima della nascita, senza ammorbidente, per eliminare gli appretti e renderlo ancora più morbido.",
          "Pamiętaj też, by przed porodem wyprać każde ubranko bez płynu zmiękczającego – usuniesz w ten sposób apretury, a tkanina stanie się jeszcze bardziej miękka.",
        ),
      ]),
      carousel(
        L(
          "Pour les premiers jours",
          "For the very first days",
          "Para los primeros días",
          "Für die ersten Tage",
          "Per i primi giorni",
          "Na pierwsze dni",
        ),
        pick(10, inTop("BABY")),
      ),
    ],
  },
];

// ------------------------------------------------------------------ home page

/** The home's meta info, as an editor set it (R3.20). */
export const HOME_META: MetaInfoSeed = {
  title_page: L(
    "Atelier Sept : mode femme, homme, enfant et maison",
    "Atelier Sept: women's, men's and kids' fashion and home",
    "Atelier Sept: moda mujer, hombre, niños y hogar",
    "Atelier Sept: Damen-, Herren- und Kindermode und Wohnen",
    "Atelier Sept: moda donna, uomo, bambino e casa",
    "Atelier Sept: moda damska, męska, dziecięca i dom",
  ),
};

/** Campaigns of the home page, by season: the linen edit in spring and summer, the winter lookbook in autumn and winter. */
const LINEN_SEASON: CampaignWindow = { validFrom: "2026-04-01T00:00:00+02:00", validTo: "2026-08-31T23:59:59+02:00" };
const WINTER_SEASON: CampaignWindow = { validFrom: "2026-10-01T00:00:00+02:00", validTo: "2027-02-28T23:59:59+01:00" };

/** The home page's blocks live at `now` (the content service's scheduling): evergreen ones, and campaigns in their window. */
export function liveBlocks<T extends { window?: CampaignWindow }>(blocks: readonly T[], now: Date): T[] {
  const at = now.getTime();
  return blocks.filter(
    (block) => !block.window || (Date.parse(block.window.validFrom) <= at && at <= Date.parse(block.window.validTo)),
  );
}

export const HOME_BLOCKS: ScheduledBlock[] = [
  hero(
    L(
      "Nouvelle collection",
      "New collection",
      "Nueva colección",
      "Neue Kollektion",
      "Nuova collezione",
      "Nowa kolekcja",
    ),
    L(
      "Des matières naturelles et des coupes pensées pour durer, pour toute la famille.",
      "Natural fabrics and cuts designed to last, for the whole family.",
      "Tejidos naturales y patrones pensados para durar, para toda la familia.",
      "Natürliche Materialien und Schnitte, die bleiben – für die ganze Familie.",
      "Materiali naturali e tagli pensati per durare, per tutta la famiglia.",
      "Naturalne materiały i kroje, które przetrwają lata – dla całej rodziny.",
    ),
    L(
      "Découvrir les nouveautés",
      "Shop new in",
      "Descubrir las novedades",
      "Neuheiten entdecken",
      "Scopri le novità",
      "Odkryj nowości",
    ),
    "segmentation:WOMEN",
    all(inTop("WOMEN"), (product) => product.tags.includes("New")),
  ),
  tiles(
    L("Nos univers", "Shop by department", "Nuestras secciones", "Unsere Welten", "I nostri mondi", "Nasze kategorie"),
    ["WOMEN", "MEN", "KIDS", "BABY", "HOME"],
  ),
  carousel(
    L("Nouveautés", "New in", "Novedades", "Neuheiten", "Novità", "Nowości"),
    pick(12, (product) => product.tags.includes("New"), undefined, byNewest),
  ),
  carousel(
    L("Meilleures ventes", "Best sellers", "Lo más vendido", "Bestseller", "I più venduti", "Bestsellery"),
    pick(12, () => true),
  ),
  {
    ...teaser(
      T.linenTitle,
      L(
        "Découvrez notre sélection de pièces en lin, de la garde-robe à la chambre.",
        "Discover our selection of linen pieces, from wardrobe to bedroom.",
        "Descubre nuestra selección de lino, del armario al dormitorio.",
        "Entdecken Sie unsere Auswahl aus Leinen – vom Kleiderschrank bis ins Schlafzimmer.",
        "Scopri la nostra selezione in lino, dal guardaroba alla camera da letto.",
        "Odkryj naszą lnianą kolekcję – od garderoby po sypialnię.",
      ),
      "page:trend:TREND_LINEN",
      all(inTop("WOMEN"), madeOf("linen")),
    ),
    window: LINEN_SEASON,
  },
  {
    ...teaser(
      L(
        "L'hiver en douceur",
        "Winter, softly",
        "El invierno, con suavidad",
        "Sanft durch den Winter",
        "L'inverno con dolcezza",
        "Zima w łagodnym wydaniu",
      ),
      L(
        "Mailles enveloppantes, manteaux structurés et teintes profondes : découvrez notre lookbook automne-hiver.",
        "Cosy knits, structured coats and deep shades: discover our autumn-winter lookbook.",
        "Punto envolvente, abrigos estructurados y tonos profundos: descubre nuestro lookbook otoño-invierno.",
        "Kuscheliger Strick, strukturierte Mäntel und satte Farben: Entdecken Sie unser Lookbook Herbst/Winter.",
        "Maglie avvolgenti, cappotti strutturati e tonalità profonde: scopri il nostro lookbook autunno-inverno.",
        "Otulające swetry, strukturalne płaszcze i głębokie barwy – odkryj nasz lookbook jesień-zima.",
      ),
      "page:lookbook:LOOKBOOK_AW26",
      all(inTop("WOMEN"), isGarment("coat")),
    ),
    window: WINTER_SEASON,
  },
];
