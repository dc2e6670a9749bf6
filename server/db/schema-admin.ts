import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * The administration audit log (issue 8): one row per admin action, never updated. The admin is
 * set to null if their account is deleted, so the trail outlives the people in it.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `ad.approve`, `user.suspend` (see server/admin/audit-log.ts AdminAction). */
    action: text().notNull(),
    targetType: text().$type<'ad' | 'user' | 'content' | 'report' | 'review'>().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log page, newest first, and its filters by admin, action and target.
    index('admin_audit_created_idx').on(table.createdAt),
    index('admin_audit_admin_idx').on(table.adminId, table.createdAt),
    index('admin_audit_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);
