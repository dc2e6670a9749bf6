import { count, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds, users } from '../db/tables.ts';
import { countOpenReports, type ReportSource } from './open-reports.ts';

/** Days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;

interface DayCount {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  count: number;
}

export interface Dashboard {
  pending: number;
  reports: { total: number; bySource: Record<ReportSource, number> };
  publishedPerDay: DayCount[];
  newUsersPerDay: DayCount[];
}

/** What an administrator sees first: the queue's size, open reports, and the last 30 days. */
export async function loadDashboard(options: { now?: Date } = {}): Promise<Dashboard> {
  const days = lastDays(options.now ?? new Date());
  const since = new Date(`${days[0]}T00:00:00Z`);
  const day = (column: typeof classifieds.publishedAt | typeof users.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[pending], reports, published, joined] = await Promise.all([
    getDb().select({ n: count() }).from(classifieds).where(eq(classifieds.status, 'pending')),
    countOpenReports(),
    getDb()
      .select({ day: day(classifieds.publishedAt), n: count() })
      .from(classifieds)
      .where(gte(classifieds.publishedAt, since))
      .groupBy(day(classifieds.publishedAt)),
    getDb()
      .select({ day: day(users.createdAt), n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(day(users.createdAt)),
  ]);
  const perDay = (rows: { day: string; n: number }[]) => {
    const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
    return days.map((each) => ({ day: each, count: byDay.get(each) ?? 0 }));
  };
  return {
    pending: Number(pending?.n ?? 0),
    reports,
    publishedPerDay: perDay(published),
    newUsersPerDay: perDay(joined),
  };
}

/** The last `DASHBOARD_DAYS` UTC dates, oldest first, ending today. */
export function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(today - (DASHBOARD_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
