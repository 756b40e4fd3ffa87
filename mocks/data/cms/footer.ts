/**
 * Footer content (content type footer_layout, spec R3.18) of each language. The languages
 * map to sites: fr (France, Switzerland), en (international, stores in the United Kingdom),
 * es, de, it and pl (no stores). Store and click-and-collect links appear only where stores
 * exist; the loyalty programme only where it runs (fr, es, it). The reassurance names each
 * site's free-delivery threshold, delivery promise and payment methods by token, never as text:
 * a language serves sites of several currencies and methods (app/features/site/site-figures.ts).
 */
import { SEED_LANGUAGES, type Localized, type SeedLanguage } from "../types";
import type { FooterLayout, FooterNetwork, FooterReinsurance, GroupLink } from "./types";

const LANGUAGES_WITH_STORES: SeedLanguage[] = ["fr", "en"];
const LANGUAGES_WITH_LOYALTY: SeedLanguage[] = ["fr", "es", "it"];

const GROUP_SITE = "https://group.atelier-sept.example";
const MAGAZINE = (language: SeedLanguage) => `https://magazine.atelier-sept.example/${language}/`;

interface LinkTemplate {
  title: Localized;
  url: string | ((language: SeedLanguage) => string);
  only?: SeedLanguage[];
}

interface ColumnTemplate {
  title: Localized;
  links: LinkTemplate[];
}

const COLUMNS: ColumnTemplate[] = [
  {
    title: { fr: "Aide", en: "Help", es: "Ayuda", de: "Hilfe", it: "Assistenza", pl: "Pomoc" },
    links: [
      {
        title: { fr: "Livraison", en: "Delivery", es: "Envíos", de: "Versand", it: "Spedizioni", pl: "Dostawa" },
        url: "help:delivery",
      },
      {
        title: {
          fr: "Retours & remboursements",
          en: "Returns & refunds",
          es: "Devoluciones y reembolsos",
          de: "Rücksendung & Erstattung",
          it: "Resi e rimborsi",
          pl: "Zwroty i zwrot pieniędzy",
        },
        url: "help:returns",
      },
      {
        title: {
          fr: "Moyens de paiement",
          en: "Payment methods",
          es: "Métodos de pago",
          de: "Zahlungsarten",
          it: "Metodi di pagamento",
          pl: "Metody płatności",
        },
        url: "help:payment",
      },
      {
        title: {
          fr: "Guide des tailles",
          en: "Size guide",
          es: "Guía de tallas",
          de: "Größenberater",
          it: "Guida alle taglie",
          pl: "Tabela rozmiarów",
        },
        url: "help:sizes",
      },
      {
        title: {
          fr: "Suivi de commande",
          en: "Order tracking",
          es: "Seguimiento del pedido",
          de: "Sendungsverfolgung",
          it: "Stato dell’ordine",
          pl: "Status zamówienia",
        },
        url: "help:orders",
      },
      {
        title: {
          fr: "Nous contacter",
          en: "Contact us",
          es: "Contacto",
          de: "Kontakt",
          it: "Contattaci",
          pl: "Kontakt",
        },
        url: "help:contact",
      },
    ],
  },
  {
    title: { fr: "Services", en: "Services", es: "Servicios", de: "Services", it: "Servizi", pl: "Usługi" },
    links: [
      {
        title: {
          fr: "Mon compte",
          en: "My account",
          es: "Mi cuenta",
          de: "Mein Konto",
          it: "Il mio account",
          pl: "Moje konto",
        },
        url: "help:account",
      },
      {
        title: {
          fr: "Cartes cadeaux",
          en: "Gift cards",
          es: "Tarjetas regalo",
          de: "Geschenkkarten",
          it: "Carte regalo",
          pl: "Karty podarunkowe",
        },
        url: "help:gift-cards",
      },
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
          fr: "Click & Collect",
          en: "Click & Collect",
          es: "Click & Collect",
          de: "Click & Collect",
          it: "Click & Collect",
          pl: "Click & Collect",
        },
        url: "help:stores",
        only: LANGUAGES_WITH_STORES,
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
    ],
  },
  {
    title: {
      fr: "Atelier Sept",
      en: "Atelier Sept",
      es: "Atelier Sept",
      de: "Atelier Sept",
      it: "Atelier Sept",
      pl: "Atelier Sept",
    },
    links: [
      {
        title: {
          fr: "Nouvelle saison : Denim 26",
          en: "New season: Denim 26",
          es: "Nueva temporada: Denim 26",
          de: "Neue Saison: Denim 26",
          it: "Nuova stagione: Denim 26",
          pl: "Nowy sezon: Denim 26",
        },
        url: "page:trend:TREND_DENIM",
      },
      {
        title: {
          fr: "Black Friday",
          en: "Black Friday",
          es: "Black Friday",
          de: "Black Friday",
          it: "Black Friday",
          pl: "Black Friday",
        },
        url: "page:landing:BF2026",
      },
      {
        title: {
          fr: "Le Magazine",
          en: "The Magazine",
          es: "La Revista",
          de: "Das Magazin",
          it: "Il Magazine",
          pl: "Magazyn",
        },
        url: MAGAZINE,
      },
      {
        title: {
          fr: "Nos engagements",
          en: "Our commitments",
          es: "Nuestros compromisos",
          de: "Unsere Verantwortung",
          it: "I nostri impegni",
          pl: "Nasze zobowiązania",
        },
        url: (language) => `${GROUP_SITE}/${language}/commitments`,
      },
    ],
  },
];

