import type { categoryNames, CustomField, PricingModel, SeoContent } from '@basalt/contracts';
import type { SampleWorkflowSlug } from '@basalt/sample-workflows';

/**
 * One published demo automation. Its form (customFields) must produce input the sample workflow
 * accepts: field ids are the workflow's input keys, and demo-catalogue.test.ts proves they agree.
 */
export interface DemoAutomation {
  slug: string;
  name: string;
  description: string;
  categoryName: (typeof categoryNames)[number];
  /** null shows the gradient fallback; a path must exist under apps/web/public. */
  imageUrl: string | null;
  isFeatured: boolean;
  pricingModel: PricingModel | null;
  /** Integer; set only for per_run and hybrid. */
  tokenCostPerRun: number | null;
  /** Set only for per_minute and hybrid. */
  tokenCostPerMinute: number | null;
  maxDurationMinutes: number;
  /** The seed turns it into `${SAMPLE_WORKFLOWS_URL}/${workflowSlug}`. */
  workflowSlug: SampleWorkflowSlug;
  customFields: CustomField[];
  seoContent: SeoContent;
  /** "Fill with example" (issue 15): must pass the form's rules; the test runs it through the workflow. */
  exampleInput?: Record<string, string | number | boolean>;
  /** Shown on the page before paying: what the workflow answers to exampleInput (files left out). */
  sampleOutput?: Record<string, unknown>;
}

export type FieldDraft = Omit<CustomField, 'order' | 'required'> & { required?: boolean };

/** Numbers the fields in the order they are listed, so the form shows them that way. */
export const fields = (...drafts: FieldDraft[]): CustomField[] =>
  drafts.map((draft, index) => ({ ...draft, required: draft.required ?? false, order: index + 1 }));

export const perRun = (tokens: number) =>
  ({ pricingModel: 'per_run', tokenCostPerRun: tokens, tokenCostPerMinute: null, maxDurationMinutes: 10 }) as const;
