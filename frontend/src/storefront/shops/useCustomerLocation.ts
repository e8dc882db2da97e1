import { useState } from 'react';
import { defaultAddressOf, useAddresses } from '../addresses/addresses-api';
import { browserPosition, pointOf, type GeoPoint } from '../../components/map/geo';

type LocationSource = 'browser' | 'address' | null;

/**
 * Where distances are measured from: the browser's position once the customer shares it,
 * otherwise the default address when it carries coordinates. `settled` turns true once the
 * addresses are in (or a position is): until then the point may still change.
 */
export function useCustomerLocation() {
  const addresses = useAddresses();
  const [browserPoint, setBrowserPoint] = useState<GeoPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const addressPoint = (() => {
    const address = defaultAddressOf(addresses.data);
    return address ? pointOf(address) : null;
  })();

  const locate = () => {
    setLocating(true);
    browserPosition()
      .then((point) => {
        setBrowserPoint(point);
        setLocateFailed(false);
      })
      .catch(() => setLocateFailed(true))
      .finally(() => setLocating(false));
  };

  const origin = browserPoint ?? addressPoint;
  const source: LocationSource = browserPoint ? 'browser' : addressPoint ? 'address' : null;
  const settled = browserPoint !== null || !addresses.isPending;
  return { origin, source, settled, locate, locating, locateFailed, canLocate: 'geolocation' in navigator };
}
