import { z } from 'zod';
import { parseIsoDate } from './lib/dates';

/*
 * Schemas for the values Basalt's run form sends. Forms post empty optional fields as "" and numbers
 * or checkboxes sometimes as strings, so each helper normalises before validating. Messages are
 * phrased to follow 'field "<id>"' in the 422 answer.
 */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const typeError = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

function textSchema(min: number, max: number) {
  return z
    .string({ error: typeError('text') })
    .trim()
    .min(min, `must be at least ${min} characters long`)
    .max(max, `must be at most ${max} characters long`);
}

export const text = ({ min = 1, max }: { min?: number; max: number }) =>
  z.preprocess(blankToUndefined, textSchema(min, max));

export const optionalText = ({ max }: { max: number }) => z.preprocess(blankToUndefined, textSchema(1, max).optional());

const toNumber = (value: unknown) => {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? Number(present.trim()) : present;
};

function numberSchema({ min, max, integer }: { min: number; max: number; integer?: boolean }) {
  const schema = z
    .number({ error: typeError('a number') })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
  return integer ? schema.int('must be a whole number') : schema;
}

export const number = (options: { min: number; max: number; integer?: boolean }) =>
  z.preprocess(toNumber, numberSchema(options));

export const numberWithDefault = (options: { min: number; max: number; integer?: boolean; fallback: number }) =>
  z.preprocess(toNumber, numberSchema(options).default(options.fallback));

export const email = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : blankToUndefined(value)),
    z.email({ error: typeError('a valid e-mail address') }),
  );

export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blankToUndefined, z.enum(options, { error: `must be one of: ${options.join(', ')}` }));

export const choiceWithDefault = <const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  z.preprocess(
    blankToUndefined,
    z.enum(options, { error: `must be one of: ${options.join(', ')}` }).default(fallback as never),
  );

const truthy = new Set(['true', 'on', 'yes', '1']);
const falsy = new Set(['false', 'off', 'no', '0', '']);

export const checkbox = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value ?? undefined;
      const normalised = value.trim().toLowerCase();
      return truthy.has(normalised) ? true : falsy.has(normalised) ? false : value;
    },
    z.boolean({ error: 'must be true or false' }).default(fallback),
  );

const dateSchema = z
  .string({ error: typeError('a date like 2025-03-14') })
  .trim()
  .transform((value) => value.slice(0, 10))
  .refine((value) => parseIsoDate(value) !== null, 'must be a date like 2025-03-14');

export const date = () => z.preprocess(blankToUndefined, dateSchema);
export const optionalDate = () => z.preprocess(blankToUndefined, dateSchema.optional());

/** The form sends the uploaded file's link; the workflow reads the file from the signed `files` entry instead. */
export const optionalFile = () => z.preprocess(blankToUndefined, z.string({ error: 'must be a file link' }).optional());
