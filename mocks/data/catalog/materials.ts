import type { Localized } from "../types";
import { L } from "./text";

/**
 * Materials of the catalogue. `name` is the phrase that completes a product name: it follows the
 * noun in fr, es, de, it, pl ("Robe midi" + "en lin") and precedes it in en ("linen" + "midi
 * dress"), so names stay grammatical whatever the noun's gender. `text` is the second sentence of
 * the description.
 */
const FIBRES = {
  linen: L("lin", "linen", "lino", "Leinen", "lino", "len"),
  cotton: L("coton", "cotton", "algodón", "Baumwolle", "cotone", "bawełna"),
  organicCotton: L(
    "coton biologique",
    "organic cotton",
    "algodón orgánico",
    "Bio-Baumwolle",
    "cotone biologico",
    "bawełna organiczna",
  ),
  recycledCotton: L(
    "coton recyclé",
    "recycled cotton",
    "algodón reciclado",
    "recycelte Baumwolle",
    "cotone riciclato",
    "bawełna z recyklingu",
  ),
  viscose: L("viscose", "viscose", "viscosa", "Viskose", "viscosa", "wiskoza"),
  silk: L("soie", "silk", "seda", "Seide", "seta", "jedwab"),
  merino: L("laine mérinos", "merino wool", "lana merino", "Merinowolle", "lana merino", "wełna merino"),
  wool: L("laine", "wool", "lana", "Wolle", "lana", "wełna"),
  recycledWool: L(
    "laine recyclée",
    "recycled wool",
    "lana reciclada",
    "recycelte Wolle",
    "lana riciclata",
    "wełna z recyklingu",
  ),
  cashmere: L("cachemire", "cashmere", "cachemira", "Kaschmir", "cashmere", "kaszmir"),
  alpaca: L("alpaga", "alpaca", "alpaca", "Alpaka", "alpaca", "alpaka"),
  polyamide: L("polyamide", "polyamide", "poliamida", "Polyamid", "poliammide", "poliamid"),
  recycledPolyamide: L(
    "polyamide recyclé",
    "recycled polyamide",
    "poliamida reciclada",
    "recyceltes Polyamid",
    "poliammide riciclata",
    "poliamid z recyklingu",
  ),
  elastane: L("élasthanne", "elastane", "elastano", "Elasthan", "elastan", "elastan"),
  polyester: L("polyester", "polyester", "poliéster", "Polyester", "poliestere", "poliester"),
  recycledPolyester: L(
    "polyester recyclé",
    "recycled polyester",
    "poliéster reciclado",
    "recyceltes Polyester",
    "poliestere riciclato",
    "poliester z recyklingu",
  ),
};
export type Fibre = keyof typeof FIBRES;

/** Synthetic fibres: a product mostly made of them sheds plastic microfibres when washed (AGEC). */
export const SYNTHETIC_FIBRES: readonly Fibre[] = [
  "polyamide",
  "recycledPolyamide",
  "elastane",
  "polyester",
  "recycledPolyester",
];