const COMMUNITY: { title: Localized; group: LinkTemplate[] } = {
  title: { fr: "Le groupe", en: "The company", es: "La empresa", de: "Unternehmen", it: "L’azienda", pl: "Firma" },
  group: [
    {
      title: {
        fr: "Nous rejoindre",
        en: "Careers",
        es: "Trabaja con nosotros",
        de: "Karriere",
        it: "Lavora con noi",
        pl: "Kariera",
      },
      url: (l) => `https://careers.atelier-sept.example/${l}/`,
    },
    {
      title: { fr: "Espace presse", en: "Press", es: "Prensa", de: "Presse", it: "Area stampa", pl: "Dla prasy" },
      url: (l) => `${GROUP_SITE}/${l}/press`,
    },
    {
      title: {
        fr: "Investisseurs",
        en: "Investors",
        es: "Inversores",
        de: "Investor Relations",
        it: "Investitori",
        pl: "Dla inwestorów",
      },
      url: (l) => `${GROUP_SITE}/${l}/investors`,
    },
    {
      title: {
        fr: "Devenir franchisé",
        en: "Become a franchisee",
        es: "Hazte franquiciado",
        de: "Franchisepartner werden",
        it: "Diventa affiliato",
        pl: "Zostań franczyzobiorcą",
      },
      url: (l) => `${GROUP_SITE}/${l}/franchise`,
    },
    {
      title: {
        fr: "Rapport RSE 2025",
        en: "2025 Sustainability Report",
        es: "Informe de sostenibilidad 2025",
        de: "Nachhaltigkeitsbericht 2025",
        it: "Report di sostenibilità 2025",
        pl: "Raport zrównoważonego rozwoju 2025",
      },
      url: (l) => `${GROUP_SITE}/${l}/sustainability-report-2025.pdf`,
    },
  ],
};

const NETWORKS: FooterNetwork[] = [
  { name: "Instagram", url: "https://www.instagram.com/ateliersept/", icon: "instagram" },
  { name: "Facebook", url: "https://www.facebook.com/ateliersept", icon: "facebook" },
  { name: "Pinterest", url: "https://www.pinterest.com/ateliersept/", icon: "pinterest" },
  { name: "TikTok", url: "https://www.tiktok.com/@ateliersept", icon: "tiktok" },
  { name: "YouTube", url: "https://www.youtube.com/@ateliersept", icon: "youtube" },
];

