import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Length, MaxLength, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../../common/india-time';
import { formatMoney, IsMoney, Paise } from '../../common/money';
import type { Settlement } from '../settlement.entity';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The admin records a shop's payment of commission. */
export class CreateSettlementDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'shopId must be the id of a shop' })
  shopId!: string;

  @IsMoney({ example: '500.00' })
  amount!: Paise;

  @ApiProperty({
    format: 'date',
    example: '2026-10-31',
    description: 'The day it was paid, in India; not in the future',
  })
  @ValidateBy({
    name: 'calendarDate',
    validator: {
      validate: isCalendarDate,
      defaultMessage: () => 'settledOn must be a date written YYYY-MM-DD, such as 2026-11-30',
    },
  })
  settledOn!: string;

  @ApiProperty({
    example: 'UTR 412345678901',
    minLength: 1,
    maxLength: 100,
    description: "The payment's reference (UTR, receipt or cheque number), once per shop",
  })
  @trim
  @IsString()
  @Length(1, 100)
  reference!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'Commission for November' })
  @trim
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

/** A settlement as admins and its shop read it. */
export class SettlementResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ example: 'Sharma Kirana Store' })
  shopName!: string;

  @ApiProperty({ example: '500.00' })
  amount!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  settledOn!: string;

  @ApiProperty({ example: 'UTR 412345678901' })
  reference!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Commission for November' })
  note!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the admin recorded it' })
  createdAt!: string;

  static from(settlement: Settlement, shopName: string): SettlementResponse {
    const { id, shopId, settledOn, reference, note } = settlement;
    return {
      id,
      shopId,
      shopName,
      amount: formatMoney(settlement.amount),
      settledOn,
      reference,
      note: note || null,
      createdAt: settlement.createdAt.toISOString(),
    };
  }
}
