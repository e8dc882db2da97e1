import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsLatitude,
  IsLongitude,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { IsMoney } from '../../common/money';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { UserFields } from '../../users/dto/user-fields';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimUpper = Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** A GSTIN: state code, PAN, entity number, 'Z', check character. */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The fields of a shop and their rules. */
export class ShopFields {
  @ApiProperty({ example: 'Sharma Kirana Store', minLength: 2, maxLength: 100 })
  @trim
  @IsString()
  @Length(2, 100)
  name!: string;

  @UserFields.email()
  email!: string;

  @UserFields.requiredPhone()
  phone!: string;

  @ApiProperty({ example: 'B-12, Malviya Nagar, Jaipur 302017', minLength: 5, maxLength: 300 })
  @trim
  @IsString()
  @Length(5, 300)
  address!: string;

  @ApiProperty({ example: '08ABCDE1234F1Z5', description: 'GSTIN, 15 characters; stored in upper case' })
  @trimUpper
  @IsString()
  @Matches(GSTIN, { message: 'gstNumber must be a GSTIN of 15 characters such as 08ABCDE1234F1Z5' })
  gstNumber!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 26.8549 })
  @IsOptional()
  @IsLatitude()
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 75.8243 })
  @IsOptional()
  @IsLongitude()
  longitude?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 8,
    minimum: 0.1,
    maximum: 1000,
    description:
      'How far the shop delivers, in km to 0.1 km; always beyond the free-delivery distance. ' +
      'Null or left out: the configured DELIVERY_RADIUS_KM',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'deliveryRadiusKm must be a distance in km with at most one decimal' })
  @Min(0.1)
  @Max(1000)
  deliveryRadiusKm?: number | null;

  @IsMoney({ optional: true, nullable: true, example: '199.00' })
  minimumOrder?: number | null;

  @ApiPropertyOptional({ type: 'integer', example: 20, minimum: 1, maximum: 1440, default: 20 })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(1440)
  preparationMinutes?: number;
}
