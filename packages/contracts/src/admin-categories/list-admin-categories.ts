import { z } from 'zod';

/** A category as the admin's Categories screen shows it: how many automations use it decides whether it can go. */
export const adminCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Automations of any status in this category; only an unused category can be deleted. */
  automationCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const listAdminCategoriesResponse = z.object({ categories: z.array(adminCategory) });
export type ListAdminCategoriesResponse = z.infer<typeof listAdminCategoriesResponse>;
