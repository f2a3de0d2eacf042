import type { CustomField } from '@basalt/contracts';
import { describe, expect, it } from 'vitest';
import { parseRunInputJson, runInputJson, runInputJsonErrors, runInputObject } from './run-input-json';

const field = (
  id: string,
  type: CustomField['type'],
  order: number,
  extra: Partial<CustomField> = {},
): CustomField => ({
  id,
  type,
  label: id[0]!.toUpperCase() + id.slice(1),
  required: false,
  order,
  ...extra,
});
const fields = [
  field('email', 'email', 1, { required: true, label: 'Contact e-mail' }),
  field('count', 'number', 2),
  field('notify', 'checkbox', 3),
  field('sheet', 'file', 4),
];

describe('the run form as JSON', () => {
  it('shows every field in form order, a typed number as a number and an unchecked box as false', () => {
    expect(runInputObject(fields, { count: '42', email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
      count: 42,
      notify: false,
      sheet: '',
    });
    expect(Object.keys(runInputObject([...fields].reverse(), {}))).toEqual(['email', 'count', 'notify', 'sheet']);
  });

  it('keeps what is not a number as typed, so the validator can say so', () => {
    expect(runInputObject(fields, { count: '4a' }).count).toBe('4a');
  });

  it('round trip: the values read back from the JSON are the ones the form shows again', () => {
    const values = { email: 'ada@example.com', count: 3, notify: true, sheet: 'https://x.example/api/files/1' };
    const parsed = parseRunInputJson(runInputJson(fields, values));
    expect(parsed).toEqual({ ok: true, values });
    expect(runInputJson(fields, parsed.ok ? parsed.values : {})).toBe(runInputJson(fields, values));
  });

  it('keeps a key that is no field, so switching back and forth loses nothing', () => {
    expect(runInputObject(fields, { emial: 'typo@example.com' }).emial).toBe('typo@example.com');
  });

  it('malformed JSON is named with its line and column', () => {
    const text = '{\n  "email": "ada@example.com"\n  "count": 3\n}';
    const parsed = parseRunInputJson(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/^The JSON is malformed at line 3, column 3: /);
    expect(!parsed.ok && parsed.error).not.toMatch(/position/);
    const cut = parseRunInputJson('{"email": "ada');
    expect(!cut.ok && cut.error).toMatch(/^The JSON is malformed at line 1, column 15: /);
  });

  it('refuses what is not an object of plain values', () => {
    expect(parseRunInputJson('[1, 2]')).toEqual({
      ok: false,
      error: 'The JSON must be an object of field ids and values, like {"email": "ada@example.com"}',
    });
    expect(parseRunInputJson('{"email": {"address": "a@b.co"}}')).toEqual({
      ok: false,
      error: 'email: A value must be text, a number, true, false or null',
    });
  });

  it("validates with the form's own rules, each error under its field id, and names keys that are no field", () => {
    expect(runInputJsonErrors(fields, { email: 'not-an-address', count: 'x', emial: 'a' })).toEqual({
      email: 'Please enter a valid email address',
      count: 'Please enter a valid number',
      emial: 'Not a field of this automation (its fields: email, count, notify, sheet)',
    });
    expect(runInputJsonErrors(fields, { email: '' }).email).toBe('Contact e-mail is required');
    expect(runInputJsonErrors(fields, { sheet: 'leads.csv', email: 'a@b.co' })).toEqual({
      sheet: 'Please upload a file',
    });
    expect(runInputJsonErrors(fields, { email: 'ada@example.com', count: 3, notify: true })).toEqual({});
  });
});
