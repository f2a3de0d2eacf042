import {
  categoryNames,
  checkRunInput,
  customField,
  customFieldTypes,
  MAX_FIELD_VALUE_LENGTH,
  normaliseRunInput,
  seoContent,
  type CustomField,
} from '@basalt/contracts';
import {
  buildSampleWorkflowsApp,
  internalWorkflowSlugs,
  sampleWorkflowInputSchemas,
  sampleWorkflowSlugs,
} from '@basalt/sample-workflows';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '.';

/** What a user filling the form with its defaults, first options and placeholders would submit. */
function exampleValue(field: CustomField): string | number | boolean {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options?.[0] ?? '';
    case 'checkbox':
      return true;
    case 'number':
      return Number(field.placeholder ?? 1);
    case 'email':
      return 'ada@example.com';
    case 'date':
      return '2025-03-03';
    case 'file':
      return 'https://files.example.com/upload.csv';
    default:
      return field.placeholder ?? 'Example text for the demo';
  }
}

const exampleInput = (fields: CustomField[]) =>
  Object.fromEntries(fields.map((field) => [field.id, exampleValue(field)]));

/**
 * The extreme values Basalt's form lets through for one field (its declared limits, or Basalt's own
 * bounds when none is declared): if the workflow refuses one of them, the field lacks a rule and a
 * user would pay for a run the workflow rejects.
 */
function boundaryValues(field: CustomField): (string | number)[] {
  if (field.pattern) return [];
  if (field.type === 'text' || field.type === 'textarea') {
    const lengths = [field.minLength ?? 1, Math.min(field.maxLength ?? MAX_FIELD_VALUE_LENGTH, MAX_FIELD_VALUE_LENGTH)];
    return lengths.map((length) => 'x'.repeat(length));
  }
  if (field.type === 'number') return [field.min ?? -1_000_000_000, field.max ?? 1_000_000_000];
  return [];
}

/** What the form requires, and no more: required fields, and the first non-file field of each one-of group. */
function minimalInput(fields: CustomField[]) {
  const example = exampleInput(fields);
  const groups = new Set<string>();
  return Object.fromEntries(
    fields
      .filter((field) => {
        if (field.required) return true;
        if (!field.oneOfGroup || field.type === 'file' || groups.has(field.oneOfGroup)) return false;
        groups.add(field.oneOfGroup);
        return true;
      })
      .map((field) => [field.id, example[field.id]]),
  );
}

const app = buildSampleWorkflowsApp({ progressIntervalMs: 10 });

/**
 * Without an uploaded file (this test has none) the image resizer refuses the input; the CRM sync
 * fails on purpose (the refund demo); the slow report answers 202 and calls back.
 */
const expectedStatus: Partial<Record<string, number>> = {
  'slow-report': 202,
  'image-resizer': 422,
  'crm-contact-sync': 500,
};
afterAll(() => app.close());

