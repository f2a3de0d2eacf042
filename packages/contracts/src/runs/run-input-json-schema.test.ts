import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customFieldTypes, type CustomField } from '../catalogue/custom-field';
import { isEmptyValue, isValidDate } from './run-input-rules';
import { runInputJsonSchema } from './run-input-json-schema';
import { runInputSchema } from './run-input-schema';

// strictTypes off: a pattern beside `anyOf` alternatives of several types is meant to read strings only.
const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
const schemaAccepts = (fields: CustomField[], values: Record<string, unknown>) =>
  ajv.compile(runInputJsonSchema(fields))(values);
const validatorAccepts = (fields: CustomField[], values: Record<string, unknown>) =>
  runInputSchema(fields).safeParse(values).success;

const spaces = ['', ' ', '  ', '\t', '\n', '\u00a0', '\ufeff', '\u2028'];
const patterns = ['[a-z]+', '\\d{3}', 'ab|cd', '.*x', '[^@]{2,}', '\\p{Lu}.*'];
const options = ['calm', 'loud', 'a b', ' padded', '3', '1.5', 'true', 'a|b', '(x)', ''];

const fieldArb = (index: number): fc.Arbitrary<CustomField> =>
  fc.record(
    {
      id: fc.constantFrom(`f${index}`, `f${index}`, 'shared'),
      type: fc.constantFrom(...customFieldTypes),
      label: fc.constant(`Field ${index}`),
      required: fc.boolean(),
      order: fc.constant(index),
      options: fc.subarray(options, { minLength: 0 }),
      minLength: fc.constantFrom(0, 2, 6),
      maxLength: fc.integer({ min: 2, max: 16 }),
      min: fc.integer({ min: -5, max: 5 }),
      max: fc.integer({ min: -5, max: 50 }),
      pattern: fc.constantFrom(...patterns),
      oneOfGroup: fc.constantFrom('g1', 'g2', ' g1 ', '   '),
    },
    { requiredKeys: ['id', 'type', 'label', 'required', 'order'] },
  );

const fieldsArb = fc
  .integer({ min: 1, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => fieldArb(index))));

/** Values that sit on each rule's edges, padded with the whitespace the validator trims. */
const edgeText = fc.oneof(
  fc.constantFrom(...options, ...patterns),
  fc.constantFrom('ada@example.com', 'ada@example', 'a b@c.d', '@b.c', 'x@y.z@w'),
  fc.constantFrom('https://files.example/a.csv', 'HTTP://x', 'ftp://x', 'httpss://x', 'report.csv'),
  fc.constantFrom('2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '2024-13-01', '2024-04-31'),
  fc.constantFrom('2024-01-31T23:59:59.123Z', '2024-01-31T24:00', '2024-01-31T10:00+02:00', '2024-01-31T'),
  fc.constantFrom('abc', 'ABC', 'Éa', 'x', '123', 'abcd', '😀😀', 'true', 'false', 'TRUE'),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const paddedText = fc
  .tuple(fc.constantFrom(...spaces), edgeText, fc.constantFrom(...spaces))
  .map(([before, text, after]) => before + text + after);
const valueArb = fc.oneof(
  { weight: 6, arbitrary: paddedText },
  { weight: 2, arbitrary: fc.constantFrom(...spaces) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -100, max: 100 }) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(3, 1.5, 0, -0) },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], ['a']) },
);

/** Numeric text in a number field is what the schema leaves out on purpose (decision 030). */
const numericText = (value: unknown) =>
  typeof value === 'string' && !isEmptyValue(value) && Number.isFinite(Number(value.trim()));

function inputFor(fields: readonly CustomField[], entries: [string, unknown][]): Record<string, unknown> {
  const numberIds = new Set(fields.filter((field) => field.type === 'number').map((field) => field.id));
  const values: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    values[key] = numberIds.has(key) && numericText(value) ? `${value}x` : value;
  }
  return values;
}

/** A value likely to pass the field's rules, so that generated inputs are often accepted too. */
const likelyValue: Record<string, fc.Arbitrary<unknown>> = {
  text: fc.constantFrom('abc', 'x', 'abcdefg', '123', 'ab', 'cdx', 'ÉLAN', 7, true),
  textarea: fc.constantFrom('abc', 'x', 'abcd', '123', 'ab', 'cdx', 'ÉLAN', 7, false),
  email: fc.constantFrom('ada@example.com', ' a@b.c ', 'a@b.c', 'ab@c.de'),
  number: fc.integer({ min: -6, max: 51 }),
  file: fc.constantFrom('https://files.example/a.csv', ' http://x.y/z '),
  select: fc.constantFrom(...options, 3, 1.5, true),
  radio: fc.constantFrom(...options, 3, false),
  date: fc.constantFrom('2024-02-29', '2000-02-29T10:00Z', ' 1999-12-31 '),
  checkbox: fc.constantFrom(true, 'true', false, 'false'),
};
const entriesArb = (fields: readonly CustomField[]): fc.Arbitrary<[string, unknown][]> =>
  fc
    .tuple(
      fc.tuple(
        ...fields.map((field) =>
          fc.oneof(likelyValue[field.type]!, valueArb, fc.constant(undefined)).map((value) => [field.id, value]),
        ),
      ),
      fc.array(fc.tuple(fc.constantFrom('extra', 'f9', 'k'.repeat(201)), valueArb), { maxLength: 2 }),
    )
    .map(([own, extra]) => [...own, ...extra] as [string, unknown][]);

