import type { AdminAutomation, AutomationFormValues } from '@basalt/contracts';

/** The editor's values for a saved automation (nulls become the empty inputs the form holds). */
export function formValuesOf(automation: AdminAutomation): AutomationFormValues {
  return {
    name: automation.name,
    description: automation.description,
    categoryId: automation.categoryId ?? '',
    webhookUrl: automation.webhookUrl ?? '',
    answerMode: automation.answerMode,
    workflowEngine: automation.workflowEngine,
    customFields: automation.customFields,
    slug: automation.slug ?? '',
    status: automation.status,
    pricingModel: automation.pricingModel ?? 'per_run',
    tokenCostPerRun: automation.tokenCostPerRun ?? 0,
    tokenCostPerMinute: automation.tokenCostPerMinute ?? 0,
    maxDurationMinutes: automation.maxDurationMinutes,
    imageUrl: automation.imageUrl ?? '',
    seoContent: automation.seoContent,
    exampleInput: automation.exampleInput ? JSON.stringify(automation.exampleInput, null, 2) : '',
    sampleOutput: automation.sampleOutput ? JSON.stringify(automation.sampleOutput, null, 2) : '',
  };
}
