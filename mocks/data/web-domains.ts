/**
 * Shop domain parameters of the seven country sites (spec 3), as the real backend would
 * answer GET /web-domains/?domain=. Values are plausible for each market: payment methods,
 * delivery countries, gift-card limits and store locator only where stores exist.
 */
type PaymentProduct = { name: string; rank: number; minAmount?: number; maxAmount?: number };

interface DomainSeed {
  domain: string;
  storeId: string;
  countryCodeISO2: string;
  devise: string;
  deliveryCountries: string[];
  billingCountries: string[];
  paymentProducts: PaymentProduct[];
  phoneNumberCountries: string[];
  ereservation: boolean;
  storeLocator: { zoom: number; center: { lat: number; lon: number }; countryCodes: string[]; isActive: boolean };
  loyalty: boolean;
  giftCard: { minAmount: number; maxAmount: number; preselectedAmount: number };
  loyaltyCardCentAmount: number;
  donations: boolean;
  privateSales: { startDate: string; endDate: string } | null;
}

const CARDS: PaymentProduct[] = [
  { name: "VISA", rank: 2 },
  { name: "MASTERCARD", rank: 3 },
  { name: "PAYPAL", rank: 5 },
];

/** The children's foundation the donations go to, named in each site's language (a site's parameters are its own). */
const FOUNDATION_NAMES: Record<string, string> = {
  fr: "Fondation Atelier Sept pour l'enfance",
  ch: "Fondation Atelier Sept pour l'enfance",
  en: "Atelier Sept Children's Foundation",
  es: "Fundación Atelier Sept para la Infancia",
  de: "Atelier Sept Stiftung für Kinder",
  it: "Fondazione Atelier Sept per l'infanzia",
  pl: "Fundacja Atelier Sept na rzecz Dzieci",
};

function domainParams(seed: DomainSeed) {
  return {
    domain: seed.domain,
    storeId: seed.storeId,
    countryCodeISO2: seed.countryCodeISO2,
    devise: seed.devise,
    params: {
      deliveryCountries: seed.deliveryCountries,
      billingCountries: seed.billingCountries,
      ereservation: seed.ereservation,
      paymentProducts: seed.paymentProducts,
      phoneNumberCountries: seed.phoneNumberCountries,
      giftCard: seed.giftCard,
      loyaltyCardCentAmount: seed.loyaltyCardCentAmount,
      loyaltyScale: 1,
      orderConfirmation: { maxAttempts: 5, attemptDelay: 2000 },
      phoneNumberByShippingMethod: { LM: false, NO: true, PR: true, EX: true, VI: false, LO: true, HSP: true },
      freeCartCriteria: ["GIFT_CARD", "LOYALTY_CARD"],
      donations: seed.donations
        ? [
            {
              id: "ASSO_ENFANCE",
              name: FOUNDATION_NAMES[seed.domain] ?? FOUNDATION_NAMES.fr!,
              isActive: true,
              amounts: [100, 200, 500],
            },
          ]
        : [],
      // The Italian site skips the overview step (delivery goes straight to payment).
      funnel: { overview: seed.domain !== "it" },
      storeLocator: seed.storeLocator,
      commercialOffersFamilies: [{ id: "WOMEN" }, { id: "MEN" }, { id: "KIDS" }],
      privateSales: seed.privateSales,
      commercialOperation: { version: "2026-winter" },
      flags: {
        loyalty: seed.loyalty,
        wishlist: true,
        showProductAvailabilityAlert: true,
        agec: seed.countryCodeISO2 === "FR",
        myDownloads: seed.countryCodeISO2 === "FR",
        // The German site asks for recaptcha on its anonymous forms (the newsletter).
        recaptcha: seed.countryCodeISO2 === "DE",
        swiftAddToCart: true,
        showMap: seed.storeLocator.isActive,
        newRatioOnProductPicture: true,
        // A/B testing runs on the three biggest sites.
        abtasty: ["FR", "GB", "DE"].includes(seed.countryCodeISO2),
        olapic: false,
        richRelevance: false,
        allowShareCart: true,
        showEcoDesign: ["FR", "ES", "IT", "DE"].includes(seed.countryCodeISO2),
        showCommercialOffers: seed.loyalty,
        cnil: seed.countryCodeISO2 === "FR",
      },
    },
  };
}

const NO_STORES = (lat: number, lon: number) => ({ zoom: 6, center: { lat, lon }, countryCodes: [], isActive: false });

