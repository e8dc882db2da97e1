import { ApiProperty } from '@nestjs/swagger';
import { LOCATION_PRECISIONS } from '../location';

/** The API field of how a place is located (`LocationPrecision`, or null), with what it means for that place. */
export const ApiLocationPrecision = (description: string) =>
  ApiProperty({
    enum: LOCATION_PRECISIONS,
    enumName: 'LocationPrecision',
    nullable: true,
    example: 'pin',
    description,
  });
