/**
 * Header content (content type header_layout, spec R3.17): the mega-menu of each language.
 * Written once with every text in the six languages, then laid out per language in the
 * CMS's own shape. Sites without stores (es, de, it, pl) get no store links; the loyalty
 * programme is linked only in the languages of the sites that run it (fr, es, it). Black Friday's
 * "up to" is the catalogue's deepest markdown (decision 174).
 */
import { DEEPEST_MARKDOWN_PERCENT as UP_TO } from "../catalog/products";
import { SEED_LANGUAGES, type Localized, type SeedLanguage } from "../types";
import { BLACK_FRIDAY as BLACK_FRIDAY_WINDOW } from "./commercial-offers";
import type {
  GroupLink,
  HeaderLayout,
  LinkGroupItem,
  NavigationModularItem,
  NotificationBanner,
  SubEntryItem,
} from "./types";

const ACCENT = "#b3122e";
const ACCENT_SOFT = "#fbe9ec";
const INK = "#111111";
const WHITE = "#ffffff";
const NEW_BADGE_COLOR = "#1f4e79";

const MAGAZINE_URL = (language: SeedLanguage) => `https://magazine.atelier-sept.example/${language}/`;
const media = (name: string) => `/__mock/media/cms/${name}.jpg`;

// ---------------------------------------------------------------- shared words

const NEW: Localized = { fr: "Nouveau", en: "New", es: "Nuevo", de: "Neu", it: "Novità", pl: "Nowość" };
// A family's link says it is on sale, not by how much: its own deepest markdown is not the campaign's.
const ON_SALE: Localized = { fr: "Promo", en: "Sale", es: "Oferta", de: "Sale", it: "Promo", pl: "Promocja" };
const SEE_ALL: Localized = {
  fr: "Tout voir",
  en: "View all",
  es: "Ver todo",
  de: "Alle ansehen",
  it: "Vedi tutto",
  pl: "Zobacz wszystko",
};
const CLOTHING: Localized = {
  fr: "Vêtements",
  en: "Clothing",
  es: "Ropa",
  de: "Bekleidung",
  it: "Abbigliamento",
  pl: "Odzież",
};
const TRENDS: Localized = {
  fr: "Tendances",
  en: "Trends",
  es: "Tendencias",
  de: "Trends",
  it: "Tendenze",
  pl: "Trendy",
};
const ESSENTIALS: Localized = {
  fr: "Les essentiels",
  en: "Essentials",
  es: "Básicos",
  de: "Basics",
  it: "Essenziali",
  pl: "Podstawy garderoby",
};
const SIZE_GUIDE: Localized = {
  fr: "Guide des tailles",
  en: "Size guide",
  es: "Guía de tallas",
  de: "Größenberater",
  it: "Guida alle taglie",
  pl: "Tabela rozmiarów",
};
const DENIM_26: Localized = {
  fr: "Denim 26",
  en: "Denim 26",
  es: "Denim 26",
  de: "Denim 26",
  it: "Denim 26",
  pl: "Denim 26",
};
const BLACK_FRIDAY: Localized = {
  fr: "Black Friday",
  en: "Black Friday",
  es: "Black Friday",
  de: "Black Friday",
  it: "Black Friday",
  pl: "Black Friday",
};
const FREE_RETURNS: Localized = {
  fr: "Retours gratuits sous 30 jours",
  en: "Free returns within 30 days",
  es: "Devoluciones gratuitas en 30 días",
  de: "Kostenlose Rücksendung innerhalb von 30 Tagen",
  it: "Resi gratuiti entro 30 giorni",
  pl: "Bezpłatny zwrot w ciągu 30 dni",
};
const GIFT_CARDS: Localized = {
  fr: "Cartes cadeaux",
  en: "Gift cards",
  es: "Tarjetas regalo",
  de: "Geschenkkarten",
  it: "Carte regalo",
  pl: "Karty podarunkowe",
};

// ---------------------------------------------------------------- templates

interface LinkTemplate {
  title: Localized;
  url: string;
  separator?: boolean;
  badge?: { title: Localized; color: string };
}

interface BlockTemplate {
  title: Localized;
  links: LinkTemplate[];
  collapsed?: boolean;
  highlighted?: boolean;
}

interface ImageTemplate {
  image: string;
  alt: Localized;
  link: string;
  highlighted?: boolean;
}

type ItemTemplate = BlockTemplate | ImageTemplate;

interface EntryTemplate {
  title: Localized;
  /** Internal reference; null for the external entry. */
  url: string | null;
  external?: (language: SeedLanguage) => string;
  tooltip: Localized;
  aria: Localized;
  highlighted?: boolean;
  colors?: { background: string; text: string };
  items: ItemTemplate[];
}

const newBadge = { title: NEW, color: NEW_BADGE_COLOR };
const saleBadge = { title: ON_SALE, color: ACCENT };