const REINSURANCES: Record<SeedLanguage, FooterReinsurance[]> = {
  fr: [
    {
      title: "Livraison offerte au-delà de {{free_delivery_above:NO}}",
      description: "À domicile {{delivery_time:NO}}, en point relais ou en consigne automatique.",
      link: "help:delivery",
    },
    {
      title: "Retours gratuits sous 30 jours",
      description: "En magasin, en point relais ou par La Poste, avec l’étiquette prépayée.",
      link: "help:returns",
    },
    {
      title: "Paiement 100 % sécurisé",
      description: "Payez par {{payment_methods}}.",
      link: "help:payment",
    },
    {
      title: "Click & Collect gratuit",
      description: "Commandez en ligne, votre colis est prêt en magasin {{delivery_time:LM}}.",
      link: "stores",
    },
  ],
  en: [
    {
      title: "Free delivery on orders over {{free_delivery_above:NO}}",
      description: "To your door {{delivery_time:NO}}, or to a pickup point or a parcel locker.",
      link: "help:delivery",
    },
    {
      title: "Free returns within 30 days",
      description: "In store, at a pickup point or by post with the prepaid label.",
      link: "help:returns",
    },
    {
      title: "Secure payment",
      description: "Pay by {{payment_methods}}.",
      link: "help:payment",
    },
    {
      title: "Free Click & Collect",
      description: "Order online and collect from one of our UK stores, ready {{delivery_time:LM}}.",
      link: "stores",
    },
  ],
  es: [
    {
      title: "Envío gratuito en pedidos de más de {{free_delivery_above:NO}}",
      description: "Entrega a domicilio {{delivery_time:NO}} en la Península y Baleares.",
      link: "help:delivery",
    },
    {
      title: "Devoluciones gratuitas en 30 días",
      description: "Desde tu cuenta, con la etiqueta de devolución prepagada.",
      link: "help:returns",
    },
    {
      title: "Pago 100% seguro",
      description: "Paga con {{payment_methods}}.",
      link: "help:payment",
    },
    {
      title: "Atención al cliente",
      description: "De lunes a sábado, de 9:00 a 19:00, por chat, correo electrónico o teléfono.",
      link: "help:contact",
    },
  ],
  de: [
    {
      title: "Kostenloser Versand ab einem Bestellwert über {{free_delivery_above:NO}}",
      description: "Lieferung nach Deutschland und Österreich {{delivery_time:NO}}.",
      link: "help:delivery",
    },
    {
      title: "Kostenlose Rücksendung",
      description: "30 Tage Rückgaberecht mit vorfrankiertem Rücksendeetikett.",
      link: "help:returns",
    },
    {
      title: "Sicher bezahlen",
      description: "Bezahlen Sie mit {{payment_methods}}.",
      link: "help:payment",
    },
    {
      title: "Persönlicher Kundenservice",
      description: "Montag bis Samstag von 9 bis 19 Uhr per Chat, E-Mail oder Telefon für Sie da.",
      link: "help:contact",
    },
  ],
  it: [
    {
      title: "Spedizione gratuita oltre {{free_delivery_above:NO}}",
      description: "Consegna a domicilio {{delivery_time:NO}} in tutta Italia e a San Marino.",
      link: "help:delivery",
    },
    {
      title: "Resi gratuiti entro 30 giorni",
      description: "Dal tuo account, con l’etichetta di reso prepagata.",
      link: "help:returns",
    },
    {
      title: "Pagamento sicuro",
      description: "Paga con {{payment_methods}}.",
      link: "help:payment",
    },
    {
      title: "Servizio clienti",
      description: "Dal lunedì al sabato, dalle 9:00 alle 19:00, via chat, e-mail o telefono.",
      link: "help:contact",
    },
  ],
  pl: [
    {
      title: "Darmowa dostawa powyżej {{free_delivery_above:NO}}",
      description: "Dostawa kurierem {{delivery_time:NO}} na terenie całej Polski.",
      link: "help:delivery",
    },
    {
      title: "Bezpłatny zwrot w ciągu 30 dni",
      description: "Wygeneruj etykietę zwrotną na swoim koncie i nadaj paczkę.",
      link: "help:returns",
    },
    { title: "Bezpieczne płatności", description: "Metody płatności: {{payment_methods}}.", link: "help:payment" },
    {
      title: "Obsługa klienta",
      description: "Od poniedziałku do soboty w godz. 9:00–19:00 przez czat, e-mail lub telefon.",
      link: "help:contact",
    },
  ],
};

/** The seller is the French company everywhere; each site shows its local tax number. Fictional. */
const LEGALS: Record<SeedLanguage, string[]> = {
  fr: [
    "Atelier Sept SAS, société par actions simplifiée au capital de 4 500 000 €",
    "Siège social : 18 rue du Sentier, 75002 Paris, France",
    "RCS Paris 912 345 678 – SIRET 912 345 678 00021 – Code APE 4771Z",
    "N° de TVA intracommunautaire : FR74 912 345 678 – N° IDE en Suisse : CHE-412.876.531 TVA",
    "Directrice de la publication : Claire Morel, Présidente",
  ],
  en: [
    "Atelier Sept SAS, a French simplified joint-stock company with share capital of €4,500,000",
    "Registered office: 18 rue du Sentier, 75002 Paris, France",
    "Registered with the Paris Trade and Companies Register (RCS) under number 912 345 678",
    "EU VAT number: FR74 912 345 678 – UK VAT number: GB 412 8765 31",
    "UK branch: Atelier Sept UK, 40 Long Acre, London WC2E 9LG",
  ],
  es: [
    "Atelier Sept SAS, sociedad por acciones simplificada de derecho francés con un capital social de 4.500.000 €",
    "Domicilio social: 18 rue du Sentier, 75002 París (Francia)",
    "Inscrita en el Registro Mercantil de París (RCS) con el número 912 345 678",
    "NIF-IVA intracomunitario: FR74 912 345 678 – NIF en España: N0012345J",
  ],
  de: [
    "Atelier Sept SAS, vereinfachte Aktiengesellschaft französischen Rechts mit einem Grundkapital von 4.500.000 €",
    "Sitz: 18 rue du Sentier, 75002 Paris, Frankreich",
    "Handelsregister: RCS Paris 912 345 678",
    "USt-IdNr.: FR74 912 345 678 – Deutsche USt-IdNr.: DE318765432",
    "Vertretungsberechtigt: Claire Morel, Präsidentin",
  ],
  it: [
    "Atelier Sept SAS, società per azioni semplificata di diritto francese con capitale sociale di 4.500.000 €",
    "Sede legale: 18 rue du Sentier, 75002 Parigi (Francia)",
    "Iscritta al Registro del commercio e delle società di Parigi (RCS) con il numero 912 345 678",
    "Partita IVA comunitaria: FR74 912 345 678 – Partita IVA italiana: IT 01234560159",
  ],
  pl: [
    "Atelier Sept SAS, uproszczona spółka akcyjna prawa francuskiego o kapitale zakładowym 4 500 000 €",
    "Siedziba: 18 rue du Sentier, 75002 Paryż, Francja",
    "Wpisana do Rejestru Handlowego i Spółek w Paryżu (RCS) pod numerem 912 345 678",
    "Numer VAT UE: FR74 912 345 678 – NIP w Polsce: PL 5263187654",
  ],
};