const CARE = {
  gentle30: L(
    "Lavage en machine à 30 °C, programme délicat. Ne pas utiliser de sèche-linge. Repassage à température moyenne.",
    "Machine wash at 30°C on a delicate cycle. Do not tumble dry. Iron on a medium heat.",
    "Lavar a máquina a 30 °C con programa delicado. No usar secadora. Planchar a temperatura media.",
    "Maschinenwäsche bei 30 °C im Schonwaschgang. Nicht im Trockner trocknen. Bügeln bei mittlerer Temperatur.",
    "Lavaggio in lavatrice a 30 °C, programma delicati. Non asciugare in asciugatrice. Stirare a temperatura media.",
    "Prać w pralce w 30°C w programie delikatnym. Nie suszyć w suszarce bębnowej. Prasować w średniej temperaturze.",
  ),
  cotton40: L(
    "Lavage en machine à 40 °C. Séchage en tambour à basse température possible. Repassage à température moyenne.",
    "Machine wash at 40°C. Tumble dry on low. Iron on a medium heat.",
    "Lavar a máquina a 40 °C. Se puede usar secadora a baja temperatura. Planchar a temperatura media.",
    "Maschinenwäsche bei 40 °C. Trocknergeeignet bei niedriger Temperatur. Bügeln bei mittlerer Temperatur.",
    "Lavaggio in lavatrice a 40 °C. Asciugatrice consentita a bassa temperatura. Stirare a temperatura media.",
    "Prać w pralce w 40°C. Można suszyć w suszarce bębnowej w niskiej temperaturze. Prasować w średniej temperaturze.",
  ),
  wool: L(
    "Lavage à la main ou en machine, programme laine à 30 °C. Ne pas essorer. Sécher à plat.",
    "Hand wash or machine wash on a wool cycle at 30°C. Do not wring. Dry flat.",
    "Lavar a mano o a máquina con programa de lana a 30 °C. No retorcer. Secar en plano.",
    "Handwäsche oder Wollwaschgang bei 30 °C. Nicht auswringen. Liegend trocknen.",
    "Lavare a mano o in lavatrice con programma lana a 30 °C. Non strizzare. Asciugare in piano.",
    "Prać ręcznie lub w pralce w programie do wełny w 30°C. Nie wykręcać. Suszyć na płasko.",
  ),
  dryClean: L(
    "Nettoyage à sec uniquement. Ne pas laver en machine. Repassage à basse température avec une pattemouille.",
    "Dry clean only. Do not machine wash. Iron on a low heat using a pressing cloth.",
    "Limpiar solo en seco. No lavar a máquina. Planchar a baja temperatura con un paño.",
    "Nur chemische Reinigung. Nicht in der Maschine waschen. Bei niedriger Temperatur mit einem Bügeltuch bügeln.",
    "Solo lavaggio a secco. Non lavare in lavatrice. Stirare a bassa temperatura con un panno.",
    "Tylko czyszczenie chemiczne. Nie prać w pralce. Prasować w niskiej temperaturze przez wilgotną ściereczkę.",
  ),
  silk: L(
    "Lavage à la main à l'eau froide ou nettoyage à sec. Ne pas essorer. Repasser sur l'envers à basse température.",
    "Hand wash in cold water or dry clean. Do not wring. Iron inside out on a low heat.",
    "Lavar a mano con agua fría o limpiar en seco. No retorcer. Planchar del revés a baja temperatura.",
    "Handwäsche in kaltem Wasser oder chemische Reinigung. Nicht auswringen. Auf links bei niedriger Temperatur bügeln.",
    "Lavare a mano in acqua fredda o lavare a secco. Non strizzare. Stirare al rovescio a bassa temperatura.",
    "Prać ręcznie w zimnej wodzie lub czyścić chemicznie. Nie wykręcać. Prasować na lewej stronie w niskiej temperaturze.",
  ),
  denim: L(
    "Laver sur l'envers à 30 °C avec des couleurs similaires. Ne pas utiliser de sèche-linge. Repasser sur l'envers.",
    "Wash inside out at 30°C with similar colours. Do not tumble dry. Iron inside out.",
    "Lavar del revés a 30 °C con colores similares. No usar secadora. Planchar del revés.",
    "Auf links bei 30 °C mit ähnlichen Farben waschen. Nicht im Trockner trocknen. Auf links bügeln.",
    "Lavare al rovescio a 30 °C con colori simili. Non asciugare in asciugatrice. Stirare al rovescio.",
    "Prać na lewej stronie w 30°C z rzeczami w podobnych kolorach. Nie suszyć w suszarce bębnowej. Prasować na lewej stronie.",
  ),
  technical: L(
    "Lavage en machine à 30 °C, fermetures fermées. Séchage en tambour à basse température pour redonner du gonflant au garnissage.",
    "Machine wash at 30°C with zips fastened. Tumble dry on low to restore the padding's loft.",
    "Lavar a máquina a 30 °C con las cremalleras cerradas. Secar en secadora a baja temperatura para recuperar el volumen del relleno.",
    "Maschinenwäsche bei 30 °C mit geschlossenen Reißverschlüssen. Bei niedriger Temperatur im Trockner trocknen, damit die Füllung wieder aufbauscht.",
    "Lavaggio in lavatrice a 30 °C con le zip chiuse. Asciugare in asciugatrice a bassa temperatura per ridare volume all'imbottitura.",
    "Prać w pralce w 30°C z zapiętymi zamkami. Suszyć w suszarce bębnowej w niskiej temperaturze, aby przywrócić puszystość wypełnienia.",
  ),
  home60: L(
    "Lavage en machine à 60 °C. Séchage en tambour possible. Repassage à haute température.",
    "Machine wash at 60°C. Suitable for tumble drying. Iron on a high heat.",
    "Lavar a máquina a 60 °C. Apto para secadora. Planchar a temperatura alta.",
    "Maschinenwäsche bei 60 °C. Trocknergeeignet. Bügeln bei hoher Temperatur.",
    "Lavaggio in lavatrice a 60 °C. Asciugatrice consentita. Stirare a temperatura alta.",
    "Prać w pralce w 60°C. Można suszyć w suszarce bębnowej. Prasować w wysokiej temperaturze.",
  ),
  velvet: L(
    "Lavage à la main à 30 °C ou nettoyage à sec. Ne pas repasser directement sur le velours.",
    "Hand wash at 30°C or dry clean. Do not iron directly on the pile.",
    "Lavar a mano a 30 °C o limpiar en seco. No planchar directamente sobre el terciopelo.",
    "Handwäsche bei 30 °C oder chemische Reinigung. Nicht direkt auf dem Flor bügeln.",
    "Lavare a mano a 30 °C o lavare a secco. Non stirare direttamente sul velluto.",
    "Prać ręcznie w 30°C lub czyścić chemicznie. Nie prasować bezpośrednio po włosie.",
  ),
};

export interface Material {
  name: Localized;
  text: Localized;
  fibres: [Fibre, number][];
  care: keyof typeof CARE;
  /** Share of recycled fibres, percent. */
  recycled: number;
  /** Price factor against the garment's base price. */
  premium: number;
  /** Knitted fabric or knitting yarn (traceability says knitting rather than weaving; grey marl possible). */
  knitted?: boolean;
  denim?: boolean;
}

