import type { Coordinates } from '../pricing/pricing';

/**
 * How well a place (an address, a shop) is located: to its pincode's centre, or pinned to the door
 * on the map. Null for a place with neither (a shop whose free-text address has no known pincode).
 */
export type LocationPrecision = 'pincode' | 'pin';

export const LOCATION_PRECISIONS: readonly LocationPrecision[] = ['pincode', 'pin'];

export interface Location {
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
}

/** The coordinates of a place as its fields hold them: both, or null for none. */
export interface PinFields {
  latitude?: number | null;
  longitude?: number | null;
}

/** The pin of `fields`: both coordinates, or null. */
export function pinOf(fields: PinFields): Coordinates | null {
  const { latitude, longitude } = fields;
  return latitude != null && longitude != null ? { latitude, longitude } : null;
}

/**
 * The pin a write sets on a place now at `current`: undefined when it sends none, or the place's own
 * coordinates back (an edit form sends the record it read); null when it takes the pin away.
 */
export function newPin(changes: PinFields, current: PinFields | null): Coordinates | null | undefined {
  if (changes.latitude === undefined && changes.longitude === undefined) return undefined;
  const unchanged = current && changes.latitude === current.latitude && changes.longitude === current.longitude;
  return unchanged ? undefined : pinOf(changes);
}
