import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { isCalendarDate } from '../../common/india-time';
import { IsMoney } from '../../common/money';
import { EXAMPLE_GSTIN, IsGstin } from '../../gst/gstin';
import { IsListOf } from '../../common/nested-shapes';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { EXAMPLE_UPI_ID, UPI_ID } from '../../payments/upi';
import { UserFields } from '../../users/dto/user-fields';
import {
  CLOSING_TIME,
  isWellFormedSlot,
  MAX_HOLIDAYS,
  MAX_SLOTS_PER_DAY,
  OPENING_TIME,
  OpeningSlot,
  scheduleProblem,
  Weekday,
  WEEKDAYS,
} from '../opening-hours';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** GSTINs are written in capitals. */
export const trimUpper = Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** Trimmed, then `normalize`d; an empty text is null (none). */
const blankAsNull = (normalize: (text: string) => string) =>
  Transform(({ value }) => (typeof value === 'string' ? normalize(value.trim()) || null : value));

/** One slot of a shop's weekly schedule, in Asia/Kolkata. */
export class OpeningSlotDto implements OpeningSlot {
  @ApiProperty({ enum: WEEKDAYS, example: 'mon' })
  @IsIn(WEEKDAYS, { message: `day must be one of ${WEEKDAYS.join(', ')}` })
  day!: Weekday;

  @ApiProperty({ example: '09:00', pattern: OPENING_TIME.source, description: 'HH:MM, 00:00 to 23:59' })
  @IsString({ message: 'opens must be a time HH:MM from 00:00 to 23:59' })
  @Matches(OPENING_TIME, { message: 'opens must be a time HH:MM from 00:00 to 23:59' })
  opens!: string;

  @ApiProperty({
    example: '21:00',
    pattern: CLOSING_TIME.source,
    description: 'HH:MM, 00:00 to 24:00; earlier than opens: the slot runs past midnight into the next day',
  })
  @IsString({ message: 'closes must be a time HH:MM from 00:00 to 24:00' })
  @Matches(CLOSING_TIME, { message: 'closes must be a time HH:MM from 00:00 to 24:00' })
  closes!: string;
}

/**
 * A number with at most one decimal. Not IsNumber's maxDecimalPlaces, which throws on a number
 * JavaScript writes in exponent form (5e-324) and so answered 500.
 */
const IsTenths = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'tenths',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && Math.round(value * 10) / 10 === value,
      },
    },
    options,
  );

/** A schedule whose slots are each well formed: no day over the limit, no overlaps (see `scheduleProblem`). */
const IsSchedule = () =>
  ValidateBy({
    name: 'schedule',
    validator: {
      validate: (value: unknown) =>
        !Array.isArray(value) || !value.every(isWellFormedSlot) || scheduleProblem(value) === undefined,
      defaultMessage: (args) => scheduleProblem(args?.value as OpeningSlot[]) ?? 'openingHours is not a schedule',
    },
  });

const IsCalendarDate = () =>
  ValidateBy(
    {
      name: 'calendarDate',
      validator: {
        validate: isCalendarDate,
        defaultMessage: () => 'holidays must be dates written YYYY-MM-DD, such as 2026-01-26',
      },
    },
    { each: true },
  );

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

  @ApiProperty({
    example: EXAMPLE_GSTIN,
    description:
      "GSTIN, 15 characters with GSTN's check character; stored in upper case. Its first two digits give the shop's state",
  })
  @trimUpper
  @IsString()
  @IsGstin()
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
  @IsTenths({ message: 'deliveryRadiusKm must be a distance in km with at most one decimal' })
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

  @IsListOf(OpeningSlotDto, WEEKDAYS.length * MAX_SLOTS_PER_DAY, {
    required: false,
    default: [],
    example: [
      { day: 'mon', opens: '09:00', closes: '13:30' },
      { day: 'mon', opens: '16:00', closes: '01:00' },
    ],
    description:
      `The weekly schedule in Asia/Kolkata, several slots a day (at most ${MAX_SLOTS_PER_DAY}), none overlapping; ` +
      'a slot closing earlier than it opens runs past midnight. Empty: open whenever isActive',
  })
  @IsOptionalNotNull()
  @IsSchedule()
  openingHours?: OpeningSlotDto[];

  @ApiPropertyOptional({
    type: [String],
    format: 'date',
    default: [],
    example: ['2026-10-20', '2026-11-08'],
    description: `Dates (YYYY-MM-DD, Asia/Kolkata) the shop stays closed all day, at most ${MAX_HOLIDAYS}`,
  })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(MAX_HOLIDAYS)
  @IsCalendarDate()
  holidays?: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: EXAMPLE_UPI_ID,
    maxLength: 100,
    description:
      'Where customers pay the shop by UPI, stored in lower case. A business UPI ID is best: personal ones hit ' +
      'per-payment limits. Null or empty: the shop takes cash only',
  })
  @blankAsNull((text) => text.toLowerCase())
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(UPI_ID, { message: `upiId must be a UPI ID such as ${EXAMPLE_UPI_ID}` })
  upiId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Sharma Kirana Store',
    minLength: 2,
    maxLength: 100,
    description: "The name UPI apps show for the payee. Null or empty: the shop's name",
  })
  @blankAsNull((text) => text)
  @IsOptional()
  @IsString()
  @Length(2, 100)
  upiPayeeName?: string | null;
}
