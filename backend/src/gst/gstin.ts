import { ValidateBy, ValidationOptions } from 'class-validator';
import { IndianState, stateOfCode } from './indian-states';

/**
 * A GSTIN (GST identification number): the state's two-digit code, the holder's PAN (five letters,
 * four digits, a letter), the entity number of that PAN in the state (1-9, then letters), 'Z', and a
 * check character over the first fourteen.
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_LENGTH = 15;
/** A valid GSTIN to show in messages and examples: a shop in Rajasthan. */
export const EXAMPLE_GSTIN = '08AAKPS1234F1ZR';

/** The characters of a GSTIN, each worth its position here. */
const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character GSTN computes over the first fourteen characters: each character's value
 * times a factor alternating 1 and 2, the product's base-36 digits added up, and the character that
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE_36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE_36[(36 - (sum % 36)) % 36];
}

/** What is wrong with `gstin`, in words that follow its field's name; undefined when it is a valid GSTIN. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== GSTIN_LENGTH) {
    return `must have ${GSTIN_LENGTH} characters, not ${gstin.length}, such as ${EXAMPLE_GSTIN}`;
  }
  if (!GSTIN_PATTERN.test(gstin)) {
    return (
      'must be a state code (2 digits), a PAN (5 letters, 4 digits, a letter), an entity number (1-9 or a letter), ' +
      `Z and a check character, such as ${EXAMPLE_GSTIN}`
    );
  }
  const code = gstin.slice(0, 2);
  if (!stateOfCode(code)) return `starts with ${code}, which is not the GST code of a state or union territory`;
  const expected = gstinCheckCharacter(gstin);
  if (gstin[14] !== expected) return `has a wrong check character: the last character should be ${expected}`;
  return undefined;
}

/** The state a GSTIN was issued in, by its first two digits; undefined for a code no state has. */
export function stateOfGstin(gstin: string): IndianState | undefined {
  return stateOfCode(gstin.slice(0, 2));
}

/** A valid GSTIN: a string `gstinProblem` finds nothing wrong with; the 400 says what is wrong. */
export const IsGstin = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'gstin',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && gstinProblem(value) === undefined,
        defaultMessage: (args) =>
          `${args!.property} ${typeof args!.value === 'string' ? gstinProblem(args!.value) : 'must be a GSTIN string'}`,
      },
    },
    options,
  );
