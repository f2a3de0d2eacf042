import { describe, expect, it } from 'vitest';
import type { CustomField } from '../catalogue/custom-field';
import { checkRunInput, defaultRunInput, fieldError, isValidDate } from './run-input-rules';
import { runInputSchema } from './run-input-schema';

let order = 0;
const field = (overrides: Partial<CustomField> & Pick<CustomField, 'type'>): CustomField => ({
  id: overrides.id ?? `${overrides.type}_${order}`,
  label: overrides.label ?? 'Field',
  required: false,
  order: order++,
  ...overrides,
});

describe('run form rules, per field (spec §5)', () => {
  it.each([
    [field({ type: 'text', label: 'Topic', required: true }), '   ', 'Topic is required'],
    [field({ type: 'textarea', label: 'Notes', required: true }), '', 'Notes is required'],
    [field({ type: 'email', label: 'E-mail', required: true }), undefined, 'E-mail is required'],
    [field({ type: 'email', label: 'E-mail' }), 'ada@example', 'Please enter a valid email address'],
    [field({ type: 'number', label: 'Count' }), 'twelve', 'Please enter a valid number'],
    [field({ type: 'number', label: 'Count', required: true }), '', 'Count is required'],
    [field({ type: 'file', label: 'CSV', required: true }), 'report.csv', 'Please upload a file'],
    [field({ type: 'file', label: 'CSV', required: true }), null, 'CSV is required'],
    [field({ type: 'checkbox', label: 'the terms', required: true }), false, 'You must check the terms'],
    [
      field({ type: 'select', label: 'Tone', required: true, options: ['calm'] }),
      'loud',
      'Please select a valid option',
    ],
    [
      field({ type: 'radio', label: 'Size', required: true, options: ['S', 'M'] }),
      'XL',
      'Please select a valid option',
    ],
    [field({ type: 'date', label: 'Due' }), '2025-02-30', 'Please enter a valid date'],
    [field({ type: 'date', label: 'Due' }), 'tomorrow', 'Please enter a valid date'],
  ])('%# %o with %o says %s', (definition, value, message) => {
    expect(fieldError(definition, value)).toBe(message);
  });

  it.each([
    [field({ type: 'text' }), ''],
    [field({ type: 'email' }), '  '],
    [field({ type: 'email' }), 'ada@example.com'],
    [field({ type: 'number' }), '-3.5'],
    [field({ type: 'number' }), 42],
    [field({ type: 'file' }), 'https://basalt.example/api/files/1'],
    [field({ type: 'checkbox', required: true }), true],
    [field({ type: 'checkbox' }), false],
    [field({ type: 'select', options: ['a', 'b'] }), 'b'],
    [field({ type: 'date' }), '2024-02-29'],
    [field({ type: 'date' }), '2025-03-14T10:00:00Z'],
    [field({ type: 'rating' as never, required: true }), undefined],
  ])('%# accepts %o for %o', (definition, value) => {
    expect(fieldError(definition, value)).toBeNull();
  });

  it('checks every date part, not just the shape', () => {
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('2024-12-31')).toBe(true);
  });
});

describe('the run input schema shared by the form and the server', () => {
  const fields: CustomField[] = [
    { id: 'agree', type: 'checkbox', label: 'the terms', required: true, order: 3 },
    { id: 'email', type: 'email', label: 'E-mail', required: true, order: 1 },
    { id: 'count', type: 'number', label: 'Count', required: false, order: 2, defaultValue: 3 },
    { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 },
  ];

  it('reports every problem in form order, the first one for the banner', () => {
    const check = checkRunInput(fields, { email: 'nope', count: 'x' });
    expect(Object.entries(check.errors)).toEqual([
      ['topic', 'Topic is required'],
      ['email', 'Please enter a valid email address'],
      ['count', 'Please enter a valid number'],
      ['agree', 'You must check the terms'],
    ]);
    expect(check.firstError).toBe('Topic is required');
  });

  it('fails with the field id as the path of each issue', () => {
    const result = runInputSchema(fields).safeParse({ topic: 'x', email: 'a@b.co', agree: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['agree'], 'You must check the terms'],
    ]);
  });

  it('keeps only the form fields, numbers as numbers, and leaves empty optional fields out', () => {
    const result = runInputSchema(fields).parse({
      topic: 'Quarterly numbers',
      email: 'ada@example.com',
      count: '12',
      agree: true,
      injected: 'not a field',
    });
    expect(result).toEqual({ topic: 'Quarterly numbers', email: 'ada@example.com', count: 12, agree: true });
    expect(runInputSchema(fields).parse({ topic: 't', email: 'a@b.co', agree: 'true', count: '' })).toEqual({
      topic: 't',
      email: 'a@b.co',
      agree: true,
    });
  });

  it('refuses values that are not plain text, numbers or booleans', () => {
    expect(runInputSchema(fields).safeParse({ topic: { $ne: 1 } }).success).toBe(false);
  });

  it('starts a fresh form from the defaults, checkboxes unchecked', () => {
    expect(defaultRunInput(fields)).toEqual({ topic: '', email: '', count: 3, agree: false });
  });

  it('a form with no fields accepts an empty input', () => {
    expect(runInputSchema([]).parse({})).toEqual({});
  });
});