const trendsBlock = (family: string): BlockTemplate => ({
  title: TRENDS,
  links: [
    { title: DENIM_26, url: "page:trend:TREND_DENIM", badge: newBadge },
    {
      title: {
        fr: "Nouveautés de la saison",
        en: "New this season",
        es: "Novedades de temporada",
        de: "Neu in dieser Saison",
        it: "Novità di stagione",
        pl: "Nowości sezonu",
      },
      url: `segmentation:${family}?tag=New`,
    },
    { title: BLACK_FRIDAY, url: "page:landing:BF2026", separator: true, badge: saleBadge },
  ],
});

const sizeBlock = (sizeTitle: Localized): BlockTemplate => ({
  title: SIZE_GUIDE,
  collapsed: true,
  links: [
    { title: sizeTitle, url: "help:sizes" },
    { title: FREE_RETURNS, url: "help:returns", separator: true },
  ],
});

// ---------------------------------------------------------------- entries

const WOMEN: EntryTemplate = {
  title: { fr: "Femme", en: "Women", es: "Mujer", de: "Damen", it: "Donna", pl: "Kobieta" },
  url: "segmentation:WOMEN",
  tooltip: {
    fr: "Mode femme",
    en: "Womenswear",
    es: "Moda mujer",
    de: "Damenmode",
    it: "Moda donna",
    pl: "Moda damska",
  },
  aria: {
    fr: "Femme : vêtements, tendances et guide des tailles",
    en: "Women: clothing, trends and size guide",
    es: "Mujer: ropa, tendencias y guía de tallas",
    de: "Damen: Bekleidung, Trends und Größenberater",
    it: "Donna: abbigliamento, tendenze e guida alle taglie",
    pl: "Kobieta: odzież, trendy i tabela rozmiarów",
  },
  items: [
    {
      title: CLOTHING,
      links: [
        { title: SEE_ALL, url: "segmentation:WOMEN" },
        {
          title: { fr: "Robes", en: "Dresses", es: "Vestidos", de: "Kleider", it: "Abiti", pl: "Sukienki" },
          url: "segmentation:WOMEN_DRESSES",
          separator: true,
          badge: newBadge,
        },
        {
          title: {
            fr: "Tops & T-shirts",
            en: "Tops & T-shirts",
            es: "Tops y camisetas",
            de: "Tops & T-Shirts",
            it: "Top e T-shirt",
            pl: "Topy i T-shirty",
          },
          url: "segmentation:WOMEN_TOPS",
        },
        {
          title: { fr: "Jeans", en: "Jeans", es: "Vaqueros", de: "Jeans", it: "Jeans", pl: "Jeansy" },
          url: "segmentation:WOMEN_JEANS",
        },
        {
          title: {
            fr: "Pulls & gilets",
            en: "Knitwear",
            es: "Punto",
            de: "Strick",
            it: "Maglieria",
            pl: "Swetry i kardigany",
          },
          url: "segmentation:WOMEN_KNITWEAR",
        },
        {
          title: {
            fr: "Manteaux & vestes",
            en: "Coats & jackets",
            es: "Abrigos y chaquetas",
            de: "Mäntel & Jacken",
            it: "Cappotti e giacche",
            pl: "Płaszcze i kurtki",
          },
          url: "segmentation:WOMEN_COATS",
        },
        {
          title: { fr: "Jupes", en: "Skirts", es: "Faldas", de: "Röcke", it: "Gonne", pl: "Spódnice" },
          url: "segmentation:WOMEN_SKIRTS",
        },
      ],
    },
    trendsBlock("WOMEN"),
    {
      title: ESSENTIALS,
      links: [
        {
          title: {
            fr: "Le jean parfait",
            en: "The perfect jeans",
            es: "El vaquero perfecto",
            de: "Die perfekte Jeans",
            it: "Il jeans perfetto",
            pl: "Idealne jeansy",
          },
          url: "segmentation:WOMEN_JEANS",
        },
        {
          title: {
            fr: "La maille douce",
            en: "Soft knits",
            es: "Punto suave",
            de: "Weicher Strick",
            it: "Maglia morbida",
            pl: "Miękkie dzianiny",
          },
          url: "segmentation:WOMEN_KNITWEAR",
        },
        {
          title: {
            fr: "Le manteau de l’hiver",
            en: "The winter coat",
            es: "El abrigo de invierno",
            de: "Der Wintermantel",
            it: "Il cappotto d’inverno",
            pl: "Płaszcz na zimę",
          },
          url: "segmentation:WOMEN_COATS",
        },
      ],
    },
    sizeBlock({
      fr: "Tailles femme",
      en: "Women's sizes",
      es: "Tallas de mujer",
      de: "Damengrößen",
      it: "Taglie donna",
      pl: "Rozmiary damskie",
    }),
    {
      image: "nav-women",
      alt: {
        fr: "Femme en manteau camel et jean brut dans une rue de Paris",
        en: "Woman in a camel coat and raw denim jeans on a Paris street",
        es: "Mujer con abrigo camel y vaquero crudo en una calle de París",
        de: "Frau in kamelfarbenem Mantel und Rohdenim-Jeans auf einer Pariser Straße",
        it: "Donna con cappotto cammello e jeans grezzo in una via di Parigi",
        pl: "Kobieta w karmelowym płaszczu i surowych jeansach na paryskiej ulicy",
      },
      link: "segmentation:WOMEN_COATS",
      highlighted: true,
    },
  ],
};

