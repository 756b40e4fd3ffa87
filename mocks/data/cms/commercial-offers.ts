/**
 * Commercial offers (GET /commercial-animations-self/offers): collective offers per country,
 * written in the country site's language, and personal offers per customer, seeded in the six
 * languages and answered in the request's. Values: see DiscountType (REM and COU in percent,
 * CAD in cents of the site's currency, PTS in points). The legal small print of each collective
 * offer is in legal-notices.ts. Black Friday's "up to" (and its members' early access) is the
 * catalogue's deepest markdown (decision 174).
 */
import { DEEPEST_MARKDOWN_PERCENT as UP_TO } from "../catalog/products";
import type { CampaignWindow, SeedLanguage } from "../types";
import type { CommercialOffer, CommercialOffersAnswer, CountryCode, PersonalOfferSeed } from "./types";

const ALL_FAMILIES = ["WOMEN", "MEN", "KIDS", "BABY", "HOME"];

/** Black Friday 2026, Friday to Cyber Monday, Paris time: its offers, and the header's banner (header.ts). */
export const BLACK_FRIDAY: CampaignWindow = {
  validFrom: "2026-11-27T00:00:00+01:00",
  validTo: "2026-11-30T23:59:59+01:00",
};
const YEAR_2026 = { validFrom: "2026-01-01T00:00:00+01:00", validTo: "2026-12-31T23:59:59+01:00" };

