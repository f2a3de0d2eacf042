import { csvCleaner } from './workflows/csv-cleaner';
import { emailListChecker } from './workflows/email-list-checker';
import { kpiReport } from './workflows/kpi-report';
import { leadScorer } from './workflows/lead-scorer';
import { meetingActionItems } from './workflows/meeting-action-items';
import { salesFollowUpWriter } from './workflows/sales-follow-up-writer';
import { seoMetaGenerator } from './workflows/seo-meta-generator';
import { slowReport } from './workflows/slow-report';
import { socialPostWriter } from './workflows/social-post-writer';
import { subjectLineTester } from './workflows/subject-line-tester';
import { supportTicketTriage } from './workflows/support-ticket-triage';
import { textSummary } from './workflows/text-summary';
import { invoicePdf } from './workflows/invoice-pdf';
import { qrCode } from './workflows/qr-code';
import { imageResizer } from './workflows/image-resizer';
import { crmContactSync } from './workflows/crm-contact-sync';
import { noop } from './workflows/noop';

export const sampleWorkflows = [
  textSummary,
  emailListChecker,
  socialPostWriter,
  csvCleaner,
  leadScorer,
  subjectLineTester,
  supportTicketTriage,
  meetingActionItems,
  seoMetaGenerator,
  salesFollowUpWriter,
  kpiReport,
  slowReport,
  invoicePdf,
  qrCode,
  imageResizer,
  crmContactSync,
  noop,
] as const;

/** Workflows that exist for tooling (the benchmark), not for the marketplace catalogue. */
export const internalWorkflowSlugs: readonly string[] = [noop.slug];

export type SampleWorkflowSlug = (typeof sampleWorkflows)[number]['slug'];

export const sampleWorkflowSlugs: readonly SampleWorkflowSlug[] = sampleWorkflows.map(({ slug }) => slug);

/** Each workflow's input schema by slug, so Basalt's catalogue can prove its forms produce accepted input. */
export const sampleWorkflowInputSchemas = Object.fromEntries(
  sampleWorkflows.map(({ slug, inputSchema }) => [slug, inputSchema]),
) as { [W in (typeof sampleWorkflows)[number] as W['slug']]: W['inputSchema'] };