const MEN: EntryTemplate = {
  title: { fr: "Homme", en: "Men", es: "Hombre", de: "Herren", it: "Uomo", pl: "Mężczyzna" },
  url: "segmentation:MEN",
  tooltip: { fr: "Mode homme", en: "Menswear", es: "Moda hombre", de: "Herrenmode", it: "Moda uomo", pl: "Moda męska" },
  aria: {
    fr: "Homme : vêtements, tendances et guide des tailles",
    en: "Men: clothing, trends and size guide",
    es: "Hombre: ropa, tendencias y guía de tallas",
    de: "Herren: Bekleidung, Trends und Größenberater",
    it: "Uomo: abbigliamento, tendenze e guida alle taglie",
    pl: "Mężczyzna: odzież, trendy i tabela rozmiarów",
  },
  items: [
    {
      title: CLOTHING,
      links: [
        { title: SEE_ALL, url: "segmentation:MEN" },
        {
          title: { fr: "Chemises", en: "Shirts", es: "Camisas", de: "Hemden", it: "Camicie", pl: "Koszule" },
          url: "segmentation:MEN_SHIRTS",
          separator: true,
        },
        {
          title: {
            fr: "T-shirts & polos",
            en: "T-shirts & polos",
            es: "Camisetas y polos",
            de: "T-Shirts & Poloshirts",
            it: "T-shirt e polo",
            pl: "T-shirty i koszulki polo",
          },
          url: "segmentation:MEN_TSHIRTS",
        },
        {
          title: { fr: "Jeans", en: "Jeans", es: "Vaqueros", de: "Jeans", it: "Jeans", pl: "Jeansy" },
          url: "segmentation:MEN_JEANS",
          badge: newBadge,
        },
        {
          title: {
            fr: "Pulls & cardigans",
            en: "Jumpers & cardigans",
            es: "Jerséis y cárdigans",
            de: "Pullover & Strickjacken",
            it: "Maglioni e cardigan",
            pl: "Swetry i kardigany",
          },
          url: "segmentation:MEN_KNITWEAR",
        },
        {
          title: {
            fr: "Manteaux & blousons",
            en: "Coats & jackets",
            es: "Abrigos y cazadoras",
            de: "Mäntel & Jacken",
            it: "Cappotti e giubbotti",
            pl: "Płaszcze i kurtki",
          },
          url: "segmentation:MEN_COATS",
        },
      ],
    },
    trendsBlock("MEN"),
    {
      title: ESSENTIALS,
      links: [
        {
          title: {
            fr: "La chemise Oxford",
            en: "The Oxford shirt",
            es: "La camisa Oxford",
            de: "Das Oxford-Hemd",
            it: "La camicia Oxford",
            pl: "Koszula Oxford",
          },
          url: "segmentation:MEN_SHIRTS",
        },
        {
          title: {
            fr: "Le T-shirt en coton bio",
            en: "The organic cotton T-shirt",
            es: "La camiseta de algodón orgánico",
            de: "Das T-Shirt aus Bio-Baumwolle",
            it: "La T-shirt in cotone biologico",
            pl: "T-shirt z bawełny organicznej",
          },
          url: "segmentation:MEN_TSHIRTS",
        },
        {
          title: {
            fr: "Le pull en laine mérinos",
            en: "The merino wool jumper",
            es: "El jersey de lana merino",
            de: "Der Pullover aus Merinowolle",
            it: "Il maglione in lana merino",
            pl: "Sweter z wełny merino",
          },
          url: "segmentation:MEN_KNITWEAR",
        },
      ],
    },
    sizeBlock({
      fr: "Tailles homme",
      en: "Men's sizes",
      es: "Tallas de hombre",
      de: "Herrengrößen",
      it: "Taglie uomo",
      pl: "Rozmiary męskie",
    }),
    {
      image: "nav-men",
      alt: {
        fr: "Homme en pull en laine écrue et chemise en jean",
        en: "Man in an ecru wool jumper and a denim shirt",
        es: "Hombre con jersey de lana crudo y camisa vaquera",
        de: "Mann in naturweißem Wollpullover und Jeanshemd",
        it: "Uomo con maglione di lana écru e camicia di jeans",
        pl: "Mężczyzna w swetrze z ecru wełny i dżinsowej koszuli",
      },
      link: "segmentation:MEN_KNITWEAR",
    },
  ],
};

