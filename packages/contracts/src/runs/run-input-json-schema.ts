import type { CustomField } from '../catalogue/custom-field';
import { customFieldTypes } from '../catalogue/custom-field';
import { wholeValuePattern } from './field-limits';
import { DATE_PATTERN_SOURCE, defaultValueOf, MAX_FIELD_VALUE_LENGTH, orderedFields } from './run-input-rules';

export type JsonSchema = { [keyword: string]: unknown };

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** The most characters a field id may have in a run's input (runInputValues). */
export const MAX_INPUT_KEY_LENGTH = 200;

const valueTypes = ['string', 'number', 'boolean', 'null'];
const knownTypes = new Set<string>(customFieldTypes);
/** Nothing entered: null or blank text (the validator's isEmptyValue; JS `\s` is exactly what trim() removes). */
const blank: JsonSchema = { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^\\s*$' }] };
const checked = [true, 'true'];

/** A literal for a `u`-flag pattern: only syntax characters and `/` may be escaped there. */
const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
/** The value trimmed must match `source` whole: the validator trims before these checks. */
const trimmed = (source: string) => `^\\s*(?:${source})\\s*$`;
const longText = { type: 'string', maxLength: MAX_FIELD_VALUE_LENGTH };

/** Text only (the validator refuses numbers and booleans there), not blank, within its limits. */
function textSchema(field: CustomField): JsonSchema {
  const maxLength = Math.min(field.maxLength ?? MAX_FIELD_VALUE_LENGTH, MAX_FIELD_VALUE_LENGTH);
  const text: JsonSchema = { type: 'string', pattern: '\\S', maxLength };
  if (field.minLength !== undefined) text.minLength = field.minLength;
  if (field.pattern && wholeValuePattern(field.pattern)) text.allOf = [{ pattern: `^(?:${field.pattern})$` }];
  return text;
}

function choiceSchema(options: readonly string[]): JsonSchema {
  // Only options without surrounding spaces can equal a trimmed value; numbers and booleans match by their text.
  const usable = options.filter((option) => option !== '' && option === option.trim());
  const others = [
    ...usable.map(Number).filter((number) => Number.isFinite(number) && usable.includes(String(number))),
    ...[true, false].filter((value) => usable.includes(String(value))),
  ];
  const alternatives: JsonSchema[] = [];
  if (usable.length > 0) alternatives.push({ ...longText, pattern: trimmed(usable.map(literal).join('|')) });
  if (others.length > 0) alternatives.push({ enum: others });
  if (alternatives.length === 0) return { not: {}, description: 'This field has no options to choose from' };
  return alternatives.length === 1 ? alternatives[0]! : { anyOf: alternatives };
}

/** A value the field accepts once something is entered (type, then length, range and pattern). */
function filledSchema(field: CustomField): JsonSchema {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'email': {
      const email: JsonSchema = { ...longText, pattern: trimmed('[^\\s@]+@[^\\s@]+\\.[^\\s@]+') };
      if (field.maxLength !== undefined) email.maxLength = Math.min(field.maxLength, MAX_FIELD_VALUE_LENGTH);
      if (field.minLength !== undefined) email.minLength = field.minLength;
      return email;
    }
    case 'number':
      // Numbers as JSON numbers; the web form's numeric text is accepted too but is not published (decision 030).
      return {
        type: 'number',
        ...(field.min === undefined ? {} : { minimum: field.min }),
        ...(field.max === undefined ? {} : { maximum: field.max }),
      };
    case 'file':
      return { ...longText, pattern: '^\\s*[Hh][Tt][Tt][Pp][Ss]?://', description: 'An http(s) link to your upload' };
    case 'select':
    case 'radio':
      return choiceSchema(field.options ?? []);
    case 'date':
      return { ...longText, pattern: trimmed(DATE_PATTERN_SOURCE), description: 'YYYY-MM-DD, or with a time' };
    default:
      return { type: valueTypes };
  }
}

function fieldSchema(field: CustomField): JsonSchema {
  const about: JsonSchema = { title: field.label };
  if (field.helpText) about.description = field.helpText;
  if (field.defaultValue !== undefined) about.default = defaultValueOf(field, field.defaultValue);
  if (!knownTypes.has(field.type)) return { ...about, type: valueTypes };
  if (field.type === 'checkbox') {
    return {
      ...about,
      ...(field.required ? { enum: checked } : { anyOf: [blank, { enum: [true, false, 'true', 'false'] }] }),
    };
  }
  const filled = filledSchema(field);
  return field.required ? { ...about, allOf: [filled] } : { ...about, anyOf: [blank, filled] };
}

/** At least one member of the group filled: a checked checkbox, any other field not blank. */
const groupSchema = (members: readonly CustomField[]): JsonSchema => ({
  anyOf: members.map((field) => ({
    required: [field.id],
    properties: { [field.id]: field.type === 'checkbox' ? { enum: checked } : { not: blank } },
  })),
});

/**
 * The JSON Schema (2020-12) of an automation's run input, stating exactly what `checkRunInput`
 * accepts (one-of groups as `anyOf` of `required`), except that a number field's numeric text is
 * accepted by the validator and left out here. A client that follows it is never refused by the form
 * rules; the property test in run-input-json-schema.test.ts holds both to that.
 */
export function runInputJsonSchema(fields: readonly CustomField[], title?: string): JsonSchema {
  // No prototype: a field id such as "__proto__" stays an ordinary property.
  const properties: Record<string, JsonSchema> = Object.create(null);
  const required = new Set<string>();
  const groups = new Map<string, CustomField[]>();
  for (const field of orderedFields(fields)) {
    const schema = fieldSchema(field);
    const earlier = Object.hasOwn(properties, field.id) ? properties[field.id] : undefined;
    properties[field.id] = earlier ? { allOf: [earlier, schema] } : schema;
    if (field.required && knownTypes.has(field.type)) required.add(field.id);
    const group = field.oneOfGroup?.trim();
    if (group) groups.set(group, [...(groups.get(group) ?? []), field]);
  }
  return {
    $schema: JSON_SCHEMA_DIALECT,
    ...(title ? { title } : {}),
    type: 'object',
    properties,
    required: [...required],
    propertyNames: { maxLength: MAX_INPUT_KEY_LENGTH },
    additionalProperties: { type: valueTypes },
    ...(groups.size > 0 ? { allOf: [...groups.values()].map(groupSchema) } : {}),
  };
}
