import { z } from 'zod';

/** draft: hidden from users; published: listed and runnable (D7: the only meaning of "active"); archived: hidden, kept. */
export const automationStatuses = ['draft', 'published', 'archived'] as const;
export const automationStatus = z.enum(automationStatuses);
export type AutomationStatus = z.infer<typeof automationStatus>;

/** Absent pricing model means the automation is free. */
export const pricingModels = ['per_run', 'per_minute', 'hybrid'] as const;
export const pricingModel = z.enum(pricingModels);
export type PricingModel = z.infer<typeof pricingModel>;
