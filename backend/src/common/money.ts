import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ValueTransformer } from 'typeorm';

/** An amount of money in paise (1 rupee = 100 paise): always a whole number, never a float. */
export type Paise = number;

const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** Reads "120", "120.5", "120.50" or the number 120.5 as paise; undefined when it is not such an amount. */
export function parseMoney(value: unknown): Paise | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY_TEXT.test(text)) return undefined;
  const [rupees, fraction = ''] = text.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/** As `parseMoney`, and an amount with a minus sign ("-120.50", -120.5) as negative paise. */
export function parseSignedMoney(value: unknown): Paise | undefined {
  const negative = (typeof value === 'string' && value.startsWith('-')) || (typeof value === 'number' && value < 0);
  if (!negative) return parseMoney(value);
  const paise = parseMoney(typeof value === 'string' ? value.slice(1) : -(value as number));
  // -0 would write as "-0.00".
  return paise === undefined ? undefined : -paise || 0;
}

/** Paise as the API and the database write money: "1234.50". */
export function formatMoney(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise as rupees grouped the Indian way, as printed documents write them: "1,23,45,678.90". */
export function rupees(paise: Paise): string {
  const [whole, fraction] = formatMoney(paise).split('.');
  const digits = whole.replace('-', '');
  const grouped =
    digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `${whole.startsWith('-') ? '-' : ''}${grouped}.${fraction}`;
}

/** A `numeric(…,2)` column held as a whole number of hundredths: paise, or hundredths of a percent for GST. */
export const hundredthsColumn: ValueTransformer = {
  to: (paise: Paise | null | undefined) => (paise === null || paise === undefined ? paise : formatMoney(paise)),
  from: (text: string | null) => (text === null ? null : parseSignedMoney(text)),
};

/** The options of a column of money: `numeric(12,2)` in the database, paise in code. */
export const MONEY_COLUMN = { type: 'numeric', precision: 12, scale: 2, transformer: hundredthsColumn } as const;

/** The options of a column of a percentage: `numeric(5,2)` in the database, hundredths of a percent in code. */
export const PERCENTAGE_COLUMN = { type: 'numeric', precision: 5, scale: 2, transformer: hundredthsColumn } as const;

/** A percentage in hundredths of a percent: 1800 is 18%. */
export type Percentage = number;

/** A GST rate in hundredths of a percent: 1800 is 18%. */
export type GstRate = Percentage;

/**
 * A request field of a percentage: a number or a string with at most two decimals, from 0 to 100,
 * turned into hundredths of a percent; with `nullable`, also `null` (none).
 */
export const IsPercentage = (options: { nullable?: boolean; example?: string; description?: string } = {}) => {
  const { nullable = false, example = '5.00', description = '0 to 100, at most two decimals' } = options;
  return applyDecorators(
    ApiProperty({
      oneOf: [{ type: 'string' }, { type: 'number' }],
      ...(nullable ? { nullable: true } : {}),
      example,
      description,
    }),
    // Null is an answer of its own (none), not a field left out.
    ...(nullable ? [ValidateIf((_object, value) => value !== null)] : []),
    Transform(({ value }) => (nullable && value === null ? null : (parseMoney(value) ?? Number.NaN))),
    IsInt({ message: ({ property }) => `${property} must be a percentage with at most two decimals` }),
    Min(0, { message: ({ property }) => `${property} must be at least 0` }),
    Max(100_00, { message: ({ property }) => `${property} must be at most 100` }),
  );
};

/**
 * A request field of money: a number or a string with at most two decimals, from `min` to `max`
 * rupees, turned into paise; with `signed`, also below 0 ("-50.00", from -`max` unless `min` says
 * otherwise); with `nullable`, also `null` (none). Anything else is a 400 naming the field.
 */
export const IsMoney = (
  options: {
    min?: Paise;
    max?: Paise;
    example?: string;
    optional?: boolean;
    nullable?: boolean;
    signed?: boolean;
  } = {},
) => {
  const { max = 10_000_000_00, optional = false, nullable = false, signed = false } = options;
  const min = options.min ?? (signed ? -max : 1);
  const parse = signed ? parseSignedMoney : parseMoney;
  return applyDecorators(
    ...(optional || nullable ? [IsOptional()] : []),
    ApiProperty({
      required: !optional,
      oneOf: [{ type: 'string' }, { type: 'number' }],
      ...(nullable ? { nullable: true } : {}),
      example: options.example ?? '120.00',
      description: `Rupees, at most two decimals${signed ? ', negative to take away' : ''}${nullable ? '; null for none' : ''}`,
    }),
    Transform(({ value }) => (nullable && value === null ? null : (parse(value) ?? Number.NaN))),
    IsInt({ message: ({ property }) => `${property} must be an amount in rupees with at most two decimals` }),
    Min(min, { message: ({ property }) => `${property} must be at least ${formatMoney(min)}` }),
    Max(max, { message: ({ property }) => `${property} must be at most ${formatMoney(max)}` }),
  );
};
