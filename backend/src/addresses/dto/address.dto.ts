import { ApiProperty, OmitType } from '@nestjs/swagger';
import { stateNamed } from '../../gst/indian-states';
import { ApiLocationPrecision } from '../../pincodes/dto/location-precision.dto';
import type { LocationPrecision } from '../../pincodes/location';
import { Address } from '../address.entity';
import { AddressFields } from './address-fields';
import { PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

export class CreateAddressDto extends AddressFields {}

/** A partial update; `id`, `createdAt`, `updatedAt` and `stateCode` are accepted only unchanged (D10). */
export class UpdateAddressDto extends PartialUpdate(AddressFields) {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  updatedAt?: unknown;

  @ReadOnly()
  stateCode?: unknown;

  @ReadOnly()
  locationPrecision?: unknown;
}

export class AddressResponse extends OmitType(AddressFields, ['state'] as const) {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    example: 'Rajasthan',
    description: 'As listed by GET /api/states; an address saved before states were checked keeps its own text',
  })
  state!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '08',
    description: "The state's GST code, for the place of supply; null when the state is not one of the list",
  })
  stateCode!: string | null;

  @ApiProperty()
  declare isDefault: boolean;

  @ApiLocationPrecision(
    "How latitude and longitude were found: the pincode's centre (distances to it are approximate) or a pin on the map",
  )
  locationPrecision!: LocationPrecision | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(address: Address): AddressResponse {
    const { id, title, addressLine, city, pincode, isDefault, latitude, longitude, locationPrecision } = address;
    const state = stateNamed(address.state);
    return {
      id,
      title,
      addressLine,
      city,
      state: state?.name ?? address.state,
      stateCode: state?.code ?? null,
      pincode,
      isDefault,
      latitude,
      longitude,
      locationPrecision,
      createdAt: address.createdAt.toISOString(),
      updatedAt: address.updatedAt.toISOString(),
    };
  }
}
