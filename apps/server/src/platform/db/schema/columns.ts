import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** SQL list for a CHECK constraint: ('a', 'b'). Values come from code constants, never from users. */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
