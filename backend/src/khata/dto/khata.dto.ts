import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Length, NotEquals, ValidateBy, ValidateIf } from 'class-validator';
import { formatMoney, IsMoney, Paise, parseSignedMoney } from '../../common/money';
import { IsMonth } from '../../common/month';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { PAID_WITH, type PaidWith } from '../../payments/payment-methods';
import { IsUtr } from '../../payments/utr';
import { KHATA_ENTRY_KINDS, KHATA_NOTE_MAX_LENGTH, type KhataEntryKind } from '../khata-entry.entity';
import { availableCredit } from '../khata-credit';
import type { KhataEntryRow, KhataRow } from '../khata.queries';

/** The most a khata's limit may be, and a payment or a correction: ₹10 lakh. */
export const MAX_KHATA_AMOUNT: Paise = 10_00_000_00;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The shop opens a khata for a customer it knows. */
export class OpenKhataDto {
  @ApiProperty({
    example: 'priya',
    minLength: 1,
    maxLength: 32,
    description:
      "The customer's username, or the phone number on their account (its last 10 digits count, however written)",
  })
  @trim
  @IsString({ message: 'customer must be the username or phone number of a customer' })
  @Length(1, 32, { message: 'customer must be the username or phone number of a customer' })
  customer!: string;

  @IsMoney({ max: MAX_KHATA_AMOUNT, example: '2000.00' })
  creditLimit!: Paise;
}

/** The shop changes its terms for a khata: either or both. */
export class UpdateKhataDto {
  @IsMoney({ optional: true, max: MAX_KHATA_AMOUNT, example: '3000.00' })
  creditLimit?: Paise;

  @ApiPropertyOptional({
    example: false,
    description: 'true freezes the khata: no order goes on it until false; payments and corrections still do',
  })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'frozen must be true or false' })
  frozen?: boolean;
}

const UTR_ONLY_FOR_UPI = 'utr is only for UPI payments: leave it out for cash';

/** A payment the shop received against what the customer owes. */
export class KhataPaymentDto {
  @IsMoney({ max: MAX_KHATA_AMOUNT, example: '500.00' })
  amount!: Paise;

  @ApiProperty({ enum: PAID_WITH, example: 'upi' })
  @IsIn(PAID_WITH, { message: 'paidWith must be cash or upi' })
  paidWith!: PaidWith;

  // Checked when given, or when it must be: a UPI payment's.
  @ValidateIf((payment: KhataPaymentDto) => payment.paidWith === 'upi' || payment.utr !== undefined)
  @IsUtr('The UTR of a UPI payment, which cannot pay for anything else; none for cash', { required: false })
  @ValidateBy({
    name: 'utrOnlyForUpi',
    validator: {
      validate: (_utr, args) => (args?.object as KhataPaymentDto).paidWith === 'upi',
      defaultMessage: () => UTR_ONLY_FOR_UPI,
    },
  })
  utr?: string;
}

/** The shop puts a mistake right: adds to what the customer owes, or takes from it, saying why. */
export class KhataCorrectionDto {
  @IsMoney({ signed: true, max: MAX_KHATA_AMOUNT, example: '-50.00' })
  @NotEquals(0, { message: 'amount must not be 0' })
  amount!: Paise;

  @ApiProperty({
    example: 'Paid ₹50 in cash on 3 Nov, not recorded then',
    minLength: 1,
    maxLength: KHATA_NOTE_MAX_LENGTH,
  })
  @trim
  @IsString({ message: 'note must say why' })
  @Length(1, KHATA_NOTE_MAX_LENGTH, { message: `note must say why, in 1 to ${KHATA_NOTE_MAX_LENGTH} characters` })
  note!: string;
}

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export class KhataStatementQueryDto {
  @IsMonth()
  month!: string;

  @ApiPropertyOptional({ enum: STATEMENT_FORMATS, default: 'pdf' })
  @IsOptional()
  @IsIn(STATEMENT_FORMATS, { message: 'format must be pdf or csv' })
  format?: StatementFormat;
}

/** A khata as its shop and its customer read it. */
export class KhataResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ example: 'Sharma Kirana Store' })
  shopName!: string;

  @ApiProperty({ format: 'uuid' })
  customerId!: string;

  @ApiProperty({ example: 'Priya Sharma' })
  customerName!: string;

  @ApiProperty({ type: String, nullable: true, example: '+91 98765 43210' })
  customerPhone!: string | null;

  @ApiProperty({ example: '2000.00', description: 'An order that would take the balance over it is refused' })
  creditLimit!: string;

  @ApiProperty({
    example: '450.00',
    description:
      'What the customer owes now: the sum of the entries. Below 0, the shop owes the customer (a cancelled order paid for)',
  })
  balance!: string;

  @ApiProperty({
    example: '1550.00',
    description: 'What orders may still add: creditLimit − balance, never below 0; 0 while frozen',
  })
  availableCredit!: string;

  @ApiProperty({ description: 'Frozen by the shop: no order goes on it' })
  frozen!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  frozenAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The newest entry; null before any' })
  lastEntryAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** From a row as read: money is text as the API writes it, numeric(12,2) being so written. */
  static from(row: KhataRow): KhataResponse {
    const [creditLimit, balance] = [row.creditLimit, row.balance].map((amount) => parseSignedMoney(amount)!);
    return {
      id: row.id,
      shopId: row.shopId,
      shopName: row.shopName,
      customerId: row.customerId,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      creditLimit: row.creditLimit,
      balance: row.balance,
      availableCredit: formatMoney(availableCredit({ creditLimit, balance, frozenAt: row.frozenAt })),
      frozen: row.frozenAt !== null,
      frozenAt: row.frozenAt?.toISOString() ?? null,
      lastEntryAt: row.lastEntryAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** A line of a khata. */
export class KhataEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'integer', example: 12, description: "1 for the khata's first entry, then one more for each" })
  number!: number;

  @ApiProperty({
    enum: KHATA_ENTRY_KINDS,
    description: 'order: put on the khata; payment: received by the shop; correction: a mistake put right',
  })
  kind!: KhataEntryKind;

  @ApiProperty({ example: '-500.00', description: 'Above 0 adds to what is owed; below 0 (a payment) takes from it' })
  amount!: string;

  @ApiProperty({ example: '450.00', description: 'The balance once this entry was added' })
  balanceAfter!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The order put on the khata, or whose cancellation a correction reverses',
  })
  orderId!: string | null;

  @ApiProperty({ enum: PAID_WITH, nullable: true, description: "A payment's; null for other entries" })
  paidWith!: PaidWith | null;

  @ApiProperty({ type: String, nullable: true, example: '412345678901', description: "A UPI payment's UTR" })
  utr!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Paid ₹50 in cash on 3 Nov, not recorded then' })
  note!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ramesh Sharma',
    description: 'Who wrote it: the shopkeeper, the customer who ordered, whoever cancelled; null for the system',
  })
  recordedByName!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** From a row as read: money is text as the API writes it, numeric(12,2) being so written. */
  static from(row: KhataEntryRow): KhataEntryResponse {
    return {
      id: row.id,
      number: row.number,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      orderId: row.orderId,
      paidWith: row.paidWith,
      utr: row.utr,
      note: row.note,
      recordedByName: row.recordedByName,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
