import { ConflictException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { formatMoney } from '../common/money';
import type { OrderAmounts } from '../pricing/pricing';

export class OrderTotalsResponse {
  @ApiProperty({ example: '188.57' })
  totalAmount!: string;

  @ApiProperty({ example: '9.43' })
  gstAmount!: string;

  @ApiProperty({ example: '30.00' })
  deliveryCharges!: string;

  @ApiProperty({ example: '228.00' })
  finalAmount!: string;
}

/** The 409 of a checkout whose client totals differ from the server's: it carries the server's. */
export class TotalsChangedResponse extends ErrorResponse {
  @ApiProperty({ type: OrderTotalsResponse })
  totals!: OrderTotalsResponse;
}

/** The cart's prices changed since the client computed its totals: no order is made (D8). */
export class TotalsChangedException extends ConflictException {
  constructor(amounts: OrderAmounts) {
    const body: TotalsChangedResponse = {
      statusCode: 409,
      message: 'The prices in your cart have changed: check the new totals and place the order again.',
      error: 'Conflict',
      totals: {
        totalAmount: formatMoney(amounts.totalAmount),
        gstAmount: formatMoney(amounts.gstAmount),
        deliveryCharges: formatMoney(amounts.deliveryCharges),
        finalAmount: formatMoney(amounts.finalAmount),
      },
    };
    super(body);
  }
}
