/** A city, or a locality of a city, as the listings name it. */
export interface Place {
  city: string;
  locality: string | null;
}

/** Places by their lower-case, single-spaced name ("t nagar" -> T Nagar, Chennai). */
export type PlaceNames = ReadonlyMap<string, readonly Place[]>;

/** What a search text says: the places it names, and the words left for the text search. */
export interface ReadSearchText {
  /** Listings in any of these (one locality can be in several cities); undefined: anywhere. */
  places?: Place[];
  /** The words that are not a place name, or undefined when none are left. */
  words?: string;
}

/** Longest place name tried, in words ("Sushant Golf City Phase 2"). */
const MAX_PLACE_WORDS = 5;

/**
 * Finds the places a search text names, as the portals' search boxes do: "T Nagar 2 bhk" is the
 * locality T Nagar (Chennai) and the words "2 bhk"; "Powai Mumbai" is Powai in Mumbai. Longest
 * names win; at most one locality and one city are taken, and a name that disagrees with the
 * city filter (or with the city already read) stays a word.
 */
export function readSearchText(
  text: string,
  names: PlaceNames,
  cityFilter: string | undefined,
): ReadSearchText {
  const words = text.split(/\s+/).filter(Boolean);
  const key = (from: number, to: number) => words.slice(from, to).join(' ').toLowerCase();
  let city = cityFilter;
  let localities: Place[] | undefined;
  const left: string[] = [];
  const agrees = (name: string) =>
    (!city || city === name) && (!localities || localities.some((p) => p.city === name));
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PLACE_WORDS, words.length - i); n > 0 && !taken; n--) {
      const found = names.get(key(i, i + n));
      if (!found) continue;
      const cities = found.filter((p) => p.locality === null);
      const inCity = found.filter((p) => p.locality !== null && (!city || p.city === city));
      if (!localities && inCity.length > 0) {
        localities = inCity;
        taken = n;
      } else if (cities[0] && agrees(cities[0].city)) {
        city = cities[0].city;
        taken = n;
      }
    }
    if (taken) i += taken;
    else left.push(words[i++] as string);
  }
  const places = localities
    ? localities.filter((p) => !city || p.city === city)
    : city && city !== cityFilter
      ? [{ city, locality: null }]
      : undefined;
  return { places, words: left.length ? left.join(' ') : undefined };
}
