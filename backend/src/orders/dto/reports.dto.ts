import { ApiProperty } from '@nestjs/swagger';
import { CANCEL_REASON_CODES, CancelReasonCode } from '../cancellation-reasons';
import { ORDER_STATUSES, OrderStatus } from '../order-status';

const ByStatus = () =>
  ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: `The number of orders in each status (${ORDER_STATUSES.join(', ')}), zeros included`,
    example: { pending: 3, confirmed: 1, cancelled: 0 },
  });

export class AdminDashboardResponse {
  @ApiProperty({ example: '12345.00', description: 'Σ finalAmount of the delivered and complete orders of all time' })
  revenue!: string;

  @ApiProperty({ type: 'integer', description: 'All orders, cancelled ones included' })
  orderCount!: number;

  @ByStatus()
  ordersByStatus!: Record<OrderStatus, number>;

  @ApiProperty({ type: 'integer', description: 'Shops open (active) now' })
  activeShopCount!: number;

  @ApiProperty({ type: 'integer', description: 'Shops not deleted' })
  shopCount!: number;
}

export class RevenueDayResponse {
  @ApiProperty({ example: '2026-11-23', description: 'A day in Asia/Kolkata' })
  date!: string;

  @ApiProperty({
    example: '1520.00',
    description: 'Σ finalAmount of the orders delivered that day (now delivered or complete)',
  })
  revenue!: string;

  @ApiProperty({ type: 'integer', description: 'Orders delivered that day (now delivered or complete)' })
  orders!: number;
}

export class TopShopResponse {
  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ example: 'Sharma General Store' })
  name!: string;

  @ApiProperty({ example: '8400.00', description: 'Σ finalAmount of its delivered and complete orders' })
  revenue!: string;

  @ApiProperty({ type: 'integer', description: 'Its delivered and complete orders' })
  orders!: number;
}

export class CancellationsByReasonResponse {
  @ApiProperty({ enum: CANCEL_REASON_CODES, example: 'items-not-available' })
  reasonCode!: CancelReasonCode;

  @ApiProperty({ example: 'Items not available' })
  label!: string;

  @ApiProperty({ type: 'integer', description: 'Cancelled orders whose (last) cancellation gave this reason' })
  count!: number;
}

export class AdminAnalyticsResponse {
  @ApiProperty({
    type: [RevenueDayResponse],
    description: 'The last 30 days in Asia/Kolkata, today last, every day present',
  })
  revenueByDay!: RevenueDayResponse[];

  @ByStatus()
  ordersByStatus!: Record<OrderStatus, number>;

  @ApiProperty({
    type: [TopShopResponse],
    description: 'The 5 shops with the most revenue (delivered and complete orders) of all time',
  })
  topShops!: TopShopResponse[];

  @ApiProperty({
    type: [CancellationsByReasonResponse],
    description: 'The cancelled orders of all time by reason, every reason present (zeros included), most first',
  })
  cancellationsByReason!: CancellationsByReasonResponse[];
}

export class ShopkeeperDashboardResponse {
  @ApiProperty({ type: 'integer', description: 'Orders waiting for you (status pending), replacements included' })
  pendingOrderCount!: number;

  @ApiProperty({
    type: 'integer',
    description: 'All orders of your shop but its replacements (₹0 orders that settle a claim: no sales)',
  })
  orderCount!: number;

  @ApiProperty({
    example: '5400.00',
    description:
      'Σ finalAmount of the orders placed this calendar month (Asia/Kolkata) that are now delivered or complete',
  })
  revenueThisMonth!: string;

  @ApiProperty({ example: '40200.00', description: 'Σ finalAmount of the delivered and complete orders of all time' })
  revenueAllTime!: string;

  @ApiProperty({ type: 'integer', description: 'Products on sale (not deleted)' })
  productCount!: number;

  @ApiProperty({ type: 'integer', description: 'Products customers cannot order now: switched off, or counted at 0' })
  outOfStockCount!: number;

  @ApiProperty({ type: 'integer', description: 'Counted products at or below their low-stock threshold' })
  lowStockCount!: number;
}
