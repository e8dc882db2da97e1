import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-fields';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

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

  @ApiProperty({ example: 'Rajasthan', maxLength: 100 })
  @trim
  @IsString({ message: 'State is required' })
  @IsNotEmpty({ message: 'State is required' })
  @MaxLength(100)
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

  @ApiPropertyOptional({ type: Number, nullable: true, example: 26.9124 })
  @IsOptional()
  @IsLatitude()
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 75.7873 })
  @IsOptional()
  @IsLongitude()
  longitude?: number | null;
}
