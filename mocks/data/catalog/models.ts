import type { GarmentType, Localized, Sleeves } from "../types";
import type { MaterialKey } from "./materials";
import { L } from "./text";

/**
 * Product models: a noun phrase per language (en in lower case, it follows the material) and the
 * first sentence of the description. Each model is offered in each of its materials, so a leaf
 * family lists one product per (model, material) pair.
 */
export interface Model {
  garment: GarmentType;
  name: Localized;
  text: Localized;
  materials: MaterialKey[];
  /** Base price in EUR cents (adult size, standard material). */
  price: number;
  /** Size labels when they do not follow the family's default (home textiles). */
  sizes?: string[];
  /** The sleeves, where the model states them (else the garment's usual cut). */
  sleeves?: Sleeves;
}

/** A model whose sleeves its name or description states: its pictures draw them so. */
const cut = (sleeves: Sleeves, of: Model): Model => ({ ...of, sleeves });

const model = (
  garment: GarmentType,
  price: number,
  name: Localized,
  text: Localized,
  materials: MaterialKey[],
  sizes?: string[],
): Model => ({
  garment,
  price,
  name,
  text,
  materials,
  ...(sizes ? { sizes } : {}),
});

// ------------------------------------------------------------------ shared by several families

const CREW_TSHIRT = (materials: MaterialKey[]) =>
  model(
    "tshirt",
    2499,
    L(
      "T-shirt col rond",
      "crew-neck T-shirt",
      "Camiseta de cuello redondo",
      "T-Shirt mit Rundhalsausschnitt",
      "T-shirt girocollo",
      "T-shirt z okrągłym dekoltem",
    ),
    L(
      "Un basique indispensable à la coupe droite et au col rond finement côtelé.",
      "An essential basic with a straight cut and a fine ribbed crew neck.",
      "Un básico imprescindible de corte recto con cuello redondo de canalé fino.",
      "Ein unverzichtbares Basic mit geradem Schnitt und fein geripptem Rundhalsausschnitt.",
      "Un capo basic irrinunciabile, dal taglio dritto e con girocollo a coste sottili.",
      "Niezbędny basic o prostym kroju z okrągłym dekoltem wykończonym drobnym ściągaczem.",
    ),
    materials,
  );

const LONG_SLEEVE_TSHIRT = (materials: MaterialKey[]) =>
  cut(
    "long",
    model(
      "tshirt",
      2999,
      L(
        "T-shirt manches longues",
        "long-sleeved T-shirt",
        "Camiseta de manga larga",
        "Langarmshirt",
        "T-shirt a maniche lunghe",
        "Koszulka z długim rękawem",
      ),
      L(
        "Un t-shirt à manches longues près du corps, parfait en sous-couche comme porté seul.",
        "A close-fitting long-sleeved T-shirt, as good as a base layer as it is on its own.",
        "Una camiseta de manga larga ajustada, perfecta como primera capa o sola.",
        "Ein figurnahes Langarmshirt, ideal zum Drunterziehen oder pur getragen.",
        "Una t-shirt a maniche lunghe aderente, perfetta come primo strato o da sola.",
        "Dopasowana koszulka z długim rękawem, świetna jako pierwsza warstwa lub noszona solo.",
      ),
      materials,
    ),
  );

const CREW_JUMPER = (materials: MaterialKey[]) =>
  model(
    "knit",
    6999,
    L(
      "Pull col rond",
      "crew-neck jumper",
      "Jersey de cuello redondo",
      "Pullover mit Rundhalsausschnitt",
      "Maglione girocollo",
      "Sweter z okrągłym dekoltem",
    ),
    L(
      "Un pull col rond à la maille douce et régulière, pensé pour durer saison après saison.",
      "A crew-neck jumper in a soft, even knit, made to last season after season.",
      "Un jersey de cuello redondo de punto suave y regular, pensado para durar temporada tras temporada.",
      "Ein Pullover mit Rundhalsausschnitt aus weichem, gleichmäßigem Strick, gemacht für viele Saisons.",
      "Un maglione girocollo in maglia morbida e regolare, pensato per durare stagione dopo stagione.",
      "Sweter z okrągłym dekoltem z miękkiej, równej dzianiny, stworzony na wiele sezonów.",
    ),
    materials,
  );

const CARDIGAN = (materials: MaterialKey[], price = 7499) =>
  model(
    "knit",
    price,
    L("Cardigan", "cardigan", "Cárdigan", "Cardigan", "Cardigan", "Kardigan"),
    L(
      "Un cardigan boutonné à col V, à porter ouvert ou fermé, seul ou sur un t-shirt.",
      "A buttoned V-neck cardigan to wear open or closed, alone or over a T-shirt.",
      "Un cárdigan abotonado de cuello de pico, para llevar abierto o cerrado, solo o sobre una camiseta.",
      "Ein geknöpfter Cardigan mit V-Ausschnitt, offen oder geschlossen, pur oder über einem T-Shirt zu tragen.",
      "Un cardigan abbottonato con scollo a V, da portare aperto o chiuso, da solo o sopra una t-shirt.",
      "Zapinany na guziki kardigan z dekoltem w szpic – do noszenia rozpiętego lub zapiętego, solo lub na T-shirt.",
    ),
    materials,
  );

const ROLL_NECK = (materials: MaterialKey[]) =>
  model(
    "knit",
    7499,
    L("Pull col roulé", "roll-neck jumper", "Jersey de cuello alto", "Rollkragenpullover", "Dolcevita", "Golf"),
    L(
      "Un pull col roulé ajusté, idéal sous une veste ou un manteau quand le froid arrive.",
      "A fitted roll-neck jumper, ideal under a jacket or coat when the weather turns cold.",
      "Un jersey de cuello alto entallado, ideal bajo una chaqueta o un abrigo cuando llega el frío.",
      "Ein figurnaher Rollkragenpullover – ideal unter Blazer oder Mantel, wenn es kalt wird.",
      "Un dolcevita aderente, ideale sotto una giacca o un cappotto quando arriva il freddo.",
      "Dopasowany golf – idealny pod marynarkę lub płaszcz w chłodne dni.",
    ),
    materials,
  );

const CABLE_JUMPER = (materials: MaterialKey[]) =>
  model(
    "knit",
    7999,
    L(
      "Pull torsadé",
      "cable-knit jumper",
      "Jersey de ochos",
      "Zopfstrickpullover",
      "Maglione a trecce",
      "Sweter w warkocze",
    ),
    L(
      "Un pull à torsades généreuses, à la maille épaisse et enveloppante.",
      "A jumper with generous cables in a thick, cosy knit.",
      "Un jersey con ochos generosos, de punto grueso y envolvente.",
      "Ein Pullover mit großzügigem Zopfmuster aus dickem, kuscheligem Strick.",
      "Un maglione con trecce generose, in una maglia spessa e avvolgente.",
      "Sweter z wyrazistym splotem warkoczowym z grubej, otulającej dzianiny.",
    ),
    materials,
  );

const SWEATER_VEST = (materials: MaterialKey[]) =>
  cut(
    "none",
    model(
      "knit",
      5499,
      L("Pull sans manches", "sweater vest", "Chaleco de punto", "Pullunder", "Gilet smanicato", "Kamizelka"),
      L(
        "Un pull sans manches à col V, à superposer sur une chemise ou un t-shirt.",
        "A V-neck sweater vest for layering over a shirt or T-shirt.",
        "Un chaleco de punto con cuello de pico, para llevar sobre una camisa o una camiseta.",
        "Ein Pullunder mit V-Ausschnitt zum Kombinieren über Hemd oder T-Shirt.",
        "Un gilet smanicato con scollo a V, da indossare sopra una camicia o una t-shirt.",
        "Kamizelka z dekoltem w szpic do noszenia na koszulę lub T-shirt.",
      ),
      materials,
    ),
  );

const LONG_COAT = (materials: MaterialKey[]) =>
  model(
    "coat",
    17900,
    L("Manteau long", "long coat", "Abrigo largo", "Langer Mantel", "Cappotto lungo", "Długi płaszcz"),
    L(
      "Un manteau long à revers et boutonnage simple, qui structure toutes les tenues d'hiver.",
      "A long single-breasted coat with lapels that sharpens every winter outfit.",
      "Un abrigo largo de solapas y botonadura sencilla, que estructura cualquier look de invierno.",
      "Ein langer, einreihiger Mantel mit Reverskragen, der jedem Winteroutfit Struktur verleiht.",
      "Un cappotto lungo monopetto con revers, che dà struttura a ogni look invernale.",
      "Długi, jednorzędowy płaszcz z klapami, który nada charakteru każdej zimowej stylizacji.",
    ),
    materials,
  );

const PEA_COAT = (materials: MaterialKey[]) =>
  model(
    "coat",
    15900,
    L("Caban", "pea coat", "Chaquetón marinero", "Caban", "Caban", "Bosmanka"),
    L(
      "Un caban d'inspiration marine, à double boutonnage et grand col, pour affronter l'hiver avec style.",
      "A naval-inspired double-breasted pea coat with a wide collar, to see you through winter in style.",
      "Un chaquetón de inspiración marinera, cruzado y con cuello amplio, para afrontar el invierno con estilo.",
      "Ein zweireihiger Caban im Marine-Stil mit breitem Kragen – stilvoll durch den Winter.",
      "Un caban di ispirazione marinara, doppiopetto e con ampio collo, per affrontare l'inverno con stile.",
      "Dwurzędowa bosmanka w marynarskim stylu z szerokim kołnierzem – na stylową zimę.",
    ),
    materials,
  );

const PUFFER = model(
  "jacket",
  8999,
  L(
    "Doudoune légère",
    "lightweight puffer jacket",
    "Chaqueta acolchada ligera",
    "Leichte Steppjacke",
    "Giubbotto trapuntato leggero",
    "Lekka kurtka pikowana",
  ),
  L(
    "Une doudoune légère et compressible, à glisser dans un sac pour les journées de mi-saison.",
    "A light, packable puffer jacket to slip into your bag on in-between days.",
    "Una chaqueta acolchada ligera y plegable, para llevar en el bolso en los días de entretiempo.",
    "Eine leichte, verstaubare Steppjacke, die an Übergangstagen in jede Tasche passt.",
    "Un giubbotto trapuntato leggero e ripiegabile, da tenere in borsa nelle giornate di mezza stagione.",
    "Lekka, składana kurtka pikowana, która zmieści się w torbie w przejściowe dni.",
  ),
  ["RECYCLED_NYLON"],
);