const KIDS: EntryTemplate = {
  title: { fr: "Enfant", en: "Kids", es: "Niños", de: "Kinder", it: "Bambini", pl: "Dzieci" },
  url: "segmentation:KIDS",
  tooltip: {
    fr: "Mode enfant",
    en: "Kidswear",
    es: "Moda infantil",
    de: "Kindermode",
    it: "Moda bambini",
    pl: "Moda dziecięca",
  },
  aria: {
    fr: "Enfant : fille, garçon et guide des tailles",
    en: "Kids: girls, boys and size guide",
    es: "Niños: niña, niño y guía de tallas",
    de: "Kinder: Mädchen, Jungen und Größenberater",
    it: "Bambini: bambina, bambino e guida alle taglie",
    pl: "Dzieci: dziewczynki, chłopcy i tabela rozmiarów",
  },
  items: [
    {
      title: CLOTHING,
      links: [
        { title: SEE_ALL, url: "segmentation:KIDS" },
        {
          title: {
            fr: "Fille (3-14 ans)",
            en: "Girls (3-14 years)",
            es: "Niña (3-14 años)",
            de: "Mädchen (3-14 Jahre)",
            it: "Bambina (3-14 anni)",
            pl: "Dziewczynki (3-14 lat)",
          },
          url: "segmentation:KIDS_GIRLS",
          separator: true,
        },
        {
          title: {
            fr: "Garçon (3-14 ans)",
            en: "Boys (3-14 years)",
            es: "Niño (3-14 años)",
            de: "Jungen (3-14 Jahre)",
            it: "Bambino (3-14 anni)",
            pl: "Chłopcy (3-14 lat)",
          },
          url: "segmentation:KIDS_BOYS",
        },
      ],
    },
    {
      title: TRENDS,
      links: [
        {
          title: {
            fr: "Denim 26 pour les petits",
            en: "Denim 26 for kids",
            es: "Denim 26 para los peques",
            de: "Denim 26 für Kinder",
            it: "Denim 26 per i più piccoli",
            pl: "Denim 26 dla dzieci",
          },
          url: "page:trend:TREND_DENIM",
          badge: newBadge,
        },
        {
          title: {
            fr: "L’hiver bien au chaud",
            en: "Warm for winter",
            es: "Abrigaditos en invierno",
            de: "Warm durch den Winter",
            it: "Al caldo quest’inverno",
            pl: "Ciepło na zimę",
          },
          url: "segmentation:KIDS",
        },
        { title: BLACK_FRIDAY, url: "page:landing:BF2026", separator: true, badge: saleBadge },
      ],
    },
    sizeBlock({
      fr: "Tailles enfant",
      en: "Kids' sizes",
      es: "Tallas infantiles",
      de: "Kindergrößen",
      it: "Taglie bambini",
      pl: "Rozmiary dziecięce",
    }),
    {
      image: "nav-kids",
      alt: {
        fr: "Deux enfants en sweat et jean qui jouent dans un parc",
        en: "Two children in sweatshirts and jeans playing in a park",
        es: "Dos niños con sudadera y vaqueros jugando en un parque",
        de: "Zwei Kinder in Sweatshirt und Jeans beim Spielen im Park",
        it: "Due bambini in felpa e jeans che giocano in un parco",
        pl: "Dwoje dzieci w bluzach i jeansach bawiących się w parku",
      },
      link: "segmentation:KIDS",
    },
  ],
};

const BABY: EntryTemplate = {
  title: { fr: "Bébé", en: "Baby", es: "Bebé", de: "Baby", it: "Neonato", pl: "Niemowlę" },
  url: "segmentation:BABY",
  tooltip: {
    fr: "Mode bébé",
    en: "Babywear",
    es: "Moda bebé",
    de: "Babymode",
    it: "Moda neonato",
    pl: "Moda niemowlęca",
  },
  aria: {
    fr: "Bébé : bodies, pyjamas et idées cadeaux de naissance",
    en: "Baby: bodysuits, pyjamas and new-baby gift ideas",
    es: "Bebé: bodis, pijamas e ideas de regalo para recién nacidos",
    de: "Baby: Bodys, Schlafanzüge und Geschenkideen zur Geburt",
    it: "Neonato: body, pigiami e idee regalo per la nascita",
    pl: "Niemowlę: body, piżamy i pomysły na prezent z okazji narodzin",
  },
  items: [
    {
      title: CLOTHING,
      links: [
        { title: SEE_ALL, url: "segmentation:BABY" },
        {
          title: { fr: "Bodies", en: "Bodysuits", es: "Bodis", de: "Bodys", it: "Body", pl: "Body" },
          url: "segmentation:BABY_BODYSUITS",
          separator: true,
        },
        {
          title: {
            fr: "Pyjamas & dors-bien",
            en: "Pyjamas & sleepsuits",
            es: "Pijamas y peleles",
            de: "Schlafanzüge & Strampler",
            it: "Pigiami e tutine",
            pl: "Piżamy i pajacyki",
          },
          url: "segmentation:BABY_PYJAMAS",
          badge: newBadge,
        },
      ],
    },
    {
      title: {
        fr: "Idées cadeaux",
        en: "Gift ideas",
        es: "Ideas de regalo",
        de: "Geschenkideen",
        it: "Idee regalo",
        pl: "Pomysły na prezent",
      },
      collapsed: true,
      links: [
        {
          title: {
            fr: "Cadeaux de naissance",
            en: "New-baby gifts",
            es: "Regalos para recién nacidos",
            de: "Geschenke zur Geburt",
            it: "Regali per la nascita",
            pl: "Prezenty dla noworodka",
          },
          url: "segmentation:BABY_BODYSUITS",
        },
        {
          title: {
            fr: "Coffrets pyjamas",
            en: "Pyjama gift sets",
            es: "Sets de pijamas",
            de: "Schlafanzug-Sets",
            it: "Set pigiami",
            pl: "Zestawy piżam",
          },
          url: "segmentation:BABY_PYJAMAS",
        },
        { title: GIFT_CARDS, url: "help:gift-cards", separator: true },
      ],
    },
    sizeBlock({
      fr: "Tailles bébé (0-36 mois)",
      en: "Baby sizes (0-36 months)",
      es: "Tallas de bebé (0-36 meses)",
      de: "Babygrößen (0-36 Monate)",
      it: "Taglie neonato (0-36 mesi)",
      pl: "Rozmiary niemowlęce (0-36 miesięcy)",
    }),
    {
      image: "nav-baby",
      alt: {
        fr: "Bébé endormi dans un pyjama en coton bio rayé",
        en: "Baby asleep in a striped organic cotton sleepsuit",
        es: "Bebé dormido con un pijama de rayas de algodón orgánico",
        de: "Schlafendes Baby in einem gestreiften Schlafanzug aus Bio-Baumwolle",
        it: "Neonato addormentato in un pigiama a righe di cotone biologico",
        pl: "Śpiące niemowlę w piżamie w paski z bawełny organicznej",
      },
      link: "segmentation:BABY_PYJAMAS",
    },
  ],
};

