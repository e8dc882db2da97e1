import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsMonth } from '../../common/month';

export const PERIOD_FILTER_EXAMPLE = { from: '2026-11-01', to: '2026-11-30' };

export const PERIOD_DESCRIPTION =
  'filter {"from","to"}: the period, calendar dates YYYY-MM-DD in Asia/Kolkata, both included ' +
  '(an order counts on the day it was delivered, a settlement on the day it was paid); ' +
  'one left out is that end of the current month';

/** The `filter` of a ledger: its period, and nothing else. */
export class LedgerQueryDto {
  @ApiPropertyOptional({ description: `JSON ${PERIOD_DESCRIPTION}`, example: JSON.stringify(PERIOD_FILTER_EXAMPLE) })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  filter?: string;
}

export class StatementQueryDto {
  @IsMonth()
  month!: string;
}

/**
 * The figures of a commission ledger over its period; money in rupees. The balance is what the
 * shop owes the platform (negative: what the platform holds in its favour).
 */
export class LedgerFiguresResponse {
  @ApiProperty({
    type: 'integer',
    example: 42,
    description:
      'Orders delivered in the period (delivered or complete), not counting replacements (₹0 orders that settle a claim: no sales)',
  })
  deliveredOrders!: number;

  @ApiProperty({
    example: '12345.60',
    description:
      'Σ their finalAmount less the refunds paid back in the period: what the shop took for them, paidInCash + paidByUpi + onKhata',
  })
  cashCollected!: string;

  @ApiProperty({
    example: '8345.60',
    description: 'Of cashCollected, what was paid in cash: the cash the shop should hold',
  })
  paidInCash!: string;

  @ApiProperty({ example: '3000.00', description: "Of cashCollected, what was paid by UPI to the shop's UPI ID" })
  paidByUpi!: string;

  @ApiProperty({ example: '1000.00', description: "Of cashCollected, what was written on customers' khatas" })
  onKhata!: string;

  @ApiProperty({
    example: '11020.00',
    description: 'Σ their totalAmount, less the credit notes of the period: the value before GST of what they sold',
  })
  taxableValue!: string;

  @ApiProperty({ example: '865.60', description: 'Σ their gstAmount, less the credit notes of the period' })
  gst!: string;

  @ApiProperty({
    example: '460.00',
    description: 'Σ their deliveryCharges, less those refunded by credit notes of the period',
  })
  deliveryCharges!: string;

  @ApiProperty({
    example: '275.50',
    description:
      'Commission due to the platform on them: Σ of each order’s taxable value × the rate in force when it was ' +
      'delivered / 100, rounded half up to the paisa order by order, less commissionReversed',
  })
  commissionDue!: string;

  @ApiProperty({
    example: '150.00',
    description:
      'Refunds the shop paid back in the period (cash, UPI or khata credit) of delivered (or complete) orders: taken ' +
      "off cashCollected and its parts. A cancelled order's payment was never taken, and its refund is not counted",
  })
  refundsPaid!: string;

  @ApiProperty({ type: 'integer', example: 2, description: 'GST credit notes issued in the period' })
  creditNotes!: number;

  @ApiProperty({
    example: '142.86',
    description:
      'The taxable value they reversed: taken off taxableValue (and their GST and delivery charges off theirs)',
  })
  taxableValueCredited!: string;

  @ApiProperty({ example: '7.14', description: 'The GST they reversed: taken off gst' })
  gstCredited!: string;

  @ApiProperty({
    example: '3.57',
    description: 'The commission on the taxable value they reversed, at each order’s rate: taken off commissionDue',
  })
  commissionReversed!: string;

  @ApiProperty({ example: '200.00', description: 'Σ the settlements paid in the period' })
  settled!: string;

  @ApiProperty({
    example: '180.00',
    description:
      'The balance before the period: commission due on every order delivered before it − every settlement paid before it',
  })
  openingBalance!: string;

  @ApiProperty({
    example: '255.50',
    description:
      'The balance at the end of the period: openingBalance + commissionDue − settled, that is all commission due on ' +
      'orders delivered up to `to` − all settlements paid up to `to`. Positive: the shop owes the platform',
  })
  balance!: string;
}

/** One shop's line of the ledger. */
export class LedgerShopResponse extends LedgerFiguresResponse {
  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ example: 'Sharma Kirana Store' })
  shopName!: string;

  @ApiProperty({ description: 'The shop was deleted: it stays in the ledger while it has figures' })
  shopDeleted!: boolean;

  @ApiProperty({
    example: '2.50',
    description: 'The commission rate (%) in force now; each order keeps the rate it was delivered at',
  })
  commissionRate!: string;
}

/** Every shop's ledger over a period, with the totals. */
export class AdminLedgerResponse {
  @ApiProperty({ format: 'date', example: '2026-11-01' })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  to!: string;

  @ApiProperty({
    type: [LedgerShopResponse],
    description: 'Every shop, by name; a deleted shop only while it has figures',
  })
  shops!: LedgerShopResponse[];

  @ApiProperty({ type: LedgerFiguresResponse, description: "Σ of the shops' figures" })
  totals!: LedgerFiguresResponse;
}

/** One shop's ledger over a period. */
export class ShopLedgerResponse extends LedgerShopResponse {
  @ApiProperty({ format: 'date', example: '2026-11-01' })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  to!: string;
}