const PARKA = model(
  "coat",
  14900,
  L("Parka", "parka", "Parka", "Parka", "Parka", "Parka"),
  L(
    "Une parka à capuche, avec poches à rabat et cordon de serrage à la taille.",
    "A hooded parka with flap pockets and a drawstring waist.",
    "Una parka con capucha, bolsillos con solapa y cordón ajustable en la cintura.",
    "Ein Parka mit Kapuze, Pattentaschen und Tunnelzug in der Taille.",
    "Un parka con cappuccio, tasche con pattina e coulisse in vita.",
    "Parka z kapturem, kieszeniami z klapkami i ściągaczem w talii.",
  ),
  ["RECYCLED_NYLON", "GABARDINE"],
);

const CHORE_JACKET = model(
  "jacket",
  8999,
  L("Veste worker", "chore jacket", "Chaqueta worker", "Worker-Jacke", "Giacca worker", "Kurtka worker"),
  L(
    "Une veste d'inspiration workwear, avec quatre poches plaquées et boutons métalliques.",
    "A workwear-inspired jacket with four patch pockets and metal buttons.",
    "Una chaqueta de inspiración workwear, con cuatro bolsillos de parche y botones metálicos.",
    "Eine Jacke im Workwear-Stil mit vier aufgesetzten Taschen und Metallknöpfen.",
    "Una giacca di ispirazione workwear, con quattro tasche applicate e bottoni in metallo.",
    "Kurtka w stylu workwear z czterema naszywanymi kieszeniami i metalowymi guzikami.",
  ),
  ["RIGID_DENIM", "CORDUROY", "TWILL", "LINEN"],
);

const DRAWSTRING_TROUSERS = (materials: MaterialKey[]) =>
  model(
    "trousers",
    5499,
    L(
      "Pantalon à cordon",
      "drawstring trousers",
      "Pantalón con cordón",
      "Hose mit Tunnelzug",
      "Pantaloni con coulisse",
      "Spodnie wiązane w pasie",
    ),
    L(
      "Un pantalon décontracté à taille élastiquée et cordon de serrage, aussi confortable qu'élégant.",
      "Relaxed trousers with an elasticated drawstring waist, as comfortable as they are smart.",
      "Un pantalón relajado con cintura elástica y cordón ajustable, tan cómodo como elegante.",
      "Eine lässige Hose mit elastischem Bund und Tunnelzug – bequem und trotzdem elegant.",
      "Pantaloni rilassati con vita elastica e coulisse, comodi ed eleganti al tempo stesso.",
      "Swobodne spodnie z elastycznym pasem i wiązaniem – równie wygodne, co eleganckie.",
    ),
    materials,
  );

const STRAIGHT_JEANS = (text: Localized) =>
  model(
    "jeans",
    6999,
    L(
      "Jean droit",
      "straight-leg jeans",
      "Vaquero recto",
      "Straight-Fit-Jeans",
      "Jeans a gamba dritta",
      "Jeansy proste",
    ),
    text,
    ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
  );

const SLIM_JEANS = model(
  "jeans",
  6999,
  L("Jean slim", "slim-fit jeans", "Vaquero slim", "Slim-Fit-Jeans", "Jeans slim", "Jeansy slim"),
  L(
    "Un jean slim ajusté de la hanche à la cheville, pour une silhouette nette.",
    "Slim-fit jeans, close from hip to ankle for a clean silhouette.",
    "Un vaquero slim ajustado de la cadera al tobillo, para una silueta limpia.",
    "Eine Slim-Fit-Jeans, schmal von der Hüfte bis zum Knöchel, für eine klare Silhouette.",
    "Jeans slim aderenti dal fianco alla caviglia, per una silhouette pulita.",
    "Jeansy slim dopasowane od bioder do kostek, dla wyrazistej sylwetki.",
  ),
  ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
);

const CHINOS = (materials: MaterialKey[], price = 5999) =>
  model(
    "trousers",
    price,
    L("Chino", "chinos", "Pantalón chino", "Chinohose", "Pantaloni chino", "Chinosy"),
    L(
      "Un chino à la coupe droite et aux poches italiennes, le pantalon du quotidien par excellence.",
      "Straight-fit chinos with slanted pockets, the everyday trousers par excellence.",
      "Un pantalón chino de corte recto con bolsillos al bies, el pantalón de diario por excelencia.",
      "Eine Chinohose mit geradem Bein und schrägen Eingrifftaschen – die Alltagshose schlechthin.",
      "Pantaloni chino dal taglio dritto con tasche all'italiana, i pantaloni di tutti i giorni per eccellenza.",
      "Chinosy o prostym kroju ze skośnymi kieszeniami – spodnie na co dzień w najlepszym wydaniu.",
    ),
    materials,
  );

const CHECKED_SHIRT = (price: number) =>
  model(
    "shirt",
    price,
    L(
      "Chemise à carreaux",
      "checked shirt",
      "Camisa de cuadros",
      "Kariertes Hemd",
      "Camicia a quadri",
      "Koszula w kratę",
    ),
    L(
      "Une chemise à carreaux à porter ouverte sur un t-shirt ou boutonnée pour les grandes occasions.",
      "A checked shirt to wear open over a T-shirt or buttoned up for special occasions.",
      "Una camisa de cuadros para llevar abierta sobre una camiseta o abotonada en las ocasiones especiales.",
      "Ein kariertes Hemd – offen über einem T-Shirt oder zugeknöpft für besondere Anlässe.",
      "Una camicia a quadri da portare aperta sopra una t-shirt o abbottonata nelle occasioni speciali.",
      "Koszula w kratę do noszenia rozpiętej na T-shirt lub zapiętej na specjalne okazje.",
    ),
    ["FLANNEL", "COTTON_POPLIN", "ORGANIC_COTTON"],
  );

const SHORT_DRESS = (materials: MaterialKey[], price = 4999) =>
  cut(
    "puff",
    model(
      "dress",
      price,
      L("Robe courte", "short dress", "Vestido corto", "Kurzes Kleid", "Abito corto", "Krótka sukienka"),
      L(
        "Une robe courte à manches bouffantes et encolure carrée, légère et pleine de fraîcheur.",
        "A short dress with puff sleeves and a square neckline, light and fresh.",
        "Un vestido corto con mangas abullonadas y escote cuadrado, ligero y fresco.",
        "Ein kurzes Kleid mit Puffärmeln und eckigem Ausschnitt, leicht und frisch.",
        "Un abito corto con maniche a sbuffo e scollo quadrato, leggero e fresco.",
        "Krótka sukienka z bufiastymi rękawami i kwadratowym dekoltem – lekka i świeża.",
      ),
      materials,
    ),
  );

// kids (girls and boys)
const PRINTED_TSHIRT = model(
  "tshirt",
  1499,
  L(
    "T-shirt imprimé",
    "printed T-shirt",
    "Camiseta estampada",
    "Bedrucktes T-Shirt",
    "T-shirt stampata",
    "T-shirt z nadrukiem",
  ),
  L(
    "Un t-shirt à manches courtes orné d'un imprimé exclusif dessiné dans notre studio.",
    "A short-sleeved T-shirt featuring an exclusive print designed in our studio.",
    "Una camiseta de manga corta con un estampado exclusivo diseñado en nuestro estudio.",
    "Ein kurzärmeliges T-Shirt mit exklusivem Print, entworfen in unserem Studio.",
    "Una t-shirt a maniche corte con una stampa esclusiva disegnata nel nostro studio.",
    "T-shirt z krótkim rękawem z ekskluzywnym nadrukiem zaprojektowanym w naszym studiu.",
  ),
  ["ORGANIC_COTTON", "COTTON_JERSEY", "RECYCLED_COTTON"],
);

const HOODIE = model(
  "top",
  2999,
  L("Sweat à capuche", "hoodie", "Sudadera con capucha", "Kapuzenpullover", "Felpa con cappuccio", "Bluza z kapturem"),
  L(
    "Un sweat à capuche douillet avec poche kangourou, le compagnon idéal des récréations.",
    "A cosy hoodie with a kangaroo pocket, the perfect companion for playtime.",
    "Una sudadera con capucha muy cómoda y bolsillo canguro, la compañera ideal para el recreo.",
    "Ein kuscheliger Kapuzenpullover mit Kängurutasche – der perfekte Begleiter für die Pause.",
    "Una felpa con cappuccio morbida e tasca a marsupio, la compagna ideale della ricreazione.",
    "Przytulna bluza z kapturem i kieszenią kangurką – idealna do zabawy na przerwie.",
  ),
  ["FLEECE", "ORGANIC_COTTON", "RECYCLED_COTTON"],
);

const KIDS_JEANS = model(
  "jeans",
  2999,
  L(
    "Jean à taille réglable",
    "adjustable-waist jeans",
    "Vaquero con cintura ajustable",
    "Jeans mit verstellbarem Bund",
    "Jeans con vita regolabile",
    "Jeansy z regulowanym pasem",
  ),
  L(
    "Un jean robuste à taille réglable par élastique boutonné, qui grandit avec votre enfant.",
    "Hard-wearing jeans with an adjustable elastic waist that grows with your child.",
    "Un vaquero resistente con cintura ajustable mediante elástico interior, pensado para acompañar su crecimiento.",
    "Eine robuste Jeans mit verstellbarem Gummizug im Bund, die mitwächst.",
    "Jeans resistenti con elastico regolabile in vita, che crescono insieme ai più piccoli.",
    "Wytrzymałe jeansy z regulowaną gumką w pasie, które rosną razem z dzieckiem.",
  ),
  ["STRETCH_DENIM", "RECYCLED_DENIM", "RIGID_DENIM"],
);

const JACQUARD_JUMPER = model(
  "knit",
  3499,
  L(
    "Pull jacquard",
    "jacquard jumper",
    "Jersey de jacquard",
    "Jacquard-Pullover",
    "Maglione jacquard",
    "Sweter żakardowy",
  ),
  L(
    "Un pull chaud au motif jacquard tricoté, avec bords côtes aux poignets et à la taille.",
    "A warm jumper with a knitted jacquard pattern and ribbed cuffs and hem.",
    "Un jersey cálido con motivo de jacquard tejido y remates de canalé en puños y bajo.",
    "Ein warmer Pullover mit eingestricktem Jacquardmuster und Rippbündchen an Ärmeln und Saum.",
    "Un maglione caldo con motivo jacquard lavorato a maglia e bordi a coste su polsi e fondo.",
    "Ciepły sweter z wrabianym wzorem żakardowym i ściągaczami przy mankietach i na dole.",
  ),
  ["MERINO", "COTTON_YARN", "RECYCLED_WOOL"],
);