const caseArb = fieldsArb.chain((fields) =>
  fc.tuple(fc.constant(fields), fc.array(entriesArb(fields), { minLength: 1, maxLength: 10 })),
);

describe('the input schema of an automation (JSON Schema 2020-12)', () => {
  it('accepts and refuses exactly what the run form validator does, on generated fields and inputs', () => {
    let accepted = 0;
    fc.assert(
      fc.property(caseArb, ([fields, inputs]) => {
        const validate = ajv.compile(runInputJsonSchema(fields));
        for (const entries of inputs) {
          const values = inputFor(fields, entries);
          const verdict = validatorAccepts(fields, values);
          if (verdict) accepted++;
          expect({ fields, values, schema: validate(values) }).toEqual({ fields, values, schema: verdict });
        }
      }),
      { numRuns: 400 },
    );
    // The generators must reach both answers, or agreement would prove nothing.
    expect(accepted).toBeGreaterThan(100);
  }, 120_000);

  it('a text field is text only in the schema and the validator: a number or a boolean is refused by both', () => {
    const fields: CustomField[] = [
      { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0, pattern: '[a-z]+' },
      { id: 'notes', type: 'textarea', label: 'Notes', required: false, order: 1, defaultValue: 10 },
    ];
    const schema = runInputJsonSchema(fields) as { properties: Record<string, { allOf?: object[] }> };
    expect(schema.properties.topic!.allOf).toEqual([expect.objectContaining({ type: 'string' })]);
    expect(schema.properties.notes).toMatchObject({ default: '10' });
    for (const value of [42, true, false]) {
      expect(schemaAccepts(fields, { topic: value }), String(value)).toBe(false);
      expect(validatorAccepts(fields, { topic: value }), String(value)).toBe(false);
      expect(validatorAccepts(fields, { topic: 'abc', notes: value }), String(value)).toBe(false);
    }
    expect(runInputSchema(fields).safeParse({ topic: 42 }).error?.issues[0]?.message).toBe('Topic must be text');
    expect(schemaAccepts(fields, { topic: 'abc', notes: '42' })).toBe(true);
    expect(validatorAccepts(fields, { topic: 'abc', notes: '42' })).toBe(true);
  });

  it('numeric text in a number field, beyond the schema, is never accepted by the schema and refused by the validator', () => {
    const numberField: CustomField = { id: 'count', type: 'number', label: 'Count', required: true, order: 0, min: 0 };
    fc.assert(
      fc.property(fc.oneof(paddedText, fc.integer().map(String)), (text) => {
        if (schemaAccepts([numberField], { count: text }))
          expect(validatorAccepts([numberField], { count: text })).toBe(true);
      }),
    );
    expect(schemaAccepts([numberField], { count: '7' })).toBe(false);
    expect(validatorAccepts([numberField], { count: '7' })).toBe(true);
  });

  it('states one-of groups as anyOf of required', () => {
    const fields: CustomField[] = [
      { id: 'file', type: 'file', label: 'CSV file', required: false, order: 0, oneOfGroup: 'source' },
      { id: 'text', type: 'textarea', label: 'CSV text', required: false, order: 1, oneOfGroup: 'source' },
    ];
    expect(runInputJsonSchema(fields).allOf).toEqual([
      {
        anyOf: [
          { required: ['file'], properties: { file: { not: expect.anything() } } },
          { required: ['text'], properties: { text: { not: expect.anything() } } },
        ],
      },
    ]);
    expect(schemaAccepts(fields, {})).toBe(false);
    expect(schemaAccepts(fields, { text: 'a,b' })).toBe(true);
  });

  it('knows every calendar day from 1899 to 2101, leap years included', () => {
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 28; day <= 32; day++) {
          const date = new Date(Date.UTC(2000, month - 1, day));
          date.setUTCFullYear(year);
          const real = date.getUTCMonth() === month - 1;
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([text, isValidDate(text)]).toEqual([text, real]);
        }
      }
    }
  });
});
