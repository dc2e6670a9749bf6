import { countUsersJoinedPerDay } from '../accounts/user-administration.ts';
import { countAdsInStatus, countAdsPublishedPerDay } from '../ads/ad-counts.ts';
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
  const [pending, reports, published, joined] = await Promise.all([
    countAdsInStatus('pending'),
    countOpenReports(),
    countAdsPublishedPerDay(since),
    countUsersJoinedPerDay(since),
  ]);
  const perDay = (rows: { day: string; n: number }[]) => {
    const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
    return days.map((each) => ({ day: each, count: byDay.get(each) ?? 0 }));
  };
  return {
    pending,
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