const HOME: EntryTemplate = {
  title: { fr: "Maison", en: "Home", es: "Hogar", de: "Wohnen", it: "Casa", pl: "Dom" },
  url: "segmentation:HOME",
  tooltip: {
    fr: "Linge de maison et décoration",
    en: "Home linen and decor",
    es: "Textil hogar y decoración",
    de: "Heimtextilien und Deko",
    it: "Tessili per la casa e decorazione",
    pl: "Tekstylia domowe i dekoracje",
  },
  aria: {
    fr: "Maison : linge de lit, linge de bain et décoration",
    en: "Home: bedding, bath linen and decor",
    es: "Hogar: ropa de cama, textil de baño y decoración",
    de: "Wohnen: Bettwäsche, Badtextilien und Deko",
    it: "Casa: biancheria da letto, da bagno e decorazione",
    pl: "Dom: pościel, ręczniki i dekoracje",
  },
  items: [
    {
      title: {
        fr: "Linge de maison",
        en: "Home linen",
        es: "Textil hogar",
        de: "Heimtextilien",
        it: "Tessili per la casa",
        pl: "Tekstylia domowe",
      },
      links: [
        { title: SEE_ALL, url: "segmentation:HOME" },
        {
          title: {
            fr: "Linge de lit",
            en: "Bedding",
            es: "Ropa de cama",
            de: "Bettwäsche",
            it: "Biancheria da letto",
            pl: "Pościel",
          },
          url: "segmentation:HOME_BEDDING",
          separator: true,
        },
        {
          title: {
            fr: "Linge de bain",
            en: "Bath linen",
            es: "Textil de baño",
            de: "Badtextilien",
            it: "Biancheria da bagno",
            pl: "Ręczniki",
          },
          url: "segmentation:HOME_BATH",
        },
        {
          title: { fr: "Décoration", en: "Decor", es: "Decoración", de: "Deko", it: "Decorazione", pl: "Dekoracje" },
          url: "segmentation:HOME_DECOR",
          badge: newBadge,
        },
      ],
    },
    {
      title: {
        fr: "Inspirations",
        en: "Inspiration",
        es: "Inspiración",
        de: "Inspiration",
        it: "Ispirazioni",
        pl: "Inspiracje",
      },
      collapsed: true,
      links: [
        {
          title: {
            fr: "Le lin lavé",
            en: "Washed linen",
            es: "Lino lavado",
            de: "Gewaschenes Leinen",
            it: "Lino lavato",
            pl: "Len prany",
          },
          url: "segmentation:HOME_BEDDING",
        },
        {
          title: {
            fr: "Un Noël douillet",
            en: "A cosy Christmas",
            es: "Una Navidad acogedora",
            de: "Gemütliche Weihnachten",
            it: "Un Natale accogliente",
            pl: "Przytulne święta",
          },
          url: "segmentation:HOME_DECOR",
        },
        { title: BLACK_FRIDAY, url: "page:landing:BF2026", separator: true, badge: saleBadge },
      ],
    },
    {
      image: "nav-home",
      alt: {
        fr: "Chambre avec parure de lit en lin lavé couleur sauge",
        en: "Bedroom with a sage washed-linen bedding set",
        es: "Dormitorio con juego de cama de lino lavado color salvia",
        de: "Schlafzimmer mit salbeigrüner Bettwäsche aus gewaschenem Leinen",
        it: "Camera da letto con parure in lino lavato color salvia",
        pl: "Sypialnia z pościelą z lnu pranego w kolorze szałwii",
      },
      link: "segmentation:HOME_BEDDING",
    },
  ],
};

