import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  isLatitude,
  isLongitude,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { INDIAN_STATE_NAME_SCHEMA } from '../../gst/dto/indian-state.dto';
import { stateNamed } from '../../gst/indian-states';

type Coordinate = 'latitude' | 'longitude';

/**
 * A latitude or longitude, sent with its pair or not at all: both numbers, or both null to forget
 * the place. Whichever of the two is sent says so when its pair is missing.
 */
const IsCoordinate = (coordinate: Coordinate, pair: Coordinate) => {
  const inRange = coordinate === 'latitude' ? isLatitude : isLongitude;
  // A null beside a number is left to the number to report, so that the 400 says it once.
  const paired = (value: unknown, object: object) => {
    const other = (object as Record<string, unknown>)[pair];
    return value === null ? other !== undefined : other !== undefined && other !== null;
  };
  return ValidateBy({
    name: 'coordinate',
    validator: {
      validate: (value: unknown, args) =>
        value === undefined || (paired(value, args!.object) && (value === null || inRange(value as string))),
      defaultMessage: (args) =>
        args!.value !== null && !inRange(args!.value as string)
          ? `${coordinate} must be a ${coordinate} string or number`
          : 'latitude and longitude must be given together: both numbers, or both null',
    },
  });
};

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A state named in any case ('rajasthan') becomes its name as listed ('Rajasthan'); other text is only trimmed. */
const asStateName = Transform(({ value }) =>
  typeof value === 'string' ? (stateNamed(value)?.name ?? value.trim()) : value,
);

/** One of the listed names; an empty one is left to say 'State is required'. */
const IsIndianState = () =>
  ValidateBy({
    name: 'indianState',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || value === '' || stateNamed(value)?.name === value,
      defaultMessage: () => 'State must be one of the states and union territories of India',
    },
  });

/** The address fields and their rules, with the spec's messages. */
export class AddressFields {
  @ApiProperty({ example: 'Home', maxLength: 50 })
  @trim
  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(50)
  title!: string;

  @ApiProperty({ example: '12, Nehru Marg, near Ram Niwas Garden', maxLength: 200 })
  @trim
  @IsString({ message: 'Address Line is required' })
  @IsNotEmpty({ message: 'Address Line is required' })
  @MaxLength(200)
  addressLine!: string;

  @ApiProperty({ example: 'Jaipur', maxLength: 100 })
  @trim
  @IsString({ message: 'City is required' })
  @IsNotEmpty({ message: 'City is required' })
  @MaxLength(100)
  city!: string;

  @ApiProperty({
    ...INDIAN_STATE_NAME_SCHEMA,
    example: 'Rajasthan',
    description: 'A state or union territory of India (GET /api/states), whatever its case: stored as listed',
  })
  @asStateName
  @IsString({ message: 'State is required' })
  @IsNotEmpty({ message: 'State is required' })
  @IsIndianState()
  state!: string;

  @ApiProperty({ example: '302004', pattern: '^[0-9]{6}$' })
  @trim
  @IsString({ message: 'Pincode must be 6 digits' })
  @Matches(/^[0-9]{6}$/, { message: 'Pincode must be 6 digits' })
  pincode!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptionalNotNull()
  @IsBoolean()
  isDefault?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 26.9124,
    minimum: -90,
    maximum: 90,
    description: 'Where the address is, with longitude (both or neither): for distance, delivery radius and fee',
  })
  @IsCoordinate('latitude', 'longitude')
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 75.7873, minimum: -180, maximum: 180 })
  @IsCoordinate('longitude', 'latitude')
  longitude?: number | null;
}
