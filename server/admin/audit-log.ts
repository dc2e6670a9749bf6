import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { listUserNames } from '../accounts/user-lookups.ts';
import { type Database, getDb } from '../db/client.ts';
import { adminAudit } from '../db/tables.ts';
import type { AdminAction } from './admin-actions.ts';

export type AuditTargetType = 'ad' | 'user' | 'content' | 'report' | 'review';

/** Who may act in the admin area. Checked by the domain too, not only by the route guard. */
export interface Actor {
  id: string;
  role: 'user' | 'admin';
}

export class NotAdministratorError extends Error {
  constructor() {
    super('only administrators may do this');
  }
}

/** Domain functions of the admin area call this first: a route guard that was forgotten is not a hole. */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new NotAdministratorError();
}

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes one audit row: who did what to which target, with the target's state before and after.
 * Every admin action goes through here; given a transaction, the row commits with the change.
 */
export async function recordAdminAction(
  entry: {
    admin: Actor;
    action: AdminAction;
    targetType: AuditTargetType;
    targetId: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
  transaction?: Executor,
): Promise<void> {
  assertAdmin(entry.admin);
  await (transaction ?? getDb()).insert(adminAudit).values({
    adminId: entry.admin.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilters {
  adminId?: string;
  action?: AdminAction;
  targetType?: AuditTargetType;
  targetId?: string;
}

export interface AuditEntryView {
  id: number;
  createdAt: Date;
  adminId: string | null;
  adminName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One page of the log, newest first, with the total for paging. */
export async function listAuditEntries(options: {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}): Promise<{ entries: AuditEntryView[]; total: number }> {
  const { filters } = options;
  const conditions: SQL[] = [];
  if (filters.adminId) conditions.push(eq(adminAudit.adminId, filters.adminId));
  if (filters.action) conditions.push(eq(adminAudit.action, filters.action));
  if (filters.targetType) conditions.push(eq(adminAudit.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(adminAudit.targetId, filters.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: adminAudit.id,
        createdAt: adminAudit.createdAt,
        adminId: adminAudit.adminId,
        action: adminAudit.action,
        targetType: adminAudit.targetType,
        targetId: adminAudit.targetId,
        before: adminAudit.before,
        after: adminAudit.after,
      })
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    getDb().select({ n: count() }).from(adminAudit).where(where),
  ]);
  const adminIds = [...new Set(rows.flatMap((row) => (row.adminId ? [row.adminId] : [])))];
  const names = new Map((await listUserNames(adminIds)).map((admin) => [admin.id, admin.name]));
  const entries = rows.map((row) => ({ ...row, adminName: names.get(row.adminId ?? '') ?? null }));
  return { entries, total: Number(total?.n ?? 0) };
}

/** The administrators who appear in the log, for the filter by admin. */
export async function listAuditAdmins(): Promise<{ id: string; name: string }[]> {
  const rows = await getDb()
    .selectDistinct({ adminId: adminAudit.adminId })
    .from(adminAudit)
    .where(isNotNull(adminAudit.adminId));
  return listUserNames(rows.flatMap((row) => (row.adminId ? [row.adminId] : [])));
}

/** How many times each target was the object of `action` in the log, by target id (none: left out). */
export async function countAuditedActions(options: {
  action: AdminAction;
  targetType: AuditTargetType;
  targetIds: string[];
}): Promise<Map<string, number>> {
  if (options.targetIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ targetId: adminAudit.targetId, n: count() })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, options.targetType),
        eq(adminAudit.action, options.action),
        inArray(adminAudit.targetId, options.targetIds),
      ),
    )
    .groupBy(adminAudit.targetId);
  return new Map(rows.map((row) => [row.targetId, Number(row.n)]));
}

/**
 * The content rows administrators deleted (`content.delete` entries' targets, `type:key`): the
 * catalogue's seed does not bring them back. Given a transaction, read inside it.
 */
export async function listDeletedContentKeys(db: Executor = getDb()): Promise<Set<string>> {
  const rows = await db
    .select({ target: adminAudit.targetId })
    .from(adminAudit)
    .where(and(eq(adminAudit.action, 'content.delete'), eq(adminAudit.targetType, 'content')));
  return new Set(rows.map((row) => row.target));
}
