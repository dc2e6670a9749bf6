import { describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import { createUser } from '../../server/accounts/users.ts';
import { DASHBOARD_DAYS, lastDays, loadDashboard } from '../../server/admin/dashboard.ts';
import { countOpenReports } from '../../server/admin/open-reports.ts';
import { getDb } from '../../server/db/client.ts';
import { chatConversations, chatReports, classifieds } from '../../server/db/tables.ts';

async function newUser(name: string) {
  const user = await createUser({
    email: `dashboard-${name}-${Date.now()}@example.test`,
    name,
    passwordHash: await hashPassword('Caballo-Tordo-2026'),
    accountType: 'individual',
    locale: 'es',
  });
  if (!user) throw new Error('no user');
  return user;
}

const DAY = 86_400_000;

describe('the dashboard', () => {
  test('counts pending ads, open reports, and ads published and users joined per day for 30 days', async () => {
    const before = await loadDashboard();
    const seller = await newUser('seller');
    const buyer = await newUser('buyer');
    const now = Date.now();
    const ad = (status: 'pending' | 'approved', publishedAt: Date | null, slug: string) => ({
      ownerId: seller.id,
      slug: `${slug}-${now}`,
      status,
      publishedAt,
      title: 'Yegua torda',
    });
    const [published] = await getDb()
      .insert(classifieds)
      .values([
        ad('pending', null, 'pending'),
        ad('approved', new Date(now), 'today'),
        ad('approved', new Date(now - 2 * DAY), 'two-days'),
        ad('approved', new Date(now - 40 * DAY), 'long-ago'),
      ])
      .returning();
    if (!published) throw new Error('no ads');
    const [conversation] = await getDb()
      .insert(chatConversations)
      .values({ classifiedId: published.id, buyerId: buyer.id, sellerId: seller.id })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await getDb()
      .insert(chatReports)
      .values([
        { conversationId: conversation.id, reporterId: buyer.id, reason: 'spam' },
        { conversationId: conversation.id, reporterId: seller.id, reason: 'insults', resolvedAt: new Date() },
      ]);

    const after = await loadDashboard();
    expect(after.pending - before.pending).toBe(1);
    expect(after.reports.total - before.reports.total).toBe(1);
    expect(after.reports.bySource.chat - before.reports.bySource.chat).toBe(1);
    expect(after.publishedPerDay).toHaveLength(DASHBOARD_DAYS);
    const change = (list: 'publishedPerDay' | 'newUsersPerDay', index: number) =>
      (after[list].at(index)?.count ?? 0) - (before[list].at(index)?.count ?? 0);
    expect(change('publishedPerDay', -1)).toBe(1);
    expect(change('publishedPerDay', -3)).toBe(1);
    // The ad published 40 days ago is outside the chart.
    expect(after.publishedPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(
      before.publishedPerDay.reduce((sum, day) => sum + day.count, 0) + 2,
    );
    expect(change('newUsersPerDay', -1)).toBe(2);
    expect(await countOpenReports()).toEqual(after.reports);
  });

  test('covers the last 30 UTC days, today last', () => {
    const days = lastDays(new Date('2026-03-01T23:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});
