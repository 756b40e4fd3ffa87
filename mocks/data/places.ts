/**
 * Offline gazetteer for the store locator search box: the mock backend's stand-in for the
 * backend's geocoding. It turns what a shopper types (a town name or a postcode) into a point
 * in France, Switzerland or the United Kingdom. Coordinates are the real WGS84 centres of the
 * towns (4 decimals). Names match the official local name or one of its aliases; postcodes
 * match by exact code or by prefix, and when several entries match, the longest prefix wins
 * (so "M1" beats "M", and "75008" beats "75").
 */

export type PlaceCountry = "FR" | "CH" | "GB";

export interface GazetteerPlace {
  /** Official local name, with accents (e.g. "Saint-Étienne", "Genève", "Zürich"). */
  name: string;
  /** Other names a shopper may type: English/German/Italian/French exonyms, e.g. ["Geneva", "Genf", "Ginevra"]; empty array when none. */
  aliases: string[];
  countryCode: PlaceCountry;
  /** Postcodes or postcode prefixes that locate this town: FR full 5-digit codes of the town (list the main ones, e.g. all 20 Paris arrondissement codes 75001..75020, Lyon 69001..69009, Marseille 13001..13016) plus the 2-digit département code for the département's préfecture only (e.g. "69" for Lyon, "38" for Grenoble); CH 4-digit codes (main ones); GB outward codes / area prefixes (e.g. "M1", "M2", "M3", "M4" and the area "M" for Manchester; "SW1", "WC2", "EC1", "N1", "W1"... and areas "E","EC","N","NW","SE","SW","W","WC" for London; "G" for Glasgow; "B" for Birmingham...). */
  postcodes: string[];
  lat: number;
  lon: number;
}

