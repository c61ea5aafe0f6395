import { greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';
import type { Coordinates } from '@/domain/catalogue/store';
import { foldedText, wordsOf } from './folded-text';
import { placeWeight, type GazetteerPlace } from './gazetteer-place';

/** How well one name matches the typed text: lower is better; null when it does not match. */
export function nameMatch(name: string, typed: string): number | null {
  const folded = foldedText(name);
  const query = foldedText(typed);
  if (query === '') return null;
  if (folded === query) return 0;
  if (folded.startsWith(query)) return 1;
  const words = wordsOf(folded);
  const typedWords = wordsOf(query);
  if (typedWords.length === 0) return null;
  if (typedWords.every((typedWord) => words.some((word) => word.startsWith(typedWord)))) return 2;
  // A compound's tail ("asema" in "rautatieasema") is found too, after every word-start match.
  return query.length >= 3 && folded.includes(query) ? 3 : null;
}

function bestMatch(place: GazetteerPlace, typed: string): number | null {
  const names = [place.name.fi, place.name.en, ...(place.aliases ?? [])].filter(
    (name): name is string => name !== undefined,
  );
  const matches = names.map((name) => nameMatch(name, typed)).filter((match): match is number => match !== null);
  return matches.length === 0 ? null : Math.min(...matches);
}

/**
 * The places whose name (in either language) or another name matches the text, best first: the closer the match,
 * then the kind a rider more likely means (placeWeight), then the nearer to the bias point when one is given, then
 * by name; at most `limit`.
 */
export function searchGazetteer(
  places: readonly GazetteerPlace[],
  query: { readonly text: string; readonly limit: number; readonly near?: Coordinates },
): GazetteerPlace[] {
  const { near } = query;
  return places
    .flatMap((place) => {
      const match = bestMatch(place, query.text);
      return match === null
        ? []
        : [{ place, match, distance: near ? greatCircleDistanceKm(near, { lat: place.lat, long: place.long }) : 0 }];
    })
    .sort(
      (a, b) =>
        a.match - b.match ||
        placeWeight[b.place.kind] - placeWeight[a.place.kind] ||
        a.distance - b.distance ||
        a.place.name.fi.localeCompare(b.place.name.fi, 'fi'),
    )
    .slice(0, query.limit)
    .map(({ place }) => place);
}

/**
 * The places within `radiusKm` of a point, nearest first; none when nothing the gazetteer knows is that near
 * (an honest "no place here", never a far one).
 */
export function nearestPlaces(
  places: readonly GazetteerPlace[],
  point: Coordinates,
  radiusKm: number,
  limit: number,
): GazetteerPlace[] {
  return places
    .map((place) => ({ place, distance: greatCircleDistanceKm(point, { lat: place.lat, long: place.long }) }))
    .filter(({ distance }) => distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance || placeWeight[b.place.kind] - placeWeight[a.place.kind])
    .slice(0, limit)
    .map(({ place }) => place);
}
