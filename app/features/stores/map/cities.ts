/**
 * Towns named on the store map's land, so a pin has its surroundings: the larger towns of the
 * store countries and the capitals around them, in their own language (the land image is one
 * picture for every language). Rank 1 shows from the country view, rank 2 once zoomed in.
 */
export interface MapTown {
  name: string;
  lat: number;
  lon: number;
  rank: 1 | 2;
}

export const MAP_TOWNS: MapTown[] = [
  { name: "Paris", lat: 48.8566, lon: 2.3522, rank: 1 },
  { name: "Lyon", lat: 45.764, lon: 4.8357, rank: 1 },
  { name: "Marseille", lat: 43.2965, lon: 5.3698, rank: 1 },
  { name: "Toulouse", lat: 43.6047, lon: 1.4442, rank: 1 },
  { name: "Bordeaux", lat: 44.8378, lon: -0.5792, rank: 1 },
  { name: "Lille", lat: 50.6292, lon: 3.0573, rank: 1 },
  { name: "Nantes", lat: 47.2184, lon: -1.5536, rank: 1 },
  { name: "Strasbourg", lat: 48.5734, lon: 7.7521, rank: 1 },
  { name: "Nice", lat: 43.7102, lon: 7.262, rank: 1 },
  { name: "Rennes", lat: 48.1173, lon: -1.6778, rank: 2 },
  { name: "Montpellier", lat: 43.6108, lon: 3.8767, rank: 2 },
  { name: "Grenoble", lat: 45.1885, lon: 5.7245, rank: 2 },
  { name: "Dijon", lat: 47.322, lon: 5.0415, rank: 2 },
  { name: "Tours", lat: 47.3941, lon: 0.6848, rank: 2 },
  { name: "Rouen", lat: 49.4432, lon: 1.0999, rank: 2 },
  { name: "Reims", lat: 49.2583, lon: 4.0317, rank: 2 },
  { name: "Annecy", lat: 45.8992, lon: 6.1294, rank: 2 },
  { name: "Clermont-Ferrand", lat: 45.7772, lon: 3.087, rank: 2 },
  { name: "Saint-Étienne", lat: 45.4397, lon: 4.3872, rank: 2 },
  { name: "Aix-en-Provence", lat: 43.5297, lon: 5.4474, rank: 2 },
  { name: "Brest", lat: 48.3904, lon: -4.4861, rank: 2 },
  { name: "Genève", lat: 46.2044, lon: 6.1432, rank: 1 },
  { name: "Zürich", lat: 47.3769, lon: 8.5417, rank: 1 },
  { name: "Bern", lat: 46.948, lon: 7.4474, rank: 1 },
  { name: "Basel", lat: 47.5596, lon: 7.5886, rank: 2 },
  { name: "Lausanne", lat: 46.5197, lon: 6.6323, rank: 2 },
  { name: "Fribourg", lat: 46.8065, lon: 7.1619, rank: 2 },
  { name: "Lugano", lat: 46.0037, lon: 8.9511, rank: 2 },
  { name: "London", lat: 51.5074, lon: -0.1278, rank: 1 },
  { name: "Manchester", lat: 53.4808, lon: -2.2426, rank: 1 },
  { name: "Birmingham", lat: 52.4862, lon: -1.8904, rank: 1 },
  { name: "Glasgow", lat: 55.8642, lon: -4.2518, rank: 1 },
  { name: "Edinburgh", lat: 55.9533, lon: -3.1883, rank: 1 },
  { name: "Leeds", lat: 53.8008, lon: -1.5491, rank: 2 },
  { name: "Bristol", lat: 51.4545, lon: -2.5879, rank: 2 },
  { name: "Liverpool", lat: 53.4084, lon: -2.9916, rank: 2 },
  { name: "Newcastle", lat: 54.9783, lon: -1.6178, rank: 2 },
  { name: "Cardiff", lat: 51.4816, lon: -3.1791, rank: 2 },
  { name: "Dublin", lat: 53.3498, lon: -6.2603, rank: 1 },
  { name: "Bruxelles", lat: 50.8503, lon: 4.3517, rank: 1 },
  { name: "Amsterdam", lat: 52.3676, lon: 4.9041, rank: 1 },
  { name: "Luxembourg", lat: 49.6116, lon: 6.1319, rank: 2 },
  { name: "Frankfurt", lat: 50.1109, lon: 8.6821, rank: 2 },
  { name: "München", lat: 48.1351, lon: 11.582, rank: 1 },
  { name: "Milano", lat: 45.4642, lon: 9.19, rank: 1 },
  { name: "Torino", lat: 45.0703, lon: 7.6869, rank: 2 },
  { name: "Barcelona", lat: 41.3874, lon: 2.1686, rank: 1 },
  { name: "Monaco", lat: 43.7384, lon: 7.4246, rank: 2 },
];
