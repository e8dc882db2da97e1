import { ApiProperty } from '@nestjs/swagger';
import { Address } from '../address.entity';
import { AddressFields } from './address-fields';
import { PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

export class CreateAddressDto extends AddressFields {}

/** A partial update; `id`, `createdAt` and `updatedAt` are accepted only unchanged (D10). */
export class UpdateAddressDto extends PartialUpdate(AddressFields) {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  updatedAt?: unknown;
}

export class AddressResponse extends AddressFields {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  declare isDefault: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(address: Address): AddressResponse {
    const { id, title, addressLine, city, state, pincode, isDefault, latitude, longitude } = address;
    return {
      id,
      title,
      addressLine,
      city,
      state,
      pincode,
      isDefault,
      latitude,
      longitude,
      createdAt: address.createdAt.toISOString(),
      updatedAt: address.updatedAt.toISOString(),
    };
  }
}
