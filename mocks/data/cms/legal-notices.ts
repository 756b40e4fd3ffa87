/**
 * Legal notices (GET /commercial-animations/offers/legal-notices?country&language): the small
 * print shown under promotions, per country and in the country site's language. Loyalty terms
 * exist where the programme runs (FR, ES, IT); the other countries carry the terms of their
 * own seasonal offer instead (see commercial-offers.ts). The Black Friday notices' "up to" is
 * the catalogue's deepest markdown (decision 174).
 */
import { DEEPEST_MARKDOWN_PERCENT as UP_TO } from "../catalog/products";
import type { CountryCode, LegalNotice } from "./types";

export const LEGAL_NOTICES: Record<CountryCode, LegalNotice[]> = {
  FR: [
    {
      id: "LN_FR_BF2026",
      language: "fr",
      title: "Black Friday : conditions de l’offre",
      footer_text: `Offre valable du 27 novembre 2026 à 0 h au 30 novembre 2026 à 23 h 59, sur notre site et dans nos magasins en France métropolitaine : jusqu’à -${UP_TO} % sur une sélection d’articles signalés, dans la limite des stocks disponibles. Réductions calculées sur le prix de référence, soit le prix le plus bas pratiqué au cours des 30 jours précédant l’opération. Non cumulable avec d’autres promotions en cours, à l’exception des chèques fidélité. Hors cartes cadeaux et carte de fidélité.`,
    },
    {
      id: "LN_FR_WELCOME10",
      language: "fr",
      title: "Offre de bienvenue : conditions",
      footer_text:
        "-10 % sur votre première commande en ligne avec le code BIENVENUE10, réservé aux nouveaux abonnés à la newsletter et valable une seule fois par client jusqu’au 31 décembre 2026. Non cumulable avec un autre code promotionnel. Hors cartes cadeaux, carte de fidélité et articles déjà remisés.",
    },
    {
      id: "LN_FR_LOYALTY",
      language: "fr",
      title: "Programme de fidélité : conditions",
      footer_text:
        "Carte de fidélité Atelier Sept nominative, vendue 5 €, réservée aux personnes physiques majeures résidant en France. 1 point par euro dépensé, hors frais de livraison, cartes cadeaux et carte de fidélité, crédité à l’issue du délai de retour de 30 jours. Chèque fidélité de 10 € émis tous les 200 points, valable 3 mois, non remboursable et non fractionnable. Points valables 12 mois après le dernier achat. Conditions générales du programme disponibles en magasin et sur notre site.",
    },
    {
      id: "LN_FR_GIFT_CARD",
      language: "fr",
      title: "Cartes cadeaux : conditions",
      footer_text:
        "Carte cadeau d’une valeur de 10 € à 500 €, valable 12 mois à compter de sa date d’achat, utilisable en une ou plusieurs fois sur notre site et dans nos magasins en France. Non remboursable, non échangeable contre des espèces et non utilisable pour l’achat d’une autre carte cadeau. Atelier Sept décline toute responsabilité en cas de perte ou de vol de la carte ou de son code.",
    },
  ],
  CH: [
    {
      id: "LN_CH_BF2026",
      language: "fr",
      title: "Black Friday : conditions de l’offre",
      footer_text: `Offre valable du 27 novembre 2026 à 0 h au 30 novembre 2026 à 23 h 59, sur notre site suisse et dans nos magasins en Suisse : jusqu’à -${UP_TO} % sur une sélection d’articles signalés, dans la limite des stocks disponibles. Prix en francs suisses, TVA incluse. Non cumulable avec d’autres promotions en cours. Hors cartes cadeaux.`,
    },
    {
      id: "LN_CH_WELCOME10",
      language: "fr",
      title: "Offre de bienvenue : conditions",
      footer_text:
        "-10 % sur votre première commande en ligne avec le code BIENVENUE10, réservé aux nouveaux abonnés à la newsletter et valable une seule fois par client jusqu’au 31 décembre 2026, pour toute livraison en Suisse ou au Liechtenstein. Non cumulable avec un autre code promotionnel. Hors cartes cadeaux et articles déjà remisés.",
    },
    {
      id: "LN_CH_BEDDING20",
      language: "fr",
      title: "Linge de lit -20 % : conditions",
      footer_text:
        "-20 % sur l’ensemble de la collection de linge de lit du 1er novembre au 31 décembre 2026, sur notre site suisse et dans nos magasins en Suisse, dans la limite des stocks disponibles. Réduction appliquée directement sur le prix affiché. Non cumulable avec l’offre Black Friday.",
    },
    {
      id: "LN_CH_GIFT_CARD",
      language: "fr",
      title: "Cartes cadeaux : conditions",
      footer_text:
        "Carte cadeau d’une valeur de 10 CHF à 500 CHF, valable 12 mois à compter de sa date d’achat, utilisable en une ou plusieurs fois sur notre site suisse et dans nos magasins en Suisse. Non remboursable et non échangeable contre des espèces. Atelier Sept décline toute responsabilité en cas de perte ou de vol de la carte ou de son code.",
    },
  ],
  GB: [
    {
      id: "LN_GB_BF2026",
      language: "en",
      title: "Black Friday: terms and conditions",
      footer_text: `Offer valid from 00:00 CET on 27 November 2026 until 23:59 CET on 30 November 2026 on our international site and in our UK stores, while stocks last: up to ${UP_TO}% off selected items, as marked. Discounts are calculated on the lowest price charged in the 30 days before the offer. Cannot be used with any other offer. Excludes gift cards.`,
    },
    {
      id: "LN_GB_WELCOME10",
      language: "en",
      title: "Welcome offer: terms and conditions",
      footer_text:
        "10% off your first online order with the code WELCOME10. For new newsletter subscribers only; one use per customer; valid until 31 December 2026. Cannot be used with any other promo code. Excludes gift cards and items already reduced.",
    },
    {
      id: "LN_GB_COATS20",
      language: "en",
      title: "20% off coats: terms and conditions",
      footer_text:
        "20% off all women's and men's coats and jackets from 16 November to 13 December 2026, online and in our UK stores, while stocks last. The discount is shown in your basket. Cannot be used with the Black Friday offer.",
    },
    {
      id: "LN_GB_GIFT_CARD",
      language: "en",
      title: "Gift cards: terms and conditions",
      footer_text:
        "E-gift cards from €10 to €300, valid for 12 months from the date of purchase and redeemable in one or more transactions on our international site. Non-refundable and cannot be exchanged for cash. Atelier Sept cannot be held responsible for lost or stolen gift cards or codes.",
    },
  ],
  ES: [
    {
      id: "LN_ES_BF2026",
      language: "es",
      title: "Black Friday: condiciones de la oferta",
      footer_text: `Oferta válida del 27 de noviembre de 2026 a las 00:00 h al 30 de noviembre de 2026 a las 23:59 h en nuestra web de España: hasta un -${UP_TO}% en una selección de artículos señalados, hasta agotar existencias. El descuento se calcula sobre el precio más bajo aplicado en los 30 días anteriores a la promoción. No acumulable con otras promociones, salvo los cheques de fidelización. Excluidas las tarjetas regalo y la tarjeta de fidelización.`,
    },
    {
      id: "LN_ES_WELCOME10",
      language: "es",
      title: "Oferta de bienvenida: condiciones",
      footer_text:
        "-10% en tu primer pedido online con el código BIENVENIDA10, reservado a los nuevos suscriptores de la newsletter y válido una sola vez por cliente hasta el 31 de diciembre de 2026. No acumulable con otros códigos promocionales. Excluidas las tarjetas regalo, la tarjeta de fidelización y los artículos ya rebajados.",
    },
    {
      id: "LN_ES_LOYALTY",
      language: "es",
      title: "Programa de fidelización: condiciones",
      footer_text:
        "Tarjeta de fidelización Atelier Sept personal e intransferible, al precio de 5 €, reservada a personas físicas mayores de edad residentes en España. 1 punto por cada euro gastado, excluidos los gastos de envío, las tarjetas regalo y la tarjeta de fidelización, abonado al finalizar el plazo de devolución de 30 días. Cheque de 10 € cada 200 puntos, válido durante 3 meses, no reembolsable ni fraccionable. Los puntos caducan a los 12 meses de la última compra. Consulta las condiciones generales del programa en nuestra web.",
    },
    {
      id: "LN_ES_GIFT_CARD",
      language: "es",
      title: "Tarjetas regalo: condiciones",
      footer_text:
        "Tarjeta regalo de 10 € a 300 €, válida durante 12 meses desde la fecha de compra y utilizable en una o varias veces en nuestra web de España. No reembolsable ni canjeable por dinero en efectivo. Atelier Sept no se hace responsable en caso de pérdida o robo de la tarjeta o de su código.",
    },
  ],
  DE: [
    {
      id: "LN_DE_BF2026",
      language: "de",
      title: "Black Friday: Teilnahmebedingungen",
      footer_text: `Angebot gültig vom 27. November 2026, 0:00 Uhr, bis 30. November 2026, 23:59 Uhr, in unserem Onlineshop für Deutschland und Österreich: bis zu ${UP_TO} % Rabatt auf ausgewählte, entsprechend gekennzeichnete Artikel, solange der Vorrat reicht. Die Ermäßigung bezieht sich auf den niedrigsten Preis der letzten 30 Tage vor Beginn der Aktion. Nicht mit anderen Aktionen kombinierbar. Ausgenommen sind Geschenkkarten.`,
    },
    {
      id: "LN_DE_WELCOME10",
      language: "de",
      title: "Willkommensangebot: Bedingungen",
      footer_text:
        "10 % Rabatt auf Ihre erste Onlinebestellung mit dem Code WILLKOMMEN10. Nur für neue Newsletter-Abonnenten, einmal pro Kunde einlösbar, gültig bis 31. Dezember 2026. Nicht mit anderen Gutscheincodes kombinierbar. Ausgenommen sind Geschenkkarten und bereits reduzierte Artikel.",
    },
    {
      id: "LN_DE_KNIT20",
      language: "de",
      title: "Strickwochen: Bedingungen",
      footer_text:
        "20 % Rabatt auf alle Pullover und Strickjacken für Damen und Herren vom 9. bis 26. November 2026 in unserem Onlineshop, solange der Vorrat reicht. Der Rabatt wird im Warenkorb automatisch abgezogen. Nicht mit anderen Aktionen kombinierbar.",
    },
    {
      id: "LN_DE_GIFT_CARD",
      language: "de",
      title: "Geschenkkarten: Bedingungen",
      footer_text:
        "E-Geschenkkarten im Wert von 10 € bis 300 €, einlösbar in einem oder mehreren Schritten in unserem Onlineshop für Deutschland und Österreich. Die Karte ist drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem sie gekauft wurde. Keine Barauszahlung. Für verlorene oder gestohlene Karten und Codes übernimmt Atelier Sept keine Haftung.",
    },
  ],
  IT: [
    {
      id: "LN_IT_BF2026",
      language: "it",
      title: "Black Friday: condizioni dell’offerta",
      footer_text: `Offerta valida dalle 00:00 del 27 novembre 2026 alle 23:59 del 30 novembre 2026 sul nostro sito italiano: fino al -${UP_TO}% su una selezione di articoli contrassegnati, fino a esaurimento scorte. Gli sconti sono calcolati sul prezzo più basso applicato nei 30 giorni precedenti la promozione. Non cumulabile con altre promozioni in corso, ad eccezione dei buoni fedeltà. Escluse le carte regalo e la carta fedeltà.`,
    },
    {
      id: "LN_IT_WELCOME10",
      language: "it",
      title: "Offerta di benvenuto: condizioni",
      footer_text:
        "-10% sul tuo primo ordine online con il codice BENVENUTO10, riservato ai nuovi iscritti alla newsletter e utilizzabile una sola volta per cliente entro il 31 dicembre 2026. Non cumulabile con altri codici promozionali. Escluse le carte regalo, la carta fedeltà e gli articoli già scontati.",
    },
    {
      id: "LN_IT_LOYALTY",
      language: "it",
      title: "Programma fedeltà: condizioni",
      footer_text:
        "Carta fedeltà Atelier Sept nominativa, al costo di 5 €, riservata alle persone fisiche maggiorenni residenti in Italia o a San Marino. 1 punto per ogni euro speso, escluse spese di spedizione, carte regalo e carta fedeltà, accreditato al termine dei 30 giorni previsti per il reso. Buono da 10 € ogni 200 punti, valido 3 mesi, non rimborsabile né frazionabile. I punti scadono 12 mesi dopo l’ultimo acquisto. Regolamento completo disponibile sul nostro sito.",
    },
    {
      id: "LN_IT_GIFT_CARD",
      language: "it",
      title: "Carte regalo: condizioni",
      footer_text:
        "Carta regalo da 10 € a 300 €, valida 12 mesi dalla data di acquisto e utilizzabile in una o più volte sul nostro sito italiano. Non rimborsabile né convertibile in denaro. Atelier Sept non è responsabile in caso di smarrimento o furto della carta o del relativo codice.",
    },
  ],
  PL: [
    {
      id: "LN_PL_BF2026",
      language: "pl",
      title: "Black Friday: regulamin promocji",
      footer_text: `Oferta ważna od 27 listopada 2026 r., godz. 00:00, do 30 listopada 2026 r., godz. 23:59 w naszym sklepie internetowym w Polsce: do -${UP_TO}% na wybrane, oznaczone produkty, do wyczerpania zapasów. Rabat liczony jest od najniższej ceny obowiązującej w ciągu 30 dni przed wprowadzeniem obniżki. Promocja nie łączy się z innymi promocjami. Nie dotyczy kart podarunkowych.`,
    },
    {
      id: "LN_PL_WELCOME10",
      language: "pl",
      title: "Oferta powitalna: regulamin",
      footer_text:
        "-10% na pierwsze zamówienie online z kodem WITAJ10, wyłącznie dla nowych subskrybentów newslettera, jednorazowo na klienta, do 31 grudnia 2026 r. Kod nie łączy się z innymi kodami rabatowymi. Nie dotyczy kart podarunkowych ani produktów już przecenionych.",
    },
    {
      id: "LN_PL_BEDDING20",
      language: "pl",
      title: "Pościel -20%: regulamin",
      footer_text:
        "-20% na całą kolekcję pościeli od 1 listopada do 31 grudnia 2026 r. w naszym sklepie internetowym w Polsce, do wyczerpania zapasów. Rabat naliczany jest automatycznie w koszyku. Promocja nie łączy się z ofertą Black Friday.",
    },
    {
      id: "LN_PL_GIFT_CARD",
      language: "pl",
      title: "Karty podarunkowe: regulamin",
      footer_text:
        "Karta podarunkowa o wartości od 50 zł do 2000 zł, ważna 12 miesięcy od daty zakupu, do wykorzystania jednorazowo lub w kilku transakcjach w naszym sklepie internetowym w Polsce. Karty nie można wymienić na gotówkę. Atelier Sept nie ponosi odpowiedzialności za utratę lub kradzież karty albo jej kodu.",
    },
  ],
};
