import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, ValidateBy } from 'class-validator';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The most common passwords of 8 or more characters (lower-cased), from the zxcvbn-ts frequency
 * list (MIT): the first a guesser tries. Read once, when the first password is checked.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** A new password: 8 to 128 characters and not among the most common passwords. */
export const IsAcceptablePassword = () =>
  applyDecorators(
    ApiProperty({
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: 128,
      format: 'password',
      example: 'masala-chai-at-4',
      description: 'At least 8 characters, and not one of the most common passwords',
    }),
    IsString(),
    Length(MIN_PASSWORD_LENGTH, 128),
    ValidateBy({
      name: 'isNotCommonPassword',
      validator: {
        validate: (value) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => 'This password is one of the most common ones: choose one that is harder to guess',
      },
    }),
  );
