import { z } from 'zod';

/** draft: hidden from users; published: listed and runnable (D7: the only meaning of "active"); archived: hidden, kept. */
export const automationStatus = z.enum(['draft', 'published', 'archived']);
export type AutomationStatus = z.infer<typeof automationStatus>;

/** Absent pricing model means the automation is free. */
export const pricingModel = z.enum(['per_run', 'per_minute', 'hybrid']);
export type PricingModel = z.infer<typeof pricingModel>;
