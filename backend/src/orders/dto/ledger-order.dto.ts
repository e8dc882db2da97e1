import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, OrderStatus } from '../order-status';

/** A delivered order as the commission ledger counts it; money in rupees. */
export class LedgerOrderResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'INV-2627-000123', description: 'Its tax invoice' })
  invoiceNumber!: string | null;

  @ApiProperty({
    format: 'date-time',
    description: 'When it was delivered (first became revenue): the ledger counts it on that day in Asia/Kolkata',
  })
  deliveredAt!: string;

  @ApiProperty({ enum: ORDER_STATUSES, example: 'delivered', description: 'delivered or complete' })
  status!: OrderStatus;

  @ApiProperty({ example: 'Priya Sharma' })
  customerName!: string;

  @ApiProperty({ example: '188.57', description: 'Its totalAmount: Σ value before GST of the lines delivered' })
  taxableValue!: string;

  @ApiProperty({ example: '9.43', description: 'Its gstAmount' })
  gst!: string;

  @ApiProperty({ example: '30.00', description: 'Its deliveryCharges' })
  deliveryCharges!: string;

  @ApiProperty({ example: '228.00', description: 'Its finalAmount: the cash the shop collected on delivery' })
  cashCollected!: string;

  @ApiProperty({ example: '2.50', description: 'The commission rate (%) in force when it was delivered' })
  commissionRate!: string;

  @ApiProperty({
    example: '4.71',
    description: 'Commission due to the platform: taxableValue × commissionRate / 100, rounded half up to the paisa',
  })
  commission!: string;
}
