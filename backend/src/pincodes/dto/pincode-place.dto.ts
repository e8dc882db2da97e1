import { ApiProperty } from '@nestjs/swagger';
import { INDIAN_STATE_NAME_SCHEMA } from '../../gst/dto/indian-state.dto';
import type { PincodePlace } from '../pincode-directory';

/** A pincode as the directory places it: for an address form to fill in its city and state, and open its map. */
export class PincodePlaceResponse implements PincodePlace {
  @ApiProperty({ example: '302017', pattern: '^[0-9]{6}$' })
  pincode!: string;

  @ApiProperty({ example: 'Jaipur', description: 'The district of its post offices: the city, for most' })
  district!: string;

  @ApiProperty({ ...INDIAN_STATE_NAME_SCHEMA, example: 'Rajasthan' })
  state!: string;

  @ApiProperty({ example: 26.84867, description: 'The centre of its post offices (the median of their places)' })
  latitude!: number;

  @ApiProperty({ example: 75.82216 })
  longitude!: number;
}
