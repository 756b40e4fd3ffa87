/**
 * Offline gazetteer for the store locator search box: the mock backend's stand-in for the
 * backend's geocoding. It turns what a shopper types (a town name or a postcode) into a point
 * in France, Switzerland or the United Kingdom (the store countries), or in Spain, Germany, Italy
 * or Poland (pickup points and parcel lockers only). Coordinates are the real WGS84 centres of the
 * towns (4 decimals). Names match the official local name or one of its aliases (accents aside);
 * postcodes match by exact code or by prefix, and when several entries match, the longest prefix
 * wins (so "M1" beats "M", "75008" beats "75", and "00-029" beats "00"). Postcodes are compared
 * upper-cased without spaces, so Polish codes are stored with their dash ("00-029").
 */

export type PlaceCountry = "FR" | "CH" | "GB" | "ES" | "DE" | "IT" | "PL";

export interface GazetteerPlace {
  /** Official local name, with accents (e.g. "Saint-Étienne", "Genève", "Zürich"). */
  name: string;
  /** Other names a shopper may type: English/French/Spanish/German/Italian/Polish exonyms that differ once accents are ignored, e.g. ["Geneva", "Genf", "Ginevra"], and ASCII spellings of letters that have no accent to drop ("Wroclaw" for "Wrocław", "Koeln" for "Köln"); empty array when none. */
  aliases: string[];
  countryCode: PlaceCountry;
  /** Postcodes or postcode prefixes that locate this town: FR full 5-digit codes of the town (list the main ones, e.g. all 20 Paris arrondissement codes 75001..75020, Lyon 69001..69009, Marseille 13001..13016) plus the 2-digit département code for the département's préfecture only (e.g. "69" for Lyon, "38" for Grenoble); CH 4-digit codes (main ones); GB outward codes / area prefixes (e.g. "M1", "M2", "M3", "M4" and the area "M" for Manchester; "SW1", "WC2", "EC1", "N1", "W1"... and areas "E","EC","N","NW","SE","SW","W","WC" for London; "G" for Glasgow; "B" for Birmingham...); ES 5-digit codes (main ones) plus the 2-digit province code for the province's capital only (e.g. "28" for Madrid, "08" for Barcelona); DE 5-digit codes (a handful) plus the 2-digit leading zone(s) of the big city (e.g. "10" for Berlin, "80" and "81" for München); IT 5-digit CAP (main ones) plus the city's 3-digit prefix (e.g. "201" for Milano, "001" for Roma); PL "NN-NNN" codes with the dash (a handful) plus the town's 2-digit zone(s) (e.g. "00" to "04" for Warszawa, "30" and "31" for Kraków). */
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
  // Spain (pickup points only)
  { name: "Madrid", aliases: [], countryCode: "ES", postcodes: ["28001", "28002", "28003", "28004", "28005", "28006", "28007", "28008", "28009", "28010", "28011", "28012", "28013", "28014", "28015", "28020", "28028", "28039", "28"], lat: 40.4168, lon: -3.7038 },
  { name: "Barcelona", aliases: ["Barcelone", "Barcellona"], countryCode: "ES", postcodes: ["08001", "08002", "08003", "08004", "08005", "08006", "08007", "08008", "08009", "08010", "08011", "08012", "08013", "08014", "08015", "08"], lat: 41.3874, lon: 2.1686 },
  { name: "València", aliases: ["Valenza", "Walencja"], countryCode: "ES", postcodes: ["46001", "46002", "46003", "46004", "46005", "46006", "46007", "46008", "46009", "46010", "46"], lat: 39.4699, lon: -0.3763 },
  { name: "Sevilla", aliases: ["Seville", "Séville", "Siviglia", "Sewilla"], countryCode: "ES", postcodes: ["41001", "41002", "41003", "41004", "41005", "41006", "41007", "41008", "41009", "41010", "41011", "41"], lat: 37.3891, lon: -5.9845 },
  { name: "Bilbao", aliases: ["Bilbo"], countryCode: "ES", postcodes: ["48001", "48002", "48003", "48004", "48005", "48006", "48007", "48008", "48009", "48010", "48011", "48012", "48013", "48014", "48015", "48"], lat: 43.2630, lon: -2.9350 },
  { name: "Zaragoza", aliases: ["Saragossa", "Saragosse", "Saragozza"], countryCode: "ES", postcodes: ["50001", "50002", "50003", "50004", "50005", "50006", "50007", "50008", "50009", "50010", "50011", "50012", "50"], lat: 41.6488, lon: -0.8891 },
  { name: "Málaga", aliases: [], countryCode: "ES", postcodes: ["29001", "29002", "29003", "29004", "29005", "29006", "29007", "29008", "29009", "29010", "29011", "29012", "29013", "29014", "29015", "29016", "29"], lat: 36.7213, lon: -4.4214 },
  // Germany (pickup points only)
  { name: "Berlin", aliases: ["Berlino", "Berlín"], countryCode: "DE", postcodes: ["10115", "10117", "10119", "10178", "10179", "10243", "10245", "10435", "10437", "10623", "10627", "10629", "10961", "10963", "10999", "10", "12", "13"], lat: 52.5200, lon: 13.4050 },
  { name: "München", aliases: ["Munich", "Múnich", "Monaco di Baviera", "Monachium", "Muenchen"], countryCode: "DE", postcodes: ["80331", "80333", "80335", "80336", "80469", "80538", "80539", "80634", "80802", "80803", "81541", "81667", "80", "81"], lat: 48.1351, lon: 11.5820 },
  { name: "Hamburg", aliases: ["Hambourg", "Amburgo", "Hamburgo"], countryCode: "DE", postcodes: ["20095", "20097", "20099", "20144", "20146", "20249", "20354", "20355", "20357", "20359", "22765", "22767", "20", "22"], lat: 53.5511, lon: 9.9937 },
  { name: "Köln", aliases: ["Cologne", "Colonia", "Koeln", "Kolonia"], countryCode: "DE", postcodes: ["50667", "50668", "50670", "50672", "50674", "50676", "50677", "50678", "50823", "50825", "51103", "51105", "50", "51"], lat: 50.9375, lon: 6.9603 },
  { name: "Frankfurt am Main", aliases: ["Frankfurt", "Francfort", "Francoforte", "Fráncfort", "Frankfurt nad Menem"], countryCode: "DE", postcodes: ["60306", "60308", "60310", "60311", "60313", "60314", "60316", "60318", "60322", "60325", "60329", "60"], lat: 50.1109, lon: 8.6821 },
  { name: "Stuttgart", aliases: ["Stoccarda"], countryCode: "DE", postcodes: ["70173", "70174", "70176", "70178", "70180", "70182", "70184", "70190", "70191", "70192", "70193", "70197", "70199", "70"], lat: 48.7758, lon: 9.1829 },
  { name: "Düsseldorf", aliases: ["Duesseldorf"], countryCode: "DE", postcodes: ["40210", "40211", "40212", "40213", "40215", "40217", "40219", "40221", "40223", "40225", "40227", "40233", "40237", "40"], lat: 51.2277, lon: 6.7735 },
  // Italy (pickup points only)
  { name: "Milano", aliases: ["Milan", "Milán", "Mailand", "Mediolan"], countryCode: "IT", postcodes: ["20121", "20122", "20123", "20124", "20125", "20126", "20127", "20128", "20129", "20135", "20137", "20143", "20144", "20145", "20154", "201"], lat: 45.4642, lon: 9.1900 },
  { name: "Roma", aliases: ["Rome", "Rom", "Rzym"], countryCode: "IT", postcodes: ["00153", "00184", "00185", "00186", "00187", "00192", "00193", "00195", "00196", "00197", "00198", "001"], lat: 41.9028, lon: 12.4964 },
  { name: "Torino", aliases: ["Turin", "Turín", "Turyn"], countryCode: "IT", postcodes: ["10121", "10122", "10123", "10124", "10125", "10126", "10127", "10128", "10129", "10138", "101"], lat: 45.0703, lon: 7.6869 },
  { name: "Napoli", aliases: ["Naples", "Nápoles", "Neapel", "Neapol"], countryCode: "IT", postcodes: ["80121", "80122", "80127", "80129", "80132", "80133", "80134", "80135", "80138", "80139", "801"], lat: 40.8518, lon: 14.2681 },
  { name: "Firenze", aliases: ["Florence", "Florencia", "Florenz", "Florencja"], countryCode: "IT", postcodes: ["50121", "50122", "50123", "50125", "50129", "50131", "50132", "50133", "50134", "50136", "50137", "501"], lat: 43.7696, lon: 11.2558 },
  { name: "Bologna", aliases: ["Bologne", "Bolonia"], countryCode: "IT", postcodes: ["40121", "40122", "40123", "40124", "40125", "40126", "40127", "40128", "40129", "401"], lat: 44.4949, lon: 11.3426 },
  { name: "Venezia", aliases: ["Venice", "Venise", "Venecia", "Venedig", "Wenecja"], countryCode: "IT", postcodes: ["30121", "30122", "30123", "30124", "30125", "30126", "30170", "30171", "30172", "30173", "30174", "301"], lat: 45.4408, lon: 12.3155 },
  // Poland (parcel lockers only)
  { name: "Warszawa", aliases: ["Warsaw", "Varsovie", "Varsovia", "Warschau", "Varsavia"], countryCode: "PL", postcodes: ["00-001", "00-024", "00-029", "00-950", "02-675", "03-734", "00", "01", "02", "03", "04"], lat: 52.2297, lon: 21.0122 },
  { name: "Kraków", aliases: ["Cracow", "Cracovie", "Cracovia", "Krakau"], countryCode: "PL", postcodes: ["31-001", "31-042", "31-154", "30-644", "30", "31"], lat: 50.0647, lon: 19.9450 },
  { name: "Wrocław", aliases: ["Wroclaw", "Breslau", "Breslavia"], countryCode: "PL", postcodes: ["50-085", "50-101", "50", "51", "52", "53", "54"], lat: 51.1079, lon: 17.0385 },
  { name: "Gdańsk", aliases: ["Danzig", "Dantzig", "Danzica"], countryCode: "PL", postcodes: ["80-264", "80-831", "80"], lat: 54.3520, lon: 18.6466 },
  { name: "Poznań", aliases: ["Posen", "Posnania"], countryCode: "PL", postcodes: ["61-772", "61-888", "60", "61"], lat: 52.4064, lon: 16.9252 },
  { name: "Łódź", aliases: ["Lodz"], countryCode: "PL", postcodes: ["90-001", "91-071", "90", "91", "92", "93", "94"], lat: 51.7592, lon: 19.4560 },
];
