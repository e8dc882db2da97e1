import { ApiProperty } from '@nestjs/swagger';

export class GstRatesResponse {
  @ApiProperty({
    type: [String],
    example: ['0.00', '0.25', '3.00', '5.00', '12.00', '18.00', '28.00', '40.00'],
    description:
      'The GST rates in force (%), lowest first, as products write them. A product may still carry another rate (0 to 100): the back office marks it.',
  })
  rates!: string[];
}