export const GAZETTEER: GazetteerPlace[] = [
  // France
  { name: "Paris", aliases: ["Parigi"], countryCode: "FR", postcodes: ["75001", "75002", "75003", "75004", "75005", "75006", "75007", "75008", "75009", "75010", "75011", "75012", "75013", "75014", "75015", "75016", "75017", "75018", "75019", "75020", "75116", "75"], lat: 48.8566, lon: 2.3522 },
  { name: "Lyon", aliases: ["Lyons", "Lione"], countryCode: "FR", postcodes: ["69001", "69002", "69003", "69004", "69005", "69006", "69007", "69008", "69009", "69"], lat: 45.7640, lon: 4.8357 },
  { name: "Marseille", aliases: ["Marseilles", "Marsiglia"], countryCode: "FR", postcodes: ["13001", "13002", "13003", "13004", "13005", "13006", "13007", "13008", "13009", "13010", "13011", "13012", "13013", "13014", "13015", "13016", "13"], lat: 43.2965, lon: 5.3698 },
  { name: "Lille", aliases: [], countryCode: "FR", postcodes: ["59000", "59160", "59260", "59777", "59800", "59"], lat: 50.6292, lon: 3.0573 },
  { name: "Bordeaux", aliases: [], countryCode: "FR", postcodes: ["33000", "33100", "33200", "33300", "33800", "33"], lat: 44.8378, lon: -0.5792 },
  { name: "Nantes", aliases: [], countryCode: "FR", postcodes: ["44000", "44100", "44200", "44300", "44"], lat: 47.2184, lon: -1.5536 },
  { name: "Toulouse", aliases: ["Tolosa"], countryCode: "FR", postcodes: ["31000", "31100", "31200", "31300", "31400", "31500", "31"], lat: 43.6047, lon: 1.4442 },
  { name: "Strasbourg", aliases: ["Straßburg", "Strassburg", "Strasburgo"], countryCode: "FR", postcodes: ["67000", "67100", "67200", "67"], lat: 48.5734, lon: 7.7521 },
  { name: "Nice", aliases: ["Nizza"], countryCode: "FR", postcodes: ["06000", "06100", "06200", "06300", "06"], lat: 43.7102, lon: 7.2620 },
  { name: "Rennes", aliases: [], countryCode: "FR", postcodes: ["35000", "35200", "35700", "35"], lat: 48.1173, lon: -1.6778 },
  { name: "Montpellier", aliases: [], countryCode: "FR", postcodes: ["34000", "34070", "34080", "34090", "34"], lat: 43.6108, lon: 3.8767 },
  { name: "Grenoble", aliases: [], countryCode: "FR", postcodes: ["38000", "38100", "38"], lat: 45.1885, lon: 5.7245 },
  { name: "Aix-en-Provence", aliases: ["Aix"], countryCode: "FR", postcodes: ["13080", "13090", "13100", "13290", "13540"], lat: 43.5297, lon: 5.4474 },
  { name: "Dijon", aliases: ["Digione"], countryCode: "FR", postcodes: ["21000", "21"], lat: 47.3220, lon: 5.0415 },
  { name: "Tours", aliases: [], countryCode: "FR", postcodes: ["37000", "37100", "37200", "37"], lat: 47.3941, lon: 0.6848 },
  { name: "Rouen", aliases: [], countryCode: "FR", postcodes: ["76000", "76100", "76"], lat: 49.4432, lon: 1.0999 },
  { name: "Annecy", aliases: [], countryCode: "FR", postcodes: ["74000", "74370", "74600", "74940", "74960", "74"], lat: 45.8992, lon: 6.1294 },
  { name: "Reims", aliases: ["Rheims"], countryCode: "FR", postcodes: ["51100"], lat: 49.2583, lon: 4.0317 },
  { name: "Boulogne-Billancourt", aliases: [], countryCode: "FR", postcodes: ["92100"], lat: 48.8397, lon: 2.2399 },
  { name: "Villeurbanne", aliases: [], countryCode: "FR", postcodes: ["69100"], lat: 45.7667, lon: 4.8803 },
  { name: "Saint-Étienne", aliases: ["St-Étienne"], countryCode: "FR", postcodes: ["42000", "42100", "42"], lat: 45.4397, lon: 4.3872 },
  { name: "Clermont-Ferrand", aliases: [], countryCode: "FR", postcodes: ["63000", "63100", "63"], lat: 45.7772, lon: 3.0870 },
  { name: "Le Havre", aliases: [], countryCode: "FR", postcodes: ["76600", "76610", "76620"], lat: 49.4944, lon: 0.1079 },
  { name: "Toulon", aliases: ["Tolone"], countryCode: "FR", postcodes: ["83000", "83100", "83200", "83"], lat: 43.1242, lon: 5.9280 },
  { name: "Angers", aliases: [], countryCode: "FR", postcodes: ["49000", "49100", "49"], lat: 47.4784, lon: -0.5632 },
  { name: "Le Mans", aliases: [], countryCode: "FR", postcodes: ["72000", "72100", "72"], lat: 48.0061, lon: 0.1996 },
  { name: "Brest", aliases: [], countryCode: "FR", postcodes: ["29200"], lat: 48.3904, lon: -4.4861 },
  { name: "Limoges", aliases: [], countryCode: "FR", postcodes: ["87000", "87100", "87280", "87"], lat: 45.8336, lon: 1.2611 },
  { name: "Amiens", aliases: [], countryCode: "FR", postcodes: ["80000", "80080", "80090", "80"], lat: 49.8941, lon: 2.2958 },
  { name: "Metz", aliases: [], countryCode: "FR", postcodes: ["57000", "57050", "57070", "57"], lat: 49.1193, lon: 6.1757 },
  { name: "Nancy", aliases: [], countryCode: "FR", postcodes: ["54000", "54100", "54"], lat: 48.6921, lon: 6.1844 },
  { name: "Perpignan", aliases: [], countryCode: "FR", postcodes: ["66000", "66100", "66"], lat: 42.6887, lon: 2.8948 },
  { name: "Besançon", aliases: ["Bisanz"], countryCode: "FR", postcodes: ["25000", "25"], lat: 47.2378, lon: 6.0241 },
  { name: "Orléans", aliases: [], countryCode: "FR", postcodes: ["45000", "45100", "45"], lat: 47.9030, lon: 1.9093 },
  { name: "Caen", aliases: [], countryCode: "FR", postcodes: ["14000", "14"], lat: 49.1829, lon: -0.3707 },
  { name: "Mulhouse", aliases: ["Mülhausen"], countryCode: "FR", postcodes: ["68100", "68200"], lat: 47.7508, lon: 7.3359 },
  { name: "Avignon", aliases: ["Avignone"], countryCode: "FR", postcodes: ["84000", "84"], lat: 43.9493, lon: 4.8055 },
  { name: "Poitiers", aliases: [], countryCode: "FR", postcodes: ["86000", "86"], lat: 46.5802, lon: 0.3404 },
  { name: "La Rochelle", aliases: [], countryCode: "FR", postcodes: ["17000", "17"], lat: 46.1603, lon: -1.1511 },
  { name: "Pau", aliases: [], countryCode: "FR", postcodes: ["64000", "64"], lat: 43.2951, lon: -0.3708 },
  { name: "Bayonne", aliases: [], countryCode: "FR", postcodes: ["64100"], lat: 43.4929, lon: -1.4748 },
  { name: "Biarritz", aliases: [], countryCode: "FR", postcodes: ["64200"], lat: 43.4832, lon: -1.5586 },
  { name: "Cannes", aliases: [], countryCode: "FR", postcodes: ["06150", "06400"], lat: 43.5528, lon: 7.0174 },
  { name: "Antibes", aliases: [], countryCode: "FR", postcodes: ["06160", "06600"], lat: 43.5808, lon: 7.1251 },
  { name: "Versailles", aliases: [], countryCode: "FR", postcodes: ["78000", "78"], lat: 48.8049, lon: 2.1204 },
  { name: "Saint-Denis", aliases: [], countryCode: "FR", postcodes: ["93200", "93210"], lat: 48.9362, lon: 2.3574 },
  { name: "Nanterre", aliases: [], countryCode: "FR", postcodes: ["92000", "92"], lat: 48.8924, lon: 2.2071 },
  { name: "Créteil", aliases: [], countryCode: "FR", postcodes: ["94000", "94"], lat: 48.7904, lon: 2.4556 },
  { name: "Chambéry", aliases: [], countryCode: "FR", postcodes: ["73000", "73"], lat: 45.5646, lon: 5.9178 },
  { name: "Valence", aliases: [], countryCode: "FR", postcodes: ["26000", "26"], lat: 44.9334, lon: 4.8924 },
  { name: "Nîmes", aliases: [], countryCode: "FR", postcodes: ["30000", "30900", "30"], lat: 43.8367, lon: 4.3601 },
  { name: "Vienne", aliases: [], countryCode: "FR", postcodes: ["38200"], lat: 45.5255, lon: 4.8745 },
  { name: "Bourg-en-Bresse", aliases: [], countryCode: "FR", postcodes: ["01000", "01"], lat: 46.2052, lon: 5.2255 },
  { name: "Mâcon", aliases: [], countryCode: "FR", postcodes: ["71000", "71"], lat: 46.3069, lon: 4.8287 },
  { name: "Chamonix-Mont-Blanc", aliases: ["Chamonix"], countryCode: "FR", postcodes: ["74400"], lat: 45.9237, lon: 6.8694 },
  // Switzerland
  { name: "Genève", aliases: ["Geneva", "Genf", "Ginevra"], countryCode: "CH", postcodes: ["1200", "1201", "1202", "1203", "1204", "1205", "1206", "1207", "1208", "1209"], lat: 46.2044, lon: 6.1432 },
  { name: "Lausanne", aliases: ["Losanna"], countryCode: "CH", postcodes: ["1000", "1003", "1004", "1005", "1006", "1007", "1010", "1012", "1018"], lat: 46.5197, lon: 6.6323 },
  { name: "Zürich", aliases: ["Zurich", "Zurigo"], countryCode: "CH", postcodes: ["8001", "8002", "8003", "8004", "8005", "8006", "8007", "8008"], lat: 47.3769, lon: 8.5417 },
  { name: "Bern", aliases: ["Berne", "Berna"], countryCode: "CH", postcodes: ["3000", "3005", "3006", "3007", "3008", "3011", "3012", "3013", "3014", "3015"], lat: 46.9480, lon: 7.4474 },
  { name: "Basel", aliases: ["Bâle", "Basilea", "Basle"], countryCode: "CH", postcodes: ["4051", "4052", "4053", "4054", "4055", "4056", "4057", "4058"], lat: 47.5596, lon: 7.5886 },
  { name: "Fribourg", aliases: ["Freiburg", "Friburgo"], countryCode: "CH", postcodes: ["1700"], lat: 46.8065, lon: 7.1620 },
  { name: "Luzern", aliases: ["Lucerne", "Lucerna"], countryCode: "CH", postcodes: ["6003", "6004", "6005", "6006"], lat: 47.0502, lon: 8.3093 },
  { name: "Lugano", aliases: [], countryCode: "CH", postcodes: ["6900"], lat: 46.0037, lon: 8.9511 },
  { name: "Neuchâtel", aliases: ["Neuenburg"], countryCode: "CH", postcodes: ["2000"], lat: 46.9900, lon: 6.9293 },
  { name: "Sion", aliases: ["Sitten"], countryCode: "CH", postcodes: ["1950"], lat: 46.2331, lon: 7.3606 },
  { name: "Montreux", aliases: [], countryCode: "CH", postcodes: ["1820"], lat: 46.4312, lon: 6.9107 },
  { name: "Vevey", aliases: [], countryCode: "CH", postcodes: ["1800"], lat: 46.4628, lon: 6.8419 },
  { name: "Winterthur", aliases: [], countryCode: "CH", postcodes: ["8400", "8404", "8405", "8406", "8408"], lat: 47.4988, lon: 8.7237 },
  { name: "St. Gallen", aliases: ["St Gallen", "Sankt Gallen", "Saint-Gall", "San Gallo"], countryCode: "CH", postcodes: ["9000", "9008", "9010", "9011", "9012", "9014", "9016"], lat: 47.4245, lon: 9.3767 },
  { name: "Nyon", aliases: [], countryCode: "CH", postcodes: ["1260"], lat: 46.3833, lon: 6.2398 },
  { name: "Yverdon-les-Bains", aliases: ["Yverdon", "Iferten"], countryCode: "CH", postcodes: ["1400"], lat: 46.7785, lon: 6.6412 },
  { name: "La Chaux-de-Fonds", aliases: [], countryCode: "CH", postcodes: ["2300"], lat: 47.1000, lon: 6.8267 },
  { name: "Biel/Bienne", aliases: ["Biel", "Bienne"], countryCode: "CH", postcodes: ["2502", "2503", "2504", "2505"], lat: 47.1368, lon: 7.2468 },
  { name: "Zug", aliases: ["Zoug", "Zugo"], countryCode: "CH", postcodes: ["6300"], lat: 47.1662, lon: 8.5155 },
  { name: "Chur", aliases: ["Coire", "Coira", "Cuira"], countryCode: "CH", postcodes: ["7000"], lat: 46.8508, lon: 9.5320 },
  // United Kingdom
  { name: "London", aliases: ["Londres", "Londra"], countryCode: "GB", postcodes: ["E", "EC", "N", "NW", "SE", "SW", "W", "WC", "EC1", "EC2", "EC3", "EC4", "WC1", "WC2", "W1", "W2", "W8", "SW1", "SW3", "SW7", "SE1", "N1", "NW1", "NW3", "E1", "E14"], lat: 51.5074, lon: -0.1278 },
  { name: "Manchester", aliases: [], countryCode: "GB", postcodes: ["M", "M1", "M2", "M3", "M4", "M13", "M15"], lat: 53.4808, lon: -2.2426 },
  { name: "Birmingham", aliases: [], countryCode: "GB", postcodes: ["B", "B1", "B2", "B3", "B4", "B5", "B15"], lat: 52.4862, lon: -1.8904 },
  { name: "Leeds", aliases: [], countryCode: "GB", postcodes: ["LS", "LS1", "LS2", "LS6"], lat: 53.8008, lon: -1.5491 },
  { name: "Glasgow", aliases: ["Glaschu"], countryCode: "GB", postcodes: ["G", "G1", "G2", "G3", "G4", "G12"], lat: 55.8642, lon: -4.2518 },
  { name: "Bristol", aliases: [], countryCode: "GB", postcodes: ["BS", "BS1", "BS2", "BS8"], lat: 51.4545, lon: -2.5879 },
  { name: "Edinburgh", aliases: ["Édimbourg", "Edimburgo"], countryCode: "GB", postcodes: ["EH", "EH1", "EH2", "EH3", "EH8"], lat: 55.9533, lon: -3.1883 },
  { name: "Liverpool", aliases: [], countryCode: "GB", postcodes: ["L", "L1", "L2", "L3"], lat: 53.4084, lon: -2.9916 },
  { name: "Newcastle upon Tyne", aliases: ["Newcastle"], countryCode: "GB", postcodes: ["NE", "NE1", "NE2"], lat: 54.9783, lon: -1.6178 },
  { name: "Sheffield", aliases: [], countryCode: "GB", postcodes: ["S", "S1", "S2", "S3", "S10"], lat: 53.3811, lon: -1.4701 },
  { name: "Nottingham", aliases: [], countryCode: "GB", postcodes: ["NG", "NG1", "NG7"], lat: 52.9548, lon: -1.1581 },
  { name: "Cardiff", aliases: ["Caerdydd"], countryCode: "GB", postcodes: ["CF", "CF10", "CF11", "CF24"], lat: 51.4816, lon: -3.1791 },
  { name: "Belfast", aliases: [], countryCode: "GB", postcodes: ["BT", "BT1", "BT2", "BT7", "BT9"], lat: 54.5973, lon: -5.9301 },
  { name: "Oxford", aliases: [], countryCode: "GB", postcodes: ["OX", "OX1", "OX2", "OX4"], lat: 51.7520, lon: -1.2577 },
  { name: "Cambridge", aliases: [], countryCode: "GB", postcodes: ["CB", "CB1", "CB2", "CB3"], lat: 52.2053, lon: 0.1218 },
  { name: "Brighton", aliases: [], countryCode: "GB", postcodes: ["BN", "BN1", "BN2"], lat: 50.8225, lon: -0.1372 },
  { name: "Bath", aliases: [], countryCode: "GB", postcodes: ["BA", "BA1", "BA2"], lat: 51.3811, lon: -2.3590 },
  { name: "York", aliases: [], countryCode: "GB", postcodes: ["YO", "YO1", "YO10", "YO24"], lat: 53.9600, lon: -1.0873 },
  { name: "Southampton", aliases: [], countryCode: "GB", postcodes: ["SO", "SO14", "SO15", "SO17"], lat: 50.9097, lon: -1.4044 },
  { name: "Leicester", aliases: [], countryCode: "GB", postcodes: ["LE", "LE1", "LE2"], lat: 52.6369, lon: -1.1398 },
  { name: "Aberdeen", aliases: [], countryCode: "GB", postcodes: ["AB", "AB10", "AB11", "AB24"], lat: 57.1497, lon: -2.0943 },
  { name: "Norwich", aliases: [], countryCode: "GB", postcodes: ["NR", "NR1", "NR2", "NR3"], lat: 52.6309, lon: 1.2974 },
  { name: "Reading", aliases: [], countryCode: "GB", postcodes: ["RG", "RG1", "RG2"], lat: 51.4543, lon: -0.9781 },
  { name: "Milton Keynes", aliases: [], countryCode: "GB", postcodes: ["MK", "MK9", "MK10", "MK14"], lat: 52.0406, lon: -0.7594 },
  { name: "Coventry", aliases: [], countryCode: "GB", postcodes: ["CV", "CV1", "CV2", "CV3"], lat: 52.4068, lon: -1.5197 },
];