const SALE: EntryTemplate = {
  // "Soldes" and "Saldi" are legally reserved for the official sale periods, hence "Promotions".
  title: { fr: "Promotions", en: "Sale", es: "Ofertas", de: "Sale", it: "Promozioni", pl: "Promocje" },
  url: "page:landing:BF2026",
  tooltip: {
    fr: `Black Friday : jusqu’à -${UP_TO} %`,
    en: `Black Friday: up to ${UP_TO}% off`,
    es: `Black Friday: hasta un -${UP_TO}%`,
    de: `Black Friday: bis zu -${UP_TO} %`,
    it: `Black Friday: fino al -${UP_TO}%`,
    pl: `Black Friday: do -${UP_TO}%`,
  },
  aria: {
    fr: `Promotions Black Friday, jusqu’à -${UP_TO} %`,
    en: `Black Friday sale, up to ${UP_TO}% off`,
    es: `Ofertas de Black Friday, hasta un ${UP_TO}% de descuento`,
    de: `Black-Friday-Angebote, bis zu ${UP_TO} % Rabatt`,
    it: `Promozioni Black Friday, fino al ${UP_TO}% di sconto`,
    pl: `Promocje Black Friday, rabaty do ${UP_TO}%`,
  },
  highlighted: true,
  colors: { background: ACCENT, text: WHITE },
  items: [
    {
      title: BLACK_FRIDAY,
      highlighted: true,
      links: [
        {
          title: {
            fr: "Toutes les offres",
            en: "All offers",
            es: "Todas las ofertas",
            de: "Alle Angebote",
            it: "Tutte le offerte",
            pl: "Wszystkie oferty",
          },
          url: "page:landing:BF2026",
        },
        // No department links here: under a sale badge they led to each whole department, the
        // same pages as the menu's own entries (issue 49); the landing lists the offers by department.
      ],
    },
    {
      title: { fr: "Bonnes affaires", en: "Best deals", es: "Chollos", de: "Top-Deals", it: "Occasioni", pl: "Okazje" },
      links: [
        {
          title: {
            fr: "Maille femme",
            en: "Women's knitwear",
            es: "Punto de mujer",
            de: "Damenstrick",
            it: "Maglieria donna",
            pl: "Swetry damskie",
          },
          url: "segmentation:WOMEN_KNITWEAR",
        },
        {
          title: {
            fr: "Manteaux homme",
            en: "Men's coats",
            es: "Abrigos de hombre",
            de: "Herrenmäntel",
            it: "Cappotti uomo",
            pl: "Płaszcze męskie",
          },
          url: "segmentation:MEN_COATS",
        },
        {
          title: {
            fr: "Linge de lit",
            en: "Bedding",
            es: "Ropa de cama",
            de: "Bettwäsche",
            it: "Biancheria da letto",
            pl: "Pościel",
          },
          url: "segmentation:HOME_BEDDING",
        },
        { title: GIFT_CARDS, url: "help:gift-cards", separator: true },
      ],
    },
  ],
};

const NEW_IN: EntryTemplate = {
  title: { fr: "Nouveautés", en: "New in", es: "Novedades", de: "Neuheiten", it: "Novità", pl: "Nowości" },
  url: "page:trend:TREND_DENIM",
  tooltip: {
    fr: "Les nouveautés de la semaine",
    en: "This week's new arrivals",
    es: "Las novedades de la semana",
    de: "Die Neuheiten der Woche",
    it: "Le novità della settimana",
    pl: "Nowości tygodnia",
  },
  aria: {
    fr: "Nouveautés : les dernières arrivées et la tendance Denim 26",
    en: "New in: the latest arrivals and the Denim 26 trend",
    es: "Novedades: las últimas llegadas y la tendencia Denim 26",
    de: "Neuheiten: die neuesten Styles und der Trend Denim 26",
    it: "Novità: gli ultimi arrivi e la tendenza Denim 26",
    pl: "Nowości: najnowsze produkty i trend Denim 26",
  },
  items: [
    {
      title: {
        fr: "Les nouveautés",
        en: "New arrivals",
        es: "Recién llegados",
        de: "Neu eingetroffen",
        it: "Nuovi arrivi",
        pl: "Nowe produkty",
      },
      // Each department's new products (its listing filtered on the "New" tag), not the department again.
      links: [
        {
          title: { fr: "Femme", en: "Women", es: "Mujer", de: "Damen", it: "Donna", pl: "Kobieta" },
          url: "segmentation:WOMEN?tag=New",
          badge: newBadge,
        },
        {
          title: { fr: "Homme", en: "Men", es: "Hombre", de: "Herren", it: "Uomo", pl: "Mężczyzna" },
          url: "segmentation:MEN?tag=New",
        },
        {
          title: { fr: "Enfant", en: "Kids", es: "Niños", de: "Kinder", it: "Bambini", pl: "Dzieci" },
          url: "segmentation:KIDS?tag=New",
        },
        {
          title: { fr: "Bébé", en: "Baby", es: "Bebé", de: "Baby", it: "Neonato", pl: "Niemowlę" },
          url: "segmentation:BABY?tag=New",
        },
        {
          title: { fr: "Maison", en: "Home", es: "Hogar", de: "Wohnen", it: "Casa", pl: "Dom" },
          url: "segmentation:HOME?tag=New",
        },
      ],
    },
    {
      title: {
        fr: "La tendance Denim 26",
        en: "The Denim 26 trend",
        es: "La tendencia Denim 26",
        de: "Der Trend Denim 26",
        it: "La tendenza Denim 26",
        pl: "Trend Denim 26",
      },
      highlighted: true,
      links: [
        {
          title: {
            fr: "Découvrir la tendance",
            en: "Discover the trend",
            es: "Descubrir la tendencia",
            de: "Trend entdecken",
            it: "Scopri la tendenza",
            pl: "Odkryj trend",
          },
          url: "page:trend:TREND_DENIM",
          badge: newBadge,
        },
        {
          title: {
            fr: "Jeans femme",
            en: "Women's jeans",
            es: "Vaqueros de mujer",
            de: "Damenjeans",
            it: "Jeans donna",
            pl: "Jeansy damskie",
          },
          url: "segmentation:WOMEN_JEANS",
          separator: true,
        },
        {
          title: {
            fr: "Jeans homme",
            en: "Men's jeans",
            es: "Vaqueros de hombre",
            de: "Herrenjeans",
            it: "Jeans uomo",
            pl: "Jeansy męskie",
          },
          url: "segmentation:MEN_JEANS",
        },
      ],
    },
  ],
};

