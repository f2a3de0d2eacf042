import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { adminActionTypes, leadRequestKinds, leadRequestStatuses } from '@basalt/contracts';

/**
 * The audit log. Ids are kept as values and the names/e-mails at the time of the action are copied
 * into details, so the log survives the deletion of either user.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminUserId: text('admin_user_id').notNull(),
    targetUserId: text('target_user_id'),
    targetAutomationId: uuid('target_automation_id'),
    actionType: text('action_type', { enum: adminActionTypes }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('admin_actions_type_valid', sql.raw(`action_type in (${sqlList(adminActionTypes)})`)),
    index('admin_actions_created_idx').on(t.createdAt.desc()),
    index('admin_actions_type_idx').on(t.actionType),
  ],
);

/** Both public lead forms (custom automation request, call request) land here for the admin inbox (D10). */
export const leadRequests = pgTable(
  'lead_requests',
  {
    id: id(),
    kind: text('kind', { enum: leadRequestKinds }).notNull(),
    status: text('status', { enum: leadRequestStatuses }).notNull().default('new'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    description: text('description'),
    useCase: text('use_case'),
    budgetRange: text('budget_range'),
    timeline: text('timeline'),
    preferredDatetime: text('preferred_datetime'),
    topic: text('topic'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lead_requests_kind_valid', sql.raw(`kind in (${sqlList(leadRequestKinds)})`)),
    check('lead_requests_status_valid', sql.raw(`status in (${sqlList(leadRequestStatuses)})`)),
    check(
      'lead_requests_kind_fields',
      sql.raw(
        `(kind = 'custom_automation' and description is not null and budget_range is not null and timeline is not null)` +
          ` or (kind = 'call' and preferred_datetime is not null and topic is not null)`,
      ),
    ),
    index('lead_requests_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const analyticsEventNames = ['page_view', 'automation_viewed'] as const;

/** First-party, cookie-less analytics (D9): no user identifier beyond an optional signed-in user id. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: text('name', { enum: analyticsEventNames }).notNull(),
    path: text('path').notNull(),
    automationId: uuid('automation_id'),
    userId: text('user_id'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_events_name_valid', sql.raw(`name in (${sqlList(analyticsEventNames)})`)),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    index('analytics_events_automation_idx').on(t.automationId, t.createdAt),
  ],
);

export { adminActionTypes, leadRequestKinds, leadRequestStatuses };
