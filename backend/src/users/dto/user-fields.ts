import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../password-policy';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimLower = Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * A rejected phone number reads as a sentence the page can show as it is (the web app's forms say the
 * same). `Matches` refuses anything but a string, so no second, technical message joins it.
 */
const phoneNumber = () =>
  applyDecorators(
    trim,
    Matches(/^\+?[0-9][0-9 -]{6,18}$/, {
      message: ({ property }) =>
        `Enter ${property === 'shopkeeperPhone' ? "the shopkeeper's" : 'a'} phone number such as +91 98765 43210, with digits, spaces or hyphens only.`,
    }),
  );

/** The validation rules of user fields, shared by sign-up, profile edits and shop onboarding. */
export const UserFields = {
  name: () => applyDecorators(ApiProperty({ example: 'Asha Verma', maxLength: 100 }), trim, IsString(), Length(1, 100)),
  username: () =>
    applyDecorators(
      ApiProperty({ example: 'asha', minLength: 3, maxLength: 32 }),
      trimLower,
      IsString(),
      Matches(/^[a-z0-9._-]{3,32}$/, {
        message: 'username must be 3 to 32 letters, digits, dots, underscores or hyphens',
      }),
    ),
  email: () => applyDecorators(ApiProperty({ example: 'asha@example.com' }), trimLower, IsEmail(), MaxLength(254)),
  phone: () =>
    applyDecorators(
      ApiPropertyOptional({ type: String, nullable: true, example: '+91 98765 43210' }),
      IsOptional(),
      phoneNumber(),
    ),
  /** A phone number that must be given (a shop's): 10 to 15 digits, so a customer can call it. */
  requiredPhone: () =>
    applyDecorators(
      ApiProperty({ example: '+91 141 256 7890' }),
      trim,
      Matches(/^(?=(\D*\d){10,15}\D*$)\+?[0-9][0-9 -]{9,18}$/, {
        message: "Enter the shop's phone number with 10 to 15 digits, such as +91 141 256 7890.",
      }),
    ),
  password: IsAcceptablePassword,
};
