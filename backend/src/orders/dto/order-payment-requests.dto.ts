import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { PAID_WITH, PaidWith } from '../../payments/payment-methods';
import { IsUtr, UTR, UTR_MESSAGE } from '../../payments/utr';

/** The UTR a customer says they paid a UPI order with. */
export class PaymentReferenceDto {
  @IsUtr('The 12-digit UPI reference (UTR) your UPI app showed after paying')
  utr!: string;
}

/** The shop says it received the order's payment: by UPI, with its UTR, or in cash at the door. */
export class ConfirmPaymentDto {
  @ApiProperty({
    enum: PAID_WITH,
    example: 'upi',
    description: 'upi (give its UTR); cash only at the door, for a UPI order paid in cash on delivery after all',
  })
  @IsIn(PAID_WITH, { message: `receivedAs must be one of ${PAID_WITH.join(', ')}` })
  receivedAs!: PaidWith;

  @ApiPropertyOptional({
    example: '412345678901',
    pattern: UTR.source,
    description: "The UTR in the shop's bank statement, 12 digits: required for upi, refused for cash",
  })
  @IsOptionalNotNull()
  @IsString({ message: UTR_MESSAGE })
  @Matches(UTR, { message: UTR_MESSAGE })
  utr?: string;
}
