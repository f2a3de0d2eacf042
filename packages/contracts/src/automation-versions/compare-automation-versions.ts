import { z } from 'zod';
import { pricingModel } from '../catalogue/automation-enums';
import { answerMode } from '../admin-automations/answer-mode';

const versionNumber = z.coerce.number().int().min(1);
export const compareAutomationVersionsQuery = z.object({ from: versionNumber, to: versionNumber });
export type CompareAutomationVersionsQuery = z.infer<typeof compareAutomationVersionsQuery>;

const namedField = z.object({ id: z.string(), label: z.string() });
const price = z.object({
  pricingModel: pricingModel.nullable(),
  tokenCostPerRun: z.number().nullable(),
  tokenCostPerMinute: z.number().nullable(),
});
const webhook = z.object({ webhookUrl: z.string().nullable(), answerMode });

/** What differs from version `from` to version `to`, as the admin's Compare view lists it. */
export const compareAutomationVersionsResponse = z.object({
  from: z.number().int(),
  to: z.number().int(),
  name: z.object({ changed: z.boolean(), from: z.string(), to: z.string() }),
  descriptionChanged: z.boolean(),
  fields: z.object({
    added: z.array(namedField),
    removed: z.array(namedField),
    /** Fields in both, by id, with the properties that differ (label, required, options, order...). */
    changed: z.array(namedField.extend({ properties: z.array(z.string()) })),
  }),
  price: z.object({ changed: z.boolean(), from: price, to: price }),
  webhook: z.object({ urlChanged: z.boolean(), answerModeChanged: z.boolean(), from: webhook, to: webhook }),
});
export type CompareAutomationVersionsResponse = z.infer<typeof compareAutomationVersionsResponse>;