const MAGAZINE: EntryTemplate = {
  title: {
    fr: "Le Magazine",
    en: "The Magazine",
    es: "La Revista",
    de: "Das Magazin",
    it: "Il Magazine",
    pl: "Magazyn",
  },
  url: null,
  external: MAGAZINE_URL,
  tooltip: {
    fr: "Le Magazine Atelier Sept : portraits, coulisses et conseils de style",
    en: "The Atelier Sept Magazine: portraits, behind the scenes and style tips",
    es: "La Revista Atelier Sept: entrevistas, entre bastidores y consejos de estilo",
    de: "Das Atelier Sept Magazin: Porträts, Einblicke hinter die Kulissen und Stiltipps",
    it: "Il Magazine Atelier Sept: ritratti, dietro le quinte e consigli di stile",
    pl: "Magazyn Atelier Sept: sylwetki, kulisy i porady stylistyczne",
  },
  aria: {
    fr: "Le Magazine Atelier Sept (s’ouvre dans un nouvel onglet)",
    en: "The Atelier Sept Magazine (opens in a new tab)",
    es: "La Revista Atelier Sept (se abre en una pestaña nueva)",
    de: "Das Atelier Sept Magazin (öffnet in einem neuen Tab)",
    it: "Il Magazine Atelier Sept (si apre in una nuova scheda)",
    pl: "Magazyn Atelier Sept (otwiera się w nowej karcie)",
  },
  items: [],
};

const ENTRIES: EntryTemplate[] = [WOMEN, MEN, KIDS, BABY, HOME, SALE, NEW_IN, MAGAZINE];

// ---------------------------------------------------------------- "more" menu and banner

const LANGUAGES_WITH_STORES: SeedLanguage[] = ["fr", "en"];
const LANGUAGES_WITH_LOYALTY: SeedLanguage[] = ["fr", "es", "it"];

const MORE: { title: Localized; url: string | ((language: SeedLanguage) => string); only?: SeedLanguage[] }[] = [
  {
    title: {
      fr: "Nos magasins",
      en: "Our stores",
      es: "Nuestras tiendas",
      de: "Unsere Filialen",
      it: "I nostri negozi",
      pl: "Nasze sklepy",
    },
    url: "stores",
    only: LANGUAGES_WITH_STORES,
  },
  {
    title: {
      fr: "Aide & contact",
      en: "Help & contact",
      es: "Ayuda y contacto",
      de: "Hilfe & Kontakt",
      it: "Assistenza e contatti",
      pl: "Pomoc i kontakt",
    },
    url: "help:contact",
  },
  {
    title: {
      fr: "Suivre ma commande",
      en: "Track my order",
      es: "Seguir mi pedido",
      de: "Bestellung verfolgen",
      it: "Traccia il tuo ordine",
      pl: "Śledź zamówienie",
    },
    url: "help:orders",
  },
  { title: GIFT_CARDS, url: "help:gift-cards" },
  {
    title: {
      fr: "Programme de fidélité",
      en: "Loyalty programme",
      es: "Programa de fidelización",
      de: "Treueprogramm",
      it: "Programma fedeltà",
      pl: "Program lojalnościowy",
    },
    url: "help:loyalty",
    only: LANGUAGES_WITH_LOYALTY,
  },
  {
    title: {
      fr: "Newsletter",
      en: "Newsletter",
      es: "Newsletter",
      de: "Newsletter",
      it: "Newsletter",
      pl: "Newsletter",
    },
    url: "newsletter",
  },
  // The magazine is a menu entry of its own (MAGAZINE): not listed here again (issue 49).
];