export const COLLECTIVE_OFFERS: Record<CountryCode, CommercialOffer[]> = {
  FR: [
    {
      id: "BF2026_FR",
      title: `Black Friday : jusqu’à -${UP_TO} %`,
      description: `Du 27 au 30 novembre, jusqu’à -${UP_TO} % sur une sélection d’articles femme, homme, enfant, bébé et maison, en ligne et en magasin.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_FR",
      title: "Bienvenue : -10 % sur votre première commande",
      description:
        "Inscrivez-vous à la newsletter et profitez de 10 % de réduction sur votre première commande en ligne avec le code BIENVENUE10.",
      code: "BIENVENUE10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "KNIT_POINTS_FR",
      title: "200 points offerts sur la maille",
      description:
        "Membres du programme de fidélité : 200 points supplémentaires pour tout achat d’un pull ou d’un gilet, femme ou homme.",
      code: null,
      discountType: "PTS",
      value: 200,
      validFrom: "2026-11-16T00:00:00+01:00",
      validTo: "2026-12-06T23:59:59+01:00",
      familyIds: ["WOMEN_KNITWEAR", "MEN_KNITWEAR"],
    },
    {
      id: "XMAS_HOME_FR",
      title: "Noël : 10 € offerts dès 80 € d’achat en maison",
      description:
        "Pour 80 € d’achat dans l’univers maison, recevez un chèque cadeau de 10 € à valoir sur votre prochaine commande.",
      code: null,
      discountType: "CAD",
      value: 1000,
      validFrom: "2026-12-01T00:00:00+01:00",
      validTo: "2026-12-24T23:59:59+01:00",
      familyIds: ["HOME"],
    },
  ],
  CH: [
    {
      id: "BF2026_CH",
      title: `Black Friday : jusqu’à -${UP_TO} %`,
      description: `Du 27 au 30 novembre, jusqu’à -${UP_TO} % sur une sélection d’articles, sur notre site suisse et dans nos magasins en Suisse.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_CH",
      title: "Bienvenue : -10 % sur votre première commande",
      description:
        "Inscrivez-vous à la newsletter et profitez de 10 % de réduction sur votre première commande en ligne avec le code BIENVENUE10.",
      code: "BIENVENUE10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "BEDDING20_CH",
      title: "Linge de lit : -20 %",
      description: "Jusqu’au 31 décembre, -20 % sur toute la collection de linge de lit, en ligne et en magasin.",
      code: null,
      discountType: "REM",
      value: 20,
      validFrom: "2026-11-01T00:00:00+01:00",
      validTo: "2026-12-31T23:59:59+01:00",
      familyIds: ["HOME_BEDDING"],
    },
  ],
  GB: [
    {
      id: "BF2026_GB",
      title: `Black Friday: up to ${UP_TO}% off`,
      description: `From 27 to 30 November, up to ${UP_TO}% off selected womenswear, menswear, kidswear, babywear and homeware, online and in our UK stores.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_GB",
      title: "Welcome: 10% off your first order",
      description: "Sign up to our newsletter and enjoy 10% off your first online order with the code WELCOME10.",
      code: "WELCOME10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "COATS20_GB",
      title: "20% off coats",
      description: "Wrap up for winter: 20% off all women's and men's coats and jackets until 13 December.",
      code: null,
      discountType: "REM",
      value: 20,
      validFrom: "2026-11-16T00:00:00+01:00",
      validTo: "2026-12-13T23:59:59+01:00",
      familyIds: ["WOMEN_COATS", "MEN_COATS"],
    },
  ],
  ES: [
    {
      id: "BF2026_ES",
      title: `Black Friday: hasta un -${UP_TO}%`,
      description: `Del 27 al 30 de noviembre, hasta un -${UP_TO}% en una selección de moda mujer, hombre, infantil, bebé y hogar.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_ES",
      title: "Bienvenida: -10% en tu primer pedido",
      description:
        "Suscríbete a la newsletter y disfruta de un 10% de descuento en tu primer pedido con el código BIENVENIDA10.",
      code: "BIENVENIDA10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "KNIT_POINTS_ES",
      title: "200 puntos de regalo en punto",
      description:
        "Socios del programa de fidelización: 200 puntos extra por la compra de cualquier jersey o cárdigan de mujer u hombre.",
      code: null,
      discountType: "PTS",
      value: 200,
      validFrom: "2026-11-16T00:00:00+01:00",
      validTo: "2026-12-06T23:59:59+01:00",
      familyIds: ["WOMEN_KNITWEAR", "MEN_KNITWEAR"],
    },
  ],
  DE: [
    {
      id: "BF2026_DE",
      title: `Black Friday: bis zu -${UP_TO} %`,
      description: `Vom 27. bis 30. November bis zu ${UP_TO} % Rabatt auf ausgewählte Damen-, Herren-, Kinder- und Babymode sowie Wohnaccessoires.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_DE",
      title: "Willkommen: 10 % auf Ihre erste Bestellung",
      description:
        "Melden Sie sich für unseren Newsletter an und sparen Sie mit dem Code WILLKOMMEN10 10 % auf Ihre erste Bestellung.",
      code: "WILLKOMMEN10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "KNIT20_DE",
      title: "Strickwochen: 20 % auf Strick",
      description: "Bis 26. November sparen Sie 20 % auf alle Pullover und Strickjacken für Damen und Herren.",
      code: null,
      discountType: "REM",
      value: 20,
      validFrom: "2026-11-09T00:00:00+01:00",
      validTo: "2026-11-26T23:59:59+01:00",
      familyIds: ["WOMEN_KNITWEAR", "MEN_KNITWEAR"],
    },
  ],
  IT: [
    {
      id: "BF2026_IT",
      title: `Black Friday: fino al -${UP_TO}%`,
      description: `Dal 27 al 30 novembre, fino al -${UP_TO}% su una selezione di articoli donna, uomo, bambini, neonato e casa.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_IT",
      title: "Benvenuto: -10% sul tuo primo ordine",
      description:
        "Iscriviti alla newsletter e ottieni il 10% di sconto sul tuo primo ordine con il codice BENVENUTO10.",
      code: "BENVENUTO10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "KNIT_POINTS_IT",
      title: "200 punti in regalo sulla maglieria",
      description:
        "Soci del programma fedeltà: 200 punti extra per l’acquisto di un maglione o di un cardigan, donna o uomo.",
      code: null,
      discountType: "PTS",
      value: 200,
      validFrom: "2026-11-16T00:00:00+01:00",
      validTo: "2026-12-06T23:59:59+01:00",
      familyIds: ["WOMEN_KNITWEAR", "MEN_KNITWEAR"],
    },
  ],
  PL: [
    {
      id: "BF2026_PL",
      title: `Black Friday: do -${UP_TO}%`,
      description: `Od 27 do 30 listopada do -${UP_TO}% na wybrane produkty z kolekcji damskiej, męskiej, dziecięcej, niemowlęcej i domowej.`,
      code: null,
      discountType: "REM",
      value: UP_TO,
      ...BLACK_FRIDAY,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "WELCOME10_PL",
      title: "Na powitanie: -10% na pierwsze zamówienie",
      description: "Zapisz się do newslettera i odbierz 10% rabatu na pierwsze zamówienie z kodem WITAJ10.",
      code: "WITAJ10",
      discountType: "COU",
      value: 10,
      ...YEAR_2026,
      familyIds: ALL_FAMILIES,
    },
    {
      id: "BEDDING20_PL",
      title: "Pościel -20%",
      description: "Do 31 grudnia -20% na całą kolekcję pościeli.",
      code: null,
      discountType: "REM",
      value: 20,
      validFrom: "2026-11-01T00:00:00+01:00",
      validTo: "2026-12-31T23:59:59+01:00",
      familyIds: ["HOME_BEDDING"],
    },
  ],
};

