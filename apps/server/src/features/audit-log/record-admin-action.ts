import { AUDIT_SYSTEM_ACTOR_ID, type AdminActionType } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { adminActions } from '../../platform/db/schema';

interface Person {
  id: string;
  email: string;
  fullName: string;
}

export interface AdminActionInput {
  admin: Person;
  actionType: AdminActionType;
  targetUser?: Person | null;
  automation?: { id: string; name: string } | null;
  details?: Record<string, unknown>;
}

/** Who an entry names as its admin when Basalt acts on its own schedule (the trash purge). */
export const systemActor: Person = { id: AUDIT_SYSTEM_ACTOR_ID, email: '', fullName: 'Basalt (automatic)' };

/** Keys of `details` that name the people and automation involved, copied at the time of the action. */
export const identityKeys = ['adminName', 'adminEmail', 'targetName', 'targetEmail', 'automationName'] as const;

/**
 * The one writer of the audit log. Call it with the transaction that makes the change: if the entry
 * cannot be written the change is rolled back with it (DESIGN D8). Names and e-mails are copied into
 * details so the entry stays readable after either account or the automation is deleted
 * (docs/decisions/002-append-only-history.md).
 */
export async function recordAdminAction(tx: Database, input: AdminActionInput): Promise<void> {
  await tx.insert(adminActions).values({
    adminUserId: input.admin.id,
    targetUserId: input.targetUser?.id ?? null,
    targetAutomationId: input.automation?.id ?? null,
    actionType: input.actionType,
    details: {
      ...input.details,
      adminName: input.admin.fullName,
      adminEmail: input.admin.email,
      ...(input.targetUser && { targetName: input.targetUser.fullName, targetEmail: input.targetUser.email }),
      ...(input.automation && { automationName: input.automation.name }),
    },
  });
}
