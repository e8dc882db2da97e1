import { BadRequestException, Injectable, OnModuleInit } from '@nestjs/common';
import { Coordinates, distanceKm } from '../pricing/pricing';
import type { Location } from './location';
import { pincodeIn, pincodePlace, PincodePlace } from './pincode-directory';

/** The farthest a pin may lie from its pincode's centre: rural pincodes span tens of km, not hundreds. */
export const MAX_PIN_KM_FROM_PINCODE = 50;

/** Indian grouping, whole km: "1,150". */
const wholeKm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Places by pincode (issue 32): where addresses and shops are, from India Post's directory. */
@Injectable()
export class PincodesService implements OnModuleInit {
  onModuleInit(): void {
    pincodePlace('110001');
  }

  /** The place of `pincode`; 400 "Pincode 999999 does not exist" for one the directory does not know. */
  place(pincode: string): PincodePlace {
    const place = pincodePlace(pincode);
    if (!place) throw new BadRequestException(`Pincode ${pincode} does not exist`);
    return place;
  }

  /**
   * Where an address of `pincode` is: its `pin` (checked to lie near the pincode), or else the
   * pincode's centre. A `state`, when given, must be the pincode's.
   */
  locate(pincode: string, pin: Coordinates | null, state?: string): Location {
    const place = this.place(pincode);
    if (state !== undefined && state !== place.state) {
      throw new BadRequestException(`Pincode ${pincode} is in ${place.state}, not ${state}`);
    }
    if (!pin) return { latitude: place.latitude, longitude: place.longitude, locationPrecision: 'pincode' };
    const away = distanceKm(place, pin);
    if (away > MAX_PIN_KM_FROM_PINCODE) {
      throw new BadRequestException(
        `That pin is ${wholeKm.format(away)} km from pincode ${pincode}: move the pin or check the pincode`,
      );
    }
    return { ...pin, locationPrecision: 'pin' };
  }

  /** The last pincode written in a free-text address, if any. */
  pincodeIn(address: string): string | undefined {
    return pincodeIn(address);
  }

  /**
   * Where a place with a free-text `address` is (a shop: onboarding takes its address as text): its
   * `pin`, checked against the pincode written in the address when the directory knows it, or else
   * that pincode's centre; null when it has neither.
   */
  locateFreeText(address: string, pin: Coordinates | null): Location | null {
    const pincode = pincodeIn(address);
    const known = pincode !== undefined && pincodePlace(pincode) !== undefined;
    if (known) return this.locate(pincode, pin);
    return pin && { ...pin, locationPrecision: 'pin' };
  }
}