const m = (
  name: Localized,
  fibres: [Fibre, number][],
  care: keyof typeof CARE,
  text: Localized,
  extra: Partial<Pick<Material, "recycled" | "premium" | "knitted" | "denim">> = {},
): Material => ({ name, fibres, care, text, recycled: 0, premium: 1, ...extra });

export const MATERIALS = {
  LINEN: m(
    L("en lin", "linen", "de lino", "aus Leinen", "in lino", "z lnu"),
    [["linen", 100]],
    "gentle30",
    L(
      "Le lin, naturellement respirant et thermorégulateur, s'assouplit au fil des lavages.",
      "Naturally breathable and temperature-regulating, linen gets softer with every wash.",
      "El lino, naturalmente transpirable y termorregulador, se vuelve más suave con cada lavado.",
      "Leinen ist von Natur aus atmungsaktiv und temperaturausgleichend und wird mit jeder Wäsche weicher.",
      "Il lino, naturalmente traspirante e termoregolatore, diventa più morbido a ogni lavaggio.",
      "Len jest naturalnie przewiewny i termoregulujący, a z każdym praniem staje się coraz bardziej miękki.",
    ),
    { premium: 1.1 },
  ),
  LINEN_COTTON: m(
    L(
      "en lin et coton",
      "linen-cotton",
      "de lino y algodón",
      "aus Leinen und Baumwolle",
      "in lino e cotone",
      "z lnu i bawełny",
    ),
    [
      ["linen", 55],
      ["cotton", 45],
    ],
    "gentle30",
    L(
      "Le mélange de lin et de coton allie la fraîcheur de l'un à la douceur de l'autre.",
      "The linen and cotton blend combines the coolness of one with the softness of the other.",
      "La mezcla de lino y algodón combina la frescura del primero con la suavidad del segundo.",
      "Die Mischung aus Leinen und Baumwolle verbindet die Frische des einen mit der Weichheit der anderen.",
      "Il misto lino e cotone unisce la freschezza dell'uno alla morbidezza dell'altro.",
      "Mieszanka lnu i bawełny łączy chłód pierwszego z miękkością drugiej.",
    ),
  ),
  COTTON_POPLIN: m(
    L(
      "en popeline de coton",
      "cotton poplin",
      "de popelina de algodón",
      "aus Baumwollpopeline",
      "in popeline di cotone",
      "z bawełnianej popeliny",
    ),
    [["cotton", 100]],
    "cotton40",
    L(
      "La popeline de coton, fine et serrée, offre un tombé net et un toucher frais.",
      "Fine, tightly woven cotton poplin gives a crisp drape and a cool feel.",
      "La popelina de algodón, fina y de tejido apretado, ofrece una caída impecable y un tacto fresco.",
      "Die feine, dicht gewebte Baumwollpopeline sorgt für einen klaren Fall und einen frischen Griff.",
      "La popeline di cotone, sottile e compatta, offre una caduta impeccabile e una mano fresca.",
      "Cienka, gęsto tkana bawełniana popelina dobrze się układa i jest przyjemnie chłodna w dotyku.",
    ),
  ),
  ORGANIC_COTTON: m(
    L(
      "en coton biologique",
      "organic cotton",
      "de algodón orgánico",
      "aus Bio-Baumwolle",
      "in cotone biologico",
      "z bawełny organicznej",
    ),
    [["organicCotton", 100]],
    "cotton40",
    L(
      "Le coton biologique est cultivé sans pesticides de synthèse ni OGM, pour une douceur respectueuse de la peau.",
      "Organic cotton is grown without synthetic pesticides or GMOs, for softness that is kind to the skin.",
      "El algodón orgánico se cultiva sin pesticidas sintéticos ni OGM, para una suavidad que respeta la piel.",
      "Bio-Baumwolle wird ohne synthetische Pestizide und Gentechnik angebaut – für hautfreundliche Weichheit.",
      "Il cotone biologico è coltivato senza pesticidi di sintesi né OGM, per una morbidezza che rispetta la pelle.",
      "Bawełna organiczna jest uprawiana bez syntetycznych pestycydów i GMO, dzięki czemu jest miękka i przyjazna dla skóry.",
    ),
  ),
  COTTON_JERSEY: m(
    L(
      "en jersey de coton",
      "cotton jersey",
      "de punto de algodón",
      "aus Baumwolljersey",
      "in jersey di cotone",
      "z bawełnianego dżerseju",
    ),
    [
      ["cotton", 95],
      ["elastane", 5],
    ],
    "cotton40",
    L(
      "Le jersey de coton, souple et extensible, assure un confort absolu au quotidien.",
      "Soft, stretchy cotton jersey keeps you completely comfortable every day.",
      "El punto de algodón, flexible y elástico, garantiza una comodidad absoluta en el día a día.",
      "Weicher, dehnbarer Baumwolljersey sorgt für Komfort im Alltag.",
      "Il jersey di cotone, morbido ed elastico, garantisce un comfort assoluto ogni giorno.",
      "Miękki, rozciągliwy dżersej bawełniany zapewnia pełen komfort na co dzień.",
    ),
    { knitted: true },
  ),
  VISCOSE: m(
    L("en viscose", "viscose", "de viscosa", "aus Viskose", "in viscosa", "z wiskozy"),
    [["viscose", 100]],
    "gentle30",
    L(
      "La viscose offre un tombé fluide et un toucher soyeux, agréable à porter toute la journée.",
      "Viscose has a fluid drape and a silky feel that is pleasant to wear all day long.",
      "La viscosa ofrece una caída fluida y un tacto sedoso, agradable de llevar todo el día.",
      "Viskose fällt fließend, fühlt sich seidig an und ist den ganzen Tag angenehm zu tragen.",
      "La viscosa ha una caduta fluida e una mano setosa, piacevole da indossare tutto il giorno.",
      "Wiskoza pięknie się układa i jest jedwabiście gładka w dotyku – przyjemna w noszeniu przez cały dzień.",
    ),
  ),
  SILK: m(
    L("en soie", "silk", "de seda", "aus Seide", "in seta", "z jedwabiu"),
    [["silk", 100]],
    "silk",
    L(
      "La soie, légère et lumineuse, apporte une touche précieuse à chaque tenue.",
      "Light, lustrous silk adds a precious touch to every outfit.",
      "La seda, ligera y luminosa, aporta un toque exquisito a cualquier look.",
      "Leichte, schimmernde Seide verleiht jedem Outfit eine edle Note.",
      "La seta, leggera e luminosa, aggiunge un tocco prezioso a ogni look.",
      "Lekki, lśniący jedwab dodaje szlachetności każdej stylizacji.",
    ),
    { premium: 1.7 },
  ),
  MERINO: m(
    L("en laine mérinos", "merino wool", "de lana merino", "aus Merinowolle", "in lana merino", "z wełny merino"),
    [["merino", 100]],
    "wool",
    L(
      "La laine mérinos extra-fine est chaude sans être épaisse et ne gratte pas.",
      "Extra-fine merino wool is warm without bulk and does not itch.",
      "La lana merino extrafina abriga sin abultar y no pica.",
      "Extrafeine Merinowolle wärmt, ohne aufzutragen, und kratzt nicht.",
      "La lana merino extrafine scalda senza appesantire e non pizzica.",
      "Wyjątkowo cienka wełna merino grzeje, nie pogrubiając sylwetki, i nie gryzie.",
    ),
    { premium: 1.15, knitted: true },
  ),
  CASHMERE: m(
    L("en cachemire", "cashmere", "de cachemira", "aus Kaschmir", "in cashmere", "z kaszmiru"),
    [["cashmere", 100]],
    "wool",
    L(
      "Le cachemire de Mongolie-Intérieure offre une douceur et une chaleur incomparables.",
      "Cashmere from Inner Mongolia offers unrivalled softness and warmth.",
      "La cachemira de Mongolia Interior ofrece una suavidad y una calidez incomparables.",
      "Kaschmir aus der Inneren Mongolei bietet unvergleichliche Weichheit und Wärme.",
      "Il cashmere della Mongolia Interna offre morbidezza e calore impareggiabili.",
      "Kaszmir z Mongolii Wewnętrznej zapewnia niezrównaną miękkość i ciepło.",
    ),
    { premium: 2, knitted: true },
  ),
  WOOL_BLEND: m(
    L("en laine mélangée", "wool-blend", "de mezcla de lana", "aus Wollmischung", "in misto lana", "z domieszką wełny"),
    [
      ["wool", 70],
      ["polyamide", 30],
    ],
    "dryClean",
    L(
      "Ce drap de laine mélangée, dense et chaud, garde sa forme saison après saison.",
      "This dense, warm wool-blend cloth holds its shape season after season.",
      "Este paño de mezcla de lana, denso y cálido, mantiene su forma temporada tras temporada.",
      "Der dichte, warme Wollmischstoff behält Saison für Saison seine Form.",
      "Questo panno in misto lana, denso e caldo, mantiene la forma stagione dopo stagione.",
      "Gęsta, ciepła tkanina z domieszką wełny zachowuje fason przez wiele sezonów.",
    ),
    { premium: 1.2 },
  ),
  RECYCLED_WOOL: m(
    L(
      "en laine recyclée",
      "recycled wool",
      "de lana reciclada",
      "aus recycelter Wolle",
      "in lana riciclata",
      "z wełny z recyklingu",
    ),
    [
      ["recycledWool", 50],
      ["wool", 30],
      ["polyamide", 20],
    ],
    "wool",
    L(
      "La laine recyclée donne une seconde vie aux fibres existantes et évite une nouvelle teinture.",
      "Recycled wool gives existing fibres a second life and avoids another round of dyeing.",
      "La lana reciclada da una segunda vida a fibras ya existentes y evita un nuevo teñido.",
      "Recycelte Wolle schenkt vorhandenen Fasern ein zweites Leben und macht erneutes Färben überflüssig.",
      "La lana riciclata dà una seconda vita alle fibre esistenti ed evita una nuova tintura.",
      "Wełna z recyklingu daje drugie życie istniejącym włóknom i nie wymaga ponownego barwienia.",
    ),
    { recycled: 50, premium: 1.1, knitted: true },
  ),
  ALPACA_BLEND: m(
    L(
      "en alpaga mélangé",
      "alpaca-blend",
      "de mezcla de alpaca",
      "aus Alpaka-Mischung",
      "in misto alpaca",
      "z domieszką alpaki",
    ),
    [
      ["alpaca", 40],
      ["wool", 35],
      ["polyamide", 25],
    ],
    "wool",
    L(
      "L'alpaga apporte légèreté et gonflant, pour une maille à la fois chaude et aérienne.",
      "Alpaca brings lightness and loft, for a knit that is warm yet airy.",
      "La alpaca aporta ligereza y volumen, para un punto cálido y a la vez etéreo.",
      "Alpaka sorgt für Leichtigkeit und Volumen – für einen Strick, der wärmt und trotzdem luftig bleibt.",
      "L'alpaca dona leggerezza e volume, per una maglia calda e al tempo stesso ariosa.",
      "Alpaka zapewnia lekkość i puszystość – dzianina jest ciepła, a zarazem przewiewna.",
    ),
    { premium: 1.25, knitted: true },
  ),
  COTTON_YARN: m(
    L("en coton", "cotton", "de algodón", "aus Baumwolle", "in cotone", "z bawełny"),
    [["cotton", 100]],
    "cotton40",
    L(
      "Le fil de coton peigné donne une maille nette, douce et facile à entretenir.",
      "Combed cotton yarn makes a clean, soft knit that is easy to care for.",
      "El hilo de algodón peinado da como resultado un punto limpio, suave y fácil de cuidar.",
      "Gekämmtes Baumwollgarn ergibt einen klaren, weichen und pflegeleichten Strick.",
      "Il filato di cotone pettinato dà vita a una maglia nitida, morbida e facile da curare.",
      "Czesana przędza bawełniana tworzy gładką, miękką i łatwą w pielęgnacji dzianinę.",
    ),
    { knitted: true },
  ),
  RIGID_DENIM: m(
    L("en denim brut", "raw denim", "de denim rígido", "aus festem Denim", "in denim rigido", "z surowego denimu"),
    [["cotton", 100]],
    "denim",
    L(
      "Ce denim sans élasthanne se patine avec le temps et prend la forme de celui ou celle qui le porte.",
      "This non-stretch denim fades with time and moulds itself to the wearer.",
      "Este denim sin elastano se desgasta con el tiempo y se adapta a quien lo lleva.",
      "Dieser Denim ohne Stretchanteil bekommt mit der Zeit Patina und passt sich dem Körper an.",
      "Questo denim senza elastan si consuma con il tempo e si adatta a chi lo indossa.",
      "Ten nierozciągliwy denim z czasem nabiera patyny i dopasowuje się do sylwetki.",
    ),
    { denim: true },
  ),
  STRETCH_DENIM: m(
    L(
      "en denim stretch",
      "stretch denim",
      "de denim elástico",
      "aus Stretch-Denim",
      "in denim stretch",
      "z elastycznego denimu",
    ),
    [
      ["cotton", 98],
      ["elastane", 2],
    ],
    "denim",
    L(
      "Une touche d'élasthanne apporte au denim la souplesse nécessaire pour bouger librement.",
      "A touch of elastane gives the denim the flexibility to move freely.",
      "Un toque de elastano aporta al denim la flexibilidad necesaria para moverse con libertad.",
      "Ein Hauch Elasthan verleiht dem Denim die nötige Flexibilität für mehr Bewegungsfreiheit.",
      "Un tocco di elastan dona al denim la flessibilità necessaria per muoversi liberamente.",
      "Dodatek elastanu zapewnia denimowi elastyczność i swobodę ruchów.",
    ),
    { denim: true },
  ),
  RECYCLED_DENIM: m(
    L(
      "en denim recyclé",
      "recycled denim",
      "de denim reciclado",
      "aus recyceltem Denim",
      "in denim riciclato",
      "z denimu z recyklingu",
    ),
    [
      ["cotton", 80],
      ["recycledCotton", 20],
    ],
    "denim",
    L(
      "Ce denim intègre 20 % de coton recyclé issu de chutes de production.",
      "This denim contains 20% recycled cotton from production offcuts.",
      "Este denim incorpora un 20 % de algodón reciclado procedente de recortes de producción.",
      "Dieser Denim enthält 20 % recycelte Baumwolle aus Produktionsresten.",
      "Questo denim contiene il 20% di cotone riciclato proveniente da scarti di produzione.",
      "Ten denim zawiera 20% bawełny z recyklingu pochodzącej z odpadów produkcyjnych.",
    ),
    { recycled: 20, denim: true },
  ),
  GABARDINE: m(
    L(
      "en gabardine de coton",
      "cotton gabardine",
      "de gabardina de algodón",
      "aus Baumwollgabardine",
      "in gabardine di cotone",
      "z bawełnianej gabardyny",
    ),
    [["cotton", 100]],
    "cotton40",
    L(
      "La gabardine de coton, au tissage serré, protège du vent et des petites averses.",
      "Tightly woven cotton gabardine protects against wind and light showers.",
      "La gabardina de algodón, de tejido apretado, protege del viento y de los chubascos ligeros.",
      "Dicht gewebte Baumwollgabardine schützt vor Wind und leichten Schauern.",
      "La gabardine di cotone, a trama fitta, protegge dal vento e dalle piogge leggere.",
      "Gęsto tkana bawełniana gabardyna chroni przed wiatrem i przelotnym deszczem.",
    ),
  ),
  TWILL: m(
    L(
      "en twill de coton",
      "cotton twill",
      "de sarga de algodón",
      "aus Baumwoll-Twill",
      "in twill di cotone",
      "z bawełnianego twillu",
    ),
    [
      ["cotton", 98],
      ["elastane", 2],
    ],
    "cotton40",
    L(
      "Le twill de coton, robuste et légèrement stretch, conserve sa tenue toute la journée.",
      "Sturdy, slightly stretchy cotton twill keeps its shape all day long.",
      "La sarga de algodón, resistente y ligeramente elástica, mantiene su forma durante todo el día.",
      "Robuster, leicht elastischer Baumwoll-Twill bleibt den ganzen Tag in Form.",
      "Il twill di cotone, resistente e leggermente elasticizzato, mantiene la forma tutto il giorno.",
      "Wytrzymały, lekko elastyczny twill bawełniany zachowuje fason przez cały dzień.",
    ),
  ),
  CORDUROY: m(
    L("en velours côtelé", "corduroy", "de pana", "aus Cord", "in velluto a coste", "ze sztruksu"),
    [["cotton", 100]],
    "cotton40",
    L(
      "Le velours côtelé, doux et chaleureux, apporte du relief et une allure rétro.",
      "Soft, warm corduroy adds texture and a retro feel.",
      "La pana, suave y cálida, aporta relieve y un aire retro.",
      "Weicher, warmer Cord sorgt für Struktur und einen Hauch Retro.",
      "Il velluto a coste, morbido e caldo, aggiunge texture e un tocco rétro.",
      "Miękki, ciepły sztruks dodaje faktury i nutę retro.",
    ),
    { premium: 1.05 },
  ),
  RECYCLED_NYLON: m(
    L(
      "en nylon recyclé",
      "recycled nylon",
      "de nailon reciclado",
      "aus recyceltem Nylon",
      "in nylon riciclato",
      "z nylonu z recyklingu",
    ),
    [["recycledPolyamide", 100]],
    "technical",
    L(
      "Sa toile déperlante et coupe-vent est fabriquée à partir de filets de pêche et de déchets textiles recyclés.",
      "Its water-repellent, windproof shell is made from recycled fishing nets and textile waste.",
      "Su tejido repelente al agua y cortavientos está fabricado con redes de pesca y residuos textiles reciclados.",
      "Das wasserabweisende, winddichte Obermaterial wird aus recycelten Fischernetzen und Textilabfällen hergestellt.",
      "Il tessuto idrorepellente e antivento è realizzato con reti da pesca e scarti tessili riciclati.",
      "Wodoodpychająca, wiatroszczelna tkanina powstaje z sieci rybackich i odpadów tekstylnych z recyklingu.",
    ),
    { recycled: 100 },
  ),
  SATIN: m(
    L("en satin", "satin", "de satén", "aus Satin", "in raso", "z satyny"),
    [["recycledPolyester", 100]],
    "gentle30",
    L(
      "Ce satin brillant et fluide est tissé à partir de polyester recyclé.",
      "This glossy, fluid satin is woven from recycled polyester.",
      "Este satén brillante y fluido está tejido con poliéster reciclado.",
      "Der glänzende, fließende Satin wird aus recyceltem Polyester gewebt.",
      "Questo raso lucido e fluido è tessuto con poliestere riciclato.",
      "Ta lśniąca, lejąca satyna jest tkana z poliestru z recyklingu.",
    ),
    { recycled: 100 },
  ),
  PIQUE: m(
    L(
      "en piqué de coton",
      "cotton piqué",
      "de piqué de algodón",
      "aus Baumwollpiqué",
      "in piquet di cotone",
      "z bawełnianej piki",
    ),
    [["cotton", 100]],
    "cotton40",
    L(
      "Le piqué de coton, à la texture alvéolée, laisse respirer la peau.",
      "Textured cotton piqué lets the skin breathe.",
      "El piqué de algodón, de textura en relieve, deja respirar la piel.",
      "Strukturierter Baumwollpiqué lässt die Haut atmen.",
      "Il piquet di cotone, dalla trama a nido d'ape, lascia respirare la pelle.",
      "Bawełniana pika o strukturalnym splocie pozwala skórze oddychać.",
    ),
    { knitted: true },
  ),
  RECYCLED_COTTON: m(
    L(
      "en coton recyclé",
      "recycled cotton",
      "de algodón reciclado",
      "aus recycelter Baumwolle",
      "in cotone riciclato",
      "z bawełny z recyklingu",
    ),
    [
      ["recycledCotton", 60],
      ["organicCotton", 40],
    ],
    "cotton40",
    L(
      "Ce coton recyclé, issu de chutes de coupe, nécessite bien moins d'eau qu'un coton conventionnel.",
      "Made from cutting waste, this recycled cotton needs far less water than conventional cotton.",
      "Este algodón reciclado, procedente de restos de corte, necesita mucha menos agua que el algodón convencional.",
      "Diese recycelte Baumwolle aus Zuschnittresten benötigt deutlich weniger Wasser als konventionelle Baumwolle.",
      "Questo cotone riciclato, ottenuto dagli scarti di taglio, richiede molta meno acqua del cotone convenzionale.",
      "Ta bawełna z recyklingu, pozyskana z resztek krojowych, wymaga znacznie mniej wody niż bawełna konwencjonalna.",
    ),
    { recycled: 60 },
  ),
  FLEECE: m(
    L(
      "en molleton",
      "cotton fleece",
      "de felpa de algodón",
      "aus Sweatstoff",
      "in cotone garzato",
      "z dzianiny dresowej",
    ),
    [
      ["organicCotton", 80],
      ["recycledPolyester", 20],
    ],
    "cotton40",
    L(
      "Le molleton gratté à l'intérieur est tout doux et garde bien la chaleur.",
      "The brushed fleece inside is super soft and keeps the warmth in.",
      "La felpa perchada por dentro es muy suave y conserva bien el calor.",
      "Der innen angeraute Sweatstoff ist kuschelweich und hält schön warm.",
      "Il cotone garzato all'interno è morbidissimo e trattiene bene il calore.",
      "Drapana od wewnątrz dzianina dresowa jest bardzo miękka i dobrze trzyma ciepło.",
    ),
    { recycled: 20, knitted: true },
  ),
  FLANNEL: m(
    L(
      "en flanelle de coton",
      "cotton flannel",
      "de franela de algodón",
      "aus Baumwollflanell",
      "in flanella di cotone",
      "z bawełnianej flaneli",
    ),
    [["cotton", 100]],
    "cotton40",
    L(
      "La flanelle de coton brossée est douce et chaude, parfaite pour la mi-saison.",
      "Brushed cotton flannel is soft and warm, perfect for the in-between seasons.",
      "La franela de algodón cepillada es suave y cálida, perfecta para el entretiempo.",
      "Angerauter Baumwollflanell ist weich und warm – ideal für die Übergangszeit.",
      "La flanella di cotone spazzolata è morbida e calda, perfetta per la mezza stagione.",
      "Drapana bawełniana flanela jest miękka i ciepła – idealna na okres przejściowy.",
    ),
  ),
  RIB: m(
    L("en maille côtelée", "ribbed", "de punto de canalé", "aus Rippjersey", "in costina", "z prążkowanej dzianiny"),
    [
      ["organicCotton", 95],
      ["elastane", 5],
    ],
    "cotton40",
    L(
      "Sa maille côtelée en coton biologique s'étire en douceur et suit chaque mouvement.",
      "Its organic cotton rib stretches gently and follows every movement.",
      "Su punto de canalé de algodón orgánico se estira con suavidad y acompaña cada movimiento.",
      "Der Rippjersey aus Bio-Baumwolle dehnt sich sanft und macht jede Bewegung mit.",
      "La costina in cotone biologico si allunga delicatamente e segue ogni movimento.",
      "Prążkowana dzianina z bawełny organicznej delikatnie się rozciąga i podąża za każdym ruchem.",
    ),
    { knitted: true },
  ),
  VELOUR: m(
    L("en velours", "velour", "de terciopelo", "aus Nicki", "in ciniglia", "z weluru"),
    [
      ["cotton", 80],
      ["polyester", 20],
    ],
    "cotton40",
    L(
      "Le velours, moelleux et chaud, enveloppe bébé de douceur.",
      "Plush, warm velour wraps your baby in softness.",
      "El terciopelo, mullido y cálido, envuelve al bebé en suavidad.",
      "Flauschiger, warmer Nicki hüllt das Baby in Weichheit.",
      "La ciniglia, morbida e calda, avvolge il bebè di dolcezza.",
      "Miękki, ciepły welur otula maluszka delikatnością.",
    ),
    { knitted: true },
  ),
  MUSLIN: m(
    L(
      "en gaze de coton",
      "cotton muslin",
      "de muselina de algodón",
      "aus Baumwollmusselin",
      "in mussola di cotone",
      "z bawełnianego muślinu",
    ),
    [["organicCotton", 100]],
    "cotton40",
    L(
      "La gaze de coton, légère et respirante, devient plus douce à chaque lavage.",
      "Light, breathable cotton muslin gets softer with every wash.",
      "La muselina de algodón, ligera y transpirable, es más suave con cada lavado.",
      "Leichter, atmungsaktiver Baumwollmusselin wird mit jeder Wäsche weicher.",
      "La mussola di cotone, leggera e traspirante, diventa più morbida a ogni lavaggio.",
      "Lekki, przewiewny muślin bawełniany z każdym praniem staje się coraz bardziej miękki.",
    ),
  ),
  PERCALE: m(
    L(
      "en percale de coton",
      "cotton percale",
      "de percal de algodón",
      "aus Baumwollperkal",
      "in percalle di cotone",
      "z bawełnianego perkalu",
    ),
    [["cotton", 100]],
    "home60",
    L(
      "La percale de coton peigné, mate et fraîche, offre un toucher net et léger.",
      "Matt, cool combed cotton percale feels crisp and light.",
      "El percal de algodón peinado, mate y fresco, ofrece un tacto nítido y ligero.",
      "Mattes, kühles Perkal aus gekämmter Baumwolle fühlt sich frisch und leicht an.",
      "Il percalle di cotone pettinato, opaco e fresco, offre una mano nitida e leggera.",
      "Matowy, chłodny perkal z czesanej bawełny jest gładki i lekki w dotyku.",
    ),
  ),
  WASHED_LINEN: m(
    L("en lin lavé", "washed linen", "de lino lavado", "aus gewaschenem Leinen", "in lino lavato", "z pranego lnu"),
    [["linen", 100]],
    "cotton40",
    L(
      "Le lin lavé, au froissé naturel, devient plus doux à chaque passage en machine.",
      "Washed linen, with its natural crumpled look, gets softer every time it goes through the machine.",
      "El lino lavado, con su arrugado natural, se vuelve más suave con cada lavado.",
      "Gewaschenes Leinen mit natürlicher Knitteroptik wird mit jeder Wäsche weicher.",
      "Il lino lavato, dall'effetto stropicciato naturale, diventa più morbido a ogni lavaggio.",
      "Prany len o naturalnie pogniecionym wyglądzie z każdym praniem staje się coraz bardziej miękki.",
    ),
    { premium: 1.3 },
  ),
  SATEEN: m(
    L(
      "en satin de coton",
      "cotton sateen",
      "de satén de algodón",
      "aus Baumwollsatin",
      "in raso di cotone",
      "z satyny bawełnianej",
    ),
    [["cotton", 100]],
    "home60",
    L(
      "Le satin de coton, lisse et légèrement brillant, glisse délicatement sur la peau.",
      "Smooth, softly lustrous cotton sateen glides gently against the skin.",
      "El satén de algodón, liso y ligeramente brillante, se desliza con delicadeza sobre la piel.",
      "Glatter, leicht glänzender Baumwollsatin gleitet sanft über die Haut.",
      "Il raso di cotone, liscio e leggermente lucido, scivola delicatamente sulla pelle.",
      "Gładka, lekko lśniąca satyna bawełniana delikatnie otula skórę.",
    ),
    { premium: 1.15 },
  ),
  TERRY: m(
    L(
      "en éponge de coton",
      "cotton terry",
      "de rizo de algodón",
      "aus Baumwollfrottee",
      "in spugna di cotone",
      "z bawełny frotté",
    ),
    [["cotton", 100]],
    "home60",
    L(
      "L'éponge de coton de 550 g/m² est dense, moelleuse et très absorbante.",
      "Dense, plush 550 gsm cotton terry is highly absorbent.",
      "El rizo de algodón de 550 g/m² es denso, mullido y muy absorbente.",
      "Dichter, flauschiger Baumwollfrottee mit 550 g/m² ist besonders saugfähig.",
      "La spugna di cotone da 550 g/m² è densa, soffice e molto assorbente.",
      "Gęsta, puszysta bawełna frotté o gramaturze 550 g/m² doskonale chłonie wodę.",
    ),
  ),
  WAFFLE: m(
    L("en nid d'abeille", "waffle", "de nido de abeja", "aus Waffelpiqué", "in nido d'ape", "z bawełny waflowej"),
    [["cotton", 100]],
    "home60",
    L(
      "Le nid d'abeille en coton, léger et texturé, sèche très rapidement.",
      "Light, textured waffle cotton dries very quickly.",
      "El algodón de nido de abeja, ligero y con textura, se seca muy rápido.",
      "Leichtes, strukturiertes Waffelpiqué aus Baumwolle trocknet besonders schnell.",
      "Il nido d'ape in cotone, leggero e materico, si asciuga molto rapidamente.",
      "Lekka, strukturalna bawełna waflowa schnie bardzo szybko.",
    ),
  ),
  VELVET: m(
    L(
      "en velours de coton",
      "cotton velvet",
      "de terciopelo de algodón",
      "aus Baumwollsamt",
      "in velluto di cotone",
      "z bawełnianego aksamitu",
    ),
    [["cotton", 100]],
    "velvet",
    L(
      "Le velours de coton, profond et chatoyant, joue avec la lumière.",
      "Deep, shimmering cotton velvet plays with the light.",
      "El terciopelo de algodón, profundo y tornasolado, juega con la luz.",
      "Tiefer, schimmernder Baumwollsamt spielt mit dem Licht.",
      "Il velluto di cotone, profondo e cangiante, gioca con la luce.",
      "Głęboki, mieniący się bawełniany aksamit pięknie gra ze światłem.",
    ),
    { premium: 1.2 },
  ),
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof MATERIALS;

/** "55 % lin, 45 % coton" / "55% linen, 45% cotton" (fr, es and de put a no-break space before %). */
export function composition(material: Material): Localized {
  const out = {} as Localized;
  for (const language of ["fr", "en", "es", "de", "it", "pl"] as const) {
    const percent = language === "fr" || language === "es" || language === "de" ? "\u00a0%" : "%";
    out[language] = material.fibres.map(([fibre, share]) => `${share}${percent} ${FIBRES[fibre][language]}`).join(", ");
  }
  return out;
}

export const careText = (material: Material): Localized => CARE[material.care];
