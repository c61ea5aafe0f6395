import type { AddressSearch, AddressSuggestion } from '@/application/ports/address-search.port';
import type { Coordinates } from '@/domain/catalogue/store';
import { labelOf, pointOf } from './photon-place';
import type { PhotonClient } from './photon-client';

/** As many suggestions as a phone's screen shows above its keyboard. */
const suggestionCount = 6;

// Photon has no call that locates a place by id, so a suggestion's id carries its point: "lat,long".
const idPattern = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

function idOf(point: Coordinates): string {
  return `${point.lat},${point.long}`;
}

/** The point a suggestion's id carries, or null for an id this adapter did not make. */
export function pointOfSuggestion(id: string): Coordinates | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  const lat = Number(match[1]);
  const long = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(long) <= 180 ? { lat, long } : null;
}

/**
 * Address search with a Photon geocoder (a host's own, or the reference server's), biased to the host's own
 * point. Used when the host has no maps key.
 * @throws AppError from suggest when Photon cannot be reached or answers what is not Photon's shape.
 */
export class PhotonAddressSearch implements AddressSearch {
  constructor(
    private readonly photon: PhotonClient,
    private readonly centre: Coordinates,
  ) {}

  async suggest(text: string): Promise<readonly AddressSuggestion[]> {
    const { features } = await this.photon.search(text, this.centre, suggestionCount);
    const suggestions = features.map((feature) => ({ id: idOf(pointOf(feature)), description: labelOf(feature) }));
    // Two features at one point under one label (a street's two names) are one suggestion for a rider.
    return suggestions.filter(
      (suggestion, index) =>
        suggestion.description !== '' &&
        suggestions.findIndex((other) => other.id === suggestion.id && other.description === suggestion.description) ===
          index,
    );
  }

  async locate(suggestionId: string): Promise<Coordinates | null> {
    return pointOfSuggestion(suggestionId);
  }
}
