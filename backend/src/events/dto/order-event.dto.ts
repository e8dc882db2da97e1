import { ApiProperty } from '@nestjs/swagger';

/** The `data` of an `order.created` or `order.updated` event: enough for a toast; pages read the order itself. */
export class OrderEventData {
  @ApiProperty({ format: 'uuid' })
  orderId!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ format: 'uuid' })
  customerId!: string;

  @ApiProperty({ example: 'pending', description: 'The order status after the change' })
  status!: string;

  @ApiProperty({ example: '228.00' })
  finalAmount!: string;

  @ApiProperty({ example: 'Priya Sharma' })
  customerName!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}
