import { z } from 'zod';
import { automationStatus } from '../catalogue/automation-enums';

/** How long a deleted automation stays in the trash, restorable, before the purge removes it. */
export const AUTOMATION_TRASH_DAYS = 30;

export const trashedAutomation = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string().nullable(),
  /** The status it had when deleted, which a restore gives back. */
  status: automationStatus,
  deletedAt: z.iso.datetime(),
  /** The admin who deleted it; null once that account is gone. */
  deletedBy: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }).nullable(),
  /** When the purge removes it for good: deletedAt + AUTOMATION_TRASH_DAYS. */
  purgeAt: z.iso.datetime(),
  runCount: z.number().int(),
});
export type TrashedAutomation = z.infer<typeof trashedAutomation>;

/** The trash, most recently deleted first. */
export const listAutomationTrashResponse = z.object({ automations: z.array(trashedAutomation) });
export type ListAutomationTrashResponse = z.infer<typeof listAutomationTrashResponse>;

export const restoreAutomationResponse = z.object({
  automation: z.object({ id: z.uuid(), name: z.string(), status: automationStatus }),
});
export type RestoreAutomationResponse = z.infer<typeof restoreAutomationResponse>;