/**
 * Customers of mocks/data/customers.ts: C100001 (Léa, France, loyalty card) and C100002 (Jonas,
 * Germany, no loyalty card, birthday on 30 November). Texts address them in every language.
 */
export const PERSONAL_OFFERS: Record<string, PersonalOfferSeed[]> = {
  C100001: [
    {
      id: "P-C100001-VOUCHER",
      title: {
        fr: "Votre chèque fidélité de 10 €",
        en: "Your €10 loyalty voucher",
        es: "Tu cheque de fidelización de 10 €",
        de: "Ihr Treuegutschein über 10 €",
        it: "Il tuo buono fedeltà da 10 €",
        pl: "Twój bon lojalnościowy o wartości 10 €",
      },
      description: {
        fr: "Vous avez atteint 200 points : votre chèque de 10 € est valable sans minimum d’achat, en ligne et en magasin, jusqu’au 31 janvier 2027.",
        en: "You've reached 200 points: your €10 voucher can be used with no minimum spend until 31 January 2027.",
        es: "Has alcanzado los 200 puntos: tu cheque de 10 € es válido sin importe mínimo de compra hasta el 31 de enero de 2027.",
        de: "Sie haben 200 Punkte erreicht: Ihr Gutschein über 10 € ist ohne Mindestbestellwert bis zum 31. Januar 2027 gültig.",
        it: "Hai raggiunto 200 punti: il tuo buono da 10 € è valido senza importo minimo di spesa fino al 31 gennaio 2027.",
        pl: "Masz już 200 punktów: Twój bon o wartości 10 € możesz wykorzystać bez minimalnej kwoty zakupu do 31 stycznia 2027 r.",
      },
      code: null,
      discountType: "CAD",
      value: 1000,
      validFrom: "2026-11-02T00:00:00+01:00",
      validTo: "2027-01-31T23:59:59+01:00",
      familyIds: ALL_FAMILIES,
    },
    {
      id: "P-C100001-EARLY-BF",
      title: {
        fr: "Black Friday en avant-première",
        en: "Early access to Black Friday",
        es: "Black Friday en primicia",
        de: "Black Friday vorab",
        it: "Black Friday in anteprima",
        pl: "Black Friday przed wszystkimi",
      },
      description: {
        fr: `Membre du programme de fidélité, profitez de jusqu’à -${UP_TO} % dès le 25 novembre, 48 heures avant tout le monde.`,
        en: `As a loyalty member, enjoy up to ${UP_TO}% off from 25 November, 48 hours before everyone else.`,
        es: `Como socia del programa de fidelización, disfruta de hasta un -${UP_TO}% desde el 25 de noviembre, 48 horas antes que nadie.`,
        de: `Als Mitglied unseres Treueprogramms erhalten Sie schon ab dem 25. November bis zu ${UP_TO} % Rabatt – 48 Stunden vor allen anderen.`,
        it: `Come socia del programma fedeltà, approfitta di sconti fino al -${UP_TO}% dal 25 novembre, 48 ore prima di tutti.`,
        pl: `Jako członkini programu lojalnościowego skorzystaj z rabatów do -${UP_TO}% już od 25 listopada – 48 godzin przed wszystkimi.`,
      },
      code: null,
      discountType: "REM",
      value: UP_TO,
      validFrom: "2026-11-25T00:00:00+01:00",
      validTo: "2026-11-30T23:59:59+01:00",
      familyIds: ALL_FAMILIES,
    },
    {
      id: "P-C100001-BONUS",
      title: {
        fr: "150 points bonus sur votre prochaine commande",
        en: "150 bonus points on your next order",
        es: "150 puntos extra en tu próximo pedido",
        de: "150 Bonuspunkte auf Ihre nächste Bestellung",
        it: "150 punti bonus sul tuo prossimo ordine",
        pl: "150 punktów bonusowych za kolejne zamówienie",
      },
      description: {
        fr: "Merci de votre fidélité : 150 points supplémentaires sont crédités dès 60 € d’achat en enfant ou bébé, jusqu’au 31 décembre.",
        en: "Thank you for your loyalty: get 150 extra points when you spend €60 or more on kidswear or babywear, until 31 December.",
        es: "Gracias por tu fidelidad: consigue 150 puntos extra por una compra de 60 € o más en moda infantil o bebé, hasta el 31 de diciembre.",
        de: "Danke für Ihre Treue: Sie erhalten 150 zusätzliche Punkte ab einem Einkauf von 60 € in Kinder- oder Babymode, bis zum 31. Dezember.",
        it: "Grazie per la tua fedeltà: ricevi 150 punti extra con una spesa di almeno 60 € in abbigliamento bambini o neonato, fino al 31 dicembre.",
        pl: "Dziękujemy za Twoją lojalność: otrzymasz 150 dodatkowych punktów przy zakupach za co najmniej 60 € w kategoriach dziecięcej lub niemowlęcej, do 31 grudnia.",
      },
      code: null,
      discountType: "PTS",
      value: 150,
      validFrom: "2026-11-15T00:00:00+01:00",
      validTo: "2026-12-31T23:59:59+01:00",
      familyIds: ["KIDS", "BABY"],
    },
  ],
  C100002: [
    {
      id: "P-C100002-BIRTHDAY",
      title: {
        fr: "Joyeux anniversaire : -15 %",
        en: "Happy birthday: 15% off",
        es: "Feliz cumpleaños: -15%",
        de: "Alles Gute zum Geburtstag: 15 % Rabatt",
        it: "Buon compleanno: -15%",
        pl: "Wszystkiego najlepszego: -15%",
      },
      description: {
        fr: "Pour votre anniversaire, profitez de 15 % de réduction sur toute votre commande avec le code HAPPY15, jusqu’au 15 décembre.",
        en: "For your birthday, enjoy 15% off your whole order with the code HAPPY15, until 15 December.",
        es: "Por tu cumpleaños, disfruta de un 15% de descuento en todo tu pedido con el código HAPPY15, hasta el 15 de diciembre.",
        de: "Zu Ihrem Geburtstag erhalten Sie mit dem Code HAPPY15 bis zum 15. Dezember 15 % Rabatt auf Ihre gesamte Bestellung.",
        it: "Per il tuo compleanno, approfitta del 15% di sconto su tutto l’ordine con il codice HAPPY15, fino al 15 dicembre.",
        pl: "Z okazji urodzin otrzymujesz 15% rabatu na całe zamówienie z kodem HAPPY15 – do 15 grudnia.",
      },
      code: "HAPPY15",
      discountType: "COU",
      value: 15,
      validFrom: "2026-11-16T00:00:00+01:00",
      validTo: "2026-12-15T23:59:59+01:00",
      familyIds: ALL_FAMILIES,
    },
    {
      id: "P-C100002-KNIT",
      title: {
        fr: "Rien que pour vous : -15 % sur la maille homme",
        en: "Just for you: 15% off men's knitwear",
        es: "Solo para ti: -15% en punto de hombre",
        de: "Nur für Sie: 15 % auf Herrenstrick",
        it: "Solo per te: -15% sulla maglieria uomo",
        pl: "Tylko dla Ciebie: -15% na swetry męskie",
      },
      description: {
        fr: "Les pulls que vous avez repérés vous attendent : -15 % sur la maille homme jusqu’au 29 novembre.",
        en: "The jumpers you had your eye on are waiting: 15% off men's knitwear until 29 November.",
        es: "Los jerséis que te gustaron te esperan: -15% en punto de hombre hasta el 29 de noviembre.",
        de: "Die Pullover, die Ihnen gefallen haben, warten auf Sie: 15 % auf Herrenstrick bis zum 29. November.",
        it: "I maglioni che ti erano piaciuti ti aspettano: -15% sulla maglieria uomo fino al 29 novembre.",
        pl: "Swetry, które wpadły Ci w oko, czekają na Ciebie: -15% na swetry męskie do 29 listopada.",
      },
      code: null,
      discountType: "REM",
      value: 15,
      validFrom: "2026-11-20T00:00:00+01:00",
      validTo: "2026-11-29T23:59:59+01:00",
      familyIds: ["MEN_KNITWEAR"],
    },
  ],
};

/** A personal offer in one language, as the API answers it. */
export function localizePersonalOffer(offer: PersonalOfferSeed, language: SeedLanguage): CommercialOffer {
  return { ...offer, title: offer.title[language], description: offer.description[language] };
}

/** The answer of GET /commercial-animations-self/offers for a country, customer and language. */
export function commercialOffersFor(
  country: CountryCode,
  customerId: string | null,
  language: SeedLanguage,
): CommercialOffersAnswer {
  const personal = customerId ? (PERSONAL_OFFERS[customerId] ?? []) : [];
  return {
    personalOffers: personal.map((offer) => localizePersonalOffer(offer, language)),
    collectiveOffers: COLLECTIVE_OFFERS[country],
  };
}
