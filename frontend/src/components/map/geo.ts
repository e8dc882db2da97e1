export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A point when both coordinates are known. */
export function pointOf(place: { latitude?: number | null; longitude?: number | null }): GeoPoint | null {
  if (place.latitude == null || place.longitude == null) return null;
  return { latitude: Number(place.latitude), longitude: Number(place.longitude) };
}

export function formatKm(km: number): string {
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** The browser's position, once the person allows it; rejects when refused, unavailable or too slow. */
export function browserPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share its location'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { timeout: 10_000 },
    );
  });
}
