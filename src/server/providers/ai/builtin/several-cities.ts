import type { CityId } from "@shared/catalog";
import { outsidePlaces } from "./coverage";
import { ourCitiesIn, type Entities } from "./entities";
import type { Understanding } from "./intents";

/**
 * Two or more cities in one question (issue #16, fifth round; decision 060): "torn between atlanta and
 * cleveland, how many venues in each?", "compare photographers in columbus vs cincinnati", "barn venues in
 * nashville or cincinnati?". The listing answer is given for each place in the order named — a city we
 * don't serve said as such — never one city answered and the other silently dropped.
 */

export type NamedPlace = { city: CityId } | { outside: string };

/** The places a normalized message names: ours and others, in the order written. */
export function placesNamed(text: string): NamedPlace[] {
  const ours = ourCitiesIn(text).map((city) => ({ place: { city }, at: text.indexOf(city) }));
  const others = outsidePlaces(text).map((name) => ({
    place: { outside: name },
    at: text.indexOf(name.toLowerCase()),
  }));
  return [...ours, ...others].sort((a, b) => a.at - b.at).map((p) => p.place);
}

/** The listing intent to answer for each place, or undefined when the question isn't about listings. */
function perPlaceIntent(u: Understanding, text: string): Understanding["intent"] | undefined {
  switch (u.intent) {
    case "find_venues":
    case "find_vendors":
    case "count_listings":
      return u.intent;
    case "compare":
    case "explain":
    case "unknown":
      if (u.entities.category && !/\bvenues?\b/.test(text)) return "find_vendors";
      if (/\bvenues?\b/.test(text) || u.entities.style) return "find_venues";
      return undefined;
    default:
      return undefined;
  }
}

/** One understanding per place named, when the message names two or more and asks for listings. */
export function perPlace(u: Understanding, text: string): Understanding[] | undefined {
  const places = placesNamed(text);
  if (places.length < 2) return undefined;
  const intent = perPlaceIntent(u, text);
  if (!intent) return undefined;
  return places.map((place) => {
    const entities: Entities = { ...u.entities };
    delete entities.city;
    delete entities.outsideCity;
    if ("city" in place) entities.city = place.city;
    else entities.outsideCity = place.outside;
    const { reference: _reference, ...rest } = u;
    return { ...rest, intent, entities, names: [], listingQuestion: false, asksAboutName: false };
  });
}
