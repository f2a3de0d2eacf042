import { z } from 'zod';

export const automationVersionParams = z.object({
  id: z.uuid('Automation not found'),
  number: z.coerce.number().int('Version not found').min(1, 'Version not found'),
});
export type AutomationVersionParams = z.infer<typeof automationVersionParams>;

/** One published state of an automation, as the admin's version list shows it (content left out). */
export const automationVersion = z.object({
  number: z.number().int(),
  note: z.string(),
  publishedAt: z.iso.datetime(),
  /** The admin's name; null for the seeded catalogue or a deleted account. */
  publishedBy: z.string().nullable(),
  /** Null while new runs may still be pinned to it. */
  retiredAt: z.iso.datetime().nullable(),
  isLive: z.boolean(),
});
export type AutomationVersion = z.infer<typeof automationVersion>;

/** A version's "what changed": required, as the public changelog shows it. */
export const versionNote = z
  .string()
  .trim()
  .min(1, 'Please say what changed')
  .max(500, 'The note must be at most 500 characters');