const NEWSLETTER: Record<SeedLanguage, { title: string; short: string; long: string; cta: string }> = {
  fr: {
    title: "Restons en contact",
    short: "-10 % sur votre première commande",
    long: "Inscrivez-vous à notre newsletter pour découvrir en avant-première nos nouveautés, nos ventes privées et nos conseils de style, et recevez 10 % de réduction sur votre première commande.",
    cta: "Je m’inscris",
  },
  en: {
    title: "Let's stay in touch",
    short: "10% off your first order",
    long: "Sign up to our newsletter for early access to new arrivals, private sales and style tips, and enjoy 10% off your first order.",
    cta: "Sign up",
  },
  es: {
    title: "Sigamos en contacto",
    short: "-10% en tu primer pedido",
    long: "Suscríbete a nuestra newsletter para descubrir antes que nadie las novedades, las ventas privadas y nuestros consejos de estilo, y consigue un 10% de descuento en tu primer pedido.",
    cta: "Suscribirme",
  },
  de: {
    title: "Bleiben wir in Kontakt",
    short: "10 % Rabatt auf Ihre erste Bestellung",
    long: "Melden Sie sich für unseren Newsletter an und erfahren Sie als Erste von Neuheiten, privaten Sales und Stiltipps. Als Dankeschön erhalten Sie 10 % Rabatt auf Ihre erste Bestellung.",
    cta: "Jetzt anmelden",
  },
  it: {
    title: "Restiamo in contatto",
    short: "-10% sul tuo primo ordine",
    long: "Iscriviti alla nostra newsletter per scoprire in anteprima le novità, le vendite private e i nostri consigli di stile, e ricevi il 10% di sconto sul tuo primo ordine.",
    cta: "Iscriviti",
  },
  pl: {
    title: "Bądźmy w kontakcie",
    short: "-10% na pierwsze zamówienie",
    long: "Zapisz się do naszego newslettera i bądź na bieżąco z nowościami, wyprzedażami dla subskrybentów i poradami stylistycznymi. Na powitanie otrzymasz 10% rabatu na pierwsze zamówienie.",
    cta: "Zapisz się",
  },
};

function resolve(link: LinkTemplate, language: SeedLanguage): GroupLink {
  return { title: link.title[language], url: typeof link.url === "string" ? link.url : link.url(language) };
}

const available = (language: SeedLanguage) => (link: LinkTemplate) => !link.only || link.only.includes(language);

function footerFor(language: SeedLanguage): FooterLayout {
  const newsletter = NEWSLETTER[language];
  return {
    content_type: "footer_layout",
    uid: `footer_layout_${language}`,
    locale: language,
    links_modular: COLUMNS.map((column) => ({
      title: column.title[language],
      links: column.links.filter(available(language)).map((link) => resolve(link, language)),
    })),
    community: {
      title: COMMUNITY.title[language],
      group: COMMUNITY.group.map((link) => resolve(link, language)),
    },
    networks: NETWORKS,
    reinsurances: REINSURANCES[language],
    legals: { content: LEGALS[language] },
    banner_newsletter: {
      title: newsletter.title,
      texts: { short_text: newsletter.short, long_text: newsletter.long, text_color: "#111111" },
      cta: { label: newsletter.cta, cta_color: "#111111", cta_label_color: "#ffffff" },
      background_color: "#f4efe8",
    },
  };
}

export const FOOTER_LAYOUT: Record<SeedLanguage, FooterLayout> = Object.fromEntries(
  SEED_LANGUAGES.map((language) => [language, footerFor(language)]),
) as Record<SeedLanguage, FooterLayout>;