const BANNER: Localized = {
  fr: `Black Friday : jusqu’à -${UP_TO} % du 27 au 30 novembre. Retours gratuits sous 30 jours.`,
  en: `Black Friday: up to ${UP_TO}% off from 27 to 30 November. Free returns within 30 days.`,
  es: `Black Friday: hasta un -${UP_TO}% del 27 al 30 de noviembre. Devoluciones gratuitas en 30 días.`,
  de: `Black Friday: bis zu -${UP_TO} % vom 27. bis 30. November. Kostenlose Rücksendung innerhalb von 30 Tagen.`,
  it: `Black Friday: fino al -${UP_TO}% dal 27 al 30 novembre. Resi gratuiti entro 30 giorni.`,
  pl: `Black Friday: do -${UP_TO}% od 27 do 30 listopada. Bezpłatny zwrot w ciągu 30 dni.`,
};

// ---------------------------------------------------------------- layout per language

const isImage = (item: ItemTemplate): item is ImageTemplate => "image" in item;

function linkFor(link: LinkTemplate, language: SeedLanguage): LinkGroupItem {
  return {
    title: link.title[language],
    url: link.url,
    have_separator: link.separator ?? false,
    highlight_badge: link.badge ? { title: link.badge.title[language], color: link.badge.color } : null,
  };
}

function itemFor(item: ItemTemplate, language: SeedLanguage): SubEntryItem {
  if (isImage(item)) {
    return {
      image: {
        image_file: { url: media(item.image) },
        alt_attribute: item.alt[language],
        is_highlighted: item.highlighted ?? false,
        link: item.link,
      },
    };
  }
  return {
    sub_entries_block: {
      title: item.title[language],
      title_color: item.highlighted ? ACCENT : null,
      block_highlight_color: item.highlighted ? ACCENT_SOFT : null,
      is_collapsed: item.collapsed ?? false,
      is_highlighted: item.highlighted ?? false,
      link_group: item.links.map((link) => linkFor(link, language)),
    },
  };
}

function entryFor(entry: EntryTemplate, language: SeedLanguage): NavigationModularItem {
  const external = entry.external ? entry.external(language) : null;
  return {
    navigation_entry_block: {
      title: entry.title[language],
      page_reference: entry.url ? { url: entry.url } : null,
      external_link: external,
      attributes: {
        target: external ? "_blank" : "_self",
        rel: external ? "noopener noreferrer" : null,
        title: entry.tooltip[language],
        aria_label: entry.aria[language],
      },
      is_highlighted: entry.highlighted ?? false,
      background_color: entry.colors?.background ?? null,
      text_color: entry.colors?.text ?? null,
      sub_entries_modular: entry.items.map((item) => itemFor(item, language)),
    },
  };
}

/**
 * Once Black Friday is over, the banner keeps what stays true on every site of the language (free
 * returns; not every site has stores) and leads to the returns help: it no longer announces four
 * days that have passed.
 */
const AFTER_BLACK_FRIDAY_BANNER = (language: SeedLanguage) => `${FREE_RETURNS[language]}.`;

const bannerFor = (text: string, link: string): NotificationBanner => ({
  text,
  link,
  background_color: INK,
  text_color: WHITE,
});

/** A language's header but its banner: the menu and the "more" links, the same all year. */
function navigationFor(language: SeedLanguage): Omit<HeaderLayout, "notification_banner"> {
  const group: GroupLink[] = MORE.filter((link) => !link.only || link.only.includes(language)).map((link) => ({
    title: link.title[language],
    url: typeof link.url === "string" ? link.url : link.url(language),
  }));
  return {
    content_type: "header_layout",
    uid: `header_layout_${language}`,
    locale: language,
    navigation_modular: ENTRIES.map((entry) => entryFor(entry, language)),
    navigation_group: group,
  };
}

const NAVIGATION = Object.fromEntries(SEED_LANGUAGES.map((language) => [language, navigationFor(language)])) as Record<
  SeedLanguage,
  Omit<HeaderLayout, "notification_banner">
>;

/** Each language's header with the banner `banner` gives it. */
const headers = (banner: (language: SeedLanguage) => NotificationBanner) =>
  Object.fromEntries(
    SEED_LANGUAGES.map((language) => [language, { ...NAVIGATION[language], notification_banner: banner(language) }]),
  ) as Record<SeedLanguage, HeaderLayout>;

/** The header while Black Friday is announced (until its last day). */
export const HEADER_LAYOUT = headers((language) => bannerFor(BANNER[language], "page:landing:BF2026"));

/** The same header once Black Friday is over. */
export const HEADER_LAYOUT_AFTER_BLACK_FRIDAY = headers((language) =>
  bannerFor(AFTER_BLACK_FRIDAY_BANNER(language), "help:returns"),
);

/** The header the content service publishes at `now` (its scheduling, as for the home page's blocks). */
export function headerLayoutsAt(now: Date): Record<SeedLanguage, HeaderLayout> {
  return now.getTime() <= Date.parse(BLACK_FRIDAY_WINDOW.validTo) ? HEADER_LAYOUT : HEADER_LAYOUT_AFTER_BLACK_FRIDAY;
}
