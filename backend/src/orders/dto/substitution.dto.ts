import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { formatMoney, hundredthsColumn } from '../../common/money';
import { priceLine } from '../../pricing/pricing';
import { SUBSTITUTION_STATUSES, SubstitutionStatus } from '../order-status';
import type { SubstitutionRow } from '../order-rows';
import { MAX_SUBSTITUTE_QUANTITY } from '../substitution.entity';

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_SUBSTITUTE_QUANTITY}`;

export class OfferSubstitutionDto {
  @ApiProperty({
    format: 'uuid',
    description: "One of your shop's products, in stock with enough units, other than the item's",
  })
  @IsUUID(undefined, { message: 'productId must be a product id' })
  productId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SUBSTITUTE_QUANTITY, example: 2 })
  @IsInt({ message: quantityMessage })
  @Min(1, { message: quantityMessage })
  @Max(MAX_SUBSTITUTE_QUANTITY, { message: quantityMessage })
  quantity!: number;
}

export class SubstitutionProductResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null if the product row is gone' })
  id!: string | null;

  @ApiProperty({ example: 'Amul Butter 500 g', description: 'As it was offered' })
  name!: string;
}

/** The latest replacement the shop offered for an order item. */
export class SubstitutionResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: SubstitutionProductResponse })
  product!: SubstitutionProductResponse;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SUBSTITUTE_QUANTITY })
  quantity!: number;

  @ApiProperty({ example: '275.00', description: 'The price of one unit when offered' })
  unitPrice!: string;

  @ApiProperty({ example: '550.00', description: 'unitPrice × quantity: the line total once approved' })
  lineTotal!: string;

  @ApiProperty({
    enum: SUBSTITUTION_STATUSES,
    description: '`offered`: waiting for the customer; `expired`: not answered in time, the item is not fulfillable',
  })
  status!: SubstitutionStatus;

  @ApiProperty({ format: 'date-time', description: 'When the offer expires unless the customer answers it' })
  answerBy!: string;

  @ApiProperty({ description: 'Whether you may approve or reject it now (the customer, while it is offered)' })
  answerable!: boolean;

  static from(offer: SubstitutionRow, answerable: boolean): SubstitutionResponse {
    const unitPrice: number = hundredthsColumn.from(offer.unitPrice);
    const line = priceLine({
      unitPrice,
      quantity: offer.quantity,
      gstRate: hundredthsColumn.from(offer.gstRate),
      gstIncluded: offer.gstIncluded,
    });
    return {
      id: offer.id,
      product: { id: offer.productId, name: offer.productName },
      quantity: offer.quantity,
      unitPrice: formatMoney(unitPrice),
      lineTotal: formatMoney(line.lineTotal),
      status: offer.status,
      answerBy: new Date(offer.answerBy).toISOString(),
      answerable,
    };
  }
}
