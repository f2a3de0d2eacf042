import { describe, expect, it } from 'vitest';
import type { CustomField } from '../catalogue/custom-field';
import { codePointLength, joinLabels } from './field-limits';
import { checkRunInput, fieldError } from './run-input-rules';
import { runInputSchema } from './run-input-schema';

const field = (overrides: Partial<CustomField> & Pick<CustomField, 'type'>): CustomField => ({
  id: overrides.id ?? overrides.type,
  label: overrides.label ?? 'Field',
  required: false,
  order: 0,
  ...overrides,
});

describe('field rules an automation declares', () => {
  it('a text shorter or longer than its limits names the label and the limit', () => {
    const topic = field({ type: 'text', label: 'Topic', minLength: 3, maxLength: 5 });
    expect(fieldError(topic, 'ab')).toBe('Topic must be at least 3 characters');
    expect(fieldError(topic, 'abcdef')).toBe('Topic must be at most 5 characters');
    expect(fieldError(topic, 'abc')).toBeNull();
  });

  it('lengths count code points of the value as entered, as JSON Schema does', () => {
    const name = field({ type: 'textarea', label: 'Name', maxLength: 2 });
    expect(codePointLength('😀😀')).toBe(2);
    expect(fieldError(name, '😀😀')).toBeNull();
    expect(fieldError(name, ' 😀😀')).toBe('Name must be at most 2 characters');
  });

  it('an e-mail field checks its length after its address shape', () => {
    const email = field({ type: 'email', label: 'E-mail', maxLength: 8 });
    expect(fieldError(email, 'nope')).toBe('Please enter a valid email address');
    expect(fieldError(email, 'ada@example.com')).toBe('E-mail must be at most 8 characters');
  });

  it('a number outside its range names the bound', () => {
    const count = field({ type: 'number', label: 'Count', min: 1, max: 10 });
    expect(fieldError(count, '0')).toBe('Count must be at least 1');
    expect(fieldError(count, 11)).toBe('Count must be at most 10');
    expect(fieldError(count, '10')).toBeNull();
    expect(fieldError(count, 'ten')).toBe('Please enter a valid number');
  });

  it('a pattern matches the whole value and says its own message, or a default one', () => {
    const code = field({ type: 'text', label: 'Code', pattern: '[A-Z]{3}', patternMessage: 'Use three capitals' });
    expect(fieldError(code, 'ABC')).toBeNull();
    expect(fieldError(code, 'ABCD')).toBe('Use three capitals');
    expect(fieldError(field({ type: 'text', label: 'Code', pattern: 'a|b' }), 'ab')).toBe(
      'Code is not in the expected format',
    );
    expect(fieldError(field({ type: 'text', pattern: '\\p{Lu}+' }), 'ÉÀ')).toBeNull();
  });

  it('empty optional fields skip every limit', () => {
    expect(fieldError(field({ type: 'text', minLength: 5, pattern: 'x+' }), '')).toBeNull();
    expect(fieldError(field({ type: 'number', min: 5 }), '')).toBeNull();
  });

  it('a broken stored pattern is ignored rather than failing every run', () => {
    expect(fieldError(field({ type: 'text', pattern: '(' }), 'anything')).toBeNull();
  });
});

describe('one-of groups', () => {
  const fields: CustomField[] = [
    field({ id: 'notes', type: 'text', label: 'Notes', order: 4 }),
    field({ id: 'csv_text', type: 'textarea', label: 'CSV text', order: 2, oneOfGroup: 'source' }),
    field({ id: 'csv_file', type: 'file', label: 'CSV file', order: 1, oneOfGroup: 'source' }),
    field({ id: 'sheet', type: 'text', label: 'Sheet link', order: 3, oneOfGroup: 'source' }),
  ];

  it('joins labels in form order with commas and a final "or"', () => {
    expect(joinLabels(['A'])).toBe('A');
    expect(joinLabels(['A', 'B'])).toBe('A or B');
    expect(joinLabels(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('nothing filled in a group is reported on its first field in form order', () => {
    expect(checkRunInput(fields, { csv_text: '  ', notes: 'x' }).errors).toEqual({
      csv_file: 'Provide CSV file, CSV text or Sheet link',
    });
  });

  it('any one filled field satisfies the group', () => {
    expect(checkRunInput(fields, { csv_text: 'a,b' }).firstError).toBeNull();
    expect(runInputSchema(fields).safeParse({ sheet: 'x' }).success).toBe(true);
  });

  it('the server schema reports the group on the first field', () => {
    const parsed = runInputSchema(fields).safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['csv_file', 'Provide CSV file, CSV text or Sheet link'],
    ]);
  });

  it('a checked checkbox fills its group', () => {
    const group = [
      field({ id: 'agree', type: 'checkbox', label: 'Agree', order: 0, oneOfGroup: 'g' }),
      field({ id: 'why', type: 'text', label: 'Reason', order: 1, oneOfGroup: 'g' }),
    ];
    expect(checkRunInput(group, { agree: false }).firstError).toBe('Provide Agree or Reason');
    expect(checkRunInput(group, { agree: true }).firstError).toBeNull();
  });
});