describe('demo catalogue', () => {
  it('holds one automation per sample workflow (but the benchmark ones), with unique slugs', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(16);
    expect(new Set(demoCatalogue.map((demo) => demo.slug)).size).toBe(demoCatalogue.length);
    expect(new Set(demoCatalogue.map((demo) => demo.workflowSlug))).toEqual(
      new Set(sampleWorkflowSlugs.filter((slug) => !internalWorkflowSlugs.includes(slug))),
    );
  });

  it('prices one automation per minute and one hybrid (DESIGN D5)', () => {
    const models = demoCatalogue.map((demo) => demo.pricingModel);
    expect(models).toContain('per_minute');
    expect(models).toContain('hybrid');
  });

  it('uses every category and every custom field type', () => {
    expect(new Set(demoCatalogue.map((demo) => demo.categoryName))).toEqual(new Set(categoryNames));
    const types = new Set(demoCatalogue.flatMap((demo) => demo.customFields.map((field) => field.type)));
    expect(types).toEqual(new Set(customFieldTypes));
  });

  it('features three automations and keeps prices consistent with their model', () => {
    expect(demoCatalogue.filter((demo) => demo.isFeatured)).toHaveLength(3);
    for (const demo of demoCatalogue) {
      const perRun = demo.pricingModel === 'per_run' || demo.pricingModel === 'hybrid';
      const perMinute = demo.pricingModel === 'per_minute' || demo.pricingModel === 'hybrid';
      expect(demo.tokenCostPerRun !== null, demo.slug).toBe(perRun);
      expect(demo.tokenCostPerMinute !== null, demo.slug).toBe(perMinute);
      if (demo.tokenCostPerRun !== null) expect(Number.isInteger(demo.tokenCostPerRun)).toBe(true);
    }
  });

  it.each(demoCatalogue)('$slug has valid fields and complete SEO content', (demo) => {
    for (const field of demo.customFields) expect(customField.parse(field)).toEqual(field);
    expect(demo.customFields.map((field) => field.order)).toEqual(demo.customFields.map((_, index) => index + 1));
    const seo = seoContent.parse(demo.seoContent);
    expect(seo.meta?.keywords.length).toBeGreaterThanOrEqual(5);
    expect(seo.meta?.keywords.length).toBeLessThanOrEqual(10);
    expect(seo.howToSteps?.length).toBeGreaterThanOrEqual(3);
    expect(seo.faqs?.length).toBeGreaterThanOrEqual(3);
    expect(seo.benefits?.length).toBeGreaterThanOrEqual(3);
    expect(seo.useCases?.length).toBeGreaterThanOrEqual(2);
    expect(seo.statistics?.length).toBeGreaterThanOrEqual(2);
    expect(seo.relatedQueries?.length).toBeGreaterThan(0);
  });

  it.each(demoCatalogue)('the $slug form asks exactly what its workflow expects', (demo) => {
    const schema = sampleWorkflowInputSchemas[demo.workflowSlug];
    expect(demo.customFields.map((field) => field.id).sort()).toEqual(Object.keys(schema.shape).sort());
    const parsed = schema.safeParse(exampleInput(demo.customFields));
    expect(parsed.error?.issues ?? [], demo.slug).toEqual([]);
  });

  it.each(demoCatalogue)('whatever the $slug form accepts at its limits, its workflow accepts too', (demo) => {
    const schema = sampleWorkflowInputSchemas[demo.workflowSlug];
    const example = exampleInput(demo.customFields);
    for (const field of demo.customFields) {
      for (const value of boundaryValues(field)) {
        const values = { ...example, [field.id]: value };
        if (checkRunInput(demo.customFields, values).firstError) continue;
        const parsed = schema.safeParse(normaliseRunInput(demo.customFields, values));
        expect(parsed.error?.issues ?? [], `${demo.slug}.${field.id} = ${String(value).slice(0, 20)}`).toEqual([]);
      }
    }
  });

  it.each(demoCatalogue)('a run of $slug with only what its form requires is not refused', async (demo) => {
    const input = minimalInput(demo.customFields);
    expect(checkRunInput(demo.customFields, input).firstError).toBeNull();
    const response = await app.inject({
      method: 'POST',
      url: `/${demo.workflowSlug}`,
      payload: { run_id: 'run-demo', input, files: [], callback_url: 'http://127.0.0.1:9/callback' },
    });
    expect(response.statusCode, `${demo.slug}: ${response.body}`).toBe(expectedStatus[demo.workflowSlug] ?? 200);
  });

  const withExamples = demoCatalogue.filter((demo) => demo.exampleInput);

  it('some automations can be tried before paying: example input and sample output (issue 15)', () => {
    expect(withExamples.map((demo) => demo.slug)).toEqual(expect.arrayContaining(['csv-data-cleaner']));
    for (const demo of withExamples) expect(demo.sampleOutput, demo.slug).toBeTruthy();
  });

  it.each(withExamples)(
    'the $slug example passes its form, and its workflow answers it as the sample shows',
    async (demo) => {
      expect(checkRunInput(demo.customFields, demo.exampleInput!).firstError).toBeNull();
      const response = await app.inject({
        method: 'POST',
        url: `/${demo.workflowSlug}`,
        payload: {
          run_id: 'run-demo',
          input: normaliseRunInput(demo.customFields, demo.exampleInput!),
          files: [],
          callback_url: 'http://127.0.0.1:9/callback',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as Record<string, unknown>;
      const { output_file_url: _url, file_name: _name, file_size_bytes: _size, ...shown } = answer;
      expect(shown).toEqual(demo.sampleOutput);
      expect(Object.keys(shown)).toEqual(Object.keys(demo.sampleOutput!));
    },
  );

  it.each(demoCatalogue)('a run of $slug with the example input succeeds', async (demo) => {
    const response = await app.inject({
      method: 'POST',
      url: `/${demo.workflowSlug}`,
      payload: {
        run_id: 'run-demo',
        input: exampleInput(demo.customFields),
        files: [],
        callback_url: 'http://127.0.0.1:9/callback',
      },
    });
    expect(response.statusCode, response.body).toBe(expectedStatus[demo.workflowSlug] ?? 200);
  });
});