export const MODELS_BY_FAMILY: Record<string, Model[]> = {
  // ---------------------------------------------------------------- women
  WOMEN_DRESSES: [
    model(
      "dress",
      5999,
      L("Robe midi", "midi dress", "Vestido midi", "Midikleid", "Abito midi", "Sukienka midi"),
      L(
        "Une robe midi à la taille marquée et à la jupe légèrement évasée, qui se porte aussi bien en ville qu'en week-end.",
        "A midi dress with a defined waist and a softly flared skirt, as right in town as it is at the weekend.",
        "Un vestido midi con la cintura marcada y la falda ligeramente evasé, perfecto tanto para la ciudad como para el fin de semana.",
        "Ein Midikleid mit betonter Taille und leicht ausgestelltem Rock – ideal für die Stadt wie fürs Wochenende.",
        "Un abito midi con vita segnata e gonna leggermente svasata, perfetto in città come nel fine settimana.",
        "Sukienka midi z podkreśloną talią i lekko rozkloszowanym dołem – sprawdzi się zarówno w mieście, jak i w weekend.",
      ),
      ["LINEN", "VISCOSE", "COTTON_POPLIN", "SILK", "LINEN_COTTON"],
    ),
    cut(
      "short",
      model(
        "dress",
        5999,
        L(
          "Robe chemise",
          "shirt dress",
          "Vestido camisero",
          "Hemdblusenkleid",
          "Abito chemisier",
          "Sukienka koszulowa",
        ),
        L(
          "Une robe chemise boutonnée sur toute la longueur, avec une ceinture à nouer pour ajuster la silhouette.",
          "A shirt dress buttoned all the way down, with a tie belt to shape the silhouette.",
          "Un vestido camisero abotonado de arriba abajo, con cinturón para anudar que define la silueta.",
          "Ein durchgeknöpftes Hemdblusenkleid mit Bindegürtel, der die Silhouette formt.",
          "Un abito chemisier abbottonato per tutta la lunghezza, con cintura da annodare per definire la silhouette.",
          "Sukienka koszulowa zapinana na guziki na całej długości, z wiązanym paskiem, który podkreśla sylwetkę.",
        ),
        ["LINEN", "COTTON_POPLIN", "VISCOSE", "LINEN_COTTON", "ORGANIC_COTTON"],
      ),
    ),
    model(
      "dress",
      6999,
      L(
        "Robe portefeuille",
        "wrap dress",
        "Vestido cruzado",
        "Wickelkleid",
        "Abito a portafoglio",
        "Sukienka kopertowa",
      ),
      L(
        "Une robe portefeuille au décolleté en V, qui se noue à la taille et flatte toutes les silhouettes.",
        "A V-neck wrap dress that ties at the waist and flatters every figure.",
        "Un vestido cruzado con escote de pico que se anuda a la cintura y favorece a todas las siluetas.",
        "Ein Wickelkleid mit V-Ausschnitt, das in der Taille gebunden wird und jeder Figur schmeichelt.",
        "Un abito a portafoglio con scollo a V, che si annoda in vita e valorizza ogni figura.",
        "Sukienka kopertowa z dekoltem w szpic, wiązana w talii, która podkreśla każdą sylwetkę.",
      ),
      ["VISCOSE", "SILK", "COTTON_JERSEY", "LINEN"],
    ),
    model(
      "dress",
      6999,
      L("Robe longue", "maxi dress", "Vestido largo", "Maxikleid", "Abito lungo", "Sukienka maxi"),
      L(
        "Une robe longue à fines bretelles réglables et au dos légèrement décolleté, idéale pour les soirées d'été.",
        "A maxi dress with thin adjustable straps and a gently low back, made for summer evenings.",
        "Un vestido largo con tirantes finos regulables y espalda ligeramente escotada, ideal para las noches de verano.",
        "Ein Maxikleid mit schmalen, verstellbaren Trägern und leicht tiefem Rückenausschnitt – wie gemacht für Sommerabende.",
        "Un abito lungo con spalline sottili regolabili e schiena leggermente scollata, ideale per le serate estive.",
        "Sukienka maxi na cienkich regulowanych ramiączkach, z lekko wyciętymi plecami – idealna na letnie wieczory.",
      ),
      ["LINEN", "VISCOSE", "SILK", "COTTON_POPLIN"],
    ),
    cut(
      "long",
      model(
        "dress",
        7999,
        L("Robe pull", "jumper dress", "Vestido de punto", "Strickkleid", "Abito maglia", "Sukienka swetrowa"),
        L(
          "Une robe pull près du corps, à col rond et finitions côtelées, à porter tout l'hiver.",
          "A close-fitting jumper dress with a crew neck and ribbed trims, made for wearing all winter.",
          "Un vestido de punto ajustado, con cuello redondo y remates de canalé, para llevar durante todo el invierno.",
          "Ein figurnahes Strickkleid mit Rundhalsausschnitt und Rippbündchen für den ganzen Winter.",
          "Un abito maglia aderente, con girocollo e finiture a coste, da indossare per tutto l'inverno.",
          "Dopasowana sukienka swetrowa z okrągłym dekoltem i prążkowanymi wykończeniami, którą można nosić przez całą zimę.",
        ),
        ["MERINO", "CASHMERE", "COTTON_YARN", "RECYCLED_WOOL"],
      ),
    ),
    SHORT_DRESS(["LINEN", "COTTON_POPLIN", "VISCOSE", "ORGANIC_COTTON"]),
  ],
  WOMEN_TOPS: [
    model(
      "top",
      4999,
      L(
        "Blouse à col lavallière",
        "pussy-bow blouse",
        "Blusa con lazada",
        "Schluppenbluse",
        "Blusa con fiocco",
        "Bluzka z wiązaniem pod szyją",
      ),
      L(
        "Une blouse féminine à col lavallière et poignets boutonnés, qui se porte rentrée dans un pantalon ou un jean.",
        "A feminine pussy-bow blouse with buttoned cuffs, to wear tucked into trousers or jeans.",
        "Una blusa femenina con lazada al cuello y puños abotonados, para llevar por dentro del pantalón o del vaquero.",
        "Eine feminine Schluppenbluse mit geknöpften Manschetten, die sich in Hose oder Jeans gesteckt tragen lässt.",
        "Una blusa femminile con fiocco al collo e polsini abbottonati, da portare infilata nei pantaloni o nei jeans.",
        "Kobieca bluzka z wiązaniem pod szyją i zapinanymi mankietami, którą można wpuścić w spodnie lub dżinsy.",
      ),
      ["SILK", "VISCOSE", "COTTON_POPLIN"],
    ),
    model(
      "shirt",
      4999,
      L(
        "Chemise oversize",
        "oversized shirt",
        "Camisa oversize",
        "Oversize-Hemdbluse",
        "Camicia oversize",
        "Koszula oversize",
      ),
      L(
        "Une chemise ample aux épaules tombantes, à porter ouverte sur un débardeur ou nouée à la taille.",
        "A relaxed shirt with dropped shoulders, to wear open over a vest top or knotted at the waist.",
        "Una camisa amplia de hombros caídos, para llevar abierta sobre una camiseta de tirantes o anudada a la cintura.",
        "Eine weite Hemdbluse mit überschnittenen Schultern, offen über einem Top oder in der Taille geknotet zu tragen.",
        "Una camicia ampia con spalle scese, da portare aperta su una canotta o annodata in vita.",
        "Luźna koszula z obniżoną linią ramion, którą można nosić rozpiętą na topie lub zawiązaną w talii.",
      ),
      ["LINEN", "COTTON_POPLIN", "ORGANIC_COTTON", "LINEN_COTTON"],
    ),
    CREW_TSHIRT(["ORGANIC_COTTON", "COTTON_JERSEY", "LINEN"]),
    cut(
      "none",
      model(
        "top",
        3999,
        L("Top à bretelles", "cami top", "Top de tirantes", "Trägertop", "Top con spalline", "Top na ramiączkach"),
        L(
          "Un top fluide à fines bretelles et encolure en V, à porter seul l'été ou sous une veste.",
          "A fluid cami top with thin straps and a V-neck, worn alone in summer or under a jacket.",
          "Un top fluido de tirantes finos y escote de pico, para llevar solo en verano o bajo una chaqueta.",
          "Ein fließendes Trägertop mit schmalen Trägern und V-Ausschnitt, pur im Sommer oder unter einem Blazer.",
          "Un top fluido con spalline sottili e scollo a V, da indossare da solo d'estate o sotto una giacca.",
          "Zwiewny top na cienkich ramiączkach z dekoltem w szpic – do noszenia solo latem lub pod marynarką.",
        ),
        ["SILK", "VISCOSE", "LINEN"],
      ),
    ),
    cut(
      "three-quarter",
      model(
        "tshirt",
        2999,
        L(
          "Marinière",
          "Breton top",
          "Camiseta marinera",
          "Ringelshirt",
          "Maglia a righe",
          "Koszulka w marynarskie paski",
        ),
        L(
          "La marinière revisitée, avec ses rayures tissées et ses manches trois-quarts.",
          "The Breton top revisited, with woven-in stripes and three-quarter sleeves.",
          "La clásica camiseta marinera revisitada, con rayas tejidas y mangas tres cuartos.",
          "Der Streifenklassiker neu interpretiert, mit eingestrickten Ringeln und Dreiviertelärmeln.",
          "La classica maglia alla marinara rivisitata, con righe tinte in filo e maniche a tre quarti.",
          "Klasyczna koszulka w paski w nowej odsłonie, z wplatanymi paskami i rękawami 3/4.",
        ),
        ["ORGANIC_COTTON", "COTTON_JERSEY"],
      ),
    ),
    cut(
      "puff",
      model(
        "top",
        4499,
        L(
          "Blouse brodée",
          "embroidered blouse",
          "Blusa bordada",
          "Bestickte Bluse",
          "Blusa ricamata",
          "Haftowana bluzka",
        ),
        L(
          "Une blouse délicatement brodée à l'encolure, aux manches légèrement bouffantes.",
          "A blouse with delicate embroidery at the neckline and softly puffed sleeves.",
          "Una blusa con delicados bordados en el escote y mangas ligeramente abullonadas.",
          "Eine Bluse mit zarter Stickerei am Ausschnitt und leicht gebauschten Ärmeln.",
          "Una blusa con delicati ricami sullo scollo e maniche leggermente a sbuffo.",
          "Bluzka z delikatnym haftem przy dekolcie i lekko bufiastymi rękawami.",
        ),
        ["COTTON_POPLIN", "LINEN", "ORGANIC_COTTON"],
      ),
    ),
    LONG_SLEEVE_TSHIRT(["ORGANIC_COTTON", "COTTON_JERSEY", "MERINO"]),
    cut(
      "none",
      model(
        "top",
        1999,
        L(
          "Débardeur côtelé",
          "ribbed vest top",
          "Camiseta de tirantes de canalé",
          "Geripptes Tanktop",
          "Canotta a coste",
          "Prążkowany top na ramiączkach",
        ),
        L(
          "Un débardeur côtelé près du corps, à encolure ronde, indispensable sous une chemise ou une veste.",
          "A close-fitting ribbed vest top with a round neck, essential under a shirt or jacket.",
          "Una camiseta de tirantes de canalé ajustada, con cuello redondo, imprescindible bajo una camisa o una chaqueta.",
          "Ein figurnahes geripptes Tanktop mit Rundhalsausschnitt – unverzichtbar unter Hemd oder Jacke.",
          "Una canotta a coste aderente con girocollo, indispensabile sotto una camicia o una giacca.",
          "Dopasowany prążkowany top na ramiączkach z okrągłym dekoltem – niezbędny pod koszulę lub marynarkę.",
        ),
        ["ORGANIC_COTTON", "RECYCLED_COTTON"],
      ),
    ),
  ],
  WOMEN_TROUSERS: [
    model(
      "trousers",
      5999,
      L(
        "Pantalon large",
        "wide-leg trousers",
        "Pantalón ancho",
        "Weite Hose",
        "Pantaloni a palazzo",
        "Szerokie spodnie",
      ),
      L(
        "Un pantalon large taille haute, avec plis pincés et poches italiennes.",
        "High-waisted wide-leg trousers with front pleats and slanted pockets.",
        "Un pantalón ancho de talle alto, con pinzas y bolsillos al bies.",
        "Eine weite High-Waist-Hose mit Bundfalten und schrägen Eingrifftaschen.",
        "Pantaloni ampi a vita alta, con pinces e tasche all'italiana.",
        "Szerokie spodnie z wysokim stanem, z zakładkami i skośnymi kieszeniami.",
      ),
      ["LINEN", "VISCOSE", "WOOL_BLEND", "TWILL"],
    ),
    model(
      "trousers",
      5999,
      L(
        "Pantalon cigarette",
        "cigarette trousers",
        "Pantalón pitillo",
        "Zigarettenhose",
        "Pantaloni a sigaretta",
        "Spodnie cygaretki",
      ),
      L(
        "Un pantalon cigarette à la jambe étroite et à la longueur cheville, qui allonge la silhouette.",
        "Slim cigarette trousers cut to ankle length for a long, lean silhouette.",
        "Un pantalón pitillo de pernera estrecha y largo tobillero, que estiliza la silueta.",
        "Eine schmale Zigarettenhose in Knöchellänge, die die Silhouette streckt.",
        "Pantaloni a sigaretta dalla gamba stretta e lunghezza alla caviglia, che slanciano la figura.",
        "Spodnie cygaretki z wąskimi nogawkami do kostki, które optycznie wydłużają sylwetkę.",
      ),
      ["WOOL_BLEND", "TWILL", "CORDUROY", "VISCOSE"],
    ),
    DRAWSTRING_TROUSERS(["LINEN", "LINEN_COTTON", "VISCOSE", "ORGANIC_COTTON"]),
  ],
  WOMEN_JEANS: [
    STRAIGHT_JEANS(
      L(
        "Un jean droit taille haute, au délavage authentique et à la coupe intemporelle.",
        "High-rise straight-leg jeans with an authentic wash and a timeless cut.",
        "Un vaquero recto de tiro alto, con un lavado auténtico y un corte atemporal.",
        "Eine Straight-Fit-Jeans mit hohem Bund, authentischer Waschung und zeitlosem Schnitt.",
        "Jeans a gamba dritta a vita alta, con un lavaggio autentico e un taglio senza tempo.",
        "Jeansy proste z wysokim stanem, z naturalnym efektem sprania i o ponadczasowym kroju.",
      ),
    ),
    model(
      "jeans",
      7499,
      L("Jean flare", "flared jeans", "Vaquero acampanado", "Flared Jeans", "Jeans a zampa", "Jeansy dzwony"),
      L(
        "Un jean flare qui s'évase à partir du genou, à porter avec des talons ou des baskets.",
        "Flared jeans that kick out from the knee, to wear with heels or trainers.",
        "Un vaquero acampanado que se abre a partir de la rodilla, para llevar con tacones o zapatillas.",
        "Eine Flared Jeans, die ab dem Knie ausgestellt ist – zu Absätzen oder Sneakern.",
        "Jeans a zampa che si allargano dal ginocchio, da portare con i tacchi o con le sneakers.",
        "Jeansy dzwony rozszerzane od kolana – do szpilek lub sneakersów.",
      ),
      ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    ),
    model(
      "jeans",
      6999,
      L("Jean mom", "mom jeans", "Vaquero mom", "Mom Jeans", "Jeans mom fit", "Jeansy mom"),
      L(
        "Un jean mom taille haute, ample sur les hanches et resserré à la cheville.",
        "High-rise mom jeans, roomy through the hips and tapered at the ankle.",
        "Un vaquero mom de tiro alto, holgado en la cadera y estrecho en el tobillo.",
        "Eine Mom Jeans mit hohem Bund, locker an der Hüfte und zum Knöchel hin schmal zulaufend.",
        "Jeans mom fit a vita alta, morbidi sui fianchi e stretti alla caviglia.",
        "Jeansy mom z wysokim stanem, luźne w biodrach i zwężane przy kostce.",
      ),
      ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    ),
    SLIM_JEANS,
    model(
      "jeans",
      7499,
      L("Jean large", "wide-leg jeans", "Vaquero wide leg", "Wide-Leg-Jeans", "Jeans a gamba larga", "Jeansy wide leg"),
      L(
        "Un jean large à taille haute, au tombé fluide de la hanche jusqu'à l'ourlet.",
        "High-rise wide-leg jeans that fall fluidly from hip to hem.",
        "Un vaquero wide leg de tiro alto, con una caída fluida de la cadera al bajo.",
        "Eine Wide-Leg-Jeans mit hohem Bund, die von der Hüfte bis zum Saum locker fällt.",
        "Jeans a gamba larga a vita alta, con una caduta morbida dal fianco all'orlo.",
        "Jeansy wide leg z wysokim stanem, swobodnie opadające od bioder aż do samego dołu.",
      ),
      ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    ),
  ],
  WOMEN_KNITWEAR: [
    CREW_JUMPER(["MERINO", "CASHMERE", "COTTON_YARN", "RECYCLED_WOOL", "ALPACA_BLEND"]),
    CARDIGAN(["MERINO", "CASHMERE", "COTTON_YARN", "RECYCLED_WOOL", "ALPACA_BLEND"]),
    ROLL_NECK(["MERINO", "CASHMERE", "RECYCLED_WOOL", "COTTON_YARN"]),
    CABLE_JUMPER(["MERINO", "RECYCLED_WOOL", "ALPACA_BLEND", "COTTON_YARN"]),
    SWEATER_VEST(["MERINO", "COTTON_YARN", "RECYCLED_WOOL", "ALPACA_BLEND"]),
  ],
  WOMEN_COATS: [
    LONG_COAT(["WOOL_BLEND", "RECYCLED_WOOL", "CASHMERE"]),
    model(
      "coat",
      14900,
      L("Trench", "trench coat", "Trench", "Trenchcoat", "Trench", "Trencz"),
      L(
        "Le trench classique à double boutonnage, avec ceinture, pattes de serrage aux poignets et empiècement au dos.",
        "The classic double-breasted trench, with a belt, cuff straps and a back yoke.",
        "El clásico trench cruzado, con cinturón, trabillas en los puños y canesú en la espalda.",
        "Der klassische zweireihige Trenchcoat mit Gürtel, Ärmelriegeln und Rückenpasse.",
        "Il classico trench doppiopetto, con cintura, cinturini ai polsi e carré sul retro.",
        "Klasyczny dwurzędowy trencz z paskiem, patkami przy mankietach i karczkiem na plecach.",
      ),
      ["GABARDINE", "ORGANIC_COTTON"],
    ),
    PUFFER,
    model(
      "jacket",
      9999,
      L("Veste de tailleur", "blazer", "Blazer", "Blazer", "Blazer", "Marynarka"),
      L(
        "Une veste de tailleur légèrement oversize, à épaules structurées et poches à rabat.",
        "A slightly oversized blazer with structured shoulders and flap pockets.",
        "Una blazer ligeramente oversize, con hombros estructurados y bolsillos con solapa.",
        "Ein leicht oversized geschnittener Blazer mit strukturierten Schultern und Pattentaschen.",
        "Un blazer leggermente oversize, con spalle strutturate e tasche con pattina.",
        "Lekko oversize'owa marynarka z usztywnionymi ramionami i kieszeniami z klapkami.",
      ),
      ["WOOL_BLEND", "LINEN", "VISCOSE", "CORDUROY"],
    ),
    CHORE_JACKET,
    PEA_COAT(["WOOL_BLEND", "RECYCLED_WOOL"]),
    PARKA,
  ],
  WOMEN_SKIRTS: [
    model(
      "skirt",
      4999,
      L(
        "Jupe midi plissée",
        "pleated midi skirt",
        "Falda midi plisada",
        "Plissee-Midirock",
        "Gonna midi plissettata",
        "Plisowana spódnica midi",
      ),
      L(
        "Une jupe midi plissée qui bouge à chaque pas, avec taille élastiquée au dos.",
        "A pleated midi skirt that moves with every step, with an elasticated back waist.",
        "Una falda midi plisada que se mueve a cada paso, con cintura elástica en la espalda.",
        "Ein Plissee-Midirock, der bei jedem Schritt mitschwingt, mit elastischem Bund im Rücken.",
        "Una gonna midi plissettata che si muove a ogni passo, con elastico in vita sul retro.",
        "Plisowana spódnica midi, która faluje przy każdym kroku, z gumką w pasie z tyłu.",
      ),
      ["VISCOSE", "SATIN", "WOOL_BLEND"],
    ),
    model(
      "skirt",
      4499,
      L("Jupe portefeuille", "wrap skirt", "Falda cruzada", "Wickelrock", "Gonna a portafoglio", "Spódnica kopertowa"),
      L(
        "Une jupe portefeuille nouée sur le côté, au tombé souple et à la longueur genou.",
        "A knee-length wrap skirt that ties at the side and falls softly.",
        "Una falda cruzada por la rodilla, que se anuda al costado y tiene una caída suave.",
        "Ein knielanger Wickelrock, der seitlich gebunden wird und weich fällt.",
        "Una gonna a portafoglio al ginocchio, che si annoda sul fianco e ha una caduta morbida.",
        "Spódnica kopertowa do kolan, wiązana z boku, o miękkim, swobodnym kroju.",
      ),
      ["LINEN", "VISCOSE", "COTTON_POPLIN", "CORDUROY"],
    ),
    model(
      "skirt",
      3999,
      L("Mini-jupe", "mini skirt", "Minifalda", "Minirock", "Minigonna", "Spódnica mini"),
      L(
        "Une mini-jupe trapèze à taille haute, à porter avec des collants dès l'automne.",
        "A high-waisted A-line mini skirt to wear with tights as soon as autumn arrives.",
        "Una minifalda evasé de talle alto, para llevar con medias en cuanto llega el otoño.",
        "Ein hoch geschnittener Minirock in A-Linie, ab dem Herbst mit Strumpfhose zu tragen.",
        "Una minigonna svasata a vita alta, da portare con i collant appena arriva l'autunno.",
        "Trapezowa spódnica mini z wysokim stanem – jesienią do noszenia z rajstopami.",
      ),
      ["RIGID_DENIM", "CORDUROY", "WOOL_BLEND", "RECYCLED_DENIM"],
    ),
  ],

  // ---------------------------------------------------------------- men
  MEN_SHIRTS: [
    model(
      "shirt",
      5499,
      L("Chemise Oxford", "Oxford shirt", "Camisa Oxford", "Oxfordhemd", "Camicia Oxford", "Koszula Oxford"),
      L(
        "Une chemise Oxford à col boutonné et à la coupe droite, qui gagne en caractère au fil des lavages.",
        "A button-down Oxford shirt with a straight fit that gains character with every wash.",
        "Una camisa Oxford con cuello abotonado y corte recto, que gana carácter con cada lavado.",
        "Ein Oxfordhemd mit Button-down-Kragen und geradem Schnitt, das mit jeder Wäsche an Charakter gewinnt.",
        "Una camicia Oxford con collo button-down e vestibilità dritta, che acquista carattere a ogni lavaggio.",
        "Koszula Oxford z kołnierzykiem button-down, o prostym kroju, która z każdym praniem nabiera charakteru.",
      ),
      ["ORGANIC_COTTON", "RECYCLED_COTTON"],
    ),
    model(
      "shirt",
      5499,
      L(
        "Chemise col mao",
        "grandad-collar shirt",
        "Camisa de cuello mao",
        "Hemd mit Stehkragen",
        "Camicia coreana",
        "Koszula ze stójką",
      ),
      L(
        "Une chemise à col mao, légère et décontractée, à porter ouverte sur un t-shirt.",
        "A light, relaxed grandad-collar shirt to wear open over a T-shirt.",
        "Una camisa de cuello mao, ligera y desenfadada, para llevar abierta sobre una camiseta.",
        "Ein leichtes, lässiges Hemd mit Stehkragen, das sich offen über einem T-Shirt tragen lässt.",
        "Una camicia coreana leggera e informale, da portare aperta sopra una t-shirt.",
        "Lekka, swobodna koszula ze stójką, którą można nosić rozpiętą na T-shirt.",
      ),
      ["LINEN", "LINEN_COTTON", "COTTON_POPLIN"],
    ),
    cut(
      "short",
      model(
        "shirt",
        4499,
        L(
          "Chemise à manches courtes",
          "short-sleeved shirt",
          "Camisa de manga corta",
          "Kurzarmhemd",
          "Camicia a maniche corte",
          "Koszula z krótkim rękawem",
        ),
        L(
          "Une chemise à manches courtes et col cubain, taillée pour les beaux jours.",
          "A short-sleeved shirt with a camp collar, cut for sunny days.",
          "Una camisa de manga corta con cuello cubano, pensada para los días de sol.",
          "Ein Kurzarmhemd mit Reverskragen, geschnitten für sonnige Tage.",
          "Una camicia a maniche corte con collo a rever, pensata per le belle giornate.",
          "Koszula z krótkim rękawem i wykładanym kołnierzem, skrojona na słoneczne dni.",
        ),
        ["LINEN", "VISCOSE", "COTTON_POPLIN", "ORGANIC_COTTON"],
      ),
    ),
    model(
      "shirt",
      6999,
      L("Surchemise", "overshirt", "Sobrecamisa", "Overshirt", "Overshirt", "Koszula wierzchnia"),
      L(
        "Une surchemise épaisse à deux poches poitrine, qui se porte comme une veste légère.",
        "A heavyweight overshirt with two chest pockets, worn like a light jacket.",
        "Una sobrecamisa gruesa con dos bolsillos en el pecho, que se lleva como una chaqueta ligera.",
        "Ein kräftiges Overshirt mit zwei Brusttaschen, das sich wie eine leichte Jacke tragen lässt.",
        "Un overshirt corposo con due tasche sul petto, da portare come una giacca leggera.",
        "Gruba koszula wierzchnia z dwiema kieszeniami na piersi, noszona jak lekka kurtka.",
      ),
      ["CORDUROY", "WOOL_BLEND", "RECYCLED_WOOL", "TWILL"],
    ),
    CHECKED_SHIRT(4999),
  ],
  MEN_TSHIRTS: [
    CREW_TSHIRT(["ORGANIC_COTTON", "COTTON_JERSEY", "LINEN"]),
    model(
      "tshirt",
      3999,
      L("Polo", "polo shirt", "Polo", "Poloshirt", "Polo", "Koszulka polo"),
      L(
        "Un polo à manches courtes et patte boutonnée, aussi à l'aise en ville qu'en vacances.",
        "A short-sleeved polo shirt with a buttoned placket, as at home in town as on holiday.",
        "Un polo de manga corta con tapeta abotonada, tan adecuado para la ciudad como para las vacaciones.",
        "Ein kurzärmeliges Poloshirt mit Knopfleiste, in der Stadt ebenso passend wie im Urlaub.",
        "Una polo a maniche corte con abbottonatura, perfetta in città come in vacanza.",
        "Koszulka polo z krótkim rękawem i zapięciem na guziki – sprawdzi się w mieście i na wakacjach.",
      ),
      ["PIQUE", "COTTON_YARN", "LINEN"],
    ),
    model(
      "tshirt",
      2999,
      L(
        "T-shirt à poche",
        "pocket T-shirt",
        "Camiseta con bolsillo",
        "T-Shirt mit Brusttasche",
        "T-shirt con taschino",
        "T-shirt z kieszonką",
      ),
      L(
        "Un t-shirt épais à poche poitrine, à la coupe droite légèrement décontractée.",
        "A heavyweight T-shirt with a chest pocket and a straight, slightly relaxed fit.",
        "Una camiseta gruesa con bolsillo en el pecho y un corte recto ligeramente holgado.",
        "Ein schweres T-Shirt mit Brusttasche und geradem, leicht lässigem Schnitt.",
        "Una t-shirt corposa con taschino sul petto e vestibilità dritta, leggermente morbida.",
        "Gruby T-shirt z kieszonką na piersi, o prostym, lekko luźnym kroju.",
      ),
      ["ORGANIC_COTTON", "COTTON_JERSEY", "RECYCLED_COTTON"],
    ),
    LONG_SLEEVE_TSHIRT(["ORGANIC_COTTON", "COTTON_JERSEY", "MERINO"]),
    model(
      "tshirt",
      3499,
      L("T-shirt tunisien", "Henley T-shirt", "Camiseta henley", "Henley-Shirt", "T-shirt serafino", "Koszulka henley"),
      L(
        "Un t-shirt à col tunisien boutonné, un basique décontracté à porter seul ou sous une surchemise.",
        "A Henley T-shirt with a buttoned placket, a relaxed basic to wear alone or under an overshirt.",
        "Una camiseta henley con tapeta abotonada, un básico desenfadado para llevar sola o bajo una sobrecamisa.",
        "Ein Henley-Shirt mit Knopfleiste – ein lässiges Basic, pur oder unter einem Overshirt.",
        "Una t-shirt serafino con abbottonatura, un basic informale da portare da sola o sotto un overshirt.",
        "Koszulka henley z zapięciem na guziki – swobodny basic do noszenia solo lub pod koszulą wierzchnią.",
      ),
      ["ORGANIC_COTTON", "LINEN", "MERINO"],
    ),
  ],
  MEN_TROUSERS: [
    CHINOS(["TWILL", "ORGANIC_COTTON", "LINEN_COTTON", "CORDUROY"]),
    model(
      "trousers",
      6999,
      L(
        "Pantalon à pinces",
        "pleated trousers",
        "Pantalón de pinzas",
        "Bundfaltenhose",
        "Pantaloni con pinces",
        "Spodnie z zakładkami",
      ),
      L(
        "Un pantalon à pinces à la jambe ample et fuselée, qui se porte aussi bien avec un pull qu'avec une veste.",
        "Pleated trousers with a roomy, tapered leg, as good with a jumper as with a blazer.",
        "Un pantalón de pinzas de pernera amplia y estrecha en el bajo, que combina tanto con un jersey como con una americana.",
        "Eine Bundfaltenhose mit weitem, schmal zulaufendem Bein, die zu Pullover und Sakko gleichermaßen passt.",
        "Pantaloni con pinces dalla gamba ampia e affusolata, da abbinare sia a un maglione sia a una giacca.",
        "Spodnie z zakładkami o szerokich, zwężanych ku dołowi nogawkach – pasują zarówno do swetra, jak i do marynarki.",
      ),
      ["WOOL_BLEND", "LINEN", "TWILL", "RECYCLED_WOOL"],
    ),
    DRAWSTRING_TROUSERS(["LINEN", "LINEN_COTTON", "ORGANIC_COTTON", "TWILL"]),
  ],
  MEN_JEANS: [
    STRAIGHT_JEANS(
      L(
        "Un jean droit à taille normale, le cinq-poches intemporel qui se patine avec le temps.",
        "Mid-rise straight-leg jeans, the timeless five-pocket style that ages beautifully.",
        "Un vaquero recto de tiro medio, el clásico de cinco bolsillos que mejora con el tiempo.",
        "Eine Straight-Fit-Jeans mit mittlerer Leibhöhe – der zeitlose Five-Pocket-Klassiker, der mit der Zeit immer schöner wird.",
        "Jeans a gamba dritta a vita media, l'intramontabile cinque tasche che migliora con il tempo.",
        "Jeansy proste ze średnim stanem – ponadczasowy model z pięcioma kieszeniami, który z czasem nabiera charakteru.",
      ),
    ),
    SLIM_JEANS,
    model(
      "jeans",
      7499,
      L("Jean fuselé", "tapered jeans", "Vaquero tapered", "Tapered Jeans", "Jeans affusolati", "Jeansy tapered"),
      L(
        "Un jean confortable aux cuisses et fuselé vers la cheville, à porter retroussé.",
        "Tapered jeans, roomy through the thigh and narrowing to the ankle, made to be worn turned up.",
        "Un vaquero holgado en el muslo y estrecho en el tobillo, para llevar con el bajo vuelto.",
        "Eine Tapered Jeans, bequem am Oberschenkel und zum Knöchel hin schmaler, ideal mit Umschlag.",
        "Jeans comodi sulla coscia e affusolati verso la caviglia, da portare con il risvolto.",
        "Jeansy tapered, luźniejsze w udach i zwężane ku kostce – najlepiej wyglądają z podwiniętymi nogawkami.",
      ),
      ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    ),
    model(
      "jeans",
      7999,
      L(
        "Jean carpenter",
        "carpenter jeans",
        "Vaquero carpintero",
        "Carpenter-Jeans",
        "Jeans carpenter",
        "Jeansy carpenter",
      ),
      L(
        "Un jean ample de style charpentier, avec poche à outils et passant marteau.",
        "Loose carpenter jeans with a tool pocket and a hammer loop.",
        "Un vaquero holgado de estilo carpintero, con bolsillo para herramientas y trabilla para martillo.",
        "Eine weite Carpenter-Jeans mit Werkzeugtasche und Hammerschlaufe.",
        "Jeans ampi in stile carpenter, con tasca porta attrezzi e passante per il martello.",
        "Luźne jeansy w stylu carpenter z kieszenią na narzędzia i szlufką na młotek.",
      ),
      ["RIGID_DENIM", "STRETCH_DENIM", "RECYCLED_DENIM"],
    ),
  ],
  MEN_KNITWEAR: [
    CREW_JUMPER(["MERINO", "CASHMERE", "COTTON_YARN", "RECYCLED_WOOL"]),
    ROLL_NECK(["MERINO", "CASHMERE", "RECYCLED_WOOL"]),
    CARDIGAN(["MERINO", "RECYCLED_WOOL", "COTTON_YARN"]),
    model(
      "knit",
      7999,
      L(
        "Pull camionneur",
        "zip-neck jumper",
        "Jersey con cremallera",
        "Troyer",
        "Maglione con zip",
        "Sweter z suwakiem",
      ),
      L(
        "Un pull camionneur à col montant zippé, chaud et facile à vivre.",
        "A zip-neck jumper with a high collar, warm and easy to wear.",
        "Un jersey de cuello alto con cremallera, cálido y fácil de llevar.",
        "Ein Troyer mit hohem Reißverschlusskragen – warm und unkompliziert.",
        "Un maglione con collo alto e zip, caldo e facile da indossare.",
        "Sweter z wysokim kołnierzem zapinanym na suwak – ciepły i wygodny.",
      ),
      ["MERINO", "RECYCLED_WOOL", "COTTON_YARN"],
    ),
    SWEATER_VEST(["MERINO", "COTTON_YARN", "RECYCLED_WOOL", "ALPACA_BLEND"]),
  ],
  MEN_COATS: [
    PEA_COAT(["WOOL_BLEND", "RECYCLED_WOOL"]),
    LONG_COAT(["WOOL_BLEND", "RECYCLED_WOOL", "CASHMERE"]),
    PUFFER,
    PARKA,
    CHORE_JACKET,
  ],
  MEN_SHORTS: [
    model(
      "shorts",
      3999,
      L("Short chino", "chino shorts", "Pantalón corto chino", "Chino-Shorts", "Bermuda chino", "Szorty chino"),
      L(
        "Un short chino à revers, qui s'arrête juste au-dessus du genou.",
        "Chino shorts with turn-ups, cut to sit just above the knee.",
        "Un pantalón corto chino con el bajo vuelto, que llega justo por encima de la rodilla.",
        "Chino-Shorts mit Umschlag, die knapp über dem Knie enden.",
        "Bermuda chino con risvolto, che arrivano appena sopra il ginocchio.",
        "Szorty chino z podwiniętymi nogawkami, sięgające tuż nad kolano.",
      ),
      ["TWILL", "LINEN_COTTON", "ORGANIC_COTTON"],
    ),
    model(
      "shorts",
      3499,
      L(
        "Short à cordon",
        "drawstring shorts",
        "Pantalón corto con cordón",
        "Shorts mit Tunnelzug",
        "Shorts con coulisse",
        "Szorty wiązane w pasie",
      ),
      L(
        "Un short décontracté à taille élastiquée, parfait pour les week-ends d'été.",
        "Relaxed shorts with an elasticated waist, perfect for summer weekends.",
        "Un pantalón corto desenfadado con cintura elástica, perfecto para los fines de semana de verano.",
        "Lässige Shorts mit elastischem Bund, perfekt für Sommerwochenenden.",
        "Shorts informali con vita elastica, perfetti per i weekend estivi.",
        "Swobodne szorty z elastycznym pasem, idealne na letnie weekendy.",
      ),
      ["LINEN", "LINEN_COTTON", "COTTON_JERSEY"],
    ),
    model(
      "shorts",
      4499,
      L(
        "Short cinq poches",
        "five-pocket shorts",
        "Bermudas de cinco bolsillos",
        "Five-Pocket-Shorts",
        "Bermuda cinque tasche",
        "Szorty z pięcioma kieszeniami",
      ),
      L(
        "Un short cinq poches coupé au genou, à la patine naturelle.",
        "Knee-length five-pocket shorts with a natural worn-in look.",
        "Unas bermudas de cinco bolsillos a la altura de la rodilla, con un acabado desgastado natural.",
        "Knielange Five-Pocket-Shorts mit natürlichem Used-Look.",
        "Bermuda cinque tasche al ginocchio, con un effetto vissuto naturale.",
        "Szorty do kolan z pięcioma kieszeniami, z naturalnym efektem przetarcia.",
      ),
      ["RIGID_DENIM", "RECYCLED_DENIM"],
    ),
  ],

  // ---------------------------------------------------------------- kids
  KIDS_GIRLS: [
    model(
      "dress",
      2999,
      L(
        "Robe à volants",
        "ruffled dress",
        "Vestido con volantes",
        "Volantkleid",
        "Abito con balze",
        "Sukienka z falbankami",
      ),
      L(
        "Une robe à volants aux bretelles croisées dans le dos, facile à enfiler pour jouer toute la journée.",
        "A ruffled dress with straps that cross at the back, easy to slip on for a whole day of play.",
        "Un vestido con volantes y tirantes cruzados en la espalda, fácil de poner para jugar todo el día.",
        "Ein Volantkleid mit im Rücken gekreuzten Trägern, leicht anzuziehen für einen ganzen Tag voller Spiele.",
        "Un abito con balze e spalline incrociate sulla schiena, facile da indossare per giocare tutto il giorno.",
        "Sukienka z falbankami i skrzyżowanymi na plecach ramiączkami – łatwa do włożenia, idealna do zabawy przez cały dzień.",
      ),
      ["ORGANIC_COTTON", "COTTON_POPLIN", "LINEN", "CORDUROY"],
    ),
    model(
      "top",
      2499,
      L(
        "Blouse à col Claudine",
        "Peter Pan collar blouse",
        "Blusa con cuello bebé",
        "Bluse mit Bubikragen",
        "Blusa con colletto alla Peter Pan",
        "Bluzka z kołnierzykiem",
      ),
      L(
        "Une blouse à col Claudine et petits boutons nacrés, pour les grandes occasions comme pour l'école.",
        "A Peter Pan collar blouse with small pearly buttons, for special occasions and school days alike.",
        "Una blusa con cuello bebé y pequeños botones nacarados, tanto para ocasiones especiales como para el colegio.",
        "Eine Bluse mit Bubikragen und kleinen Perlmuttknöpfen – für besondere Anlässe wie für die Schule.",
        "Una blusa con colletto alla Peter Pan e piccoli bottoni perlati, per le occasioni speciali come per la scuola.",
        "Bluzka z kołnierzykiem i drobnymi perłowymi guziczkami – na specjalne okazje i do szkoły.",
      ),
      ["COTTON_POPLIN", "ORGANIC_COTTON", "LINEN"],
    ),
    PRINTED_TSHIRT,
    model(
      "skirt",
      2499,
      L("Jupe évasée", "skater skirt", "Falda de vuelo", "Glockenrock", "Gonna a ruota", "Spódnica rozkloszowana"),
      L(
        "Une jupe évasée à taille élastiquée, qui tourne joliment à chaque pas de danse.",
        "A skater skirt with an elasticated waist that twirls beautifully with every dance step.",
        "Una falda de vuelo con cintura elástica que gira con cada paso de baile.",
        "Ein Glockenrock mit Gummibund, der bei jedem Tanzschritt herrlich schwingt.",
        "Una gonna a ruota con vita elastica, che gira a ogni passo di danza.",
        "Rozkloszowana spódnica z gumką w pasie, która wiruje przy każdym tanecznym kroku.",
      ),
      ["CORDUROY", "COTTON_POPLIN", "RIGID_DENIM"],
    ),
    KIDS_JEANS,
    CARDIGAN(["COTTON_YARN", "MERINO"], 3499),
    JACQUARD_JUMPER,
    HOODIE,
    SHORT_DRESS(["ORGANIC_COTTON", "COTTON_POPLIN"], 2499),
  ],
  KIDS_BOYS: [
    PRINTED_TSHIRT,
    HOODIE,
    KIDS_JEANS,
    JACQUARD_JUMPER,
    CHECKED_SHIRT(2499),
    model(
      "shorts",
      1999,
      L("Bermuda", "Bermuda shorts", "Bermudas", "Bermudashorts", "Bermuda", "Bermudy"),
      L(
        "Un bermuda à taille élastiquée et poches latérales, parfait pour courir partout.",
        "Bermuda shorts with an elasticated waist and side pockets, perfect for running around.",
        "Unas bermudas con cintura elástica y bolsillos laterales, perfectas para correr de un lado a otro.",
        "Bermudashorts mit Gummibund und seitlichen Taschen – perfekt zum Herumtoben.",
        "Bermuda con vita elastica e tasche laterali, perfetti per correre dappertutto.",
        "Bermudy z gumką w pasie i bocznymi kieszeniami – idealne do biegania.",
      ),
      ["TWILL", "LINEN_COTTON", "RIGID_DENIM"],
    ),
    model(
      "jacket",
      4999,
      L("Blouson", "bomber jacket", "Cazadora bomber", "Blouson", "Giubbotto bomber", "Kurtka bomberka"),
      L(
        "Un blouson zippé aux finitions côtelées, doublé pour garder bien au chaud.",
        "A zip-up bomber jacket with ribbed trims, lined to keep them warm.",
        "Una cazadora con cremallera y remates de canalé, forrada para mantener el calor.",
        "Ein Blouson mit Reißverschluss und Rippbündchen, gefüttert für wohlige Wärme.",
        "Un giubbotto con zip e finiture a coste, foderato per tenere al caldo.",
        "Zapinana na zamek kurtka ze ściągaczami, z podszewką, która zapewnia ciepło.",
      ),
      ["RECYCLED_NYLON", "CORDUROY", "TWILL"],
    ),
    CHINOS(["TWILL", "CORDUROY"], 2999),
    CARDIGAN(["COTTON_YARN", "MERINO"], 3499),
  ],

  // ---------------------------------------------------------------- baby
  BABY_BODYSUITS: [
    model(
      "bodysuit",
      1299,
      L(
        "Body manches courtes",
        "short-sleeved bodysuit",
        "Body de manga corta",
        "Kurzarmbody",
        "Body a maniche corte",
        "Body z krótkim rękawem",
      ),
      L(
        "Un body à manches courtes avec pressions à l'entrejambe pour faciliter le change.",
        "A short-sleeved bodysuit with poppers at the crotch for easy changing.",
        "Un body de manga corta con corchetes en la entrepierna para facilitar el cambio de pañal.",
        "Ein Kurzarmbody mit Druckknöpfen im Schritt für einfaches Wickeln.",
        "Un body a maniche corte con bottoni automatici sul cavallo per un cambio più facile.",
        "Body z krótkim rękawem z napami w kroku, które ułatwiają przewijanie.",
      ),
      ["ORGANIC_COTTON", "RIB", "LINEN"],
    ),
    cut(
      "long",
      model(
        "bodysuit",
        1499,
        L(
          "Body manches longues",
          "long-sleeved bodysuit",
          "Body de manga larga",
          "Langarmbody",
          "Body a maniche lunghe",
          "Body z długim rękawem",
        ),
        L(
          "Un body à manches longues avec encolure américaine, qui s'enfile sans effort.",
          "A long-sleeved bodysuit with an envelope neck that slips on effortlessly.",
          "Un body de manga larga con cuello americano, que se pone sin esfuerzo.",
          "Ein Langarmbody mit Amerikanerausschnitt, der sich mühelos anziehen lässt.",
          "Un body a maniche lunghe con scollo all'americana, che si infila senza fatica.",
          "Body z długim rękawem z kopertowym dekoltem, które łatwo się zakłada.",
        ),
        ["ORGANIC_COTTON", "RIB", "MERINO"],
      ),
    ),
    model(
      "bodysuit",
      1499,
      L("Body croisé", "wrap bodysuit", "Body cruzado", "Wickelbody", "Body incrociato", "Body kopertowe"),
      L(
        "Un body croisé qui s'ouvre entièrement devant, idéal pour les tout premiers mois.",
        "A wrap bodysuit that opens fully at the front, ideal for the very first months.",
        "Un body cruzado que se abre completamente por delante, ideal para los primeros meses.",
        "Ein Wickelbody, der sich vorne komplett öffnen lässt – ideal für die ersten Lebensmonate.",
        "Un body incrociato che si apre completamente sul davanti, ideale per i primi mesi.",
        "Body kopertowe rozpinane w całości z przodu – idealne na pierwsze miesiące.",
      ),
      ["ORGANIC_COTTON", "RIB", "MERINO"],
    ),
    model(
      "bodysuit",
      1999,
      L(
        "Body à col Claudine",
        "Peter Pan collar bodysuit",
        "Body con cuello bebé",
        "Body mit Bubikragen",
        "Body con colletto alla Peter Pan",
        "Body z kołnierzykiem",
      ),
      L(
        "Un body habillé à col Claudine brodé, pour les photos de famille et les jours de fête.",
        "A smart bodysuit with an embroidered Peter Pan collar, for family photos and special days.",
        "Un body de vestir con cuello bebé bordado, para las fotos de familia y los días de fiesta.",
        "Ein feiner Body mit besticktem Bubikragen – für Familienfotos und Festtage.",
        "Un body elegante con colletto alla Peter Pan ricamato, per le foto di famiglia e i giorni di festa.",
        "Eleganckie body z haftowanym kołnierzykiem na rodzinne zdjęcia i świąteczne dni.",
      ),
      ["ORGANIC_COTTON", "LINEN"],
    ),
    cut(
      "none",
      model(
        "bodysuit",
        1199,
        L(
          "Body sans manches",
          "sleeveless bodysuit",
          "Body de tirantes",
          "Ärmelloser Body",
          "Body senza maniche",
          "Body na ramiączkach",
        ),
        L(
          "Un body sans manches, léger et respirant pour les journées chaudes.",
          "A light, breathable sleeveless bodysuit for warm days.",
          "Un body de tirantes, ligero y transpirable para los días de calor.",
          "Ein leichter, atmungsaktiver ärmelloser Body für warme Tage.",
          "Un body senza maniche, leggero e traspirante per le giornate calde.",
          "Lekkie, przewiewne body na ramiączkach na ciepłe dni.",
        ),
        ["ORGANIC_COTTON", "RIB", "LINEN"],
      ),
    ),
  ],
  BABY_PYJAMAS: [
    model(
      "pyjamas",
      2499,
      L(
        "Pyjama à pieds",
        "footed sleepsuit",
        "Pelele con pies",
        "Schlafstrampler",
        "Tutina con piedini",
        "Pajacyk ze stópkami",
      ),
      L(
        "Un pyjama à pieds qui s'ouvre entièrement devant par des pressions, pour des nuits bien au chaud.",
        "A footed sleepsuit with poppers all the way down the front, for warm, snug nights.",
        "Un pelele con pies que se abre por delante con corchetes, para noches bien calentitas.",
        "Ein Schlafstrampler mit Füßchen und durchgehender Druckknopfleiste vorne – für kuschelig warme Nächte.",
        "Una tutina con piedini che si apre sul davanti con bottoni automatici, per notti calde e serene.",
        "Pajacyk ze stópkami zapinany z przodu na napy – na ciepłe, spokojne noce.",
      ),
      ["ORGANIC_COTTON", "RIB", "VELOUR"],
    ),
    model(
      "pyjamas",
      2999,
      L(
        "Pyjama deux pièces",
        "two-piece pyjamas",
        "Pijama de dos piezas",
        "Zweiteiliger Schlafanzug",
        "Pigiama due pezzi",
        "Piżamka dwuczęściowa",
      ),
      L(
        "Un pyjama deux pièces à taille élastiquée douce, qui accompagne bébé dans tous ses mouvements.",
        "Two-piece pyjamas with a soft elasticated waist that moves with your baby.",
        "Un pijama de dos piezas con cintura elástica suave, que acompaña al bebé en todos sus movimientos.",
        "Ein zweiteiliger Schlafanzug mit weichem Gummibund, der jede Bewegung des Babys mitmacht.",
        "Un pigiama due pezzi con elastico morbido in vita, che segue il bebè in ogni movimento.",
        "Dwuczęściowa piżamka z miękką gumką w pasie, która nie krępuje ruchów maluszka.",
      ),
      ["ORGANIC_COTTON", "RIB", "VELOUR", "MUSLIN"],
    ),
    cut(
      "none",
      model(
        "pyjamas",
        3999,
        L("Gigoteuse", "baby sleeping bag", "Saco de dormir", "Schlafsack", "Sacco nanna", "Śpiworek"),
        L(
          "Une gigoteuse sans manches à zip latéral, pour un sommeil serein et sûr.",
          "A sleeveless baby sleeping bag with a side zip, for calm, safe sleep.",
          "Un saco de dormir sin mangas con cremallera lateral, para un sueño tranquilo y seguro.",
          "Ein ärmelloser Schlafsack mit seitlichem Reißverschluss für ruhigen, sicheren Schlaf.",
          "Un sacco nanna senza maniche con zip laterale, per un sonno sereno e sicuro.",
          "Śpiworek bez rękawów zapinany z boku na zamek – dla spokojnego i bezpiecznego snu.",
        ),
        ["MUSLIN", "ORGANIC_COTTON", "VELOUR", "MERINO"],
        ["0-6M", "6-18M", "18-36M"],
      ),
    ),
    cut(
      "short",
      model(
        "pyjamas",
        1999,
        L("Pyjama court", "short pyjamas", "Pijama corto", "Kurzer Schlafanzug", "Pigiama corto", "Krótka piżamka"),
        L(
          "Un pyjama court et léger, pensé pour les nuits d'été.",
          "Light short pyjamas, designed for summer nights.",
          "Un pijama corto y ligero, pensado para las noches de verano.",
          "Ein leichter kurzer Schlafanzug für Sommernächte.",
          "Un pigiama corto e leggero, pensato per le notti d'estate.",
          "Lekka krótka piżamka na letnie noce.",
        ),
        ["ORGANIC_COTTON", "MUSLIN", "LINEN"],
      ),
    ),
  ],

  // ---------------------------------------------------------------- home
  HOME_BEDDING: [
    model(
      "bedding",
      8999,
      L("Housse de couette", "duvet cover", "Funda nórdica", "Bettbezug", "Copripiumino", "Poszwa na kołdrę"),
      L(
        "Une housse de couette fermée par une rangée de boutons, pour une chambre sereine et accueillante.",
        "A duvet cover with a row of button fastenings, for a calm and welcoming bedroom.",
        "Una funda nórdica con cierre de botones, para un dormitorio sereno y acogedor.",
        "Ein Bettbezug mit Knopfleiste für ein ruhiges, einladendes Schlafzimmer.",
        "Un copripiumino con chiusura a bottoni, per una camera da letto serena e accogliente.",
        "Poszwa na kołdrę zapinana na guziki – dla spokojnej i przytulnej sypialni.",
      ),
      ["PERCALE", "WASHED_LINEN", "SATEEN"],
      ["140x200", "200x200", "240x220", "260x240"],
    ),
    model(
      "bedding",
      2499,
      L("Taie d'oreiller", "pillowcase", "Funda de almohada", "Kissenbezug", "Federa", "Poszewka na poduszkę"),
      L(
        "Une taie d'oreiller à volant plat, assortie à nos housses de couette.",
        "A pillowcase with a flat border, to match our duvet covers.",
        "Una funda de almohada con vuelo plano, a juego con nuestras fundas nórdicas.",
        "Ein Kissenbezug mit Stehsaum, passend zu unseren Bettbezügen.",
        "Una federa con bordo piatto, coordinata ai nostri copripiumini.",
        "Poszewka na poduszkę z ozdobną bordiurą, pasująca do naszych poszew na kołdrę.",
      ),
      ["PERCALE", "WASHED_LINEN", "SATEEN"],
      ["50x70", "65x65"],
    ),
    model(
      "bedding",
      4999,
      L(
        "Drap-housse",
        "fitted sheet",
        "Sábana bajera",
        "Spannbettlaken",
        "Lenzuolo con angoli",
        "Prześcieradło z gumką",
      ),
      L(
        "Un drap-housse à bonnets de 30 cm, qui s'adapte aux matelas épais.",
        "A fitted sheet with deep 30 cm pockets to fit thick mattresses.",
        "Una sábana bajera con esquinas de 30 cm de alto, que se adapta a los colchones gruesos.",
        "Ein Spannbettlaken mit 30 cm Steghöhe, passend für hohe Matratzen.",
        "Un lenzuolo con angoli profondi 30 cm, adatto ai materassi alti.",
        "Prześcieradło z gumką o wysokości narożników 30 cm, pasujące do grubych materacy.",
      ),
      ["PERCALE", "WASHED_LINEN", "SATEEN", "ORGANIC_COTTON"],
      ["90x190", "140x190", "160x200", "180x200"],
    ),
    model(
      "bedding",
      5999,
      L("Drap plat", "flat sheet", "Sábana encimera", "Betttuch", "Lenzuolo piano", "Prześcieradło płaskie"),
      L(
        "Un drap plat à large ourlet piqué, à border sous le matelas ou à replier sur la couette.",
        "A flat sheet with a wide stitched hem, to tuck under the mattress or fold over the duvet.",
        "Una sábana encimera con dobladillo ancho, para remeter bajo el colchón o doblar sobre el edredón.",
        "Ein Betttuch mit breitem Steppsaum, unter die Matratze gesteckt oder über die Bettdecke geschlagen.",
        "Un lenzuolo piano con ampio orlo impunturato, da rimboccare sotto il materasso o risvoltare sul piumino.",
        "Prześcieradło płaskie z szerokim przeszywanym obrębieniem, do wsunięcia pod materac lub wywinięcia na kołdrę.",
      ),
      ["PERCALE", "WASHED_LINEN"],
      ["180x290", "240x300", "270x300"],
    ),
  ],
  HOME_BATH: [
    model(
      "towel",
      1499,
      L("Serviette de toilette", "hand towel", "Toalla de lavabo", "Handtuch", "Asciugamano", "Ręcznik do rąk"),
      L(
        "Une serviette douce et absorbante, qui sèche rapidement entre deux utilisations.",
        "A soft, absorbent towel that dries quickly between uses.",
        "Una toalla suave y absorbente que se seca rápidamente entre usos.",
        "Ein weiches, saugfähiges Handtuch, das zwischen zwei Anwendungen schnell trocknet.",
        "Un asciugamano morbido e assorbente, che si asciuga rapidamente tra un utilizzo e l'altro.",
        "Miękki, chłonny ręcznik, który szybko schnie między kolejnymi użyciami.",
      ),
      ["TERRY", "WAFFLE", "WASHED_LINEN", "ORGANIC_COTTON"],
      ["30x50", "50x100"],
    ),
    model(
      "towel",
      3999,
      L("Drap de bain", "bath sheet", "Toalla de baño", "Badetuch", "Telo bagno", "Ręcznik kąpielowy"),
      L(
        "Un grand drap de bain enveloppant, bordé d'un liseré tissé.",
        "A large, enveloping bath sheet finished with a woven border.",
        "Una toalla de baño grande y envolvente, rematada con un ribete tejido.",
        "Ein großes, umhüllendes Badetuch mit gewebter Bordüre.",
        "Un telo bagno grande e avvolgente, rifinito con un bordo tessuto.",
        "Duży, otulający ręcznik kąpielowy wykończony tkaną bordiurą.",
      ),
      ["TERRY", "WAFFLE", "ORGANIC_COTTON"],
      ["70x140", "100x150"],
    ),
    model(
      "towel",
      2999,
      L("Tapis de bain", "bath mat", "Alfombra de baño", "Badematte", "Tappeto da bagno", "Dywanik łazienkowy"),
      L(
        "Un tapis de bain épais et moelleux, sur lequel poser le pied en sortant de la douche.",
        "A thick, plush bath mat to step onto straight out of the shower.",
        "Una alfombra de baño gruesa y mullida, para pisar al salir de la ducha.",
        "Eine dicke, flauschige Badematte für den ersten Schritt aus der Dusche.",
        "Un tappeto da bagno spesso e soffice, da usare all'uscita dalla doccia.",
        "Gruby, puszysty dywanik łazienkowy na wyjście spod prysznica.",
      ),
      ["TERRY", "ORGANIC_COTTON"],
      ["50x80", "60x90"],
    ),
    model(
      "towel",
      6999,
      L("Peignoir", "bathrobe", "Albornoz", "Bademantel", "Accappatoio", "Szlafrok"),
      L(
        "Un peignoir à col châle et ceinture à nouer, pour prolonger la douceur du bain.",
        "A shawl-collar bathrobe with a tie belt, to make bath time last a little longer.",
        "Un albornoz con cuello chal y cinturón para anudar, para prolongar el placer del baño.",
        "Ein Bademantel mit Schalkragen und Bindegürtel, der das Baderitual verlängert.",
        "Un accappatoio con collo a scialle e cintura da annodare, per prolungare la piacevolezza del bagno.",
        "Szlafrok z szalowym kołnierzem i wiązanym paskiem, który przedłuża przyjemność kąpieli.",
      ),
      ["TERRY", "WAFFLE"],
      ["S/M", "L/XL"],
    ),
  ],
  HOME_DECOR: [
    model(
      "cushion",
      2999,
      L(
        "Housse de coussin",
        "cushion cover",
        "Funda de cojín",
        "Kissenhülle",
        "Fodera per cuscino",
        "Poszewka dekoracyjna",
      ),
      L(
        "Une housse de coussin à fermeture invisible, pour renouveler l'allure d'un canapé en un instant.",
        "A cushion cover with a concealed zip, to refresh the look of a sofa in an instant.",
        "Una funda de cojín con cremallera invisible, para renovar el aspecto del sofá en un instante.",
        "Eine Kissenhülle mit verdecktem Reißverschluss, die dem Sofa im Handumdrehen einen neuen Look verleiht.",
        "Una fodera per cuscino con zip nascosta, per rinnovare il look del divano in un attimo.",
        "Poszewka dekoracyjna na ukryty zamek, która w mgnieniu oka odmieni wygląd sofy.",
      ),
      ["WASHED_LINEN", "VELVET", "CORDUROY", "ORGANIC_COTTON"],
      ["40x40", "45x45", "30x50"],
    ),
    model(
      "cushion",
      7999,
      L(
        "Coussin de sol",
        "floor cushion",
        "Cojín de suelo",
        "Bodenkissen",
        "Cuscino da pavimento",
        "Poduszka podłogowa",
      ),
      L(
        "Un coussin de sol généreusement garni, à disposer près de la cheminée ou dans une chambre d'enfant.",
        "A generously filled floor cushion to place by the fireplace or in a child's bedroom.",
        "Un cojín de suelo bien relleno, para colocar junto a la chimenea o en un dormitorio infantil.",
        "Ein großzügig gefülltes Bodenkissen für den Platz am Kamin oder im Kinderzimmer.",
        "Un cuscino da pavimento generosamente imbottito, da sistemare accanto al camino o in cameretta.",
        "Obficie wypełniona poduszka podłogowa – przy kominku lub w pokoju dziecka.",
      ),
      ["WASHED_LINEN", "VELVET", "CORDUROY"],
      ["60x60", "70x70"],
    ),
    model(
      "cushion",
      4999,
      L(
        "Coussin brodé",
        "embroidered cushion",
        "Cojín bordado",
        "Besticktes Kissen",
        "Cuscino ricamato",
        "Haftowana poduszka",
      ),
      L(
        "Un coussin déhoussable orné d'une broderie réalisée à la main.",
        "A cushion with a removable cover, adorned with hand-made embroidery.",
        "Un cojín con funda extraíble, adornado con un bordado hecho a mano.",
        "Ein Kissen mit abnehmbarem Bezug und handgefertigter Stickerei.",
        "Un cuscino sfoderabile impreziosito da un ricamo realizzato a mano.",
        "Poduszka ze zdejmowaną poszewką, ozdobiona ręcznie wykonanym haftem.",
      ),
      ["WASHED_LINEN", "VELVET", "ORGANIC_COTTON"],
      ["30x50", "45x45"],
    ),
  ],
};
