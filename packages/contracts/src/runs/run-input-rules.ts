import type { CustomField } from '../catalogue/custom-field';
import { customFieldTypes } from '../catalogue/custom-field';
import { codePointLength, fieldLimitError, unfilledGroups } from './field-limits';

/** A value a run form can hold for one field. Uploaded files are held as their http(s) link. */
export type FieldValue = string | number | boolean | null | undefined;
export type RunInputValues = Record<string, FieldValue>;

/** Guards the server against pathological input; far above anything a form field needs. */
export const MAX_FIELD_VALUE_LENGTH = 100_000;

// The spec's "simple address pattern": something@something.something, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const knownTypes = new Set<string>(customFieldTypes);

/** Empty means nothing entered: no value, or text that is blank after trimming. */
export const isEmptyValue = (value: FieldValue): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asText = (value: FieldValue) => (typeof value === 'string' ? value.trim() : String(value));

/**
 * A calendar day (leap years included), optionally with a time and offset: what a date input or an
 * ISO timestamp holds. A regular expression rather than Date.parse, whose leniency differs between
 * engines and cannot be stated in the JSON Schema of an automation's input (issue 17).
 */
export const DATE_PATTERN_SOURCE =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)-02-29)' +
  '(?:T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)?)?';
const DATE_PATTERN = new RegExp(`^(?:${DATE_PATTERN_SOURCE})$`, 'u');

export const isValidDate = (value: string): boolean => DATE_PATTERN.test(value);

/**
 * The spec's run-form rule for one field (§5 "Run form, per field in order"), with its exact
 * message, then the field's own limits (length, range, pattern); null when the value is
 * acceptable. Fields of an unknown type are not validated: the form shows 'Unknown field type:
 * {type}' for them instead.
 */
export function fieldError(field: CustomField, value: FieldValue): string | null {
  const typeError = fieldTypeError(field, value);
  if (typeError !== null || isEmptyValue(value) || field.type === 'checkbox' || !knownTypes.has(field.type)) {
    return typeError;
  }
  return fieldLimitError(field, typeof value === 'number' ? value : String(value));
}

function fieldTypeError(field: CustomField, value: FieldValue): string | null {
  if (!knownTypes.has(field.type)) return null;
  const empty = isEmptyValue(value);
  if (field.required && empty && field.type !== 'checkbox') return `${field.label} is required`;
  if (field.type === 'checkbox') {
    const checked = value === true || value === 'true';
    if (field.required && !checked) return `You must check ${field.label}`;
    if (!isEmptyValue(value) && typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
      return `You must check ${field.label}`;
    }
    return null;
  }
  if (empty) return null;
  // Counted like JSON Schema's maxLength (code points of the value as entered), so the schema can state it.
  if (typeof value === 'string' && codePointLength(value) > MAX_FIELD_VALUE_LENGTH) return `${field.label} is too long`;
  const text = asText(value);
  switch (field.type) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? null : 'Please enter a valid email address';
    case 'number':
      return typeof value === 'boolean' || !Number.isFinite(Number(text)) ? 'Please enter a valid number' : null;
    case 'file':
      return typeof value === 'string' && /^https?:\/\//i.test(text) ? null : 'Please upload a file';
    case 'select':
    case 'radio':
      return (field.options ?? []).includes(text) ? null : 'Please select a valid option';
    case 'date':
      return isValidDate(text) ? null : 'Please enter a valid date';
    default:
      // text and textarea: text only. A number or boolean would skip the field's length and pattern
      // rules, which read text, and JSON Schema cannot say "its text, once converted" (issue 38).
      return typeof value === 'string' ? null : `${field.label} must be text`;
  }
}

/** Fields in the order the form shows them. */
export const orderedFields = (fields: readonly CustomField[]) => [...fields].sort((a, b) => a.order - b.order);

export interface RunInputCheck {
  /** Field id to message, in form order. */
  errors: Record<string, string>;
  /** What the banner shows: the first error in form order. */
  firstError: string | null;
}

/** Filled, for a one-of group: a checked checkbox, or any other field with a value. */
export const isFilled = (field: CustomField, value: FieldValue) =>
  field.type === 'checkbox' ? value === true || value === 'true' : !isEmptyValue(value);

/**
 * Every field's rule at once, for the form's submit, the banner and the server. A one-of group
 * nobody filled is reported on its first field, unless that field has a message of its own.
 */
export function checkRunInput(fields: readonly CustomField[], values: RunInputValues): RunInputCheck {
  const ordered = orderedFields(fields);
  const groupErrors = new Map(
    unfilledGroups(ordered, (field) => isFilled(field, values[field.id])).map((group) => [
      group.fieldId,
      group.message,
    ]),
  );
  const errors: Record<string, string> = {};
  for (const field of ordered) {
    const message = fieldError(field, values[field.id]) ?? groupErrors.get(field.id);
    if (message) errors[field.id] = message;
  }
  return { errors, firstError: Object.values(errors)[0] ?? null };
}

/**
 * The input a run receives: only the form's fields, numbers as numbers, checkboxes as booleans,
 * text trimmed of nothing (workflows may care about whitespace), empty optional fields left out.
 */
export function normaliseRunInput(fields: readonly CustomField[], values: RunInputValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of orderedFields(fields)) {
    const value = values[field.id];
    if (field.type === 'checkbox') {
      input[field.id] = value === true || value === 'true';
      continue;
    }
    if (isEmptyValue(value)) continue;
    if (field.type === 'number') input[field.id] = Number(asText(value));
    else if (typeof value === 'string') input[field.id] = field.type === 'file' ? value.trim() : value;
    else input[field.id] = value;
  }
  return input;
}

/** Text fields take text only, so an editor's numeric default (e.g. 10) starts the form as "10". */
export const defaultValueOf = (field: CustomField, value: string | number | boolean) =>
  field.type === 'text' || field.type === 'textarea' ? String(value) : value;

/** The values a fresh form starts with: each field's default, checkboxes unchecked. */
export function defaultRunInput(fields: readonly CustomField[]): RunInputValues {
  const values: RunInputValues = {};
  for (const field of orderedFields(fields)) {
    if (field.defaultValue !== undefined) values[field.id] = defaultValueOf(field, field.defaultValue);
    else values[field.id] = field.type === 'checkbox' ? false : '';
  }
  return values;
}
