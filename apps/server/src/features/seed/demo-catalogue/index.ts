import type { DemoAutomation } from './demo-automation';
import { articleSummarizer } from './article-summarizer';
import { emailListChecker } from './email-list-checker';
import { socialPostGenerator } from './social-post-generator';
import { csvDataCleaner } from './csv-data-cleaner';
import { leadScoringAssistant } from './lead-scoring-assistant';
import { subjectLineTester } from './subject-line-tester';
import { supportTicketTriage } from './support-ticket-triage';
import { meetingActionItems } from './meeting-action-items';
import { seoMetaTagGenerator } from './seo-meta-tag-generator';
import { salesFollowUpWriter } from './sales-follow-up-writer';
import { kpiTrendReport } from './kpi-trend-report';
import { marketResearchBriefing } from './market-research-briefing';
import { invoicePdfGenerator } from './invoice-pdf-generator';
import { qrCodeGenerator } from './qr-code-generator';
import { imageResizerAutomation } from './image-resizer';
import { crmContactSyncAutomation } from './crm-contact-sync';

export type { DemoAutomation } from './demo-automation';

/** The published demo catalogue, one automation per sample workflow, in the order it is seeded. */
export const demoCatalogue: DemoAutomation[] = [
  articleSummarizer,
  emailListChecker,
  socialPostGenerator,
  csvDataCleaner,
  leadScoringAssistant,
  subjectLineTester,
  supportTicketTriage,
  meetingActionItems,
  seoMetaTagGenerator,
  salesFollowUpWriter,
  kpiTrendReport,
  marketResearchBriefing,
  invoicePdfGenerator,
  qrCodeGenerator,
  imageResizerAutomation,
  crmContactSyncAutomation,
];
