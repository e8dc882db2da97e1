import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';

/** The bank's reference of a UPI payment (its UTR or RRN): exactly 12 digits. */
export const UTR = /^\d{12}$/;
export const UTR_MESSAGE = 'utr must be the 12 digits of the UPI reference (UTR) the bank gave';
export const UTR_USED = 'This UTR has already been used for a payment: check the 12 digits.';

/** A `utr` field of a request: required unless `required` is false (the DTO then says when it must be given). */
export const IsUtr = (description: string, { required = true } = {}) =>
  applyDecorators(
    ApiProperty({ example: '412345678901', pattern: UTR.source, description, required }),
    IsString({ message: UTR_MESSAGE }),
    Matches(UTR, { message: UTR_MESSAGE }),
  );