export const WEB_DOMAINS = [
  domainParams({
    domain: "fr",
    storeId: "001",
    countryCodeISO2: "FR",
    devise: "EUR",
    deliveryCountries: ["FR", "BE", "LU", "MC"],
    billingCountries: ["FR", "BE", "LU", "MC"],
    paymentProducts: [
      { name: "CB", rank: 1 },
      ...CARDS,
      { name: "AMERICAN_EXPRESS", rank: 4 },
      { name: "ALMA_3X", rank: 6, minAmount: 5000, maxAmount: 300000 },
      { name: "ALMA_4X", rank: 7, minAmount: 10000 },
      { name: "APPLEPAY", rank: 8 },
    ],
    phoneNumberCountries: ["FR", "BE", "LU", "MC", "CH"],
    ereservation: true,
    storeLocator: { zoom: 6, center: { lat: 46.6, lon: 2.4 }, countryCodes: ["FR"], isActive: true },
    loyalty: true,
    giftCard: { minAmount: 1000, maxAmount: 50000, preselectedAmount: 5000 },
    loyaltyCardCentAmount: 500,
    donations: true,
    privateSales: { startDate: "2026-11-27T00:00:00+01:00", endDate: "2026-11-30T23:59:59+01:00" },
  }),
  domainParams({
    domain: "ch",
    storeId: "002",
    countryCodeISO2: "CH",
    devise: "CHF",
    deliveryCountries: ["CH", "LI"],
    billingCountries: ["CH", "LI"],
    paymentProducts: [...CARDS, { name: "TWINT", rank: 4 }],
    phoneNumberCountries: ["CH", "LI", "FR"],
    ereservation: true,
    storeLocator: { zoom: 8, center: { lat: 46.8, lon: 8.2 }, countryCodes: ["CH"], isActive: true },
    loyalty: false,
    giftCard: { minAmount: 1000, maxAmount: 50000, preselectedAmount: 5000 },
    loyaltyCardCentAmount: 0,
    donations: false,
    privateSales: null,
  }),
  domainParams({
    domain: "en",
    storeId: "003",
    countryCodeISO2: "GB",
    devise: "EUR",
    deliveryCountries: ["GB", "IE", "NL", "AT", "PT", "GR", "SE", "DK", "FI"],
    billingCountries: ["GB", "IE", "NL", "AT", "PT", "GR", "SE", "DK", "FI"],
    paymentProducts: [...CARDS, { name: "AMERICAN_EXPRESS", rank: 4 }, { name: "KLARNA", rank: 6 }],
    phoneNumberCountries: ["GB", "IE", "NL", "AT", "PT", "GR", "SE", "DK", "FI"],
    ereservation: true,
    storeLocator: { zoom: 6, center: { lat: 52.4, lon: -1.5 }, countryCodes: ["GB"], isActive: true },
    loyalty: false,
    giftCard: { minAmount: 1000, maxAmount: 30000, preselectedAmount: 3000 },
    loyaltyCardCentAmount: 0,
    donations: false,
    privateSales: null,
  }),
  domainParams({
    domain: "es",
    storeId: "004",
    countryCodeISO2: "ES",
    devise: "EUR",
    deliveryCountries: ["ES"],
    billingCountries: ["ES"],
    paymentProducts: [...CARDS, { name: "BIZUM", rank: 4 }],
    phoneNumberCountries: ["ES", "PT"],
    ereservation: false,
    storeLocator: NO_STORES(40.4, -3.7),
    loyalty: true,
    giftCard: { minAmount: 1000, maxAmount: 30000, preselectedAmount: 3000 },
    loyaltyCardCentAmount: 500,
    donations: true,
    privateSales: null,
  }),
  domainParams({
    domain: "de",
    storeId: "005",
    countryCodeISO2: "DE",
    devise: "EUR",
    deliveryCountries: ["DE", "AT"],
    billingCountries: ["DE", "AT"],
    paymentProducts: [...CARDS, { name: "KLARNA", rank: 1 }],
    phoneNumberCountries: ["DE", "AT"],
    ereservation: false,
    storeLocator: NO_STORES(51.2, 10.4),
    loyalty: false,
    giftCard: { minAmount: 1000, maxAmount: 30000, preselectedAmount: 3000 },
    loyaltyCardCentAmount: 0,
    donations: false,
    privateSales: null,
  }),
  domainParams({
    domain: "it",
    storeId: "006",
    countryCodeISO2: "IT",
    devise: "EUR",
    deliveryCountries: ["IT", "SM"],
    billingCountries: ["IT", "SM"],
    paymentProducts: [...CARDS, { name: "AMERICAN_EXPRESS", rank: 4 }],
    phoneNumberCountries: ["IT", "SM"],
    ereservation: false,
    storeLocator: NO_STORES(42.5, 12.5),
    loyalty: true,
    giftCard: { minAmount: 1000, maxAmount: 30000, preselectedAmount: 3000 },
    loyaltyCardCentAmount: 500,
    donations: false,
    privateSales: null,
  }),
  domainParams({
    domain: "pl",
    storeId: "007",
    countryCodeISO2: "PL",
    // The backend's historical code for the zloty; the storefront reads it as PLN.
    devise: "PLZ",
    deliveryCountries: ["PL"],
    billingCountries: ["PL"],
    paymentProducts: [{ name: "PRZELEWY24", rank: 1 }, ...CARDS],
    phoneNumberCountries: ["PL"],
    ereservation: false,
    storeLocator: NO_STORES(52.1, 19.4),
    loyalty: false,
    giftCard: { minAmount: 5000, maxAmount: 200000, preselectedAmount: 10000 },
    loyaltyCardCentAmount: 0,
    donations: false,
    privateSales: null,
  }),
];
